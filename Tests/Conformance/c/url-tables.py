#!/usr/bin/env python3
"""Writes the C URL-grammar harness's tables for one schema (Tests/Conformance/c/url-harness.c).

Usage: url-tables.py <schema.json> <prefix> <out-dir>
Writes <out-dir>/app.h (the generated header and short aliases for its fixed names) and
<out-dir>/tables.inc (one row per message and per field: the vector's ids mapped to the
generated API by member offsets and small typed wrappers). The C names follow the backend's
naming: snake_case ids, `has_<field>` beside an optional field that is no string and has no
default, a message's carrier enum and callback URL.
"""
import json
import re
import sys

KINDS = ("success", "error", "cancel")
STRINGS = ("text", "url", "date", "dateTime")


def snake(identifier):
    out = ""
    for index, character in enumerate(identifier):
        if character.isupper() and index > 0:
            previous = identifier[index - 1]
            following = identifier[index + 1] if index + 1 < len(identifier) else ""
            if not previous.isupper() or following.islower():
                out += "_"
        out += character.lower()
    return out


def struct_text(header, struct):
    """The declaration of `struct` in the generated header."""
    start = header.index(f"typedef struct {struct} {{")
    return header[start:header.index(f"}} {struct};", start)]


def member_name(declarations, name):
    """A member as the backend names it: `name`, with `_` appended while it is a reserved word."""
    while not re.search(rf"[ *]{re.escape(name)};", declarations):
        name += "_"
        if len(name) > 64:
            raise SystemExit(f"url-tables.py: no member for {name.rstrip('_')}")
    return name


def path_fields(message):
    ids = set()
    for carrier in message["carriers"]:
        for segment in carrier.get("path", []) + carrier.get("opaque", []):
            if isinstance(segment, dict):
                ids.add(segment["field"])
    return ids


def field_rows(fields, descriptors, in_path):
    """(id, descriptor, required, has_default) for each field in declared order."""
    rows = []
    for field in fields:
        descriptor = descriptors[field["descriptor"]]
        required = field.get("required", False) or field["descriptor"] in in_path
        rows.append((field["descriptor"], descriptor, required, "default" in field))
    return rows


def messages(schema):
    descriptors = {d["id"]: d for d in schema["descriptors"]}
    for message in schema["messages"]:
        if "carriers" not in message:
            continue
        rows = field_rows(message.get("fields", []), descriptors, path_fields(message))
        callbacks = message.get("callbacks", {})
        if callbacks:
            rows.append(("xSource", {"type": "text"}, False, False))
            for kind in KINDS:
                if kind in callbacks:
                    rows.append(("x" + kind.capitalize(), {"type": "url"}, False, False))
        carriers = [c.get("id", "default") for c in message["carriers"]]
        yield message["id"], rows, carriers, False
        for kind in KINDS:
            if kind in callbacks:
                fields = field_rows(callbacks[kind].get("fields", []), descriptors, set())
                yield message["id"] + kind.capitalize(), fields, ["default"], True


def main():
    schema_path, prefix, out = sys.argv[1:4]
    schema = json.load(open(schema_path, encoding="utf-8"))
    header_text = open(f"{out}/c/{prefix}.h", encoding="utf-8").read()
    with open(f"{out}/app.h", "w", encoding="utf-8") as header:
        header.write(f'#include "{prefix}.h"\n')
        for name in ("string", "error", "url_parse_options", "unknown_parameter", "error_name"):
            header.write(f"#define app_{name} {prefix}_{name}\n")
        header.write(f"#define APP_OK {prefix.upper()}_OK\n")
        header.write(f"#define APP_ERROR_BUFFER_TOO_SMALL {prefix.upper()}_ERROR_BUFFER_TOO_SMALL\n")
        header.write(f"#define APP_ERROR_INVALID_VALUE {prefix.upper()}_ERROR_INVALID_VALUE\n")
        header.write(f"#define APP_TEXT_BUFFER_SIZE {prefix.upper()}_TEXT_BUFFER_SIZE\n")
    wrappers, tables, rows = [], [], []
    enums = set()
    for message_id, fields, carriers, is_callback in messages(schema):
        stem = snake(message_id)
        struct = f"{prefix}_{stem}_message"
        wrappers.append(
            f"static void init_{stem}(void *m) {{ {prefix}_init_{stem}(m); }}\n"
            f"static app_error build_{stem}(const void *m, char *b, size_t s, size_t *l) {{ return {prefix}_build_{stem}(m, b, s, l); }}\n"
            f"static app_error parse_{stem}(const char *u, size_t n, char *t, size_t ts, const app_url_parse_options *o, void *m, size_t *e)\n"
            + (f"{{ (void)o; return {prefix}_parse_{stem}(u, n, t, ts, m, e); }}\n" if is_callback
               else f"{{ return {prefix}_parse_{stem}(u, n, t, ts, o, m, e); }}\n"))
        declarations = struct_text(header_text, struct)
        columns = []
        if len(carriers) > 1:
            wrappers.append(
                f"static void set_carrier_{stem}(void *m, size_t i) {{ (({struct} *)m)->carrier = ({prefix}_{stem}_carrier)i; }}\n"
                f"static size_t get_carrier_{stem}(const void *m) {{ return (size_t)(({struct} *)m)->carrier; }}\n")
        if is_callback:
            columns.append(f'{{ "callbackUrl", K_STRING, offsetof({struct}, callback_url), NO_MEMBER, NULL, NULL, 0, 0 }}')
        for field_id, descriptor, required, has_default in fields:
            kind = descriptor["type"]
            member = member_name(declarations, snake(field_id))
            repeated = kind == "list" and descriptor.get("repeatedKey", False)
            item = descriptor["item"]["type"] if kind == "list" else None
            has = "NO_MEMBER"
            if not required and not has_default and not repeated and kind not in STRINGS + ("presence",):
                has = f"offsetof({struct}, {member_name(declarations, 'has_' + snake(field_id))})"
            getter = setter = "NULL"
            item_size = "0"
            if kind == "enum" or item == "enum":
                enum = f"{prefix}_{snake(descriptor['id'])}"
                enums.add(enum)
                setter, getter = f"from_id_{enum}", f"id_of_{enum}"
                item_size = f"sizeof ({enum})"
            c_kind = {"text": "K_STRING", "url": "K_STRING", "date": "K_STRING", "dateTime": "K_STRING",
                      "flag": "K_FLAG", "presence": "K_PRESENCE", "integer": "K_INTEGER", "enum": "K_ENUM",
                      "list": {"text": "K_LIST", "integer": "K_INTEGER_LIST", "enum": "K_ENUM_LIST"}.get(item)}[kind]
            columns.append(f'{{ "{field_id}", {c_kind}, offsetof({struct}, {member}), {has}, {setter}, {getter}, '
                           f'{int(repeated)}, {item_size} }}')
        tables.append(f"static const struct column columns_{stem}[] = {{\n    " + ",\n    ".join(columns or ["{ NULL, K_STRING, 0, 0, NULL, NULL, 0, 0 }"]) + ",\n};\n")
        carrier_ids = "{ " + ", ".join(f'"{c}"' for c in carriers) + " }"
        carrier_functions = f"set_carrier_{stem}, get_carrier_{stem}" if len(carriers) > 1 else "NULL, NULL"
        unknown = ("NO_MEMBER, NO_MEMBER" if is_callback else
                   f"offsetof({struct}, unknown_parameters), offsetof({struct}, unknown_parameter_count)")
        rows.append(
            f'    {{ "{message_id}", sizeof ({struct}), init_{stem}, build_{stem}, parse_{stem}, columns_{stem}, '
            f"{len(columns)}, {len(carriers)}, {carrier_ids}, {carrier_functions}, {unknown} }},\n")
    with open(f"{out}/tables.inc", "w", encoding="utf-8") as inc:
        for enum in sorted(enums):
            inc.write(f"static int from_id_{enum}(app_string id, void *value) {{ return {enum}_from_id(id, value); }}\n")
            inc.write(f"static const char *id_of_{enum}(const void *value) {{ return {enum}_id(*(const {enum} *)value); }}\n")
        inc.writelines(wrappers)
        inc.writelines(tables)
        inc.write("static const struct message_table messages[] = {\n")
        inc.writelines(rows)
        inc.write("};\n")


if __name__ == "__main__":
    main()
