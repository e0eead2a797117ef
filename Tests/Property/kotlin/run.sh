#!/usr/bin/env bash
# Property-based round trips, hostile random input and linear-time figures against the Kotlin golden
# (Tests/Goldens/default/kotlin/officelink/, OfficeLink.kt and its runtime), compiled once with kotlinc -Werror as its
# conformance harness is, then run on the JVM. Then the URL grammar's round trips (UrlProperty.kt)
# against the Things and Spotify goldens, compiled in the same run.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000; hostile inputs are 4 x CASES).
# VERBOSE=1 prints every hostile input before it is parsed.
# OFFICELINK_KOTLIN, THINGS_KOTLIN and SPOTIFY_KOTLIN=path run against another copy of the generated
# file (to prove the test can fail), compiled with the SchemegenRuntime.kt beside it: copy the folder.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

officelink="${OFFICELINK_KOTLIN:-Tests/Goldens/default/kotlin/officelink/OfficeLink.kt}"
things="${THINGS_KOTLIN:-Tests/Goldens/things/kotlin/things/Things.kt}"
spotify="${SPOTIFY_KOTLIN:-Tests/Goldens/spotify/kotlin/spotify/Spotify.kt}"
# Each schema's file with the URI runtime of its package beside it.
sources=()
for file in "$officelink" "$things" "$spotify"; do sources+=("$file" "$(dirname "$file")/SchemegenRuntime.kt"); done

# kotlinc prints a JVM deprecation notice on startup; that line is dropped, anything else shown.
status=0
kotlinc -Werror -include-runtime -d "$work/property.jar" "${sources[@]}" \
    Tests/Property/kotlin/Property.kt Tests/Property/kotlin/UrlProperty.kt >"$work/kotlinc.log" 2>&1 || status=$?
grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/kotlinc.log" >&2 || true
if ((status != 0)); then
    echo "kotlinc failed (exit $status)" >&2
    exit "$status"
fi
java -cp "$work/property.jar" PropertyKt "${1:-12345}" "${2:-5000}" || status=$?
java -cp "$work/property.jar" UrlProperty "${1:-12345}" "${2:-5000}" || status=$?
exit "$status"
