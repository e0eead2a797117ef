#!/usr/bin/env bash
# Generates every language from each schema of Tests/Schemas/minimal (the smallest schema of each
# shape: one pipe message with one field, a URL message with no fields, an opaque URL, no apps...)
# with the built schemegen, and compiles each with warnings as errors
# (Tests/Schemas/compile-strictly.sh). A helper the generated code declares but no message of a
# small schema calls is an unused-function or unused-variable error there.
# Prints one line per check and `minimal: N passed, N failed`; exits non-zero on any failure.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "minimal: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

source Tests/checks.sh
source Tests/Schemas/compile-strictly.sh

for schema in Tests/Schemas/minimal/*.json; do
    shape="$(basename "$schema" .json)"
    out="$work/generated/$shape"
    # The Swift module is named after the shape: pipe-one-field is PipeOneField.
    module="$(sed -E 's/(^|-)([a-z])/\U\2/g' <<<"$shape")"
    failed_before=$failed
    check "$shape: schemegen generate" "$bin" generate --schema "$schema" --out "$out"
    ((failed == failed_before)) || continue
    compile_strictly "$out" "$module" "$shape"
done

summarize "minimal"
