#!/usr/bin/env bash
# Generates every language from Tests/Schemas/collisions.json (ids that are reserved words,
# generated member names or near-collisions in Swift, Kotlin, TypeScript or C) with the built
# schemegen, and compiles each with warnings as errors (Tests/Schemas/compile-strictly.sh: Swift in
# language modes 6 and 5, kotlinc -Werror, tsc strict, C in C99 and GNU modes and included by C++),
# then checks what collisions alone can break:
#   kotlin      no two class files whose names differ only in case (they would be one file on a
#               case-insensitive file system such as macOS's)
#   c           C11 and gnu11 files that include Tests/Schemas/system-headers.h (standard C, POSIX,
#               GNU and BSD headers, whose lowercase macros include errno, h_addr, st_atime,
#               sa_handler) before the generated header; that every member has the same offset
#               there as without them; and that CSystemMacros.swift lists every macro those
#               headers define here
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
c_header="$(find "$out/c" -name '*.h' ! -name schemegen_runtime.h)"

source Tests/Schemas/compile-strictly.sh
compile_strictly "$out" Collisions

# Each class is a file: names that differ only in case are one file on macOS and Windows.
kotlin_class_files_unique() {
    local duplicates
    duplicates="$(cd "$work/Collisions/kotlin-classes" && find . -name '*.class' | sort -f | uniq -D -i)"
    [[ -z "$duplicates" ]] || { echo "class files that differ only in case:"; echo "$duplicates"; return 1; }
}
check "kotlin (class file names unique ignoring case)" kotlin_class_files_unique

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

summarize "collisions"
