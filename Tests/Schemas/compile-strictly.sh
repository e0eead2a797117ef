# The strict compiles of one schema's generated code in all four languages, sourced by
# compile-collisions.sh and compile-minimal.sh (after Tests/checks.sh, once `work` is set), so
# every schema they compile is held to the same flags:
#   swift       swiftc -swift-version 6 and 5 -warnings-as-errors -emit-library
#   kotlin      kotlinc -Werror
#   typescript  tsc with Tests/strict-flags.sh's flags, --noEmit
#   c           the schema's source and the URI runtime's, each with cc and clang with
#               Tests/strict-flags.sh's C99 flags, -c; cc -std=gnu99 (GNU's
#               predefined lowercase macros such as `linux` and `unix`); the header included by
#               C++ (c++11, gnu++11)
source Tests/strict-flags.sh
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

# `compile_c_sources SCRATCH COMPILER FLAGS...`: compiles each of $c_sources (the
# schema's and the runtime's, set by compile_strictly) on its own (-c).
compile_c_sources() {
    local scratch="$1" source
    shift
    for source in "${c_sources[@]}"; do
        "$@" -c "$source" -o "$scratch/$(basename "$source" .c).o" || return 1
    done
}

# compile_strictly GENERATED MODULE [LABEL]: runs one check per compile of the code schemegen
# generated into the folder GENERATED, the Swift compiled as module MODULE; LABEL, when given,
# starts each check's name. Leaves the Kotlin classes in $work/MODULE/kotlin-classes.
compile_strictly() {
    local out="$1" module="$2" label="${3:+$3: }"
    local scratch="$work/$module" swift_files kotlin_files typescript_file c_sources c_header mode standard
    mkdir -p "$scratch"
    mapfile -t swift_files < <(find "$out/swift" -name '*.swift' | sort)
    mapfile -t kotlin_files < <(find "$out/kotlin" -name '*.kt' | sort)
    typescript_file="$(find "$out/typescript" -name '*.ts' ! -name schemegenRuntime.ts)" # tsc follows its import of the runtime
    # The schema's source and the URI runtime's, schemegen_runtime.c; the schema's header.
    mapfile -t c_sources < <(find "$out/c" -name '*.c' | sort)
    c_header="$(find "$out/c" -name '*.h' ! -name schemegen_runtime.h)"

    for mode in 6 5; do
        check "${label}swift (swiftc -swift-version $mode -warnings-as-errors -emit-library)" \
            swiftc -swift-version "$mode" -warnings-as-errors -parse-as-library -emit-library \
            "${swift_files[@]}" -o "$scratch/lib$module$mode.so" -module-name "$module"
    done

    check "${label}kotlin (kotlinc -Werror)" kotlinc -Werror -d "$scratch/kotlin-classes" "${kotlin_files[@]}"

    check "${label}typescript (tsc --strict --noEmit)" tsc "${tsc_strict[@]}" --noEmit "$typescript_file"

    check "${label}c (cc ${c99_strict[*]} -c)" compile_c_sources "$scratch" cc "${c99_strict[@]}"
    check "${label}c (clang ${c99_strict[*]} -c)" compile_c_sources "$scratch" "$clang" "${c99_strict[@]}"
    check "${label}c (cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c)" \
        compile_c_sources "$scratch" cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror
    printf '#include "%s"\nint main() { return 0; }\n' "$c_header" >"$scratch/include.cpp"
    for standard in c++11 gnu++11; do
        check "${label}c (c++ -std=$standard include test)" \
            c++ -std="$standard" -Wall -Wextra -Wpedantic -Werror "$scratch/include.cpp" -o "$scratch/include"
    done
}
