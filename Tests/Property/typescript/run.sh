#!/usr/bin/env bash
# Property-based round trips, hostile random input and linear-time figures against the TypeScript
# golden (Tests/Goldens/default/typescript/officeLink.ts), compiled as its conformance harness is:
# tsc with the strictest flags to ES modules, run under Node (18+); no @types/node needed.
# Then the URL grammar's round trips (url-property.ts) against the Things and Spotify goldens.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000; hostile inputs are 4 x CASES).
# VERBOSE=1 prints every hostile input before it is parsed, and every failure (not only the first 100).
# OFFICELINK_TYPESCRIPT, THINGS_TYPESCRIPT and SPOTIFY_TYPESCRIPT=path run against another copy of
# the generated file (to prove the test can fail).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
strict=("${tsc_strict[@]}")

officelink="${OFFICELINK_TYPESCRIPT:-Tests/Goldens/default/typescript/officeLink.ts}"
cp "$officelink" "$work/officeLink.ts"
# The URI runtime every module imports: the one beside officeLink.ts, which Things and Spotify share.
cp "$(dirname "$officelink")/schemegenRuntime.ts" "$work/"
cp "${THINGS_TYPESCRIPT:-Tests/Goldens/things/typescript/things.ts}" "$work/things.ts"
cp "${SPOTIFY_TYPESCRIPT:-Tests/Goldens/spotify/typescript/spotify.ts}" "$work/spotify.ts"
cp Tests/Property/typescript/property.ts Tests/Property/typescript/url-property.ts "$work/"
tsc "${strict[@]}" --outDir "$work/out" "$work/officeLink.ts" "$work/property.ts" \
    "$work/things.ts" "$work/spotify.ts" "$work/url-property.ts"
echo '{ "type": "module" }' > "$work/out/package.json"
status=0
node "$work/out/property.js" "${1:-12345}" "${2:-5000}" || status=$?
node "$work/out/url-property.js" "${1:-12345}" "${2:-5000}" || status=$?
exit "$status"
