#!/usr/bin/env bash
# Regenerates Tests/Evolution/<case>/expected.txt: what `schemegen breaking` prints comparing the
# case's old.json with its new.json. Review `git diff` after.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product schemegen
bin="$(swift build --show-bin-path)/schemegen"
for folder in Tests/Evolution/*/; do
    status=0
    (cd "$folder" && "$bin" breaking --against old.json --schema new.json >expected.txt) || status=$?
    # 0: nothing breaks, 1: something does; anything else is a broken pair.
    if [ "$status" -gt 1 ]; then
        echo "error: $folder: schemegen breaking exited $status" >&2
        exit 1
    fi
done
