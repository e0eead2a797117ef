#!/usr/bin/env bash
# The URL grammar in Swift: generates Examples/protocols/{things,obsidian,shortcuts,spotify}.json
# and Tests/Schemas/url-generic.json into one folder, where they share one URI runtime, compiles
# them (Swift 6 and 5 language modes, warnings as errors) with the harness and the example consumer, runs the consumer, then every case of
# Tests/Conformance/<app>.tsv and Tests/Conformance/url-generic.tsv.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
apps=(things obsidian shortcuts spotify)
for app in "${apps[@]}"; do
    "$bin" generate --schema "Examples/protocols/$app.json" --out "$work/protocols" --lang swift --swift-platform-files no >/dev/null
done
"$bin" generate --schema Tests/Schemas/url-generic.json --out "$work/protocols" --lang swift --swift-platform-files no >/dev/null
sources=("$work/protocols"/swift/*.swift)
for mode in 6 5; do
    swiftc -swift-version "$mode" -warnings-as-errors -parse-as-library -emit-library "${sources[@]}" -o "$work/libprotocols$mode.so"
done
schemas=()
for app in "${apps[@]}"; do schemas+=("Examples/protocols/$app.json"); done
schemas+=(Tests/Schemas/url-generic.json)
python3 Tests/Conformance/swift/url/mapping.py "${schemas[@]}" > "$work/Mapping.swift"
swiftc -swift-version 6 -warnings-as-errors "${sources[@]}" Examples/protocols/swift/main.swift -o "$work/consumer"
echo "swift protocols example:"
"$work/consumer"
swiftc -swift-version 6 -warnings-as-errors -O "${sources[@]}" "$work/Mapping.swift" Tests/Conformance/swift/url/main.swift \
    -o "$work/harness"
status=0
for app in "${apps[@]}"; do
    echo "swift url conformance ($app):"
    "$work/harness" "$app" "${URL_VECTORS_DIR:-Tests/Conformance}/$app.tsv" || status=1
done
echo "swift url conformance (url-generic):"
"$work/harness" urlgeneric "${URL_VECTORS_DIR:-Tests/Conformance}/url-generic.tsv" || status=1
exit "$status"
