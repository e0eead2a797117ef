#!/usr/bin/env bash
# Compiles the Kotlin golden for schema.json (the pipe grammar, Benchmark.kt) and those of the
# things, spotify and obsidian protocols (the URL grammar, UrlBenchmark.kt), and prints, on the
# JVM, each figure of the generated parser and builder beside its JDK anchor as a ratio (Timing.kt
# says how; each benchmark says what its anchors do).
# Optional argument: the milliseconds each timed round lasts (default 20).
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
benchmarks=Tests/Benchmarks/kotlin
goldens=Tests/Goldens
# kotlinc prints a JVM deprecation notice on startup; that line is dropped, anything else shown.
compile() {
    kotlinc -include-runtime "$@" 2>&1 | grep -v '^OpenJDK 64-Bit Server VM warning' >&2 || true
}
# Each golden's folder: its schema's file and the URI runtime beside it.
compile -d "$work/benchmark.jar" "$goldens/default/kotlin/officelink/"*.kt "$benchmarks/Timing.kt" \
    "$benchmarks/Benchmark.kt"
compile -d "$work/url-benchmark.jar" "$goldens/things/kotlin/things/"*.kt "$goldens/spotify/kotlin/spotify/"*.kt \
    "$goldens/obsidian/kotlin/obsidian/"*.kt "$benchmarks/Timing.kt" "$benchmarks/UrlBenchmark.kt"
java -jar "$work/benchmark.jar" "${1:-20}"
java -jar "$work/url-benchmark.jar" "${1:-20}"
