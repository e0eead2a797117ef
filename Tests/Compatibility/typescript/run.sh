#!/usr/bin/env bash
# Generates TypeScript from Tests/Compatibility/old.json and new.json with a freshly built
# schemegen, type-checks the same consumer (consumer.ts, written against old.json's code) against
# each with the strict flags of Tests/strict-flags.sh, and runs it under Node: every compatible
# change must compile and pass unchanged. Exits 1 if any version fails.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tests/strict-flags.sh

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
status=0
for version in old new; do
    "$bin" generate --schema "Tests/Compatibility/$version.json" --lang typescript --out "$work/$version" >/dev/null
    module="$work/$version/typescript"
    cp Tests/Compatibility/typescript/consumer.ts Tests/Conformance/typescript/node.d.ts "$module/"
    echo "typescript consumer against $version.json:"
    if tsc "${tsc_strict[@]}" --outDir "$module/out" "$module"/*.ts; then
        echo '{ "type": "module" }' > "$module/out/package.json"
        node "$module/out/consumer.js" || status=1
    else
        echo "does not compile"
        status=1
    fi
done
exit "$status"
