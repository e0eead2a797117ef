#!/usr/bin/env bash
# Property-based round trips, hostile random input and linear-time figures against the TypeScript
# golden (Tests/Goldens/default/typescript/officeLink.ts), compiled as its conformance harness is:
# tsc with the strictest flags to ES modules, run under Node (18+); no @types/node needed.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000; hostile inputs are 4 x CASES).
# VERBOSE=1 prints every hostile input before it is parsed, and every failure (not only the first 100).
# OFFICELINK_TYPESCRIPT=path runs against another copy of the generated file (to prove the test can fail).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
strict=("${tsc_strict[@]}")

cp "${OFFICELINK_TYPESCRIPT:-Tests/Goldens/default/typescript/officeLink.ts}" "$work/officeLink.ts"
cp Tests/Property/typescript/property.ts "$work/"
tsc "${strict[@]}" --outDir "$work/out" "$work/officeLink.ts" "$work/property.ts"
echo '{ "type": "module" }' > "$work/out/package.json"
node "$work/out/property.js" "${1:-12345}" "${2:-5000}"
