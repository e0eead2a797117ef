#!/usr/bin/env bash
# Fuzzes the generated C's message parsers (Tests/Fuzz/c/fuzz_parsers.c) with libFuzzer under
# AddressSanitizer, UndefinedBehaviorSanitizer and LeakSanitizer, for a bounded time.
#
#   1. builds the target into a temp dir;
#   2. replays every input in Tests/Fuzz/c/regressions/ (fails if any still fails);
#   3. seeds a corpus with every URI of Tests/Conformance/vectors.tsv, and the regressions;
#   4. fuzzes for FUZZ_SECONDS; a crash, leak, timeout or out-of-memory input is copied into
#      Tests/Fuzz/c/regressions/ under a descriptive name, and the run fails.
#
# Environment:
#   FUZZ_SECONDS     total fuzzing time, per job (default 40)
#   FUZZ_JOBS        parallel fuzzing processes (default 1)
#   FUZZ_CORPUS      a corpus directory to keep between runs (default: a temp dir)
#   FUZZ_CFLAGS      extra compiler flags (e.g. -DFUZZ_ALLOW_INVALID_UTF8_URL, see README)
#   OFFICELINK_C_DIR the directory holding officelink.{h,c} (default Tests/Goldens/default/c)
#   CLANG            a clang with libFuzzer (default /opt/swift/usr/bin/clang, else clang)
set -euo pipefail
cd "$(dirname "$0")/../../.."
root="$PWD"

seconds="${FUZZ_SECONDS:-40}"
jobs="${FUZZ_JOBS:-1}"
source_dir="${OFFICELINK_C_DIR:-Tests/Goldens/default/c}"
source_dir="$(cd "$source_dir" && pwd)"
regressions="$root/Tests/Fuzz/c/regressions"
vectors="$root/Tests/Conformance/vectors.tsv"
if [ -z "${CLANG:-}" ]; then
    if [ -x /opt/swift/usr/bin/clang ]; then CLANG=/opt/swift/usr/bin/clang; else CLANG=clang; fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/seeds" "$work/artifacts" "$work/logs"
corpus="${FUZZ_CORPUS:-$work/corpus}"
mkdir -p "$corpus"

# What failed, from a libFuzzer log: a failed check, or a sanitizer report up to its SUMMARY line.
report() {
    local start
    if grep -q 'FUZZ-CHECK-FAILED' "$1"; then
        grep -E '^generated parser:|FUZZ-CHECK-FAILED' "$1" | head -n 5
        return
    fi
    start="$(grep -n -m1 -E '==[0-9]+==ERROR|runtime error|ALARM|out-of-memory|deadly signal' "$1" | cut -d: -f1 || true)"
    if [ -z "$start" ]; then
        tail -n 20 "$1"
    else
        sed -n "${start},\$p" "$1" | awk '{ print } /^SUMMARY:/ { exit }' \
            | grep -v -E 'compiler-rt/lib/fuzzer|libc_start|in _start ' | head -n 30
    fi
}

# An input's bytes, escaped (sed's l), cut at 300 characters.
show_input() {
    printf '    input: %s\n' "$(LC_ALL=C sed -n 'l 0' "$1" | tr -d '\n' | cut -c1-300)"
}

# A file name for a failing input: its kind, what failed, and a hash of its bytes.
describe() {
    local artifact="$1" log="$2" kind reason
    kind="$(basename "$artifact" | cut -d- -f1)"
    reason="$(grep -m1 -o -E 'FUZZ-CHECK-FAILED: [a-z]+/[a-z0-9-]+' "$log" | sed 's/.*: //; s#/#-#' || true)"
    if [ -z "$reason" ]; then
        reason="$(grep -m1 -E '^SUMMARY: (Address|Undefined|Leak)' "$log" \
            | sed -E 's/^SUMMARY: [A-Za-z]+: //; s/^[0-9]+ byte\(s\) leaked.*/leak/; s/ .* in / /; s/ .*\/([^/: ]+):([0-9]+).*/ \1-\2/' || true)"
    fi
    if [ -z "$reason" ]; then
        reason="$(grep -m1 -o -E 'runtime error: [a-z -]+' "$log" | sed 's/runtime error: //' || true)"
    fi
    reason="$(printf '%s' "${reason:-unknown}" | tr -c 'A-Za-z0-9._-' '-' | cut -c1-60)"
    printf '%s-%s-%s' "$kind" "$reason" "$(sha1sum "$artifact" | cut -c1-12)"
}

fail() {
    echo "fuzz c: 0 passed, 1 failed"
    exit 1
}

echo "fuzz c: building fuzz_parsers against ${source_dir#"$root"/}/officelink.c"
# shellcheck disable=SC2086
"$CLANG" -std=c11 -Wall -Wextra -Wpedantic -Werror \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all -fuse-ld=lld -g -O1 \
    ${FUZZ_CFLAGS:-} -I "$source_dir" "$source_dir/officelink.c" "$root/Tests/Fuzz/c/fuzz_parsers.c" \
    -o "$work/fuzz_parsers"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
flags=(-max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=1)

# Replay the checked-in failing inputs, each as a plain input.
replayed=0
failed_replays=()
for input in "$regressions"/*; do
    [ -f "$input" ] || continue
    case "$(basename "$input")" in README*) continue ;; esac
    replayed=$((replayed + 1))
    if ! "$work/fuzz_parsers" "${flags[@]}" "$input" > "$work/logs/replay.log" 2>&1; then
        failed_replays+=("$input")
        echo "fuzz c: regression still fails: ${input#"$root"/}"
        report "$work/logs/replay.log" | sed 's/^/    /'
        show_input "$input"
    fi
    cp "$input" "$work/seeds/regression-$(basename "$input")"
done
echo "fuzz c: regressions: $replayed replayed, ${#failed_replays[@]} failed"
if [ "${#failed_replays[@]}" -gt 0 ]; then
    fail
fi

# One seed per URI of the conformance vectors (column 4, escapes undone; "-" is no URI).
seeds=0
while IFS=$'\t' read -r line uri; do
    printf '%b' "$uri" > "$work/seeds/vector-line-$line"
    seeds=$((seeds + 1))
done < <(awk -F'\t' '!/^#/ && NF >= 4 && $4 != "-" { print NR "\t" $4 }' "$vectors")
echo "fuzz c: seed corpus: $seeds URIs from Tests/Conformance/vectors.tsv, $replayed regressions"

echo "fuzz c: fuzzing for ${seconds} s ($jobs job(s)); log in a temp dir, kept on failure as shown"
started=$SECONDS
status=0
(
    cd "$work/logs"
    if [ "$jobs" -gt 1 ]; then
        exec "$work/fuzz_parsers" "${flags[@]}" -max_total_time="$seconds" -print_final_stats=1 \
            -artifact_prefix="$work/artifacts/" -jobs="$jobs" -workers="$jobs" "$corpus" "$work/seeds"
    else
        exec "$work/fuzz_parsers" "${flags[@]}" -max_total_time="$seconds" -print_final_stats=1 \
            -artifact_prefix="$work/artifacts/" "$corpus" "$work/seeds"
    fi
) > "$work/logs/fuzz.log" 2>&1 || status=$?
elapsed=$((SECONDS - started))

# The job logs: fuzz.log, or fuzz-N.log per job with -jobs.
logs=("$work/logs/fuzz.log")
if [ "$jobs" -gt 1 ]; then
    logs=("$work"/logs/fuzz-*.log)
fi

execs=0
cov=0
ft=0
corp=""
for log in "${logs[@]}"; do
    n="$(grep -m1 -o -E 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -o -E '[0-9]+$' || true)"
    execs=$((execs + ${n:-0}))
    last="$(grep -E '^#[0-9]+' "$log" | tail -n 1 || true)"
    c="$(printf '%s' "$last" | grep -o -E 'cov: [0-9]+' | grep -o -E '[0-9]+' || true)"
    f="$(printf '%s' "$last" | grep -o -E 'ft: [0-9]+' | grep -o -E '[0-9]+' || true)"
    [ "${c:-0}" -gt "$cov" ] && cov="$c"
    [ "${f:-0}" -gt "$ft" ] && ft="$f"
    corp="$(printf '%s' "$last" | grep -o -E 'corp: [0-9]+/[0-9a-zA-Z]+' | sed 's/corp: //' || true)"
    [ -n "$last" ] && printf '  %s\n' "$last"
done
corpus_files="$(find "$corpus" -type f | wc -l)"
rate=$((execs / (elapsed > 0 ? elapsed : 1)))
echo "fuzz c: $execs execs in ${elapsed} s ($rate exec/s), cov: $cov, ft: $ft, corpus: ${corp:-?} (inputs/bytes), $corpus_files files in the corpus dir"

# Any crash, leak, timeout or out-of-memory input is a failure, kept as a regression.
found=()
for artifact in "$work"/artifacts/crash-* "$work"/artifacts/leak-* "$work"/artifacts/timeout-* "$work"/artifacts/oom-*; do
    [ -f "$artifact" ] && found+=("$artifact")
done
if [ "${#found[@]}" -gt 0 ] || [ "$status" -ne 0 ]; then
    mkdir -p "$regressions"
    for artifact in "${found[@]}"; do
        hash="$(sha1sum "$artifact" | cut -d' ' -f1)"
        log="$(grep -l -F "$hash" "${logs[@]}" | head -n 1 || true)"
        log="${log:-${logs[0]}}"
        name="$(describe "$artifact" "$log")"
        cp "$artifact" "$regressions/$name"
        echo "fuzz c: FOUND $(basename "$artifact" | cut -d- -f1); input kept as Tests/Fuzz/c/regressions/$name"
        report "$log" | sed 's/^/    /'
        show_input "$artifact"
    done
    if [ "${#found[@]}" -eq 0 ]; then
        echo "fuzz c: libFuzzer exited with status $status and left no input; log tail:"
        tail -n 20 "${logs[0]}" | sed 's/^/    /'
    fi
    # Keep the full logs for a look: the temp dir is removed on exit.
    logdir="$(mktemp -d /tmp/fuzz-c-logs.XXXXXX)"
    cp "${logs[@]}" "$logdir/"
    echo "fuzz c: full libFuzzer log(s) in $logdir"
    fail
fi
echo "fuzz c: 1 passed, 0 failed"
