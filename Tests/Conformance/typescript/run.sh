#!/usr/bin/env bash
# Type-checks the TypeScript goldens with the strictest flags, then compiles the default schema's
# module with the harness to ES modules and runs the conformance vectors under Node.
# Needs only `tsc` and `node` (18+): the modules need no DOM or Node typings, the harness
# declares the few Node globals it uses in node.d.ts.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

strict=(--strict --noUncheckedIndexedAccess --noImplicitReturns --exactOptionalPropertyTypes
    --noUnusedLocals --noUnusedParameters --noFallthroughCasesInSwitch --noImplicitOverride
    --target es2020 --lib es2020 --module es2020 --moduleResolution node)

for golden in Tests/Goldens/default/typescript/officeLink.ts Tests/Goldens/landmine/typescript/landmine.ts; do
    tsc "${strict[@]}" --noEmit "$golden"
done

cp Tests/Goldens/default/typescript/officeLink.ts Tests/Goldens/landmine/typescript/landmine.ts \
    Tests/Conformance/typescript/{harness,extras}.ts Tests/Conformance/typescript/node.d.ts "$work/"
tsc "${strict[@]}" --outDir "$work/out" "$work"/*.ts
echo '{ "type": "module" }' > "$work/out/package.json"
echo "typescript extra checks:"
extras=0
node "$work/out/extras.js" || extras=$?
echo "typescript conformance:"
node "$work/out/harness.js" "${1:-Tests/Conformance/vectors.tsv}"
exit "$extras"
