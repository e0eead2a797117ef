#!/usr/bin/env bash
# Generates every language from Tests/Schemas/collisions.json (ids that are reserved words,
# generated member names or near-collisions in Swift, Kotlin, TypeScript or C) with the built
# schemegen, and compiles each with warnings as errors:
#   swift       swiftc -swift-version 6 (and 5) -warnings-as-errors -emit-library
#   kotlin      kotlinc -Werror, then no two class files whose names differ only in case (they
#               would be one file on a case-insensitive file system such as macOS's)
#   typescript  tsc --strict --noEmit with the flags of Tests/Conformance/typescript/run.sh
#   c           cc and clang -std=c99 -Wall -Wextra -Wpedantic -Werror -c; cc -std=gnu99 (GNU's
#               predefined lowercase macros such as `linux` and `unix`); a C11 file that includes
#               the standard headers with lowercase macros (errno, iso646 operators, complex,
#               alignas, ...) before the generated header; and a C++ include test (c++11, gnu++11)
# Prints one line per check and `collisions: N passed, N failed`; exits non-zero on any failure.
# Usage: compile-collisions.sh [SCHEMA] (default Tests/Schemas/collisions.json).
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
root="$(pwd)"
schema="$(realpath "${1:-Tests/Schemas/collisions.json}")"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "collisions: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

passed=0
failed=0
# check NAME COMMAND...: runs the command, prints its output only when it fails.
check() {
    local name="$1"
    shift
    if "$@" >"$work/check.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/check.log" | head -60 | sed 's/^/     /'
    fi
}

out="$work/generated"
if ! "$bin" generate --schema "$schema" --out "$out" >"$work/generate.log" 2>&1; then
    cat "$work/generate.log"
    echo "collisions: 0 passed, 1 failed (schemegen generate)"
    exit 1
fi
mapfile -t swift_files < <(find "$out/swift" -name '*.swift' | sort)
kotlin_file="$(find "$out/kotlin" -name '*.kt')"
typescript_file="$(find "$out/typescript" -name '*.ts')"
c_source="$(find "$out/c" -name '*.c')"
c_header="$(find "$out/c" -name '*.h')"

for mode in 6 5; do
    check "swift (swiftc -swift-version $mode -warnings-as-errors -emit-library)" \
        swiftc -swift-version "$mode" -warnings-as-errors -parse-as-library -emit-library \
        "${swift_files[@]}" -o "$work/libcollisions$mode.so" -module-name Collisions
done

check "kotlin (kotlinc -Werror)" kotlinc -Werror -d "$work/kotlin-classes" "$kotlin_file"
# Each class is a file: names that differ only in case are one file on macOS and Windows.
kotlin_class_files_unique() {
    local duplicates
    duplicates="$(cd "$work/kotlin-classes" && find . -name '*.class' | sort -f | uniq -D -i)"
    [[ -z "$duplicates" ]] || { echo "class files that differ only in case:"; echo "$duplicates"; return 1; }
}
check "kotlin (class file names unique ignoring case)" kotlin_class_files_unique

source Tests/strict-flags.sh
strict=("${tsc_strict[@]}")
check "typescript (tsc --strict --noEmit)" tsc "${strict[@]}" --noEmit "$typescript_file"

c_strict=("${c99_strict[@]}")
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"
check "c (cc ${c_strict[*]} -c)" cc "${c_strict[@]}" -c "$c_source" -o "$work/cc.o"
check "c (clang ${c_strict[*]} -c)" "$clang" "${c_strict[@]}" -c "$c_source" -o "$work/clang.o"
check "c (cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c)" \
    cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c "$c_source" -o "$work/gnu.o"
cat >"$work/consumer.c" <<EOF
/* Standard headers whose lowercase macros a struct member could run into, then the header. */
#include <assert.h>
#include <complex.h>
#include <ctype.h>
#include <errno.h>
#include <iso646.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <setjmp.h>
#include <signal.h>
#include <stdalign.h>
#include <stdarg.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <stdnoreturn.h>
#include <string.h>
#include <time.h>
#include <wchar.h>
#include "$c_header"
int main(void) { return 0; }
EOF
check "c (a C11 file including the standard headers, then the header)" \
    cc -std=c11 -Wall -Wextra -Wpedantic -Werror "$work/consumer.c" -o "$work/consumer"
printf '#include "%s"\nint main() { return 0; }\n' "$c_header" >"$work/include.cpp"
for standard in c++11 gnu++11; do
    check "c (c++ -std=$standard include test)" \
        c++ -std="$standard" -Wall -Wextra -Wpedantic -Werror "$work/include.cpp" -o "$work/include"
done

echo "collisions: $passed passed, $failed failed"
((failed == 0))
