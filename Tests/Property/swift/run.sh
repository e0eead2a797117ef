#!/usr/bin/env bash
# Property-based round trips, hostile random input and linear-time figures against the Swift golden
# (Tests/Goldens/default/swift/OfficeLink.swift), compiled as its conformance harness is.
# Then the URL grammar's round trips (url/main.swift) against the Things and Spotify goldens.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000; hostile inputs are 4 x CASES).
# VERBOSE=1 prints every hostile input before it is parsed (to find one that traps).
# OFFICELINK_SWIFT, THINGS_SWIFT and SPOTIFY_SWIFT=path run against another copy of the generated
# file (to prove the test can fail).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swiftc -swift-version 6 -warnings-as-errors -O \
    "${OFFICELINK_SWIFT:-Tests/Goldens/default/swift/OfficeLink.swift}" Tests/Goldens/default/swift/SchemegenRuntime.swift \
    Tests/Property/swift/main.swift -o "$work/property"
swiftc -swift-version 6 -warnings-as-errors -O \
    "${THINGS_SWIFT:-Tests/Goldens/things/swift/Things.swift}" \
    "${SPOTIFY_SWIFT:-Tests/Goldens/spotify/swift/Spotify.swift}" Tests/Goldens/things/swift/SchemegenRuntime.swift \
    Tests/Property/swift/url/main.swift -o "$work/url-property"
status=0
"$work/property" "${1:-12345}" "${2:-5000}" || status=$?
"$work/url-property" "${1:-12345}" "${2:-5000}" || status=$?
exit "$status"
