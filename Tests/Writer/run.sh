#!/usr/bin/env bash
# What the in-process writer tests cannot do: kill a real `schemegen generate` at random points,
# run several at once into one folder, and fill the disk under it. Each check prints PASS or FAIL;
# the script ends with "N passed, N failed" and fails if any check failed.
#   WRITER_SEED=n   replays the random kill delays of an earlier run (the seed is printed)
#   SCHEMEGEN=path  the binary to test (default: this package's debug build)
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
if [[ -z "${SCHEMEGEN:-}" ]]; then
    swift build --product schemegen >/dev/null || exit 1
    SCHEMEGEN="$(swift build --show-bin-path)/schemegen"
fi
work="$(mktemp -d)"
disk="$work/disk"
cleanup() {
    mountpoint -q "$disk" 2>/dev/null && umount "$disk"
    rm -rf "$work"
}
trap cleanup EXIT

passed=0
failed=0
check() {
    if [[ "$2" == ok ]]; then
        passed=$((passed + 1))
        echo "PASS: $1"
    else
        failed=$((failed + 1))
        echo "FAIL: $1: $2"
    fi
}

# Temporary files of any run, this schemegen's staging folders or an older one's `.x.schemegen-UUID`.
leftovers() { find "$1" -name '*schemegen-*' | sort; }

# Two versions of one large schema (every output file differs between them), so a run spends
# long enough writing for a random kill to land in the middle.
python3 - "$root/schema.json" "$work" <<'PY'
import copy, json, sys
schema = json.load(open(sys.argv[1]))
template = schema["apps"][0]
apps = []
for index in range(1200):
    app = copy.deepcopy(template)
    app.update(id=f"app{index}", name=f"App {index}", scheme=f"app-{index}", playPackage=f"com.example.app{index}")
    for key in ("appStoreId", "storeUrl", "playStoreUrl"):
        app.pop(key, None)
    apps.append(app)
schema["apps"] = apps
json.dump(schema, open(f"{sys.argv[2]}/v1.json", "w"))
schema["doc"] += " Second version."
json.dump(schema, open(f"{sys.argv[2]}/v2.json", "w"))
PY
for version in v1 v2; do
    "$SCHEMEGEN" generate --schema "$work/$version.json" --out "$work/reference-$version" >/dev/null
done

# 1. kill -9 at random points, then one clean run: no temporary file, one version, nothing torn.
seed="${WRITER_SEED:-$RANDOM}"
echo "kill -9 loop: WRITER_SEED=$seed"
RANDOM=$seed
out="$work/killed"
# The writing phase is the last few percent of a run. Most kills wait for the first temporary file
# (either naming scheme) and then a random few milliseconds; every fifth lands anywhere in the run.
start=$(date +%s%N)
"$SCHEMEGEN" generate --schema "$work/v1.json" --out "$out" >/dev/null
duration_ms=$((($(date +%s%N) - start) / 1000000))
shopt -s nullglob
torn=ok
recovered=ok
midway=0
for iteration in $(seq 1 20); do
    version=$([[ $((iteration % 2)) == 0 ]] && echo v1 || echo v2)
    "$SCHEMEGEN" generate --schema "$work/$version.json" --out "$out" >/dev/null 2>&1 &
    pid=$!
    if ((iteration % 5 == 0)); then
        delay_ms=$((RANDOM % duration_ms))
    else
        while kill -0 $pid 2>/dev/null; do
            temporaries=("$out"/*/.*schemegen-* "$out"/*/*/.*schemegen-*)
            ((${#temporaries[@]} > 0)) && break
        done
        delay_ms=$((RANDOM % 10))
    fi
    sleep "$(printf '%d.%03d' $((delay_ms / 1000)) $((delay_ms % 1000)))"
    kill -9 $pid 2>/dev/null
    wait $pid 2>/dev/null
    [[ -n "$(leftovers "$out")" ]] && midway=$((midway + 1))
    while IFS= read -r file; do
        relative="${file#"$out"/}"
        cmp -s "$file" "$work/reference-v1/$relative" || cmp -s "$file" "$work/reference-v2/$relative" ||
            torn="iteration $iteration (killed after ${delay_ms} ms): $relative is neither version"
    done < <(find "$out" -type f -not -path '*schemegen-*')
    next=$([[ $((RANDOM % 2)) == 0 ]] && echo v1 || echo v2)
    if ! "$SCHEMEGEN" generate --schema "$work/$next.json" --out "$out" >/dev/null; then
        recovered="iteration $iteration: the run after the kill failed"
    elif [[ -n "$(leftovers "$out")" ]]; then
        recovered="iteration $iteration (killed after ${delay_ms} ms): left behind $(leftovers "$out" | head -3 | tr '\n' ' ')"
    elif ! diff -r "$out" "$work/reference-$next" >/dev/null; then
        recovered="iteration $iteration (killed after ${delay_ms} ms): the tree is not exactly $next"
    fi
done
echo "($midway of 20 kills left temporary files behind, so landed while writing)"
check "a killed run never leaves a torn file" "$torn"
check "the run after a kill leaves no temporary file and one version" "$recovered"

# 2. Parallel runs of two schemas into one folder: every run succeeds, both schemas' files remain.
concurrent=ok
for round in 1 2 3; do
    out="$work/shared-$round"
    pids=()
    for index in 1 2 3 4 5 6; do
        schema=$([[ $((index % 2)) == 0 ]] && echo "$root/schema.json" || echo "$root/Tests/Schemas/landmine.json")
        "$SCHEMEGEN" generate --schema "$schema" --out "$out" >/dev/null 2>"$work/errors-$index" &
        pids+=($!)
    done
    for index in "${!pids[@]}"; do
        wait "${pids[$index]}" || concurrent="round $round: run $((index + 1)) failed: $(head -c 300 "$work/errors-$((index + 1))")"
    done
    mkdir -p "$work/expected-$round"
    cp -r "$root/Tests/Goldens/default/." "$root/Tests/Goldens/landmine/." "$work/expected-$round/"
    diff -r "$out" "$work/expected-$round" >/dev/null || concurrent="round $round: the shared folder does not hold both schemas' files exactly"
done
check "parallel runs of two schemas into one folder all succeed and keep both" "$concurrent"

# 3. A full disk: the run fails, the previous files stay as they were and no temporary file remains.
if [[ $(id -u) != 0 ]]; then
    echo "SKIP: full disk (mounting a tmpfs needs root)"
else
    mkdir -p "$disk"
    if ! mount -t tmpfs -o size=1m tmpfs "$disk"; then
        check "a full disk" "cannot mount a tmpfs"
    else
        full=ok
        refused=0
        out="$disk/out"
        reference="$work/disk-reference"
        "$SCHEMEGEN" generate --schema "$root/schema.json" --out "$reference" >/dev/null
        edited="$work/edited.json"
        sed 's/Open the document read-only./Open the document to read it./' "$root/schema.json" >"$edited"
        for free_kb in 0 4 8 16 32 48 64 96 128 192 256; do
            rm -rf "$out" "$disk/filler"
            "$SCHEMEGEN" generate --schema "$root/schema.json" --out "$out" >/dev/null || { full="cannot write the first version"; break; }
            available=$(df --output=avail -B1 "$disk" | tail -1)
            head -c $((available - free_kb * 1024)) /dev/zero >"$disk/filler" 2>/dev/null
            if "$SCHEMEGEN" generate --schema "$edited" --out "$out" >/dev/null 2>"$work/disk-errors"; then
                continue
            fi
            refused=$((refused + 1))
            [[ -z "$(leftovers "$disk")" ]] || full="with $free_kb KB free: left behind $(leftovers "$disk" | head -3 | tr '\n' ' ')"
            diff -r "$out" "$reference" >/dev/null || full="with $free_kb KB free: the previous files changed"
        done
        ((refused > 0)) || full="no run hit the full disk"
        check "a full disk leaves the previous files intact and no temporary file ($refused runs refused)" "$full"
    fi
fi

echo "$passed passed, $failed failed"
((failed == 0))
