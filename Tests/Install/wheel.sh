#!/usr/bin/env bash
# The README's wheel route, run as written: its block builds the wheel (.ci/build-wheel.sh) and
# pip installs it into a fresh virtual environment with no package index. Then: the file name
# carries the version the binary reports and the platform tag auditwheel finds the binary
# consistent with; RECORD's hashes hold (`wheel unpack` checks each file); the `schemegen` pip put
# on PATH is the release binary byte for byte (no launcher), prints its version, generates the
# goldens and passes a usage error's exit status through. Last, the README's pre-commit block
# installs schemegen from the wheel as a `language: python` hook, passes, and fails once the schema
# changes. Prints the wheel's size and how long pip and pre-commit took to install it.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# The tools that inspect the wheel, from PyPI; a failed install stops the suite here.
python3 -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet --disable-pip-version-check wheel==0.48.0 auditwheel==6.8.2 pre-commit==4.0.1

seconds_since() {
    awk -v start="$1" -v now="$EPOCHREALTIME" 'BEGIN { printf "%.1f", now - start }'
}
readme_block() {
    awk -v marker="$1" 'index($0, marker) == 1 { inside = 1 } inside && /^```/ { exit } inside { print }' README.md
}
block="$(readme_block '# Build the wheel into $DIST and install it with pip')"
[[ -n "$block" ]] || { echo "FAIL: README.md has no wheel block" >&2; exit 1; }
python3 -m venv "$work/venv"
start=$EPOCHREALTIME
PATH="$work/venv/bin:$PATH" DIST="$work/dist" bash -euo pipefail -c "$block" >"$work/block.log" 2>&1 || { cat "$work/block.log" >&2; exit 1; }
echo "wheel: the README block (build, then pip install) took $(seconds_since "$start") s"

release="$(swift build -c release --static-swift-stdlib --show-bin-path)/schemegen"
version="$("$release" --version)"
version="${version#schemegen }"
wheels=("$work"/dist/*.whl)
((${#wheels[@]} == 1)) || { echo "FAIL: expected one wheel in dist, found: ${wheels[*]}" >&2; exit 1; }
wheel="${wheels[0]}"
installed="$work/venv/bin/schemegen"

source Tests/checks.sh

wheel_name="$(basename "$wheel")"
platform="${wheel_name#schemegen-$version-py3-none-}"
platform="${platform%.whl}"
named_for_this_machine() {
    local pattern="^schemegen-${version//./\\.}-py3-none-manylinux_[0-9]+_[0-9]+_$(uname -m)\\.whl\$"
    [[ "$wheel_name" =~ $pattern ]]
}
check "the file name is schemegen-$version-py3-none-manylinux_<glibc>_$(uname -m).whl: $wheel_name" named_for_this_machine
"$work/tools/bin/auditwheel" show "$wheel" >"$work/auditwheel.txt" 2>&1 || true
auditwheel_agrees() {
    grep -q "platform tag: \"$platform\"" "$work/auditwheel.txt" || { cat "$work/auditwheel.txt" >&2; false; }
}
check "auditwheel finds the binary consistent with $platform" auditwheel_agrees
check "RECORD's hashes hold (wheel unpack)" "$work/tools/bin/wheel" unpack --dest "$work/unpacked" "$wheel" >/dev/null
check "pip put the release binary itself on PATH" cmp -s "$installed" "$release"
prints_version() { [[ "$("$installed" --version)" == "schemegen $version" ]]; }
check "schemegen --version from the venv" prints_version
"$installed" generate --schema schema.json --out "$work/out" >/dev/null || true
check "schemegen generate from the venv writes the goldens" diff -r "$work/out" Tests/Goldens/default
usage_error_passes_through() {
    local status=0
    "$installed" generate --no-such-option >"$work/usage.out" 2>"$work/usage.err" || status=$?
    ((status == 2)) && [[ ! -s "$work/usage.out" ]] && grep -q 'no-such-option' "$work/usage.err"
}
check "a usage error exits 2 with its message on stderr only" usage_error_passes_through

python3 -m venv "$work/timed"
start=$EPOCHREALTIME
"$work/timed/bin/pip" install --quiet --disable-pip-version-check --no-index "$wheel"
echo "wheel: $wheel_name, $(stat -c %s "$wheel") bytes; pip install --no-index into a fresh venv took $(seconds_since "$start") s"

# The README's pre-commit block, in a scratch repository holding schema.json and its bindings.
hooks="$(readme_block '# .pre-commit-config.yaml with schemegen from the wheel')"
[[ -n "$hooks" ]] || { echo "FAIL: README.md has no pre-commit block for the wheel" >&2; exit 1; }
repo="$work/repo"
mkdir -p "$repo"
cp schema.json "$repo/"
cp -r Tests/Goldens/default "$repo/Generated"
printf '%s\n' "$hooks" >"$repo/.pre-commit-config.yaml"
git -C "$repo" init -q
git -C "$repo" add -A
pre_commit() {
    (cd "$repo" && PRE_COMMIT_HOME="$work/pre-commit-home" PIP_FIND_LINKS="$work/dist" \
        "$work/tools/bin/python" -m pre_commit run --all-files >>"$work/pre-commit.log" 2>&1)
}
start=$EPOCHREALTIME
check "the pre-commit hook installs schemegen from the wheel and passes" pre_commit
echo "wheel: pre-commit's first run (installing its environment) took $(seconds_since "$start") s"
sed -i 's/"name": "OfficeLink"/"name": "OfficeLinks"/' "$repo/schema.json"
reports_stale() { ! pre_commit && grep -q "files out of date" "$work/pre-commit.log"; }
check "the pre-commit hook fails once the schema changed: the bindings are out of date" reports_stale
((failed == 0)) || cat "$work/pre-commit.log" >&2
summarize wheel
