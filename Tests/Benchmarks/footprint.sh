#!/usr/bin/env bash
# The footprint of the generated code, which every clean build of every app that uses it pays:
# for the golden of schema.json (default) and of each example protocol, per language, the lines
# generated, the compile time and the size of what the compiler makes of it.
#   Swift       swiftc -O -wmo -parse-as-library -emit-object, the bindings file and the shared
#               runtime file (not the launcher); text = `size` text of the object, at -O and at -Osize; compile time
#               also as a ratio to the anchor footprint/Anchor.swift (a fixed hand-written query
#               reader), timed in the same rounds, which load stretches as much; text also as a
#               ratio to C's.
#   C           cc -std=c99 -Os -r, the schema's .c and the runtime's into one object; text = `size`
#               text of that object; lines of the .c and .h files.
#   Kotlin      kotlinc to a jar without the runtime; size = bytes of the .class files in it,
#               uncompressed, and of the jar.
#   TypeScript  tsc (strict, es2020); size = bytes of the emitted JavaScript, and of it minified
#               by terser (-c -m, Debian's `terser`) and gzip -9.
# Compile times are medians of ROUNDS runs, wall and CPU (user + sys) seconds. Figures only: not
# part of the test suite. Usage: footprint.sh [ROUNDS]  (default 3)
set -euo pipefail
cd "$(dirname "$0")/../.."
rounds="${1:-3}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
schemas=(default things obsidian shortcuts spotify)
command -v terser >/dev/null || { echo "footprint.sh: needs Debian's terser (apt-get install terser)" >&2; exit 1; }
# Debian installs terser's modules where node 20 does not look.
export NODE_PATH="${NODE_PATH:+$NODE_PATH:}/usr/share/nodejs"

echo "machine: $(nproc) cores, load $(cut -d' ' -f1-3 /proc/loadavg) at start; $rounds rounds"

# Runs a command, appending "wall cpu" seconds to the file named first.
timed() {
    local into="$1"
    shift
    /usr/bin/time -f '%e %U %S' -o "$work/time" "$@" >/dev/null 2>"$work/stderr" \
        || { cat "$work/stderr" >&2; return 1; }
    awk '{ printf "%.2f %.2f\n", $1, $2 + $3 }' "$work/time" >> "$into"
}

# The median of column N of a file of numbers.
median() {
    cut -d' ' -f"$2" "$1" | sort -n | awk '{ v[NR] = $1 } END { print (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

lines() {
    cat "$@" | wc -l
}

text_bytes() {
    size "$1" | awk 'NR == 2 { print $1 }'
}

# The bindings and the shared URI runtime (SchemegenRuntime.swift), which an app compiles with
# them; golden paths hold no spaces, so the list is word-split where it is used.
swift_file() {
    find "Tests/Goldens/$1/swift" -name '*.swift' ! -name '*Launcher.swift' | sort
}

swift_flags=(-O -wmo -parse-as-library -emit-object)

anchor=Tests/Benchmarks/footprint/Anchor.swift

declare -A c_text
echo
echo "== C: cc -std=c99 -Os, the schema's .c and the runtime's into one object (-r); lines of .c + .h; text = size(1) text of the object"
printf '%-10s %7s %12s %10s\n' schema lines 'wall/cpu s' 'text'
for schema in "${schemas[@]}"; do
    dir="Tests/Goldens/$schema/c"
    for ((round = 0; round < rounds; round++)); do
        timed "$work/c-$schema" cc -std=c99 -Os -r -nostdlib "$dir"/*.c -o "$work/$schema.o"
    done
    c_text[$schema]=$(text_bytes "$work/$schema.o")
    printf '%-10s %7d %5s/%-6s %10d\n' "$schema" "$(lines "$dir"/*.c "$dir"/*.h)" \
        "$(median "$work/c-$schema" 1)" "$(median "$work/c-$schema" 2)" "${c_text[$schema]}"
done

echo
echo "== Swift: swiftc -O -wmo -parse-as-library -emit-object; text = size(1) text of the object"
for ((round = 0; round < rounds; round++)); do
    for schema in "${schemas[@]}"; do
        timed "$work/swift-anchor" swiftc "${swift_flags[@]}" "$anchor" -o "$work/anchor.o"
        timed "$work/swift-$schema" swiftc "${swift_flags[@]}" $(swift_file "$schema") -o "$work/$schema-swift.o"
    done
done
printf '%-10s %7s %12s %9s %9s %11s %9s\n' schema lines 'wall/cpu s' 'x anchor' 'text -O' 'text -Osize' 'x C text'
anchor_cpu=$(median "$work/swift-anchor" 2)
for schema in "${schemas[@]}"; do
    file="$(swift_file "$schema")"
    text=$(text_bytes "$work/$schema-swift.o")
    swiftc "${swift_flags[@]}" -Osize $file -o "$work/$schema-osize.o" 2>/dev/null
    cpu=$(median "$work/swift-$schema" 2)
    printf '%-10s %7d %5s/%-6s %8.2fx %9d %11d %8.2fx\n' "$schema" "$(lines $file)" \
        "$(median "$work/swift-$schema" 1)" "$cpu" "$(awk -v a="$anchor_cpu" -v g="$cpu" 'BEGIN { print g / a }')" \
        "$text" "$(text_bytes "$work/$schema-osize.o")" "$(awk -v s="$text" -v c="${c_text[$schema]}" 'BEGIN { print s / c }')"
done
echo "anchor ($anchor, $(lines "$anchor") lines): $(median "$work/swift-anchor" 1)/${anchor_cpu} s wall/cpu; x anchor is of CPU time"

echo
echo "== Kotlin: kotlinc to a jar, no runtime; classes = bytes of its .class files, uncompressed"
printf '%-10s %7s %12s %9s %9s\n' schema lines 'wall/cpu s' classes jar
for schema in "${schemas[@]}"; do
    sources=(Tests/Goldens/"$schema"/kotlin/*/*.kt)
    for ((round = 0; round < rounds; round++)); do
        rm -f "$work/$schema.jar"
        timed "$work/kotlin-$schema" kotlinc "${sources[@]}" -d "$work/$schema.jar"
    done
    classes=$(unzip -l "$work/$schema.jar" | awk '$4 ~ /\.class$/ { sum += $1 } END { print sum }')
    printf '%-10s %7d %5s/%-6s %9d %9d\n' "$schema" "$(lines "${sources[@]}")" \
        "$(median "$work/kotlin-$schema" 1)" "$(median "$work/kotlin-$schema" 2)" "$classes" "$(stat -c %s "$work/$schema.jar")"
done

echo
echo "== TypeScript: tsc --strict --target es2020; JS = bytes emitted; min+gz = terser -c -m, then gzip -9"
printf '%-10s %7s %12s %9s %9s\n' schema lines 'wall/cpu s' JS 'min+gz'
for schema in "${schemas[@]}"; do
    source=(Tests/Goldens/"$schema"/typescript/*.ts)
    for ((round = 0; round < rounds; round++)); do
        rm -rf "$work/ts"
        timed "$work/ts-$schema" tsc --strict --target es2020 --lib es2020 --module es2020 --moduleResolution node \
            --outDir "$work/ts" "${source[@]}"
    done
    js=("$work"/ts/*.js)
    printf '%-10s %7d %5s/%-6s %9d %9d\n' "$schema" "$(lines "${source[@]}")" \
        "$(median "$work/ts-$schema" 1)" "$(median "$work/ts-$schema" 2)" "$(cat "${js[@]}" | wc -c)" \
        "$(terser --module -c -m -- "${js[@]}" | gzip -9 | wc -c)"
done
echo
echo "load $(cut -d' ' -f1-3 /proc/loadavg) at end"
