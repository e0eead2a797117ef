#!/usr/bin/env bash
# Fuzzes the generated C's parsers with libFuzzer under AddressSanitizer, UndefinedBehaviorSanitizer
# and LeakSanitizer, for a bounded time: the pipe grammar's (Tests/Fuzz/c/fuzz_parsers.c, against
# officelink.{h,c}) and the URL grammar's (Tests/Fuzz/c/fuzz_url.c, built once per schema: the four
# Examples/protocols apps and Tests/Schemas/url-generic.json). Each links the URI runtime generated
# beside its schema's code, schemegen_runtime.{h,c}.
#
#   1. builds each target into a temp dir;
#   2. per target, replays every input of its regressions directory (fails if any still fails):
#      Tests/Fuzz/c/regressions/ for officelink, Tests/Fuzz/c/regressions/<module>/ for the others;
#   3. seeds a corpus with every URI of the target's vectors (Tests/Conformance/vectors.tsv,
#      <app>.tsv, url-generic.tsv), and the regressions;
#   4. fuzzes for its share of FUZZ_SECONDS; a crash, leak, timeout or out-of-memory input is
#      copied into its regressions directory under a descriptive name, and the run fails.
#
# Environment:
#   FUZZ_SECONDS     total fuzzing time, per job, shared equally by the targets (default 40)
#   FUZZ_JOBS        parallel fuzzing processes (default 1)
#   FUZZ_CORPUS      a directory to keep the corpora in between runs, one subdirectory per target
#                    (default: a temp dir)
#   FUZZ_CFLAGS      extra compiler flags (e.g. -DFUZZ_ALLOW_INVALID_UTF8_URL, see README)
#   OFFICELINK_C_DIR the directory holding officelink.{h,c} and schemegen_runtime.{h,c}
#                    (default Tests/Goldens/default/c)
#   SCRATCH_PATH     when set, passed to `swift build --scratch-path`
#   CLANG            a clang with libFuzzer (default /opt/swift/usr/bin/clang, else clang)
set -euo pipefail
cd "$(dirname "$0")/../../.."
root="$PWD"

seconds="${FUZZ_SECONDS:-40}"
jobs="${FUZZ_JOBS:-1}"
source_dir="${OFFICELINK_C_DIR:-Tests/Goldens/default/c}"
source_dir="$(cd "$source_dir" && pwd)"
if [ -z "${CLANG:-}" ]; then
    if [ -x /opt/swift/usr/bin/clang ]; then CLANG=/opt/swift/usr/bin/clang; else CLANG=clang; fi
fi

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
corpora="${FUZZ_CORPUS:-$work/corpus}"

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
    reason="$(grep -m1 -o -E 'FUZZ-CHECK-FAILED: [A-Za-z0-9]+/[a-z0-9-]+' "$log" | sed 's/.*: //; s#/#-#' || true)"
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

cflags=(-std=c11 -Wall -Wextra -Wpedantic -Werror -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=all
    -fuse-ld=lld -g -O1)
mkdir -p "$work/officelink"
echo "fuzz c: building fuzz_parsers against ${source_dir#"$root"/}/officelink.c"
# shellcheck disable=SC2086
"$CLANG" "${cflags[@]}" ${FUZZ_CFLAGS:-} -I "$source_dir" "$source_dir/officelink.c" "$source_dir/schemegen_runtime.c" \
    "$root/Tests/Fuzz/c/fuzz_parsers.c" -o "$work/officelink/fuzz"

# The URL-grammar modules: schema, C prefix, vectors. Each gets fuzz_url.c with its tables.
url_modules=(
    "Examples/protocols/things.json things Tests/Conformance/things.tsv"
    "Examples/protocols/obsidian.json obsidian Tests/Conformance/obsidian.tsv"
    "Examples/protocols/shortcuts.json shortcuts Tests/Conformance/shortcuts.tsv"
    "Examples/protocols/spotify.json spotify Tests/Conformance/spotify.tsv"
    "Tests/Schemas/url-generic.json urlgeneric Tests/Conformance/url-generic.tsv"
)
build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >/dev/null
bin="$("${build[@]}" --show-bin-path)/schemegen"
for module in "${url_modules[@]}"; do
    read -r schema prefix _ <<< "$module"
    out="$work/$prefix"
    echo "fuzz c: building fuzz_url against the C of $schema"
    "$bin" generate --schema "$schema" --out "$out" --lang c >/dev/null
    python3 Tests/Conformance/c/url-tables.py "$schema" "$prefix" "$out"
    # shellcheck disable=SC2086
    "$CLANG" "${cflags[@]}" ${FUZZ_CFLAGS:-} -I "$out" -I "$out/c" -I Tests/Conformance/c "$out/c/$prefix.c" \
        "$out/c/schemegen_runtime.c" "$root/Tests/Fuzz/c/fuzz_url.c" -o "$out/fuzz"
done

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1}"
flags=(-max_len=4096 -timeout=10 -rss_limit_mb=2048 -detect_leaks=1)
targets=$((1 + ${#url_modules[@]}))
share=$((seconds / targets > 0 ? seconds / targets : 1))
echo "fuzz c: $targets targets, ${share} s of fuzzing each (FUZZ_SECONDS=$seconds shared)"

# Replays, seeds and fuzzes one target: fuzz_target NAME VECTORS REGRESSIONS. The binary is
# $work/NAME/fuzz. Returns non-zero when a regression still fails or the fuzzer finds an input.
fuzz_target() {
    local name="$1" vectors="$2" regressions="$3"
    local dir="$work/$name" corpus="$corpora/$name"
    mkdir -p "$dir/seeds" "$dir/artifacts" "$dir/logs" "$corpus"

    # Replay the checked-in failing inputs, each as a plain input.
    local replayed=0 input
    local failed_replays=()
    for input in "$regressions"/*; do
        [ -f "$input" ] || continue
        case "$(basename "$input")" in README*) continue ;; esac
        replayed=$((replayed + 1))
        if ! "$dir/fuzz" "${flags[@]}" "$input" > "$dir/logs/replay.log" 2>&1; then
            failed_replays+=("$input")
            echo "fuzz c: $name: regression still fails: ${input#"$root"/}"
            report "$dir/logs/replay.log" | sed 's/^/    /'
            show_input "$input"
        fi
        cp "$input" "$dir/seeds/regression-$(basename "$input")"
    done
    echo "fuzz c: $name: regressions: $replayed replayed, ${#failed_replays[@]} failed"
    if [ "${#failed_replays[@]}" -gt 0 ]; then
        return 1
    fi

    # One seed per URI of the vectors (column 4, escapes undone; "-" is no URI).
    local seeds=0 line uri
    while IFS=$'\t' read -r line uri; do
        printf '%b' "$uri" > "$dir/seeds/vector-line-$line"
        seeds=$((seeds + 1))
    done < <(awk -F'\t' '!/^#/ && NF >= 4 && $4 != "-" { print NR "\t" $4 }' "$vectors")
    echo "fuzz c: $name: seed corpus: $seeds URIs from ${vectors#"$root"/}, $replayed regressions"

    local started=$SECONDS status=0
    (
        cd "$dir/logs"
        if [ "$jobs" -gt 1 ]; then
            exec "$dir/fuzz" "${flags[@]}" -max_total_time="$share" -print_final_stats=1 \
                -artifact_prefix="$dir/artifacts/" -jobs="$jobs" -workers="$jobs" "$corpus" "$dir/seeds"
        else
            exec "$dir/fuzz" "${flags[@]}" -max_total_time="$share" -print_final_stats=1 \
                -artifact_prefix="$dir/artifacts/" "$corpus" "$dir/seeds"
        fi
    ) > "$dir/logs/fuzz.log" 2>&1 || status=$?
    local elapsed=$((SECONDS - started))

    # The job logs: fuzz.log, or fuzz-N.log per job with -jobs.
    local logs=("$dir/logs/fuzz.log")
    if [ "$jobs" -gt 1 ]; then
        logs=("$dir"/logs/fuzz-*.log)
    fi

    local execs=0 cov=0 ft=0 corp="" log n last c f
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
    local corpus_files rate
    corpus_files="$(find "$corpus" -type f | wc -l)"
    rate=$((execs / (elapsed > 0 ? elapsed : 1)))
    echo "fuzz c: $name: $execs execs in ${elapsed} s ($rate exec/s), cov: $cov, ft: $ft, corpus: ${corp:-?} (inputs/bytes), $corpus_files files in the corpus dir"

    # Any crash, leak, timeout or out-of-memory input is a failure, kept as a regression.
    local found=() artifact hash kept
    for artifact in "$dir"/artifacts/crash-* "$dir"/artifacts/leak-* "$dir"/artifacts/timeout-* "$dir"/artifacts/oom-*; do
        [ -f "$artifact" ] && found+=("$artifact")
    done
    if [ "${#found[@]}" -gt 0 ] || [ "$status" -ne 0 ]; then
        mkdir -p "$regressions"
        for artifact in "${found[@]}"; do
            hash="$(sha1sum "$artifact" | cut -d' ' -f1)"
            log="$(grep -l -F "$hash" "${logs[@]}" | head -n 1 || true)"
            log="${log:-${logs[0]}}"
            kept="$(describe "$artifact" "$log")"
            cp "$artifact" "$regressions/$kept"
            echo "fuzz c: $name: FOUND $(basename "$artifact" | cut -d- -f1); input kept as ${regressions#"$root"/}/$kept"
            report "$log" | sed 's/^/    /'
            show_input "$artifact"
        done
        if [ "${#found[@]}" -eq 0 ]; then
            echo "fuzz c: $name: libFuzzer exited with status $status and left no input; log tail:"
            tail -n 20 "${logs[0]}" | sed 's/^/    /'
        fi
        # Keep the full logs for a look: the temp dir is removed on exit.
        local logdir
        logdir="$(mktemp -d /tmp/fuzz-c-logs.XXXXXX)"
        cp "${logs[@]}" "$logdir/"
        echo "fuzz c: $name: full libFuzzer log(s) in $logdir"
        return 1
    fi
}

failed=0
fuzz_target officelink "$root/Tests/Conformance/vectors.tsv" "$root/Tests/Fuzz/c/regressions" || failed=1
for module in "${url_modules[@]}"; do
    read -r _ prefix vectors <<< "$module"
    fuzz_target "$prefix" "$root/$vectors" "$root/Tests/Fuzz/c/regressions/$prefix" || failed=1
done
if [ "$failed" -ne 0 ]; then
    fail
fi
echo "fuzz c: 1 passed, 0 failed"
