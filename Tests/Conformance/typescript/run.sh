#!/usr/bin/env bash
# Type-checks the TypeScript goldens with the strictest flags, then compiles the default schema's
# module with the harness to ES modules and runs the conformance vectors under Node.
# Needs only `tsc` and `node` (18+): the modules need no DOM or Node typings, the harness
# declares the few Node globals it uses in node.d.ts.
# Then generates generic.json, a schema unlike schema.json, with the generator (built first) and
# runs generic-checks.ts against it. Exits 1 if any part failed.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
strict=("${tsc_strict[@]}")

for golden in Tests/Goldens/default/typescript/officeLink.ts Tests/Goldens/landmine/typescript/landmine.ts; do
    tsc "${strict[@]}" --noEmit "$golden"
done

# Both goldens import the one runtime, the same file in each folder (SharedRuntimeTests).
cp Tests/Goldens/default/typescript/{officeLink,schemegenRuntime}.ts Tests/Goldens/landmine/typescript/landmine.ts \
    Tests/Conformance/typescript/{harness,extras,vector-file}.ts Tests/Conformance/typescript/node.d.ts "$work/"
tsc "${strict[@]}" --outDir "$work/out" "$work"/*.ts
echo '{ "type": "module" }' > "$work/out/package.json"
status=0
echo "typescript extra checks:"
node "$work/out/extras.js" || status=1
echo "typescript conformance:"
node "$work/out/harness.js" "${1:-Tests/Conformance/vectors.tsv}" || status=1

# The new rules (flags, abbreviated form, mode-limited fields, same host, app limits) come from the
# IR: generic.json has other tokens, prefixes, modes and limits, a caller-addressed message with
# flags and an abbreviated form, no default mode, and names that are keywords or Object members.
swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
generic="$work/generic"
"$bin" generate --schema Tests/Conformance/typescript/generic.json --lang typescript --out "$generic" >/dev/null
cp Tests/Conformance/typescript/{generic-checks,node.d}.ts "$generic/typescript/"
tsc "${strict[@]}" --outDir "$generic/out" "$generic/typescript"/*.ts
echo '{ "type": "module" }' > "$generic/out/package.json"
echo "typescript generic-schema checks:"
node "$generic/out/generic-checks.js" || status=1
exit "$status"
