#!/usr/bin/env bash
# Generates a schema of 10,000 apps (Tests/Benchmarks/generator/make-schema.py) in every language
# and compiles each with the strict flags, so app tables that outgrow a compiler limit (the JVM's
# 64 KB per method, TypeScript's union complexity) are caught:
#   swift       swiftc -swift-version 6 -warnings-as-errors -emit-library
#   kotlin      kotlinc -Werror (with a 2 GB heap: JAVA_OPTS overrides it)
#   typescript  tsc with Tests/strict-flags.sh's flags, --noEmit
#   c           cc with Tests/strict-flags.sh's flags, -c
# Kotlin, the slowest, compiles while the others do. Prints one line per check and
# `many apps: N passed, N failed`; exits non-zero on any failure.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
apps="${APPS:-10000}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "many apps: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

python3 Tests/Benchmarks/generator/make-schema.py --descriptors 10 --apps "$apps" "$work/schema.json"
out="$work/generated"
if ! "$bin" generate --schema "$work/schema.json" --out "$out" >"$work/generate.log" 2>&1; then
    cat "$work/generate.log"
    echo "many apps: 0 passed, 1 failed (schemegen generate)"
    exit 1
fi

source Tests/checks.sh

JAVA_OPTS="${JAVA_OPTS:--Xmx2g}" kotlinc -Werror -d "$work/kotlin-classes" "$out"/kotlin/scale/*.kt >"$work/kotlin.log" 2>&1 &
kotlin_job=$!

source Tests/strict-flags.sh
check "c, $apps apps (cc ${c99_strict[*]} -c)" cc "${c99_strict[@]}" -c "$out/c/scale.c" -o "$work/scale.o"
check "typescript, $apps apps (tsc --strict --noEmit)" tsc "${tsc_strict[@]}" --noEmit "$out/typescript/scale.ts"
check "swift, $apps apps (swiftc -swift-version 6 -warnings-as-errors -emit-library)" \
    swiftc -swift-version 6 -warnings-as-errors -parse-as-library -emit-library "$out"/swift/*.swift \
    -o "$work/libscale.so" -module-name Scale
wait "$kotlin_job"
report "kotlin, $apps apps (kotlinc -Werror)" "$?" "$work/kotlin.log"

summarize "many apps"
