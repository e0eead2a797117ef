#!/usr/bin/env bash
# Compiles the Kotlin goldens and runs them: one kotlinc invocation (warnings are errors) builds
# the default schema's code, the landmine schema's code and the harness; the harness then runs
# the conformance vectors against the default schema's code on the JVM.
# Usage: run.sh [VECTORS.tsv] (default: Tests/Conformance/vectors.tsv).
set -euo pipefail
vectors="$(realpath "${1:-$(dirname "$0")/../vectors.tsv}")"
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# kotlinc prints a JVM deprecation notice on startup; that line is dropped, anything else shown.
status=0
kotlinc -Werror -include-runtime -d "$work/harness.jar" \
    Tests/Goldens/default/kotlin/officelink/OfficeLink.kt \
    Tests/Goldens/landmine/kotlin/landmine/Landmine.kt \
    Tests/Conformance/kotlin/Harness.kt >"$work/kotlinc.log" 2>&1 || status=$?
grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/kotlinc.log" >&2 || true
if ((status != 0)); then
    echo "kotlinc failed (exit $status)" >&2
    exit "$status"
fi
echo "kotlin conformance:"
java -jar "$work/harness.jar" "$vectors"
