#!/usr/bin/env bash
# Compiles the Swift golden for schema.json with -O and prints, per row, the generated parser or
# builder beside its Foundation anchor and their ratio (see main.swift for what each anchor does).
# Usage: run.sh [ROUNDS]  (default 7; each figure is the median of the rounds)
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -O Tests/Goldens/default/swift/OfficeLink.swift Tests/Benchmarks/swift/main.swift -o "$work/benchmark"
"$work/benchmark" "${1:-7}"
