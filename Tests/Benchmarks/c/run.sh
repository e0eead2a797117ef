#!/usr/bin/env bash
# Compiles the C golden for schema.json with -O2 and prints benchmark figures.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -std=c99 -O2 -Wall -Wextra -Werror -I Tests/Goldens/default/c Tests/Goldens/default/c/officelink.c \
    Tests/Benchmarks/c/benchmark.c -o "$work/benchmark"
"$work/benchmark" "${1:-200000}"
