#!/usr/bin/env bash
# Compiles the Kotlin golden for schema.json and prints, on the JVM, each figure of the generated
# parser and builder beside its JDK anchor as a ratio (Benchmark.kt says how).
# Optional argument: the milliseconds each timed round lasts (default 20).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
kotlinc -include-runtime -d "$work/benchmark.jar" Tests/Goldens/default/kotlin/officelink/OfficeLink.kt \
    Tests/Benchmarks/kotlin/Benchmark.kt 2>&1 | grep -v '^OpenJDK 64-Bit Server VM warning' >&2 || true
java -jar "$work/benchmark.jar" "${1:-20}"
