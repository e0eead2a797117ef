#!/usr/bin/env bash
# Item 2 of issue 15 and item 1 of issue 30 for Kotlin: Consumer.kt, written against the code
# generated from Tests/Compatibility/old.json, must compile (kotlinc -Werror) and pass unchanged
# against the code generated from new.json, which adds one of each compatible change (source
# compatibility); and the consumer compiled against old.json's classes must pass, without being
# compiled again, with new.json's classes in their place (binary compatibility: a library upgraded
# under an app that was built against its previous version).
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >/dev/null
bin="$("${build[@]}" --show-bin-path)/schemegen"
passed=0
failed=0

# kotlinc with its output shown but for the JVM deprecation notice it prints on startup.
compile() {
    local status=0
    kotlinc -Werror "$@" >"$work/kotlinc.log" 2>&1 || status=$?
    grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/kotlinc.log" >&2 || true
    return "$status"
}

# Runs the consumer with the classpath $2 and counts the run as one check named $1.
run() {
    echo "kotlin compatibility ($1):"
    if java -cp "$2" ConsumerKt; then
        passed=$((passed + 1))
    else
        echo "FAIL kotlin compatibility ($1): the consumer failed" >&2
        failed=$((failed + 1))
    fi
}

for version in old new; do
    "$bin" generate --schema "Tests/Compatibility/$version.json" --lang kotlin --out "$work/$version" >/dev/null
    if ! compile -include-runtime -d "$work/$version.jar" "$work/$version/kotlin/officelink/"*.kt; then
        echo "kotlin compatibility ($version.json): the generated code does not compile" >&2
        exit 1
    fi
    if ! compile -cp "$work/$version.jar" -d "$work/consumer-$version" Tests/Compatibility/kotlin/Consumer.kt; then
        echo "FAIL kotlin compatibility ($version.json): the consumer does not compile" >&2
        failed=$((failed + 1))
        continue
    fi
    run "$version.json" "$work/consumer-$version:$work/$version.jar"
done
if [[ -d "$work/consumer-old" ]]; then
    run "compiled against old.json, run against new.json" "$work/consumer-old:$work/new.jar"
fi
echo "$passed passed, $failed failed"
((failed == 0))
