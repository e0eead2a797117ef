#!/usr/bin/env bash
# `schemegen init` in an empty folder, then `schemegen generate` there (reading the config init
# wrote), then the starter schema compiled in every language with the strict flags by
# Tests/Schemas/compile-collisions.sh; a second init must refuse (exit 73) and change nothing.
set -euo pipefail
cd "$(dirname "$0")/.."
root="$(pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swift build --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "FAIL: swift build" >&2; exit 1; }
bin="$(swift build --show-bin-path)/schemegen"

mkdir "$work/starter"
(cd "$work/starter" && "$bin" init && "$bin" generate) >"$work/init.log" 2>&1 || { cat "$work/init.log" >&2; echo "FAIL: init, then generate" >&2; exit 1; }
for language in swift kotlin typescript c; do
    [[ -d "$work/starter/Generated/$language" ]] || { echo "FAIL: generate wrote no $language folder" >&2; exit 1; }
done
echo "init: schema.json and schemegen.json written; generate wrote every language"

cp "$work/starter/schema.json" "$work/schema.before"
status=0
(cd "$work/starter" && "$bin" init) >"$work/again.log" 2>&1 || status=$?
[[ "$status" == 73 ]] || { cat "$work/again.log" >&2; echo "FAIL: a second init exited $status, not 73" >&2; exit 1; }
cmp -s "$work/schema.before" "$work/starter/schema.json" || { echo "FAIL: a second init changed schema.json" >&2; exit 1; }
echo "init: a second init refuses with 73 and overwrites nothing"

bash "$root/Tests/Schemas/compile-collisions.sh" "$work/starter/schema.json"
