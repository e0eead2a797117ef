#!/usr/bin/env bash
# The README's install block, run as written into a scratch PREFIX; then the installed binary must
# link no Swift library, and must run inside a chroot that holds only it, the libraries ldd lists
# and /proc (no Swift toolchain): `--version`, and `generate` matching the goldens byte for byte.
# Without /proc the Swift runtime cannot read the command line: schemegen must refuse, not run on.
set -euo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
work="$(mktemp -d)"
jail="$work/jail"
cleanup() {
    umount "$jail/proc" 2>/dev/null || true
    rm -rf "$work"
}
trap cleanup EXIT

block="$(awk 'index($0, "# Install schemegen into $PREFIX/bin") == 1 { inside = 1 } inside && /^```/ { exit } inside { print }' README.md)"
[[ -n "$block" ]] || { echo "FAIL: README.md has no install block" >&2; exit 1; }
PREFIX="$work/prefix" bash -euo pipefail -c "$block" >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; exit 1; }
installed="$work/prefix/bin/schemegen"
[[ -x "$installed" ]] || { echo "FAIL: the install block did not install $installed" >&2; exit 1; }

passed=0
failed=0
check() {
    local name="$1"
    shift
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $name" >&2; fi
}

libraries="$(ldd "$installed" | grep -o '/[^ ]*' || true)"
check "links no Swift library" bash -c "! ldd '$installed' | grep -Ei 'swift|Foundation|dispatch'"

mkdir -p "$jail/bin" "$jail/proc"
cp "$installed" "$jail/bin/schemegen"
for library in $libraries; do
    mkdir -p "$jail$(dirname "$library")"
    cp "$library" "$jail$library"
done
cp schema.json "$jail/schema.json"
if ! chroot "$jail" /bin/schemegen --version >"$work/no-proc.out" 2>"$work/no-proc.err"; then
    check "refuses without /proc" grep -q "cannot read the command line" "$work/no-proc.err"
else
    failed=$((failed + 1))
    echo "FAIL: without /proc, --version ran: $(cat "$work/no-proc.out")" >&2
fi
mount -t proc proc "$jail/proc" || { echo "FAIL: cannot mount /proc in the chroot (needs root)" >&2; exit 1; }
check "prints its version without Swift" bash -c "chroot '$jail' /bin/schemegen --version | grep -q '^schemegen '"
chroot "$jail" /bin/schemegen generate --schema /schema.json --out /out >/dev/null
check "generates the goldens without Swift" diff -r "$jail/out" "$root/Tests/Goldens/default"
echo "install: $passed passed, $failed failed"
((failed == 0))
