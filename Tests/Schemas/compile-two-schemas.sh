#!/usr/bin/env bash
# Generates two different schemas (schema.json and Tests/Schemas/url-generic.json) into ONE output
# folder, so they share the language's URI runtime, and compiles them together strictly:
#   swift   one module, swiftc -swift-version 6 and 5 -warnings-as-errors, with
#           Tests/Schemas/two-schemas/main.swift calling one builder of each schema, run and
#           compared with the output it must print; then the same with url-generic.json generated
#           with --swift-access internal beside the public schema.json
#   c       one program: both schemas' .c files, schemegen_runtime.c once, and
#           Tests/Schemas/two-schemas/main.c calling one builder of each schema, compiled with cc and
#           clang under Tests/strict-flags.sh's c99_strict, run and compared with the same output
# Kotlin and TypeScript still write the runtime into each schema's own file, so they are not
# checked here yet.
# Prints one line per check and `two schemas: N passed, N failed`; exits non-zero on any failure.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "two schemas: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

source Tests/checks.sh
source Tests/strict-flags.sh

expected='ms-word:ofe|u|https://contoso/a%20b.docx
x-gen:item:2
unknownApp'

# `generate FOLDER [URL-GENERIC OPTIONS...]`: both schemas' Swift into FOLDER.
generate() {
    local out="$1"
    shift
    "$bin" generate --schema schema.json --lang swift --swift-platform-files no --out "$out" &&
        "$bin" generate --schema Tests/Schemas/url-generic.json --lang swift --swift-platform-files no --out "$out" "$@"
}

# `swift_program FOLDER MODE`: one module of FOLDER's files and main.swift, run; its output must be $expected.
swift_program() {
    swiftc -swift-version "$2" -warnings-as-errors "$1"/swift/*.swift Tests/Schemas/two-schemas/main.swift \
        -o "$work/program" || return 1
    local output
    output="$("$work/program")" || return 1
    [[ "$output" == "$expected" ]] || { echo "printed:"; echo "$output"; echo "expected:"; echo "$expected"; return 1; }
}

check "swift: both schemas into one folder" generate "$work/public"
check "swift: one runtime file in it" test "$(ls "$work/public/swift")" = $'OfficeLink.swift\nSchemegenRuntime.swift\nUrlGeneric.swift'
for mode in 6 5; do
    check "swift: one module, -swift-version $mode -warnings-as-errors, one call of each" swift_program "$work/public" "$mode"
done
check "swift: url-generic.json with --swift-access internal beside a public schema" \
    generate "$work/mixed" --swift-access internal
check "swift: one module of a public and an internal schema" swift_program "$work/mixed" 6

# `c_program COMPILER`: one program of both schemas' C files, the runtime's once, and main.c, run;
# its output must be $expected.
c_program() {
    "$1" "${c99_strict[@]}" -I "$work/c/c" "$work"/c/c/*.c Tests/Schemas/two-schemas/main.c -o "$work/c-program" || return 1
    local output
    output="$("$work/c-program")" || return 1
    [[ "$output" == "$expected" ]] || { echo "printed:"; echo "$output"; echo "expected:"; echo "$expected"; return 1; }
}

c_generate() {
    "$bin" generate --schema schema.json --lang c --out "$work/c" &&
        "$bin" generate --schema Tests/Schemas/url-generic.json --lang c --out "$work/c"
}

check "c: both schemas into one folder" c_generate
check "c: one runtime header and source in it" test "$(ls "$work/c/c")" = \
    $'officelink.c\nofficelink.h\nschemegen_runtime.c\nschemegen_runtime.h\nurlgeneric.c\nurlgeneric.h'
for compiler in cc clang; do
    check "c: one program, $compiler ${c99_strict[*]}, one call of each" c_program "$compiler"
done

summarize "two schemas"
