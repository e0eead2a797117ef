#!/usr/bin/env bash
# Compiles the C golden for schema.json with -O2 and prints, for each row, the generated parser or
# builder beside its anchor (liburiparser, or a hand-written memcpy + escape loop): the median
# time of several rounds and the ratio; then, when valgrind is present, the same rows in
# instructions per operation (callgrind), which do not depend on the machine's load.
# Usage: run.sh [rounds] (default 7).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -std=c99 -O2 -Wall -Wextra -Werror -I Tests/Goldens/default/c Tests/Goldens/default/c/officelink.c \
    Tests/Benchmarks/c/benchmark.c -luriparser -o "$work/benchmark"
"$work/benchmark" "${1:-7}"

if ! command -v valgrind >/dev/null; then
    echo "c instructions: valgrind is not installed, skipped"
    exit 0
fi

# The instructions a run of `benchmark OPERATION COUNT` executes, set-up included.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$work/benchmark" "$1" "$2" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions per operation: a run of COUNT operations less a run of the same set-up and an
# empty loop, divided by COUNT.
declare -A per_operation bytes
while read -r name length; do
    bytes[$name]=$length
    case "$name" in
        empty) continue ;;
        *100k*) count=10 ;;
        *) count=2000 ;;
    esac
    total=$(instructions "$name" "$count")
    baseline=$(instructions empty "$count")
    per_operation[$name]=$(( (total - baseline) / count ))
done < <("$work/benchmark" --list)

row() {
    local label="$1" generated="$2" anchor="$3" anchor_label="$4" goal="$5"
    local g=${per_operation[$generated]} a=${per_operation[$anchor]}
    awk -v label="$label" -v g="$g" -v a="$a" -v gb="${bytes[$generated]}" -v anchor_label="$anchor_label" -v goal="$goal" \
        'BEGIN { printf "c %s: generated %d instructions (%.1f per URI byte), anchor %s %d, ratio %.2fx (goal %s)\n",
                 label, g, g / gb, anchor_label, a, g / a, goal }'
}
row "parse seed URI ('|')" parse-seed parse-seed-7c-uriparser "liburiparser, same message with %7C" "<= 1,600 instructions"
row "parse seed URI (%7C)" parse-seed-7c parse-seed-7c-uriparser "liburiparser" "below 1x"
row "parse 100 KB percent-encoded context ('|')" parse-100k parse-100k-7c-uriparser "liburiparser, same message with %7C" "<= 8 per byte"
row "parse 100 KB context (%7C)" parse-100k-7c parse-100k-7c-uriparser "liburiparser" "below 1x"
row "build seed URI" build-seed build-seed-by-hand "memcpy + escape loop" "<= 1.2x"
row "build 100 KB context" build-100k build-100k-by-hand "memcpy + escape loop" "<= 1.2x"
