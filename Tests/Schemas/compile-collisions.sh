#!/usr/bin/env bash
# Generates every language from Tests/Schemas/collisions.json (ids that are reserved words,
# generated member names or near-collisions in Swift, Kotlin, TypeScript or C) with the built
# schemegen, and compiles each with warnings as errors:
#   swift       swiftc -swift-version 6 (and 5) -warnings-as-errors -emit-library
#   kotlin      kotlinc -Werror, then no two class files whose names differ only in case (they
#               would be one file on a case-insensitive file system such as macOS's)
#   typescript  tsc --strict --noEmit with the flags of Tests/Conformance/typescript/run.sh
#   c           cc and clang -std=c99 -Wall -Wextra -Wpedantic -Werror -c; cc -std=gnu99 (GNU's
#               predefined lowercase macros such as `linux` and `unix`); C11 and gnu11 files that
#               include Tests/Schemas/system-headers.h (standard C, POSIX, GNU and BSD headers,
#               whose lowercase macros include errno, h_addr, st_atime, sa_handler) before the
#               generated header; that every member has the same offset there as without them;
#               that CSystemMacros.swift lists every macro those headers define here; and a C++
#               include test (c++11, gnu++11)
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

source Tests/checks.sh

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
# The headers of Tests/Schemas/system-headers.h (standard C, POSIX, GNU, BSD) define lowercase
# macros a generated name could be spelled like (errno, h_addr, st_atime, sa_handler, ...): a
# consumer includes them first, in ISO C11 and in GNU C with every extension glibc has.
printf '#include "%s"\n#include "%s"\nint main(void) { return 0; }\n' "$root/Tests/Schemas/system-headers.h" "$c_header" \
    >"$work/consumer.c"
check "c (a C11 file including the system headers, then the header)" \
    cc -std=c11 -Wall -Wextra -Wpedantic -Werror "$work/consumer.c" -o "$work/consumer"
check "c (a gnu11 file with _GNU_SOURCE including the system headers, then the header)" \
    cc -std=gnu11 -D_GNU_SOURCE -Wall -Wextra -Wpedantic -Werror "$work/consumer.c" -o "$work/consumer"
check "c (Sources/Render/C/CSystemMacros.swift lists every macro of this machine's system headers)" \
    bash Tests/Schemas/c-system-macros.sh --check

# The consumer must see the struct the library compiled: sizeof and the offset of each member,
# read through its generated name, compared between a file that includes only the header and one
# that includes the system headers first (in GNU C, where a macro such as h_addr, which
# <netdb.h> defines as h_addr_list[0], compiles and silently reads another field).
mapfile -t c_members < <(awk '
    /^typedef struct [A-Za-z0-9_]+ \{$/ { type = $3; next }
    /^} / { type = ""; next }
    type != "" && /^    [A-Za-z]/ && /;$/ { line = $0; sub(/;$/, "", line); n = split(line, word, /[ *]+/); print type " " word[n] }
' "$c_header")
layout() {
    local name="$1" entry
    echo "const size_t ${name}[] = {"
    for entry in "${c_members[@]}"; do echo "    sizeof(${entry% *}), offsetof(${entry% *}, ${entry#* }),"; done
    echo "};"
}
{
    printf '#include "%s"\n#include <stddef.h>\n#include <stdio.h>\n' "$c_header"
    layout plain_layout
    echo "extern const size_t consumer_layout[];"
    echo "static const char *const members[] = {"
    printf '    "%s",\n' "${c_members[@]}"
    echo "};"
    echo "int main(void) {"
    echo "    int differ = 0;"
    echo "    for (size_t i = 0; i < sizeof members / sizeof members[0]; i++) {"
    echo "        if (plain_layout[2 * i] != consumer_layout[2 * i] || plain_layout[2 * i + 1] != consumer_layout[2 * i + 1]) {"
    echo "            printf(\"%s: sizeof %zu, offset %zu without the system headers; %zu, %zu after them\\n\", members[i],"
    echo "                plain_layout[2 * i], plain_layout[2 * i + 1], consumer_layout[2 * i], consumer_layout[2 * i + 1]);"
    echo "            differ = 1;"
    echo "        }"
    echo "    }"
    echo "    printf(\"%zu members compared\\n\", sizeof members / sizeof members[0]);"
    echo "    return differ;"
    echo "}"
} >"$work/layout-plain.c"
{
    printf '#include "%s"\n#include "%s"\n' "$root/Tests/Schemas/system-headers.h" "$c_header"
    layout consumer_layout
} >"$work/layout-consumer.c"
layout_matches() {
    cc -std=gnu11 -D_GNU_SOURCE -w "$work/layout-plain.c" "$work/layout-consumer.c" -o "$work/layout" && "$work/layout"
}
check "c (every member has the same size and offset after the system headers as without them)" layout_matches
printf '#include "%s"\nint main() { return 0; }\n' "$c_header" >"$work/include.cpp"
for standard in c++11 gnu++11; do
    check "c (c++ -std=$standard include test)" \
        c++ -std="$standard" -Wall -Wextra -Wpedantic -Werror "$work/include.cpp" -o "$work/include"
done

summarize "collisions"
