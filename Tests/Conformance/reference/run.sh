#!/usr/bin/env bash
# Runs the reference reader over each app's URL-grammar vectors: the schema
# Examples/protocols/<app>.json against Tests/Conformance/<app>.tsv, then Tests/Schemas/url-generic.json
# (what the four apps leave untested) against Tests/Conformance/url-generic.tsv. Fails when any case fails.
set -euo pipefail
cd "$(dirname "$0")/../../.."
status=0
for app in things obsidian shortcuts spotify; do
    echo "$app:"
    python3 -B Tests/Conformance/reference/check-vectors.py \
        "Examples/protocols/$app.json" "Tests/Conformance/$app.tsv" || status=1
done
echo "url-generic:"
python3 -B Tests/Conformance/reference/check-vectors.py \
    Tests/Schemas/url-generic.json Tests/Conformance/url-generic.tsv || status=1
exit "$status"
