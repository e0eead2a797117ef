# The strict compiles of one schema's generated code in all four languages, sourced by
# compile-collisions.sh and compile-minimal.sh (after Tests/checks.sh, once `work` is set), so
# every schema they compile is held to the same flags:
#   swift       swiftc -swift-version 6 and 5 -warnings-as-errors -emit-library
#   kotlin      kotlinc -Werror
#   typescript  tsc with Tests/strict-flags.sh's flags, --noEmit
#   c           cc and clang with Tests/strict-flags.sh's C99 flags, -c; cc -std=gnu99 (GNU's
#               predefined lowercase macros such as `linux` and `unix`); the header included by
#               C++ (c++11, gnu++11)
source Tests/strict-flags.sh
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

# compile_strictly GENERATED MODULE [LABEL]: runs one check per compile of the code schemegen
# generated into the folder GENERATED, the Swift compiled as module MODULE; LABEL, when given,
# starts each check's name. Leaves the Kotlin classes in $work/MODULE/kotlin-classes.
compile_strictly() {
    local out="$1" module="$2" label="${3:+$3: }"
    local scratch="$work/$module" swift_files kotlin_files typescript_file c_source c_header mode standard
    mkdir -p "$scratch"
    mapfile -t swift_files < <(find "$out/swift" -name '*.swift' | sort)
    mapfile -t kotlin_files < <(find "$out/kotlin" -name '*.kt' | sort)
    typescript_file="$(find "$out/typescript" -name '*.ts' ! -name schemegenRuntime.ts)" # tsc follows its import of the runtime
    c_source="$(find "$out/c" -name '*.c')"
    c_header="$(find "$out/c" -name '*.h')"

    for mode in 6 5; do
        check "${label}swift (swiftc -swift-version $mode -warnings-as-errors -emit-library)" \
            swiftc -swift-version "$mode" -warnings-as-errors -parse-as-library -emit-library \
            "${swift_files[@]}" -o "$scratch/lib$module$mode.so" -module-name "$module"
    done

    check "${label}kotlin (kotlinc -Werror)" kotlinc -Werror -d "$scratch/kotlin-classes" "${kotlin_files[@]}"

    check "${label}typescript (tsc --strict --noEmit)" tsc "${tsc_strict[@]}" --noEmit "$typescript_file"

    check "${label}c (cc ${c99_strict[*]} -c)" cc "${c99_strict[@]}" -c "$c_source" -o "$scratch/cc.o"
    check "${label}c (clang ${c99_strict[*]} -c)" "$clang" "${c99_strict[@]}" -c "$c_source" -o "$scratch/clang.o"
    check "${label}c (cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c)" \
        cc -std=gnu99 -Wall -Wextra -Wpedantic -Werror -c "$c_source" -o "$scratch/gnu.o"
    printf '#include "%s"\nint main() { return 0; }\n' "$c_header" >"$scratch/include.cpp"
    for standard in c++11 gnu++11; do
        check "${label}c (c++ -std=$standard include test)" \
            c++ -std="$standard" -Wall -Wextra -Wpedantic -Werror "$scratch/include.cpp" -o "$scratch/include"
    done
}
