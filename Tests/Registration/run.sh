#!/usr/bin/env bash
# The platform registration files (`schemegen registration`) against the platforms' own rules:
# for each schema with apps, writes the declarations of the app its config in
# Tests/Registration/configs/ names, checks the goldens are current (--check), and runs
# check-registration.py over them with every conformance vector URI of that schema (the models of
# Android's PatternMatcher and of AASA components are in platform_models.py). A URI Android cannot
# deliver passes only when the run's warnings said so. MUTATE=1 first breaks one declaration of
# each set (an https host, or a scheme), to show the suite failing.
# Prints each failure, then `N passed, N failed`; exits non-zero on any failure.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

passed=0
failed=0
# (config name, app id, vector files) of each set.
sets=(
    "default word Tests/Conformance/vectors.tsv"
    "things things Tests/Conformance/things.tsv"
    "obsidian obsidian Tests/Conformance/obsidian.tsv"
    "shortcuts shortcuts Tests/Conformance/shortcuts.tsv"
    "spotify spotify Tests/Conformance/spotify.tsv"
    "url-generic gen Tests/Conformance/url-generic.tsv"
)
for set in "${sets[@]}"; do
    read -r name app vectors <<<"$set"
    config="Tests/Registration/configs/$name.json"
    schema="$(python3 -c 'import json,os,sys; c=sys.argv[1]; print(os.path.normpath(os.path.join(os.path.dirname(c), json.load(open(c))["schema"])))' "$config")"
    if "$bin" registration --config "$config" --out "Tests/Goldens/registration/$name" --check >"$work/check.log" 2>&1; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
        echo "FAIL: Tests/Goldens/registration/$name is not what schemegen registration writes:"
        cat "$work/check.log"
    fi
    out="$work/$name"
    "$bin" registration --config "$config" --out "$out" >/dev/null 2>"$work/$name.warnings"
    if [[ "${MUTATE:-}" == 1 ]]; then
        sed -i -e 's/android:host="\([^"]*\)"/android:host="x\1"/' -e 's/<data android:scheme="\([^"]*\)" \/>/<data android:scheme="\1x" \/>/' \
            "$out/registration/android/intent-filters.xml"
    fi
    output="$(python3 -B Tests/Registration/check-registration.py "$schema" "$app" "$out/registration" "$work/$name.warnings" $vectors)"
    grep '^FAIL' <<<"$output"
    summary="$(tail -n 1 <<<"$output")"
    echo "$name ($app): $summary"
    if [[ "$summary" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        passed=$((passed + BASH_REMATCH[1]))
        failed=$((failed + BASH_REMATCH[2]))
    else
        failed=$((failed + 1))
    fi
done
echo "$passed passed, $failed failed"
[[ "$failed" -eq 0 ]]
