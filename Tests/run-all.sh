#!/usr/bin/env bash
# The whole test suite: the README's test command, and what .ci/run calls.
# Installs missing toolchains, builds, runs the generator's own tests (goldens, diagnostics,
# naming, writer, CLI), then compiles and runs every language's generated code against the
# shared conformance vectors, and prints benchmark figures.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"

bash Tests/install-toolchains.sh
swift build
# The README's two commands in order: its generate command first, exactly as the README writes
# it, so every suite below runs in the tree a newcomer has after running both.
bash Tests/Readme/generate-command.sh
swift test

# The README's generate command, run from another directory: templates are built in.
bin="$(swift build --show-bin-path)/schemegen"
smoke="$(mktemp -d)"
trap 'rm -rf "$smoke"' EXIT
(cd "$smoke" && "$bin" generate --schema "$root/schema.json" --out Generated >/dev/null)
diff -r "$smoke/Generated" Tests/Goldens/default
echo "schemegen generate from another directory: output matches the goldens"

# The SwiftPM command plugin runs the same generator: the goldens must be up to date through it.
swift package --allow-writing-to-package-directory generate-bindings generate --check --out Tests/Goldens/default

echo "JSON Schemas (jsonschema package):"
python3 Tests/JSONSchema/validate.py "$bin"

languages=(swift kotlin typescript c)
passed=0
failed=0
# Runs one suite; a failure is counted and named, and the remaining suites still run.
suite() {
    local name="$1"
    shift
    if "$@"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: $name"
    fi
}

for language in "${languages[@]}"; do
    suite "$language conformance" bash "Tests/Conformance/$language/run.sh"
done
# The URL grammar's vectors, read by an independent Python reader first, so a wrong vector is
# caught before four languages disagree with it.
suite "URL-grammar vectors (reference reader)" bash Tests/Conformance/reference/run.sh
# The generator's own reference of both grammars (`schemegen explain --vectors`), a fifth
# implementation held to every vector file.
suite "every vector file through schemegen explain and build (Sources/Reference)" bash Tests/Conformance/reference-cli.sh
# The owner's platform declarations (`schemegen registration`) against models of Android's
# PatternMatcher and of AASA components, over every vector URI.
suite "platform registration files against the vectors (Tests/Registration)" bash Tests/Registration/run.sh
for language in "${languages[@]}"; do
    suite "$language URL-grammar conformance (Things, Obsidian, Shortcuts, Spotify)" bash "Tests/Conformance/$language/run-url.sh"
done
# Schema evolution (issue 15): one consumer per language, written against the code of
# Tests/Compatibility/old.json, compiles and passes unchanged against new.json's.
for language in "${languages[@]}"; do
    suite "$language consumer survives compatible changes" bash "Tests/Compatibility/$language/run.sh"
done
# Robustness (SECURITY.md): seeded property tests in all four languages with one shared digest,
# a bounded libFuzzer run over the C parsers (FUZZ_SECONDS, default 40), and a schema of ids that
# are keywords or near-collisions in every language, compiled in all four; the smallest schema of
# each shape, compiled in all four (no helper left unused); and 10,000 apps,
# compiled in all four (tables split below the JVM's 64 KB per method).
suite "property tests" bash Tests/Property/run.sh
suite "C fuzzing" bash Tests/Fuzz/c/run.sh
suite "Tests/Schemas/collisions.json compiled in every language" bash Tests/Schemas/compile-collisions.sh
suite "Tests/Schemas/minimal compiled in every language" bash Tests/Schemas/compile-minimal.sh
suite "two schemas in one output folder compiled together" bash Tests/Schemas/compile-two-schemas.sh
suite "hostile schema text compiled in every language" bash Tests/Render/hostile-text.sh
suite "hostile schemas (issue 12): corpus and seeded property test" bash Tests/Hostile/run.sh
# Today's compilers next to the oldest supported (README, Supported toolchains): Kotlin 1.3, 1.9
# and 2.2 with -Werror; tsc 4.8 and TypeScript 6 (deno check) with lib ES2017.
suite "Kotlin compiled by 1.3, 1.9 and 2.2 (K2) with -Werror" bash Tests/Compilers/kotlin.sh
suite "TypeScript checked by tsc 4.8 and TypeScript 6" bash Tests/Compilers/typescript.sh
suite "10,000 apps compiled in every language" bash Tests/Schemas/compile-many-apps.sh
suite "the Examples/ build-step loop" bash Tests/examples.sh
suite "schemegen init, then generate, compiled in every language" bash Tests/init.sh
suite "the README install: a static binary that runs without Swift" bash Tests/Install/run.sh
suite "the README wheel: pip installs the binary, pre-commit runs it" bash Tests/Install/wheel.sh
suite "the SwiftPM build-tool plugin" bash Tests/Plugin/run.sh
suite "every code block of README.md and docs/ compiled, run or compared" bash Tests/Readme/run.sh
suite "generate --layout package: each package built and used by its own tool" bash Tests/Packages/run.sh
suite "the writer under kill -9, parallel runs and a full disk" bash Tests/Writer/run.sh

echo "benchmarks (figures only):"
LOOKUP=0 bash Tests/Benchmarks/run.sh

echo "suites: $passed passed, $failed failed"
((failed == 0))
