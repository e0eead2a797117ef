#!/usr/bin/env bash
# Builds the static release binary, as the README's install block does, and packs it into a
# platform-tagged wheel, schemegen-<version>-py3-none-manylinux_<glibc>_<arch>.whl, in the folder
# named by the first argument (default dist/); prints the wheel's path.
#
# The binary goes into the wheel's .data/scripts folder, as ruff's wheels carry theirs: pip copies
# it unchanged into the environment's bin/, so the `schemegen` on PATH is the binary itself. No
# Python launcher sits between the caller and it: arguments, standard streams and exit status are
# the binary's own, and it starts as fast as the installed binary.
#
# The binary links only the C and C++ runtime libraries, so the platform tag names the oldest glibc
# it runs on: the newest GLIBC_ symbol version it imports (objdump -T). pip installs the wheel on
# any Linux of that architecture with that glibc or newer. `wheel pack` (PyPI's wheel, installed
# into a throwaway virtual environment) names the file from the tag and writes RECORD's hashes.
# It lives in .ci/ because it is a release step, not a test; Tests/Install/wheel.sh runs it.
set -euo pipefail
cd "$(dirname "$0")/.."
dist="$(realpath -m "${1:-dist}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build -c release --static-swift-stdlib --product schemegen >&2
binary="$(swift build -c release --static-swift-stdlib --show-bin-path)/schemegen"
# The version lives in Sources/Driver/Version.swift; the binary reports it.
version="$("$binary" --version)"
version="${version#schemegen }"
glibc="$(objdump -T "$binary" | grep -o 'GLIBC_[0-9][0-9.]*' | sort -V | tail -n 1)"
[[ -n "$glibc" ]] || { echo "build-wheel: $binary imports no GLIBC_ symbol version" >&2; exit 1; }
IFS=. read -r major minor _ <<<"${glibc#GLIBC_}"
tag="py3-none-manylinux_${major}_${minor}_$(uname -m)"

tree="$work/schemegen-$version"
mkdir -p "$tree/schemegen-$version.dist-info" "$tree/schemegen-$version.data/scripts"
install -m 755 "$binary" "$tree/schemegen-$version.data/scripts/schemegen"
cat >"$tree/schemegen-$version.dist-info/METADATA" <<METADATA
Metadata-Version: 2.1
Name: schemegen
Version: $version
Summary: Builder and parser code for Swift, Kotlin, TypeScript and C from a JSON schema of an app-to-app URL protocol
METADATA
cat >"$tree/schemegen-$version.dist-info/WHEEL" <<WHEEL
Wheel-Version: 1.0
Generator: schemegen .ci/build-wheel.sh
Root-Is-Purelib: false
Tag: $tag
WHEEL

python3 -m venv "$work/tools"
"$work/tools/bin/pip" install --quiet --disable-pip-version-check wheel==0.48.0 >&2
mkdir -p "$dist"
"$work/tools/bin/wheel" pack --dest-dir "$dist" "$tree" >&2
echo "$dist/schemegen-$version-$tag.whl"
