#!/usr/bin/env bash
# Regenerates the golden files from schema.json and the test schemas, and the bindings checked in
# under Examples/. Review `git diff` after.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build --product schemegen
bin="$(swift build --show-bin-path)/schemegen"
rm -rf Tests/Goldens/default Tests/Goldens/default-package Tests/Goldens/landmine
"$bin" generate --schema schema.json --out Tests/Goldens/default
"$bin" generate --schema schema.json --out Tests/Goldens/default-package --layout package
"$bin" generate --schema Tests/Schemas/landmine.json --out Tests/Goldens/landmine
# The URL-grammar protocols of Examples/protocols (issue 13).
for app in things obsidian shortcuts spotify; do
    rm -rf "Tests/Goldens/$app"
    "$bin" generate --schema "Examples/protocols/$app.json" --out "Tests/Goldens/$app"
done
# Every construct of the URL grammar.
rm -rf Tests/Goldens/url-generic
"$bin" generate --schema Tests/Schemas/url-generic.json --out Tests/Goldens/url-generic
# The protocol reference (`schemegen docs`) of each of them.
rm -rf Tests/Goldens/docs
for pair in schema.json:default Tests/Schemas/landmine.json:landmine Tests/Schemas/url-generic.json:url-generic \
    Examples/protocols/things.json:things Examples/protocols/obsidian.json:obsidian \
    Examples/protocols/shortcuts.json:shortcuts Examples/protocols/spotify.json:spotify; do
    "$bin" docs --schema "${pair%%:*}" --out "Tests/Goldens/docs/${pair##*:}" >/dev/null
done
# The platform registration files (`schemegen registration`) of the app each config names.
rm -rf Tests/Goldens/registration
for name in default things obsidian shortcuts spotify url-generic; do
    "$bin" registration --config "Tests/Registration/configs/$name.json" --out "Tests/Goldens/registration/$name" >/dev/null 2>&1
done
(cd Examples && "$bin" generate && "$bin" docs)
