#!/usr/bin/env bash
# Property-based round trips, hostile random input and linear-time figures against the C golden
# (Tests/Goldens/default/c/officelink.{h,c}), compiled with clang as strict C99 under
# AddressSanitizer + UndefinedBehaviorSanitizer (any finding aborts the run), with -O2 so the
# sanitized run stays fast. The linear-time figures are therefore sanitized figures.
# Then the URL grammar's round trips (url-property.c) against the Things and Spotify goldens, built
# the same way.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000; hostile inputs are 4 x CASES).
# VERBOSE=1 prints every hostile input before it is parsed, and every failure (not only the first 100).
# OFFICELINK_C=path/to/officelink.c runs against another copy of the generated code; its directory
# must hold the matching officelink.h and the URI runtime, schemegen_runtime.{h,c}, which each
# program links from its first schema's directory (to prove the test can fail); THINGS_C and
# SPOTIFY_C likewise.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source="${OFFICELINK_C:-Tests/Goldens/default/c/officelink.c}"
things="${THINGS_C:-Tests/Goldens/things/c/things.c}"
spotify="${SPOTIFY_C:-Tests/Goldens/spotify/c/spotify.c}"
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"
flags=(-std=c99 -Wall -Wextra -Wpedantic -Werror -O2 -g -fno-omit-frame-pointer
    -fsanitize=address,undefined -fno-sanitize-recover=all -fuse-ld=lld)
"$clang" "${flags[@]}" -I "$(dirname "$source")" "$source" "$(dirname "$source")/schemegen_runtime.c" \
    Tests/Property/c/property.c -o "$work/property"
"$clang" "${flags[@]}" -I "$(dirname "$things")" -I "$(dirname "$spotify")" "$things" "$spotify" \
    "$(dirname "$things")/schemegen_runtime.c" Tests/Property/c/url-property.c -o "$work/url-property"
status=0
"$work/property" "${1:-12345}" "${2:-5000}" || status=$?
"$work/url-property" "${1:-12345}" "${2:-5000}" || status=$?
exit "$status"
