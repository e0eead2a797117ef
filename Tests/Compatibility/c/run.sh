#!/usr/bin/env bash
# Item 2 of issue 15 for C: consumer.c, written against the code generated from
# Tests/Compatibility/old.json, must compile (strict C99, gcc and clang) and pass unchanged against
# the code generated from new.json; textless.c does the same for a message that gains its first
# text field (textless-old.json -> textless-new.json), whose parser must keep its parameters.
set -euo pipefail
cd "$(dirname "$0")/../../.."
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tests/strict-flags.sh
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

swift build --product schemegen >/dev/null
bin="$(swift build --show-bin-path)/schemegen"
status=0
# pair: schema, generated name, consumer.
for pair in "old.json officelink consumer" "new.json officelink consumer" \
    "c/textless-old.json textless textless" "c/textless-new.json textless textless"; do
    read -r schema name consumer <<<"$pair"
    out="$work/${schema//\//-}"
    "$bin" generate --schema "Tests/Compatibility/$schema" --lang c --out "$out" >/dev/null
    for compiler in cc "$clang"; do
        if ! "$compiler" "${c99_strict[@]}" -I "$out/c" "$out/c/$name.c" "Tests/Compatibility/c/$consumer.c" \
            -o "$out/consumer"; then
            echo "c compatibility ($schema): $consumer.c does not compile with $compiler" >&2
            status=1
            continue 2
        fi
    done
    echo "c compatibility ($schema):"
    "$out/consumer" || status=1
done
exit "$status"
