#!/usr/bin/env bash
# Generates Swift from Tests/Compatibility/old.json and new.json with a freshly built schemegen,
# compiles the same consumer (main.swift, written against old.json's code) against each with
# -warnings-as-errors, in Swift 6 and Swift 5 language modes, and runs it: every compatible
# change must compile and pass unchanged. Exits 1 if any version fails.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
status=0
for version in old new; do
    "$bin" generate --schema "Tests/Compatibility/$version.json" --lang swift --out "$work/$version" >/dev/null
    for mode in 6 5; do
        echo "swift consumer against $version.json (Swift $mode):"
        if swiftc -swift-version "$mode" -warnings-as-errors \
            "$work/$version/swift/OfficeLink.swift" Tests/Compatibility/swift/main.swift -o "$work/consumer-$version-$mode"; then
            "$work/consumer-$version-$mode" || status=1
        else
            echo "does not compile"
            status=1
        fi
    done
done
exit "$status"
