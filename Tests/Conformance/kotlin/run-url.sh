#!/usr/bin/env bash
# The URL grammar's conformance for Kotlin: generates the Kotlin of the four Examples/protocols
# schemas, compiles it with warnings as errors (Debian's kotlinc, as run.sh) together with the
# harness and the consumer example, runs the example, then runs every case of each
# Tests/Conformance/<app>.tsv through UrlHarness.kt. Prints one line per failure and
# `N passed, N failed` per file; exits non-zero on any failure.
# The harness reads the messages' fields by reflection, so kotlin-reflect is on its class path.
# Usage: run-url.sh [FOLDER] (the folder of the <app>.tsv files; default Tests/Conformance).
set -euo pipefail
vectors="$(realpath "${1:-$(dirname "$0")/..}")"
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
apps=(things obsidian shortcuts spotify)
reflect=/usr/share/java/kotlin-reflect.jar

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
sources=()
for app in "${apps[@]}"; do
    "$bin" generate --schema "Examples/protocols/$app.json" --lang kotlin --out "$work/$app" >/dev/null
    sources+=("$work/$app/kotlin/$app/${app^}.kt")
done

# kotlinc prints a JVM deprecation notice on startup; that line is dropped, anything else shown.
status=0
kotlinc -Werror -cp "$reflect" -d "$work/classes" "${sources[@]}" \
    Tests/Conformance/kotlin/Vectors.kt Tests/Conformance/kotlin/UrlHarness.kt \
    Examples/protocols/kotlin/Consumer.kt >"$work/kotlinc.log" 2>&1 || status=$?
grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/kotlinc.log" >&2 || true
if ((status != 0)); then
    echo "kotlinc failed (exit $status)" >&2
    exit "$status"
fi
runtime="$(dirname "$(realpath "$(command -v kotlinc)")")/../lib/kotlin-stdlib.jar"
classpath="$work/classes:$runtime:$reflect"

echo "kotlin consumer example:"
java -cp "$classpath" ConsumerKt

failed=0
for app in "${apps[@]}"; do
    echo "kotlin url conformance, $app:"
    java -cp "$classpath" UrlHarnessKt "$app" "$vectors/$app.tsv" || failed=1
done
exit "$failed"
