#!/usr/bin/env bash
# Compiles the C goldens with -O2, those of schema.json (the pipe grammar) and of the things,
# spotify and obsidian protocols (the URL grammar), and prints, for each row, the generated parser
# or builder beside its anchor (liburiparser, or a hand-written memcpy + escape loop): the median
# time of several rounds and the ratio; then, when valgrind is present, the same rows in
# instructions per operation (callgrind), which do not depend on the machine's load.
# Usage: run.sh [rounds] (default 7).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
cc -std=c99 -O2 -Wall -Wextra -Werror -I Tests/Goldens/default/c Tests/Goldens/default/c/officelink.c \
    Tests/Goldens/default/c/schemegen_runtime.c Tests/Benchmarks/c/benchmark.c -luriparser -o "$work/benchmark"
goldens=Tests/Goldens
cc -std=c99 -O2 -Wall -Wextra -Werror -I "$goldens/things/c" -I "$goldens/spotify/c" -I "$goldens/obsidian/c" \
    "$goldens/things/c/things.c" "$goldens/spotify/c/spotify.c" "$goldens/obsidian/c/obsidian.c" \
    "$goldens/things/c/schemegen_runtime.c" \
    Tests/Benchmarks/c/url-benchmark.c -luriparser -o "$work/url-benchmark"
"$work/benchmark" "${1:-7}"
"$work/url-benchmark" "${1:-7}"

if ! command -v valgrind >/dev/null; then
    echo "c instructions: valgrind is not installed, skipped"
    exit 0
fi

# The instructions a run of `PROGRAM OPERATION COUNT` executes, set-up included.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$1" "$2" "$3" 2>&1 \
        | sed -n 's/.*Collected : \([0-9]*\).*/\1/p'
}

# Instructions per operation of each of PROGRAM's operations: a run of COUNT operations less a
# run of the same set-up and an empty loop, divided by COUNT.
declare -A per_operation bytes
measure() {
    local program="$1" name length count total baseline
    while read -r name length; do
        bytes[$name]=$length
        case "$name" in
            empty) continue ;;
            *100k*) count=10 ;;
            *) count=2000 ;;
        esac
        total=$(instructions "$program" "$name" "$count")
        baseline=$(instructions "$program" empty "$count")
        per_operation[$name]=$(( (total - baseline) / count ))
    done < <("$program" --list)
}
measure "$work/benchmark"
measure "$work/url-benchmark"

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
row "url parse Things add" parse-things-add parse-things-add-uriparser "liburiparser + query list" "below 1x"
row "url parse Spotify web link" parse-spotify-web parse-spotify-web-uriparser "liburiparser + path segments" "below 1x"
row "url parse 100 KB note content" parse-note-100k parse-note-100k-uriparser "liburiparser + query list" "below 1x"
row "url build Things add" build-things-add build-things-add-by-hand "memcpy + escape loop" "<= 1.2x"
row "url build Spotify web link" build-spotify-web build-spotify-web-by-hand "memcpy + escape loop" "<= 1.2x"
row "url build 100 KB note content" build-note-100k build-note-100k-by-hand "memcpy + escape loop" "<= 1.2x"
