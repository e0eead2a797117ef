#!/usr/bin/env bash
# Compiles the Swift goldens and runs them: the conformance vectors against the default schema's
# code, and a compile of the landmine schema's code in Swift 6 and Swift 5 language modes.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

for mode in 6 5; do
    swiftc -swift-version "$mode" -warnings-as-errors -parse-as-library -emit-library \
        Tests/Goldens/landmine/swift/Landmine.swift -o "$work/liblandmine$mode.so"
done
swiftc -swift-version 5 -warnings-as-errors -parse-as-library -emit-library \
    Tests/Goldens/default/swift/OfficeLink.swift -o "$work/libofficelink5.so"
swiftc -swift-version 6 -warnings-as-errors -O \
    Tests/Goldens/default/swift/OfficeLink.swift Tests/Conformance/swift/main.swift -o "$work/harness"
echo "swift conformance:"
"$work/harness" Tests/Conformance/vectors.tsv
