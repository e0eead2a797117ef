#!/usr/bin/env bash
# Item 2 of issue 15 for Kotlin: Consumer.kt, written against the code generated from
# Tests/Compatibility/old.json, must compile (kotlinc -Werror) and pass unchanged against the code
# generated from new.json, which adds one of each compatible change.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
for version in old new; do
    "$bin" generate --schema "Tests/Compatibility/$version.json" --lang kotlin --out "$work/$version" >/dev/null
    status=0
    kotlinc -Werror -include-runtime -d "$work/$version.jar" "$work/$version/kotlin/officelink/"*.kt \
        Tests/Compatibility/kotlin/Consumer.kt >"$work/kotlinc.log" 2>&1 || status=$?
    # kotlinc prints a JVM deprecation notice on startup; that line is dropped, anything else shown.
    grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/kotlinc.log" >&2 || true
    if ((status != 0)); then
        echo "kotlin compatibility ($version.json): the consumer does not compile (kotlinc exit $status)" >&2
        exit 1
    fi
    echo "kotlin compatibility ($version.json):"
    java -cp "$work/$version.jar" ConsumerKt
done
