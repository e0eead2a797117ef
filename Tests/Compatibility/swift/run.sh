#!/usr/bin/env bash
# Generates Swift from Tests/Compatibility/old.json and new.json with a freshly built schemegen,
# compiles the same consumer (main.swift, written against old.json's code) against each with
# -warnings-as-errors, in Swift 6 and Swift 5 language modes, and runs it: every compatible
# change must compile and pass unchanged. Then checks what docs/swift.md says of exhaustive switches
# (exhaustive.swift). Exits 1 if any check fails.
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
            "$work/$version/swift/OfficeLink.swift" "$work/$version/swift/SchemegenRuntime.swift" Tests/Compatibility/swift/main.swift -o "$work/consumer-$version-$mode"; then
            "$work/consumer-$version-$mode" || status=1
        else
            echo "does not compile"
            status=1
        fi
    done
done

# docs/swift.md's advice for a switch over every case: `@unknown default:` compiles cleanly against
# old.json's code, and against new.json's with exactly one warning per switch (4), never an error.
echo "swift switches ending in @unknown default:"
swiftc -swift-version 6 -warnings-as-errors -parse-as-library -typecheck \
    "$work/old/swift/OfficeLink.swift" "$work/old/swift/SchemegenRuntime.swift" Tests/Compatibility/swift/exhaustive.swift || status=1
compiled=yes
swiftc -swift-version 6 -parse-as-library -typecheck "$work/new/swift/OfficeLink.swift" "$work/new/swift/SchemegenRuntime.swift" \
    Tests/Compatibility/swift/exhaustive.swift >"$work/exhaustive.log" 2>&1 || compiled=no
warnings="$(grep -c '^[^ ].*warning: switch must be exhaustive' "$work/exhaustive.log" || true)"
if [[ "$compiled" == yes && "$warnings" == 4 ]]; then
    echo "old.json: no warning; new.json: 4 'switch must be exhaustive' warnings, no error"
else
    echo "FAIL: against new.json, expected it to compile with 4 'switch must be exhaustive' warnings: compiled $compiled, $warnings warnings"
    status=1
fi
exit "$status"
