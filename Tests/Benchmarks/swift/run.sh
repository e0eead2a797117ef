#!/usr/bin/env bash
# Compiles the Swift golden for schema.json with -O and prints benchmark figures.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc -swift-version 6 -O Tests/Goldens/default/swift/OfficeLink.swift Tests/Benchmarks/swift/main.swift -o "$work/benchmark"
"$work/benchmark" "${1:-200000}"
