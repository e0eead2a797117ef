#!/usr/bin/env bash
# The generator's figures (issue 14), ratios taken within this run; figures only, no assertions:
#   - `generate --check` of schema.json in all four languages against `schemegen --version`, the
#     process start-up floor: wall-clock medians (wall-ratio.py: both commands alternately from one
#     python3 process, each run timed from its spawn to its exit, with no shell or `date` process
#     inside the timing) and, when valgrind is present, instructions;
#   - growth of `generate` from 1,000 to 10,000 descriptors, and from 1,000 to 10,000 apps
#     (schemas from make-schema.py; medians of CPU time, user + system, which a busy machine
#     disturbs less than wall time) and, when valgrind is present, instructions;
#   - finding an app by scheme among 10,000 apps, last app vs first, in each language
#     (Tests/Benchmarks/generator/lookup/). Kotlin and Swift compile 10,000 apps first, which takes
#     minutes on a busy machine: LOOKUP=0 skips the lookups.
# Usage: run.sh [ROUNDS] (default 21 rounds for the start-up ratio, 9 for the scaling runs:
# with 3, one burst of load on this 2-core machine moved the apps growth from 10.5x to 12.9x).
set -euo pipefail
cd "$(dirname "$0")/../../.."
root="$(pwd)"
rounds="${1:-21}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The binary users install (README, Install): release, with the Swift runtime linked in.
swift build -c release --static-swift-stdlib --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; exit 1; }
bin="$(swift build -c release --static-swift-stdlib --show-bin-path)/schemegen"

# median SECONDS...: the median of the numbers given.
median() { printf '%s\n' "$@" | sort -g | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
# cpu_seconds COMMAND...: the CPU time (user + system) of one run, in seconds, from wait4's
# resource usage (finer than /usr/bin/time's hundredths).
cpu_seconds() {
    python3 -c '
import os, subprocess, sys
child = subprocess.Popen(sys.argv[1:], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
usage = os.wait4(child.pid, 0)[2]
print(usage.ru_utime + usage.ru_stime)' "$@"
}
ratio() { awk -v a="$1" -v b="$2" 'BEGIN { printf "%.2f\n", a / b }'; }
ms() { awk -v a="$1" 'BEGIN { printf "%.1f\n", a * 1000 }'; }

check=("$bin" generate --check --schema "$root/schema.json" --out "$root/Tests/Goldens/default")
version=("$bin" --version)
read -r c v r < <(python3 Tests/Benchmarks/generator/wall-ratio.py "$rounds" -- "${check[@]}" -- "${version[@]}")
echo "generator: generate --check (schema.json, 4 languages) $c ms, anchor --version $v ms, ratio ${r}x wall (median of $rounds; guardrail <= 3x)"

# instructions COMMAND...: the instructions callgrind counts for one run of COMMAND.
instructions() {
    valgrind --tool=callgrind --callgrind-out-file=/dev/null "$@" 2>&1 >/dev/null \
        | awk '/Collected :/ { print $NF }'
}
if command -v valgrind >/dev/null; then
    vi="$(instructions "${version[@]}")"
    ci="$(instructions "${check[@]}")"
    echo "generator: generate --check $ci instructions, anchor --version $vi, ratio $(ratio "$ci" "$vi")x (callgrind)"
fi

schemas=(d1000:1000:2 d10000:10000:2 a1000:10:1000 a10000:10:10000)
for spec in "${schemas[@]}"; do
    IFS=: read -r name descriptors apps <<<"$spec"
    python3 Tests/Benchmarks/generator/make-schema.py --descriptors "$descriptors" --apps "$apps" "$work/$name.json"
done
# generate_seconds NAME: the median CPU time of generating the schema NAME into a fresh folder.
generate_seconds() {
    local times=()
    for ((round = 0; round < 9; round++)); do
        rm -rf "$work/out-$1"
        times+=("$(cpu_seconds "$bin" generate --schema "$work/$1.json" --out "$work/out-$1")")
    done
    median "${times[@]}"
}
# generate_instructions NAME: the instructions of generating the schema NAME into a fresh folder.
generate_instructions() {
    rm -rf "$work/out-$1"
    instructions "$bin" generate --schema "$work/$1.json" --out "$work/out-$1"
}
for kind in descriptors apps; do
    small="$(generate_seconds "${kind:0:1}1000")"
    large="$(generate_seconds "${kind:0:1}10000")"
    echo "generator: 10,000 $kind $(ms "$large") ms, 1,000 $kind $(ms "$small") ms CPU, growth $(ratio "$large" "$small")x (goal <= 11x)"
    # CPU time also grows with the memory the larger output takes (23 MB of files at 10,000 apps
    # against 2.5 MB, past the caches); instructions show what the algorithms do.
    if command -v valgrind >/dev/null; then
        small="$(generate_instructions "${kind:0:1}1000")"
        large="$(generate_instructions "${kind:0:1}10000")"
        echo "generator: 10,000 $kind $large instructions, 1,000 $kind $small, growth $(ratio "$large" "$small")x (callgrind)"
    fi
done

[[ "${LOOKUP:-1}" == 1 ]] || exit 0
generated="$work/out-a10000"
lookup="$root/Tests/Benchmarks/generator/lookup"
first=x-app00000
last=x-app09999
source Tests/strict-flags.sh

cc -O2 "${c99_strict[@]}" -I"$generated/c" "$generated/c/scale.c" "$generated/c/schemegen_runtime.c" "$lookup/lookup.c" -o "$work/lookup-c"
"$work/lookup-c" "$first" "$last"

cp "$generated/typescript/"{scale,schemegenRuntime}.ts "$lookup/lookup.ts" "$work/"
tsc "${tsc_strict[@]}" --outDir "$work/ts" "$work/scale.ts" "$work/lookup.ts"
echo '{ "type": "module" }' >"$work/ts/package.json"
node "$work/ts/lookup.js" "$first" "$last"

mkdir -p "$work/swift"
cp "$lookup/Lookup.swift" "$work/swift/main.swift"
swiftc -O -swift-version 6 "$generated/swift/Scale.swift" "$generated/swift/SchemegenRuntime.swift" "$work/swift/main.swift" -o "$work/lookup-swift" 2>&1 | grep -v '^$' || true
"$work/lookup-swift" "$first" "$last"

JAVA_OPTS="${JAVA_OPTS:--Xmx2g}" kotlinc -d "$work/kotlin" "$generated/kotlin/scale/Scale.kt" "$generated/kotlin/scale/SchemegenRuntime.kt" "$lookup/Lookup.kt" 2>&1 \
    | grep -v 'OpenJDK 64-Bit Server VM warning' || true
kotlin -cp "$work/kotlin" LookupKt "$first" "$last"
