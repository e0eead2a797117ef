#!/usr/bin/env bash
# The whole test suite: the README's test command, and what .ci/run calls.
# Installs missing toolchains, builds, runs the generator's own tests (goldens, diagnostics,
# naming, writer, CLI), then compiles and runs every language's generated code.
set -euo pipefail
cd "$(dirname "$0")/.."

bash Tests/install-toolchains.sh
swift build
swift test

languages=(swift)
passed=0
failed=0
for language in "${languages[@]}"; do
    if bash "Tests/Conformance/$language/run.sh"; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: $language conformance"
    fi
done
echo "conformance suites: $passed passed, $failed failed"
((failed == 0))
