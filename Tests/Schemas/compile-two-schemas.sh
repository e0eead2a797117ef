#!/usr/bin/env bash
# Generates two different schemas (schema.json and Tests/Schemas/url-generic.json) into ONE output
# folder, so they share the language's URI runtime, and compiles them together strictly:
#   swift   one module, swiftc -swift-version 6 and 5 -warnings-as-errors, with
#           Tests/Schemas/two-schemas/main.swift calling one builder of each schema, run and
#           compared with the output it must print; then the same with url-generic.json generated
#           with --swift-access internal beside the public schema.json
#   kotlin  one package (--kotlin-package com.contoso.links), kotlinc -Werror, with
#           Tests/Schemas/two-schemas/Main.kt calling one builder of each schema, run and compared
#           with the output it must print. schema.json is paired with
#           Tests/Schemas/minimal/url-no-apps.json, not url-generic.json: url-generic.json declares
#           App and Mode too, and two classes of one name cannot share a Kotlin package (Swift
#           nests each schema's types in an enum of its own name, Kotlin has no such namespace)
#   typescript  both modules (each schema is its own ES module, so their equal top-level names,
#           App, Mode, ..., do not meet) and the one schemegenRuntime.ts, tsc with the strict flags
#           of Tests/strict-flags.sh, with Tests/Schemas/two-schemas/main.ts calling one builder of
#           each schema, run with node and compared with the same output
#   c       one program: both schemas' .c files, schemegen_runtime.c once, and
#           Tests/Schemas/two-schemas/main.c calling one builder of each schema, compiled with cc and
#           clang under Tests/strict-flags.sh's c99_strict, run and compared with the same output
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

kotlin_expected='ms-word:ofe|u|https://contoso/a%20b.docx
https://example.com/ping
unknownApp'

# `kotlin_generate FOLDER`: both schemas' Kotlin into FOLDER, in one package.
kotlin_generate() {
    "$bin" generate --schema schema.json --lang kotlin --kotlin-package com.contoso.links --out "$1" &&
        "$bin" generate --schema Tests/Schemas/minimal/url-no-apps.json --lang kotlin --kotlin-package com.contoso.links --out "$1"
}

# `kotlin_program FOLDER`: FOLDER's Kotlin files and Main.kt compiled with warnings as errors, run;
# its output must be $kotlin_expected.
kotlin_program() {
    kotlinc -Werror -include-runtime -d "$work/program.jar" "$1"/kotlin/com/contoso/links/*.kt \
        Tests/Schemas/two-schemas/Main.kt || return 1
    local output
    output="$(java -jar "$work/program.jar")" || return 1
    [[ "$output" == "$kotlin_expected" ]] || { echo "printed:"; echo "$output"; echo "expected:"; echo "$kotlin_expected"; return 1; }
}

check "kotlin: both schemas into one package folder" kotlin_generate "$work/kotlin"
check "kotlin: one runtime file in it" \
    test "$(ls "$work/kotlin/kotlin/com/contoso/links" | grep '\.kt$')" = $'OfficeLink.kt\nSchemegenRuntime.kt\nUrlNoApps.kt'
check "kotlin: one package, kotlinc -Werror, one call of each" kotlin_program "$work/kotlin"

# `typescript_program`: both schemas' TypeScript and main.ts compiled strictly, run; its output must be $expected.
typescript_program() {
    local out="$work/typescript"
    "$bin" generate --schema schema.json --lang typescript --out "$out" >/dev/null &&
        "$bin" generate --schema Tests/Schemas/url-generic.json --lang typescript --out "$out" >/dev/null || return 1
    [[ "$(ls "$out/typescript")" == $'officeLink.ts\nschemegenRuntime.ts\nurlGeneric.ts' ]] ||
        { echo "files:"; ls "$out/typescript"; return 1; }
    cp Tests/Schemas/two-schemas/main.ts "$out/typescript/"
    tsc "${tsc_strict[@]}" --outDir "$out/js" "$out"/typescript/*.ts || return 1
    echo '{ "type": "module" }' >"$out/js/package.json"
    local output
    output="$(node "$out/js/main.js")" || return 1
    [[ "$output" == "$expected" ]] || { echo "printed:"; echo "$output"; echo "expected:"; echo "$expected"; return 1; }
}

check "typescript: both schemas into one folder, one runtime file, tsc strict, one call of each" typescript_program

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
