#!/usr/bin/env bash
# Item 2 of issue 15 for C: consumer.c, written against the code generated from
# Tests/Compatibility/old.json, must compile (strict C99, gcc and clang) and pass unchanged against
# the code generated from new.json; textless.c does the same for a message that gains its first
# text field (textless-old.json -> textless-new.json), whose parser must keep its parameters.
# Last, the header's API hash must change from old to new and stay for a doc-only edit. Each
# consumer links the URI runtime generated beside the code, schemegen_runtime.c.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tests/strict-flags.sh
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >/dev/null
bin="$("${build[@]}" --show-bin-path)/schemegen"
status=0
# pair: schema, generated name, consumer.
for pair in "old.json officelink consumer" "new.json officelink consumer" \
    "c/textless-old.json textless textless" "c/textless-new.json textless textless"; do
    read -r schema name consumer <<<"$pair"
    out="$work/${schema//\//-}"
    "$bin" generate --schema "Tests/Compatibility/$schema" --lang c --out "$out" >/dev/null
    for compiler in cc "$clang"; do
        if ! "$compiler" "${c99_strict[@]}" -I "$out/c" "$out/c/$name.c" "$out/c/schemegen_runtime.c" "Tests/Compatibility/c/$consumer.c" \
            -o "$out/consumer"; then
            echo "c compatibility ($schema): $consumer.c does not compile with $compiler" >&2
            status=1
            continue 2
        fi
    done
    echo "c compatibility ($schema):"
    "$out/consumer" || status=1
done

# <PREFIX>_API_HASH: changed by the compatible changes (struct layouts and declarations change),
# unchanged by a doc edit.
sed 's/"Open the document read-only."/"Opens it read-only."/' Tests/Compatibility/old.json >"$work/doc-edit.json"
"$bin" generate --schema "$work/doc-edit.json" --lang c --out "$work/doc-edit" >/dev/null
hash_of() { grep -o 'API_HASH 0x[0-9a-f]*UL' "$1/c/officelink.h"; }
old_hash="$(hash_of "$work/old.json")" new_hash="$(hash_of "$work/new.json")" doc_hash="$(hash_of "$work/doc-edit")"
if [[ -z "$old_hash" || "$old_hash" == "$new_hash" || "$old_hash" != "$doc_hash" ]]; then
    echo "FAIL c API hash: old $old_hash, new $new_hash, doc edit $doc_hash" >&2
    status=1
else
    echo "c API hash: changed by new.json ($old_hash -> $new_hash), kept by a doc edit"
fi
exit "$status"
