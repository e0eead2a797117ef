#!/usr/bin/env bash
# The URL grammar's conformance for Kotlin: generates the Kotlin of the four Examples/protocols
# schemas and of Tests/Schemas/url-generic.json, compiles it with warnings as errors (Debian's
# kotlinc, as run.sh) together with the harness and the consumer example, runs the example, then
# runs every case of each Tests/Conformance/<app>.tsv and of url-generic.tsv through UrlHarness.kt. Prints one line per failure and
# `N passed, N failed` per file; exits non-zero on any failure.
# The harness reads the messages' fields by reflection, so kotlin-reflect is on its class path.
# Usage: run-url.sh [FOLDER] (the folder of the .tsv files; default Tests/Conformance).
set -euo pipefail
vectors="$(realpath "${1:-$(dirname "$0")/..}")"
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
apps=(things obsidian shortcuts spotify)
reflect=/usr/share/java/kotlin-reflect.jar

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
declare -A schemas
for app in "${apps[@]}"; do schemas[$app]="Examples/protocols/$app.json"; done
schemas[url-generic]=Tests/Schemas/url-generic.json
sources=()
for app in "${!schemas[@]}"; do
    "$bin" generate --schema "${schemas[$app]}" --lang kotlin --out "$work/$app" >/dev/null
    sources+=("$work/$app"/kotlin/*/*.kt)
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

# The harness finds each case's message class in the generated package, named by the folder the
# generator wrote it in (kotlin/<package>/). It cannot tell a presence field from a flag defaulting
# to false by its Kotlin type, so the schema's presence descriptors are handed to it.
package_of() {
    local files=("$work/$1"/kotlin/*/*.kt)
    basename "$(dirname "${files[0]}")"
}
presence_ids() {
    python3 -c 'import json, sys
print(",".join(d["id"] for d in json.load(open(sys.argv[1]))["descriptors"] if d["type"] == "presence"))' "$1"
}
failed=0
for app in "${apps[@]}" url-generic; do
    echo "kotlin url conformance, $app:"
    java -cp "$classpath" UrlHarnessKt "$(package_of "$app")" "$vectors/$app.tsv" "$(presence_ids "${schemas[$app]}")" || failed=1
done
exit "$failed"
