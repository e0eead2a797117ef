#!/usr/bin/env bash
# Every code block of README.md and of the pages under docs/ is compiled, run, or compared with
# what it shows (Tests/Readme/check-readme.py says how, block by block). SCRATCH_PATH, when set,
# names the `swift build --scratch-path` schemegen was built with.
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Tests/Readme/check-readme.py "$(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --show-bin-path)/schemegen" "$work"
