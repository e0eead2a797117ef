#!/usr/bin/env bash
# Compiles with -O the Swift golden for schema.json (the pipe grammar, main.swift) and those of the
# things, spotify and obsidian protocols (the URL grammar, url/main.swift), and prints, per row,
# the generated parser or builder beside its Foundation anchor and their ratio (each main.swift
# says what its anchors do).
# Usage: run.sh [ROUNDS]  (default 7; each figure is the median of the rounds)
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
benchmarks=Tests/Benchmarks/swift
goldens=Tests/Goldens
swiftc -swift-version 6 -O "$goldens/default/swift/OfficeLink.swift" "$goldens/default/swift/SchemegenRuntime.swift" "$benchmarks/Timing.swift" "$benchmarks/main.swift" \
    -o "$work/benchmark"
swiftc -swift-version 6 -O "$goldens/things/swift/Things.swift" "$goldens/spotify/swift/Spotify.swift" \
    "$goldens/obsidian/swift/Obsidian.swift" "$goldens/things/swift/SchemegenRuntime.swift" "$benchmarks/Timing.swift" "$benchmarks/url/main.swift" -o "$work/url-benchmark"
"$work/benchmark" "${1:-7}"
"$work/url-benchmark" "${1:-7}"
