#!/usr/bin/env bash
# The generated C stays generic: schemas other than schema.json, derived here from schema.json and
# Tests/Schemas/landmine.json, switch the grammar's optional parts on and off in other
# combinations (keyword-named flags, sixteen flags and an abbreviated form on a caller-addressed
# message, no apps, other prefixes, limits without a path length, a mode-limited enum and flag, a
# same-host pair on its own, no text at all). Each is generated with schemegen's C backend and
# compiled as strict C99 with gcc and clang and its header as C++ (an unused helper is an error
# under -Wall -Werror), then two of them run a smoke test under ASan + UBSan. A message with 17
# flags must be refused (an unsigned holds 16 bits in C99). Each folder's URI runtime,
# schemegen_runtime.c, is compiled and linked with its schema's code.
# Usage: variants.sh (after swift build; SCRATCH_PATH, when set, names its scratch path).
set -euo pipefail
cd "$(dirname "$0")/../../.."
bin="$(swift build ${SCRATCH_PATH:+--scratch-path "$SCRATCH_PATH"} --show-bin-path)/schemegen"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
source Tests/strict-flags.sh
strict=("${c99_strict[@]}")
clang="${CLANG:-$(command -v clang || echo /opt/swift/usr/bin/clang)}"

python3 - "$work" <<'PY'
import copy, json, sys
work = sys.argv[1]
base = json.load(open("schema.json"))
landmine = json.load(open("Tests/Schemas/landmine.json"))
variants = {}

# Flags named like keywords (one named "flags"), an abbreviated form with other prefixes, app
# limits with and without a path length, a same-host URL limited to two modes, a mode-limited
# enum and flag, on the keyword-named landmine schema.
v = copy.deepcopy(landmine)
switch = v["messages"][0]
switch["flags"] = [{"id": "int", "token": "int"}, {"id": "default", "token": "dflt2"}, {"id": "flags", "token": "fl"}]
switch["fields"][0]["appLimits"] = True
switch["fields"][3]["modes"] = ["default"]
switch["fields"][4].pop("required")
switch["fields"][5]["modes"] = ["in"]
v["descriptors"].append({"id": "other", "key": "o", "type": "url", "sameHostAs": "class"})
switch["fields"].append({"descriptor": "other", "modes": ["in", "object"]})
switch["abbreviated"] = {"mode": "in", "field": "class", "prefixes": ["x-y:", "Z+Q://"]}
v["apps"][0]["limits"] = {"fileNameExcludes": "*"}
v["apps"][1]["limits"] = {"maxPathLength": 3}
variants["keywords"] = v

# Sixteen flags and an abbreviated form on a caller-addressed message with a same-host URL; no apps.
v = copy.deepcopy(base)
v["apps"] = []
v["descriptors"] = [d for d in v["descriptors"] if d["id"] in ("url", "saveFolder", "context")]
v["messages"] = [{
    "id": "return", "scheme": "caller",
    "flags": [{"id": "a%d" % i, "token": "t%d" % i} for i in range(16)],
    "abbreviated": {"mode": "view", "field": "url", "prefixes": ["https://"]},
    "fields": [{"descriptor": "url", "required": True}, {"descriptor": "context"}, {"descriptor": "saveFolder"}],
}]
variants["caller"] = v

# URLs and schemes only: no text, no flags, no abbreviation, no limits, no host.
v = copy.deepcopy(base)
v["descriptors"] = [d for d in v["descriptors"] if d["id"] in ("url", "passback")]
for message in v["messages"]:
    message.pop("flags", None)
    message.pop("abbreviated", None)
    message["fields"] = [{"descriptor": f["descriptor"], "required": f.get("required", False)}
                         for f in message["fields"] if f["descriptor"] in ("url", "passback")]
for app in v["apps"]:
    app.pop("limits", None)
variants["plain"] = v

# A same-host pair alone, on a caller-addressed message; no apps.
v = copy.deepcopy(base)
v["apps"] = []
v["descriptors"] = [d for d in v["descriptors"] if d["id"] in ("url", "saveFolder")]
v["messages"] = [{"id": "back", "scheme": "caller",
                  "fields": [{"descriptor": "url", "required": True}, {"descriptor": "saveFolder"}]}]
variants["host"] = v

# Seventeen flags: more than an unsigned holds.
v = copy.deepcopy(base)
v["messages"][0]["flags"] = [{"id": "f%d" % i, "token": "g%d" % i} for i in range(17)]
variants["toomany"] = v

for name, schema in variants.items():
    json.dump(schema, open("%s/%s.json" % (work, name), "w"), indent=1)
PY

passed=0
failed=0
check() {
    if "$@"; then passed=$((passed + 1)); else failed=$((failed + 1)); echo "FAIL: $*"; fi
}

compiles() {
    local name="$1" source header
    "$bin" generate --schema "$work/$name.json" --out "$work/$name" --lang c > /dev/null
    header="$(ls "$work/$name"/c/*.h | grep -v '/schemegen_runtime\.h$')"
    for source in "$work/$name"/c/*.c; do
        for compiler in cc "$clang"; do
            "$compiler" "${strict[@]}" -c "$source" -o "$work/$name.o" || return 1
        done
    done
    printf '#include "%s"\nint main() { return 0; }\n' "$header" > "$work/$name.cpp"
    c++ -std=c++11 -Wall -Wextra -Wpedantic -Werror "$work/$name.cpp" -o "$work/$name-cpp"
}

refused() {
    local output status=0
    output="$("$bin" generate --schema "$work/toomany.json" --out "$work/toomany" --lang c 2>&1)" || status=$?
    [ "$status" -eq 65 ] && grep -q "declares 17 flags" <<< "$output"
}

smoke() {
    local name="$1" prefix="$2"
    cat > "$work/$name-smoke.c"
    "$clang" "${strict[@]}" -g -fsanitize=address,undefined -fno-sanitize-recover=all -fuse-ld=lld \
        -I "$work/$name/c" "$work/$name/c/$prefix.c" "$work/$name/c/schemegen_runtime.c" "$work/$name-smoke.c" \
        -o "$work/$name-smoke"
    "$work/$name-smoke"
}

for name in keywords caller plain host; do
    check compiles "$name"
done
check refused

check smoke caller officelink <<'C'
#include "officelink.h"
#include <stdio.h>
#include <string.h>
static int failures;
#define EXPECT(condition) do { if (!(condition)) { printf("caller: %s (line %d)\n", #condition, __LINE__); failures++; } } while (0)
static officelink_error parse(const char *uri, const officelink_parse_options *options, officelink_return_message *m)
{
    static char text[256];
    return officelink_parse_return(uri, strlen(uri), text, sizeof text, options, m, NULL);
}
int main(void)
{
    char uri[256];
    size_t length;
    officelink_return_message m = {0};
    officelink_parse_options strict = { true, NULL, 0 };
    m.scheme = officelink_string_of("x");
    m.mode = OFFICELINK_MODE_VIEW;
    m.flags = OFFICELINK_RETURN_FLAG_A0 | OFFICELINK_RETURN_FLAG_A15;
    m.url = officelink_string_of("https://h/p");
    EXPECT(officelink_build_return(&m, uri, sizeof uri, &length) == OFFICELINK_OK);
    EXPECT(strcmp(uri, "x:ofv|t0|t15|u|https://h/p") == 0);
    EXPECT(officelink_build_return_abbreviated(&m, uri, sizeof uri, &length) == OFFICELINK_ERROR_INVALID_VALUE);
    m.flags = 1u << 16;
    EXPECT(officelink_build_return(&m, uri, sizeof uri, &length) == OFFICELINK_ERROR_INVALID_VALUE);
    m.flags = 0;
    EXPECT(officelink_build_return_abbreviated(&m, uri, sizeof uri, &length) == OFFICELINK_OK);
    EXPECT(strcmp(uri, "x:https://h/p") == 0);
    m.save_folder = officelink_string_of("https://H/f");
    EXPECT(officelink_build_return(&m, uri, sizeof uri, &length) == OFFICELINK_OK);
    m.save_folder = officelink_string_of("https://g/f");
    EXPECT(officelink_build_return(&m, uri, sizeof uri, &length) == OFFICELINK_ERROR_INVALID_VALUE);

    EXPECT(parse("x:ofe|t15|t3|u|https://h/p|q|1", NULL, &m) == OFFICELINK_OK);
    EXPECT(m.flags == (OFFICELINK_RETURN_FLAG_A3 | OFFICELINK_RETURN_FLAG_A15) && m.unknown_count == 1);
    EXPECT(parse("x:ofe|t15|t3|u|https://h/p|q|1", &strict, &m) == OFFICELINK_ERROR_UNKNOWN_DESCRIPTOR);
    EXPECT(parse("x:ofe|t1|t1|u|https://h/p", NULL, &m) == OFFICELINK_ERROR_DUPLICATE_DESCRIPTOR);
    EXPECT(parse("x:HTTPS://h/p%7Cx", NULL, &m) == OFFICELINK_OK);
    EXPECT(m.mode == OFFICELINK_MODE_VIEW && m.url.length == 15 && m.flags == 0);
    EXPECT(parse("x:ofe%7ct2%7Cu%7Chttps://h/p%7Cs%7Chttps://h/f", NULL, &m) == OFFICELINK_OK);
    EXPECT(m.flags == OFFICELINK_RETURN_FLAG_A2 && m.save_folder.length == 11);
    EXPECT(parse("x:ofe|u|https://h/p|s|https://i/f", NULL, &m) == OFFICELINK_ERROR_INVALID_VALUE);
    return failures == 0 ? 0 : 1;
}
C

check smoke keywords landmine <<'C'
#include "landmine.h"
#include <stdio.h>
#include <string.h>
static int failures;
#define EXPECT(condition) do { if (!(condition)) { printf("keywords: %s (line %d)\n", #condition, __LINE__); failures++; } } while (0)
static landmine_error parse(const char *uri, landmine_switch_message *m)
{
    static char text[256];
    return landmine_parse_switch(uri, strlen(uri), text, sizeof text, NULL, m, NULL);
}
int main(void)
{
    char uri[256];
    size_t length;
    landmine_switch_message m;
    EXPECT(parse("x-default:z+q://a/b", &m) == LANDMINE_OK);
    EXPECT(m.app == LANDMINE_APP_DEFAULT && m.mode == LANDMINE_MODE_IN && m.class_.length == 9);
    EXPECT(parse("x-default:X-Y:a/b*", &m) == LANDMINE_ERROR_INVALID_VALUE);
    EXPECT(parse("x-class:is.x|k|https://a/bcde", &m) == LANDMINE_ERROR_INVALID_VALUE);
    EXPECT(parse("x-class:is.x|int|dflt2|k|https://a/b", &m) == LANDMINE_OK);
    EXPECT(m.flags == (LANDMINE_SWITCH_FLAG_INT | LANDMINE_SWITCH_FLAG_DEFAULT));
    EXPECT(parse("x-default:is.x|k|x://a/b|ch|reg", &m) == LANDMINE_ERROR_INVALID_VALUE);
    EXPECT(parse("x-default:in|k|x://a/b|ch|reg|o|x://A/c", &m) == LANDMINE_OK);
    EXPECT(parse("x-default:in|k|x://a/b|o|x://b/c", &m) == LANDMINE_ERROR_INVALID_VALUE);
    memset(&m, 0, sizeof m);
    m.app = LANDMINE_APP_DEFAULT;
    m.mode = LANDMINE_MODE_IN;
    m.flags = LANDMINE_SWITCH_FLAG_FLAGS;
    m.class_ = landmine_string_of("x://a/b");
    EXPECT(landmine_build_switch(&m, uri, sizeof uri, &length) == LANDMINE_OK);
    EXPECT(strcmp(uri, "x-default:in|fl|k|x://a/b") == 0);
    m.flags = 0;
    EXPECT(landmine_build_switch_abbreviated(&m, uri, sizeof uri, &length) == LANDMINE_ERROR_INVALID_VALUE);
    m.class_ = landmine_string_of("x-y:a b");
    EXPECT(landmine_build_switch_abbreviated(&m, uri, sizeof uri, &length) == LANDMINE_OK);
    EXPECT(strcmp(uri, "x-default:x-y:a%20b") == 0);
    m.class_ = landmine_string_of("x-y:a*b");
    EXPECT(landmine_build_switch_abbreviated(&m, uri, sizeof uri, &length) == LANDMINE_ERROR_INVALID_VALUE);
    m.app = LANDMINE_APP_CLASS;
    m.class_ = landmine_string_of("x-y:a");
    EXPECT(landmine_build_switch_abbreviated(&m, uri, sizeof uri, &length) == LANDMINE_OK);
    m.has_true = true;
    EXPECT(landmine_build_switch(&m, uri, sizeof uri, &length) == LANDMINE_ERROR_INVALID_VALUE);
    return failures == 0 ? 0 : 1;
}
C

echo "c variants: $passed passed, $failed failed"
((failed == 0))
