#!/usr/bin/env bash
# Every code block of README.md is compiled, run, or compared with what it shows
# (Tests/Readme/check-readme.py says how, block by block).
set -euo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
python3 Tests/Readme/check-readme.py "$(swift build --show-bin-path)/schemegen" "$work"
