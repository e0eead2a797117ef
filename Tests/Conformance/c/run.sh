#!/usr/bin/env bash
# Compiles the C goldens and runs them: the conformance vectors against the default schema's
# code (plain, under AddressSanitizer + UndefinedBehaviorSanitizer, and under valgrind), a strict
# C99 compile of both schemas' code with gcc and clang, and a C++ compile of both headers; then,
# when schemegen is built, variants.sh (other schemas' code compiled and smoke-tested). Every
# program links the URI runtime, schemegen_runtime.c, generated beside each schema's code.
# Usage: run.sh [vectors.tsv] (default: Tests/Conformance/vectors.tsv). SCRATCH_PATH, when set, is
# passed to `swift build --scratch-path`.
set -euo pipefail
cd "$(dirname "$0")/../../.."
vectors="${1:-Tests/Conformance/vectors.tsv}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
strict=("${c99_strict[@]}")
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"
default=Tests/Goldens/default/c
landmine=Tests/Goldens/landmine/c

for compiler in cc "$clang"; do
    for source in "$default/officelink.c" "$landmine/landmine.c" "$default/schemegen_runtime.c"; do
        "$compiler" "${strict[@]}" -c "$source" -o "$work/strict.o"
    done
done
for header in "$default/officelink.h" "$landmine/landmine.h" "$default/schemegen_runtime.h"; do
    printf '#include "%s"\nint main() { return 0; }\n' "$PWD/$header" > "$work/include.cpp"
    c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror "$work/include.cpp" -o "$work/include"
done

cc "${strict[@]}" -g -I "$default" "$default/officelink.c" "$default/schemegen_runtime.c" Tests/Conformance/c/harness.c \
    -o "$work/harness"
"$clang" "${strict[@]}" -g -fsanitize=address,undefined -fno-sanitize-recover=all -fuse-ld=lld \
    -I "$default" "$default/officelink.c" "$default/schemegen_runtime.c" Tests/Conformance/c/harness.c -o "$work/harness-sanitized"

echo "c conformance (AddressSanitizer + UndefinedBehaviorSanitizer):"
"$work/harness-sanitized" "$vectors"
echo "c conformance (valgrind):"
valgrind --quiet --error-exitcode=1 --leak-check=full --errors-for-leak-kinds=all "$work/harness" "$vectors"

swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --product schemegen >/dev/null
echo "c variants (other schemas):"
bash Tests/Conformance/c/variants.sh
