#!/usr/bin/env bash
# End-to-end proof that schema text cannot become code (issue 12): renders schema.json with every
# doc and every app name replaced by text that tries to end each language's comment or literal
# and run PAYLOAD_RAN(), from a schema file whose name holds a line break, then compiles every
# language with the flags of Tests/strict-flags.sh and parses both XML files.
#
# The hostile text uses only characters the checker accepts in docs (U+0600 before `*/`, `/*`
# before U+0301, CR, CRLF, NEL, U+2028, U+2029, `??/`, `${`, quotes, backslashes, `-->`, `--`);
# app names get the same without line breaks. PAYLOAD_RAN names nothing, so were any of it code,
# compiling would fail: a clean strict build means it stayed in comments and literals. The script
# also checks the payload reached every language's output, so it was not merely dropped.
# Prints one line per check and `hostile text: N passed, N failed`; exits non-zero on a failure.
# SCRATCH_PATH, when set, is passed to `swift build --scratch-path`.
set -uo pipefail
cd "$(dirname "$0")/../.."
source Tests/strict-flags.sh
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

build=(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"})
"${build[@]}" --product schemegen >"$work/build.log" 2>&1 || { cat "$work/build.log" >&2; echo "hostile text: 0 passed, 1 failed (swift build)"; exit 1; }
bin="$("${build[@]}" --show-bin-path)/schemegen"

schema="$work/$(printf 'evil\n#error FILE NAME\xe2\x80\xa8--\xcc\x81 ??=.json')"
python3 - "$schema" <<'EOF'
import json, sys

doc = ("Ends\u0600*/ PAYLOAD_RAN(); /*\u0301 nested /* open\r"
       "CR line PAYLOAD_RAN()\r\nCRLF line PAYLOAD_RAN()\u0085NEL line PAYLOAD_RAN()\u2028"
       "LS line PAYLOAD_RAN()\u2029PS line ??/\n"
       "trigraphs ??= ??( ${PAYLOAD_RAN()} $x \"quote\" \\ backslash --> -- \\\nend -")
name = "N\u0600*/ PAYLOAD_RAN(); /*\u0301 \"q\" \\ ${PAYLOAD_RAN()} $x ??/ ??= -->\u0301 -"

def hostile(node):
    if isinstance(node, dict):
        return {key: doc if key == "doc" else hostile(value) for key, value in node.items()}
    if isinstance(node, list):
        return [hostile(item) for item in node]
    return node

schema = hostile(json.load(open("schema.json", encoding="utf-8")))
schema["doc"] = doc
for app in schema.get("apps", []):
    app["name"] = name
    app["doc"] = doc
json.dump(schema, open(sys.argv[1], "w", encoding="utf-8"), ensure_ascii=False, indent=2)
EOF

out="$work/generated"
if ! "$bin" generate --schema "$schema" --out "$out" >"$work/generate.log" 2>&1; then
    cat "$work/generate.log"
    echo "hostile text: 0 passed, 1 failed (schemegen generate)"
    exit 1
fi

source Tests/checks.sh

mapfile -t swift_files < <(find "$out/swift" -name '*.swift' | sort)
mapfile -t kotlin_files < <(find "$out/kotlin" -name '*.kt' | sort)
typescript_file="$(find "$out/typescript" -name '*.ts' ! -name schemegenRuntime.ts)" # tsc follows its import of the runtime
# The schema's source and the URI runtime's, schemegen_runtime.c.
mapfile -t c_sources < <(find "$out/c" -name '*.c' | sort)
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

for language in swift kotlin typescript c; do
    check "$language output holds the payload text" grep -rq "PAYLOAD_RAN" "$out/$language"
done
check "swift (swiftc -swift-version 6 -warnings-as-errors -emit-library)" \
    swiftc -swift-version 6 -warnings-as-errors -parse-as-library -emit-library \
    "${swift_files[@]}" -o "$work/libhostile.so" -module-name Hostile
check "kotlin (kotlinc -Werror)" kotlinc -Werror -d "$work/kotlin-classes" "${kotlin_files[@]}"
check "typescript (tsc ${tsc_strict[*]} --noEmit)" tsc "${tsc_strict[@]}" --noEmit "$typescript_file"
# `compile_c COMPILER`: each of the C sources on its own (-c), with the strict flags.
compile_c() {
    local source
    for source in "${c_sources[@]}"; do
        "$1" "${c99_strict[@]}" -c "$source" -o "$work/$(basename "$1")-$(basename "$source" .c).o" || return 1
    done
}
check "c (cc ${c99_strict[*]} -c)" compile_c cc
check "c (clang ${c99_strict[*]} -c)" compile_c "$clang"
for xml in "$out"/swift/*.plist "$out"/kotlin/*/*.xml; do
    check "xml well-formed: ${xml#"$out"/}" python3 -c 'import sys, xml.dom.minidom; xml.dom.minidom.parse(sys.argv[1])' "$xml"
done

summarize "hostile text"
