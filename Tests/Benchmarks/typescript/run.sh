#!/usr/bin/env bash
# Compiles the TypeScript golden for schema.json and prints, under node, each figure of the
# generated parser and builder beside its platform anchor as a ratio (benchmark.ts says how).
# Optional argument: the milliseconds each timed round lasts (default 25).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cp Tests/Goldens/default/typescript/officeLink.ts Tests/Benchmarks/typescript/benchmark.ts "$work/"
tsc --strict --target es2020 --lib es2020 --module es2020 --moduleResolution node --outDir "$work/out" "$work"/*.ts
echo '{ "type": "module" }' > "$work/out/package.json"
node "$work/out/benchmark.js" "${1:-25}"
