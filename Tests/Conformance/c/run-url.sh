#!/usr/bin/env bash
# The C conformance of the URL grammar: generates C for the four Examples/protocols schemas and
# Tests/Schemas/url-generic.json, compiles each with the strictest flags (gcc and clang, C99,
# warnings are errors) and its header as C++, then runs every case of its vectors
# (Tests/Conformance/<app>.tsv, url-generic.tsv) through url-harness.c, under
# AddressSanitizer + UndefinedBehaviorSanitizer; then compiles and runs the consumer in
# Examples/protocols/c. Every program links the URI runtime generated beside the schema's code,
# schemegen_runtime.c, once (the example's two schemas share one copy).
# Usage: run-url.sh (no arguments; SCRATCH_PATH, when set, is passed to `swift build --scratch-path`).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

source Tests/strict-flags.sh
strict=("${c99_strict[@]}")
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"
sanitize=(-g -fsanitize=address,undefined -fno-sanitize-recover=all -fuse-ld=lld)

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >/dev/null
bin="$("${build[@]}" --show-bin-path)/schemegen"

status=0
# Each schema, the C prefix its name gives, and its vectors.
suites=(
    "Examples/protocols/things.json things Tests/Conformance/things.tsv"
    "Examples/protocols/obsidian.json obsidian Tests/Conformance/obsidian.tsv"
    "Examples/protocols/shortcuts.json shortcuts Tests/Conformance/shortcuts.tsv"
    "Examples/protocols/spotify.json spotify Tests/Conformance/spotify.tsv"
    "Tests/Schemas/url-generic.json urlgeneric Tests/Conformance/url-generic.tsv"
)
for suite in "${suites[@]}"; do
    read -r schema app vectors <<< "$suite"
    out="$work/$app"
    "$bin" generate --schema "$schema" --out "$out" --lang c >/dev/null
    for compiler in cc "$clang"; do
        for source in "$out/c/$app.c" "$out/c/schemegen_runtime.c"; do
            "$compiler" "${strict[@]}" -c "$source" -o "$out/strict.o"
        done
    done
    printf '#include "%s"\nint main() { return 0; }\n' "$out/c/$app.h" > "$out/include.cpp"
    c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror "$out/include.cpp" -o "$out/include"
    python3 Tests/Conformance/c/url-tables.py "$schema" "$app" "$out"
    "$clang" "${strict[@]}" "${sanitize[@]}" -I "$out" -I "$out/c" "$out/c/$app.c" "$out/c/schemegen_runtime.c" \
        Tests/Conformance/c/url-harness.c -o "$out/harness"
    echo "c url conformance, $app (AddressSanitizer + UndefinedBehaviorSanitizer):"
    "$out/harness" "$vectors" || status=1
done

if [ -f Examples/protocols/c/main.c ]; then
    echo "c url example (Examples/protocols/c):"
    "$clang" "${strict[@]}" "${sanitize[@]}" -I "$work/things/c" -I "$work/spotify/c" \
        "$work/things/c/things.c" "$work/spotify/c/spotify.c" "$work/things/c/schemegen_runtime.c" Examples/protocols/c/main.c \
        -o "$work/example"
    "$work/example"
fi
exit "$status"
