#!/usr/bin/env bash
# Runs the property tests of all four languages (swift kotlin typescript c) with one seed and case
# count, then checks that they printed the same round-trip digest: the generator's draws are shared,
# so the same seed must give the same URIs, byte for byte, in every language (see README.md).
# Every language also prints the URL grammar's digest ("url roundtrip: ..."), which must agree the
# same way.
# Usage: run.sh [SEED] [CASES]  (defaults 12345 and 5000). VERBOSE and the OFFICELINK_* variables
# are passed on to each language's run.sh.
# A language passes when its own run passes and its digest is the one most languages printed.
# Prints each language's output, the digests, then "property: N passed, N failed" (languages);
# exits 1 on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
seed="${1:-12345}"
cases="${2:-5000}"
languages=(swift kotlin typescript c)
url_languages=(swift kotlin typescript c)
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

declare -A status digest url_digest
for language in "${languages[@]}"; do
    echo "== $language (seed $seed, $cases cases)"
    start=$SECONDS
    bash "Tests/Property/$language/run.sh" "$seed" "$cases" 2>&1 | tee "$work/$language.log"
    status[$language]=${PIPESTATUS[0]}
    digest[$language]="$(sed -n 's/^roundtrip: [0-9]* cases, digest \([0-9a-f]\{8\}\)\( .*\)\{0,1\}$/\1/p' "$work/$language.log")"
    url_digest[$language]="$(sed -n 's/^url roundtrip: [0-9]* cases, digest \([0-9a-f]\{8\}\)\( .*\)\{0,1\}$/\1/p' "$work/$language.log")"
    echo "== $language: exit ${status[$language]} in $((SECONDS - start)) s"
done

# The digest most of the given languages printed (read from the array named $1); a language
# without one has failed to run.
most_printed() {
    local -n printed="$1"
    shift
    for language in "$@"; do echo "${printed[$language]:-none}"; done | grep -v '^none$' |
        sort | uniq -c | sort -rn | awk 'NR == 1 { print $2 }'
}
common="$(most_printed digest "${languages[@]}")"
url_common="$(most_printed url_digest "${url_languages[@]}")"
passed=0
failed=0
failures=()
echo "roundtrip digests (seed $seed, $cases cases):"
for language in "${languages[@]}"; do
    note=""
    if [[ -z "${digest[$language]}" ]]; then
        note="  FAIL: printed no digest"
    elif [[ "${digest[$language]}" != "$common" ]]; then
        note="  FAIL: differs from $common"
    fi
    printf '  %-10s %s%s\n' "$language" "${digest[$language]:-(none)}" "$note"
    if [[ " ${url_languages[*]} " == *" $language "* ]]; then
        if [[ -z "${url_digest[$language]}" ]]; then
            url_note="FAIL: printed no URL-grammar digest"
        elif [[ "${url_digest[$language]}" != "$url_common" ]]; then
            url_note="FAIL: differs from $url_common"
        else
            url_note=""
        fi
        printf '  %-10s %s (URL grammar)%s\n' "" "${url_digest[$language]:-(none)}" "${url_note:+  $url_note}"
        note+="$url_note"
    fi
    [[ "${status[$language]}" == 0 ]] || failures+=("FAIL: $language property tests (exit ${status[$language]})")
    if [[ "${status[$language]}" == 0 && -z "$note" ]]; then
        passed=$((passed + 1))
    else
        failed=$((failed + 1))
    fi
done
((${#failures[@]} == 0)) || printf '%s\n' "${failures[@]}"
echo "property: $passed passed, $failed failed"
((failed == 0))
