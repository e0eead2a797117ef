#!/usr/bin/env bash
# Generates TypeScript for the four URL-grammar schemas in Examples/protocols, type-checks it with
# the strictest flags (Tests/strict-flags.sh), then runs every case of Tests/Conformance/<app>.tsv
# through url-harness.ts under Node, and the consumer in Examples/protocols/typescript against its
# expected output. Then runs Tests/Conformance/url-generic.tsv against Tests/Schemas/url-generic.json,
# which holds what the four apps do not (both grammars in one module, every value type, repeated
# keys, rules on defaults, keyword ids), and url-generic-checks.ts on the same generated code.
# Prints one line per failure and "N passed, N failed" per part; exits 1 if any part failed.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
apps=(things obsidian shortcuts spotify)

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
for app in "${apps[@]}"; do
    "$bin" generate --schema "Examples/protocols/$app.json" --lang typescript --out "$work/$app" >/dev/null
    cp "$work/$app/typescript/"{"$app",schemegenRuntime}.ts "$work/"
done
"$bin" generate --schema Tests/Schemas/url-generic.json --lang typescript --out "$work/url-generic" >/dev/null
cp "$work/url-generic/typescript/urlGeneric.ts" "$work/"
cp Tests/Conformance/typescript/{url-harness,url-generic-checks,vector-file,node.d}.ts Examples/protocols/typescript/consumer.ts "$work/"
tsc "${tsc_strict[@]}" --outDir "$work/out" "$work"/*.ts
echo '{ "type": "module" }' > "$work/out/package.json"

status=0
for app in "${apps[@]}"; do
    echo "typescript url conformance, $app:"
    node "$work/out/url-harness.js" "$app" "Examples/protocols/$app.json" "Tests/Conformance/$app.tsv" || status=1
done
echo "typescript protocols consumer:"
if node "$work/out/consumer.js" | diff -u Examples/protocols/typescript/expected-output.txt -; then
    echo "1 passed, 0 failed"
else
    echo "0 passed, 1 failed"
    status=1
fi

echo "typescript url conformance, url-generic:"
node "$work/out/url-harness.js" url-generic Tests/Schemas/url-generic.json Tests/Conformance/url-generic.tsv || status=1
echo "typescript url generic-schema checks:"
node "$work/out/url-generic-checks.js" || status=1
exit "$status"
