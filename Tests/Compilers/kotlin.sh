#!/usr/bin/env bash
# Compiles the Kotlin schemegen generates for schema.json, Tests/Schemas/landmine.json,
# Tests/Schemas/collisions.json, Tests/Compatibility/new.json, the four URL-grammar protocols of
# Examples/protocols, Tests/Schemas/url-generic.json and Tests/Schemas/minimal with warnings as
# errors on the oldest Kotlin supported (Debian's kotlinc 1.3) and on today's: Kotlin 1.9.23 and the
# K2 compiler of Kotlin 2.2, both installed by Tests/install-toolchains.sh. Android builds commonly set
# allWarningsAsErrors, so a deprecation warning on a newer compiler is a failure here.
# schema.json and new.json share the package `officelink`, so each compiler runs twice: the first
# three schemas together, then new.json, then the URL-grammar schemas, then the minimal ones (one
# JVM start per run; starts dominate the time).
# Prints one line per compile and `kotlin compilers: N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/toolchains.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "kotlin compilers: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$(swift build --show-bin-path)/schemegen"

for version in "${!kotlin_wheel_for[@]}"; do
    if [[ ! -f "$(kotlin_home "$version")/compiler.jar" ]]; then
        echo "error: Kotlin $version is not installed in $(kotlin_home "$version"); run Tests/install-toolchains.sh" >&2
        echo "kotlin compilers: 0 passed, 1 failed (Kotlin $version missing)"
        exit 1
    fi
done

# generated SCHEMA: generates SCHEMA's Kotlin and prints the paths of its files, the schema's and
# the URI runtime beside it, on one line.
generated() {
    local out="$work/generated/$(basename "$1" .json)"
    "$bin" generate --schema "$1" --lang kotlin --out "$out" >/dev/null || return 1
    find "$out/kotlin" -name '*.kt' | sort | paste -sd ' '
}
groups=("schema.json Tests/Schemas/landmine.json Tests/Schemas/collisions.json" "Tests/Compatibility/new.json"
    "Examples/protocols/things.json Examples/protocols/obsidian.json Examples/protocols/shortcuts.json Examples/protocols/spotify.json Tests/Schemas/url-generic.json"
    "$(echo Tests/Schemas/minimal/*.json)")
declare -A files_of
for group in "${groups[@]}"; do
    files=()
    for schema in $group; do
        file="$(generated "$schema")" || { echo "kotlin compilers: 0 passed, 1 failed (schemegen generate $schema)"; exit 1; }
        files+=("$file")
    done
    files_of[$group]="${files[*]}"
done

source Tests/checks.sh

# A compiler from a wheel: its own standard library, not one found beside it.
wheel_kotlinc() {
    local home
    home="$(kotlin_home "$1")"
    shift
    java -cp "$home/compiler.jar" org.jetbrains.kotlin.cli.jvm.K2JVMCompiler \
        -no-stdlib -no-reflect -classpath "$home/kotlin-stdlib.jar" "$@"
}

run=0
for group in "${groups[@]}"; do
    read -ra files <<<"${files_of[$group]}"
    run=$((run + 1))
    check "kotlinc 1.3 (Debian) -Werror: $group" kotlinc -Werror -d "$work/classes-1.3-$run" "${files[@]}"
    for version in $(printf '%s\n' "${!kotlin_wheel_for[@]}" | sort -V); do
        check "Kotlin $version -Werror: $group" wheel_kotlinc "$version" -Werror -d "$work/classes-$version-$run" "${files[@]}"
    done
done

# Kotlin Multiplatform's common code has no JDK: the generated Kotlin must name nothing from it.
# (Compiling it as common code needs the common standard library, which neither PyPI nor Debian
# ships; `-no-jdk` on the JVM compiler cannot stand in, since a JVM enum extends java.lang.Enum.)
# no_jdk FILE...: no `java.` or `javax.` name outside comments and string literals.
no_jdk() {
    ! sed -e 's://.*$::' -e 's:"[^"]*"::g' "$@" | grep -nE '(^|[^A-Za-z0-9_.])javax?\.'
}
for group in "${groups[@]}"; do
    read -ra files <<<"${files_of[$group]}"
    check "no JDK name (java.*, javax.*), as Multiplatform common code needs: $group" no_jdk "${files[@]}"
done

summarize "kotlin compilers"
