#!/usr/bin/env bash
# Compiles the TypeScript goldens, that of schema.json (the pipe grammar, benchmark.ts) and those of
# the things, spotify and obsidian protocols (the URL grammar, url-benchmark.ts), and prints, under
# node, each figure of the generated parser and builder beside its platform anchor as a ratio
# (timing.ts says how).
# Optional argument: the milliseconds each timed round lasts (default 25).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
# Every golden imports the one runtime, the same file in each folder (SharedRuntimeTests).
cp Tests/Goldens/default/typescript/{officeLink,schemegenRuntime}.ts Tests/Goldens/things/typescript/things.ts \
    Tests/Goldens/spotify/typescript/spotify.ts Tests/Goldens/obsidian/typescript/obsidian.ts \
    Tests/Benchmarks/typescript/*.ts "$work/"
tsc --strict --target es2020 --lib es2020 --module es2020 --moduleResolution node --outDir "$work/out" "$work"/*.ts
echo '{ "type": "module" }' > "$work/out/package.json"
node "$work/out/benchmark.js" "${1:-25}"
node "$work/out/url-benchmark.js" "${1:-25}"
