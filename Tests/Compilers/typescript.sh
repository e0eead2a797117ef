#!/usr/bin/env bash
# Type-checks the TypeScript schemegen generates for schema.json, Tests/Schemas/landmine.json,
# Tests/Schemas/collisions.json, Tests/Compatibility/new.json, the four URL-grammar protocols of
# Examples/protocols, Tests/Schemas/url-generic.json (every construct of the URL grammar) and
# Tests/Schemas/minimal (the smallest schema of each shape) on the oldest TypeScript supported
# (Debian's tsc) and on today's (TypeScript 6, bundled in the deno that Tests/install-toolchains.sh
# installs), both with the strict flags of Tests/strict-flags.sh and `lib` ES2017, the minimum the
# README states. `deno check` adds what a published library is held to: isolatedDeclarations
# (declarations emitted file by file, so every export states its type), verbatimModuleSyntax and
# erasableSyntaxOnly (type-stripping runtimes such as node's run the file as it is). A module
# imports the URI runtime beside it as `./schemegenRuntime.js`, the file tsc emits, which tsc
# resolves to the `.ts`; deno reads it so with --sloppy-imports.
# Prints one line per check and `typescript compilers: N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/toolchains.sh
source Tests/strict-flags.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

swift build --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "typescript compilers: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$(swift build --show-bin-path)/schemegen"
if [[ ! -x "$deno" ]]; then
    echo "error: deno $deno_version is not installed at $deno; run Tests/install-toolchains.sh" >&2
    echo "typescript compilers: 0 passed, 1 failed (deno missing)"
    exit 1
fi

minimum_lib=es2017

# deno.json: every on/off flag of tsc_strict (deno sets target and module itself), the three
# flags above and the minimum lib, with none of deno's own globals.
{
    echo '{'
    echo '  "compilerOptions": {'
    skip_value=0
    for flag in "${tsc_strict[@]}"; do
        if ((skip_value)); then skip_value=0; continue; fi
        case "$flag" in
            --target | --lib | --module | --moduleResolution) skip_value=1 ;;
            --*) echo "    \"${flag#--}\": true," ;;
        esac
    done
    echo '    "isolatedDeclarations": true,'
    echo '    "verbatimModuleSyntax": true,'
    echo '    "erasableSyntaxOnly": true,'
    echo "    \"lib\": [\"$minimum_lib\"]"
    echo '  }'
    echo '}'
} >"$work/deno.json"

source Tests/checks.sh

typescript_version="$(tsc --version | cut -d' ' -f2)"
for schema in schema.json Tests/Schemas/landmine.json Tests/Schemas/collisions.json Tests/Compatibility/new.json \
    Examples/protocols/things.json Examples/protocols/obsidian.json Examples/protocols/shortcuts.json Examples/protocols/spotify.json \
    Tests/Schemas/url-generic.json Tests/Schemas/minimal/*.json; do
    out="$work/generated/$(basename "$schema" .json)"
    if ! "$bin" generate --schema "$schema" --lang typescript --out "$out" >"$work/generate.log" 2>&1; then
        failed=$((failed + 1))
        echo "FAIL schemegen generate --schema $schema"
        cat "$work/generate.log"
        continue
    fi
    # The schema's module; both compilers follow its import of the runtime beside it.
    file="$(find "$out/typescript" -name '*.ts' ! -name schemegenRuntime.ts)"
    # The later --lib replaces the one in tsc_strict.
    check "tsc $typescript_version (Debian) strict, lib $minimum_lib: $schema" \
        tsc "${tsc_strict[@]}" --lib "$minimum_lib" --noEmit "$file"
    check "deno $deno_version check (TypeScript $deno_typescript) strict, isolatedDeclarations, verbatimModuleSyntax, erasableSyntaxOnly, lib $minimum_lib: $schema" \
        env NO_COLOR=1 "$deno" check --sloppy-imports --quiet --no-lock --config "$work/deno.json" "$file"
done

summarize "typescript compilers"
