#!/usr/bin/env bash
# The hostile-schema tests of issue 12 (README.md beside this file): a corpus of one case per class
# of attack, in both grammars, then a seeded property test of random Unicode in every doc and app
# name (and, in URL-grammar schemas, random hosts, segments, keys, tokens, sets and defaults). Each
# schema is refused with a located, clean diagnostic, or generated in all four languages, compiled
# with the strict flags of Tests/strict-flags.sh and proved to be the same code as its plain-doc
# twin.
# Usage: run.sh [SEED] [COUNT]  (defaults 12345 and 3 random schemas of each grammar);
# HOSTILE_ONLY=REGEX runs the cases whose id matches. Prints ok/FAIL per check, ends with
# "hostile: N passed, N failed", exits non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")/../.."
source Tests/strict-flags.sh
build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >/dev/null
SCHEMEGEN="$("${build[@]}" --show-bin-path)/schemegen"
CLANG="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"
HOSTILE_C99_STRICT="${c99_strict[*]}"
HOSTILE_TSC_STRICT="${tsc_strict[*]}"
# One kotlinc run compiles every case and its twin: the URL-grammar cases need more than kotlinc's
# default heap (it ran out at 23 cases, 73 files).
JAVA_OPTS="${JAVA_OPTS:--Xmx2g}"
export SCHEMEGEN CLANG HOSTILE_C99_STRICT HOSTILE_TSC_STRICT JAVA_OPTS
# No __pycache__ in the work tree.
export PYTHONDONTWRITEBYTECODE=1
exec python3 Tests/Hostile/hostile.py "$@"
