#!/usr/bin/env bash
# The fifth implementation: runs every conformance vector file through the generator's own
# reference of the grammar (`schemegen explain --vectors`, Sources/Reference), against the schema
# the four languages' harnesses use for it; then every URI of public-office-uris.tsv through
# `schemegen explain`, which must read it as the message its third column names.
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
# Runs one vector file; adds its "N passed, N failed" line to the totals.
vectors() {
    local schema="$1" file="$2" output
    output="$("$bin" explain --schema "$schema" --vectors "$file")"
    local status=$?
    grep '^FAIL ' <<<"$output"
    local summary
    summary="$(tail -n 1 <<<"$output")"
    echo "$file: $summary"
    if [[ "$summary" =~ ^([0-9]+)\ passed,\ ([0-9]+)\ failed$ ]]; then
        passed=$((passed + BASH_REMATCH[1]))
        failed=$((failed + BASH_REMATCH[2]))
        # A failing run whose summary says 0 failed would hide a problem: count it.
        if [[ $status -ne 0 && ${BASH_REMATCH[2]} -eq 0 ]]; then failed=$((failed + 1)); fi
    else
        echo "FAIL $file: no summary line (exit $status)"
        failed=$((failed + 1))
    fi
}

vectors schema.json Tests/Conformance/vectors.tsv
for app in things obsidian shortcuts spotify; do
    vectors "Examples/protocols/$app.json" "Tests/Conformance/$app.tsv"
done
vectors Tests/Schemas/url-generic.json Tests/Conformance/url-generic.tsv

# public-office-uris.tsv: URI, source, what a parser should make of it ("return: ..." for the
# return message, else the open message).
public_passed=0
public_failed=0
while IFS=$'\t' read -r uri source reading; do
    [[ -z "$uri" || "$uri" == \#* ]] && continue
    expected=open
    [[ "$reading" == return:* ]] && expected=return
    if "$bin" explain --schema schema.json "$uri" >"$work/explained" && grep -q "^  \"message\": \"$expected\",$" "$work/explained"; then
        public_passed=$((public_passed + 1))
    else
        echo "FAIL public-office-uris.tsv: $uri ($source) is not read as $expected:"
        cat "$work/explained"
        public_failed=$((public_failed + 1))
    fi
done <Tests/Conformance/public-office-uris.tsv
echo "Tests/Conformance/public-office-uris.tsv: $public_passed passed, $public_failed failed"
passed=$((passed + public_passed))
failed=$((failed + public_failed))

echo "$passed passed, $failed failed"
[[ $failed -eq 0 && $passed -gt 0 ]]
