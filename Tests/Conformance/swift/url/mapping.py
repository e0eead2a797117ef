"""Writes Mapping.swift: for each app's schema (format 2), how the harness builds and parses each
URL-grammar message of the generated Swift. Usage: mapping.py <schema.json>... > Mapping.swift

The Swift names follow SwiftNaming for the ids these schemas use: a message `add` is
`AddMessage`, an enum `type` is `Type_`, a field's property is its id."""
import json
import sys

RESERVED_TYPES = {"Type", "Self", "Protocol", "App", "Mode", "Codec", "Carrier", "String", "Bool", "Int", "URL", "Data"}
CALLBACK_KEYS = {"success": "xSuccess", "error": "xError", "cancel": "xCancel"}


def type_name(identifier):
    name = identifier[0].upper() + identifier[1:]
    return name + "_" if name in RESERVED_TYPES else name


def reader(namespace, descriptor, value="$0"):
    """The expression turning column text `value` into the field's Swift value."""
    kind = descriptor["type"]
    if kind == "integer":
        return f"try inputs.integerValue({value})"
    if kind == "enum":
        return f"try inputs.identified({value}, {namespace}.{type_name(descriptor['id'])}.self)"
    return value


def setter(namespace, descriptor, field_id):
    kind = descriptor["type"]
    if kind == "list":
        item = dict(descriptor["item"], id=descriptor["id"])
        return f"if let value = try inputs.list(\"{field_id}\", {{ {reader(namespace, item)} }}) {{ message.{field_id} = value }}"
    if kind in ("flag", "presence"):
        return f"if let value = inputs.flag(\"{field_id}\") {{ message.{field_id} = value }}"
    if kind == "integer":
        return f"if let value = try inputs.integer(\"{field_id}\") {{ message.{field_id} = value }}"
    if kind == "enum":
        return f"if let value = try inputs.enumCase(\"{field_id}\", {namespace}.{type_name(descriptor['id'])}.self) {{ message.{field_id} = value }}"
    return f"if let value = inputs.string(\"{field_id}\") {{ message.{field_id} = value }}"


def message_case(namespace, message_id, fields, descriptors, several_carriers, callback):
    """One entry of the app's table: required fields go to the initializer, the others are set."""
    type_ = f"{namespace}.{type_name(message_id)}Message"
    arguments = []
    if callback:
        arguments.append('callbackURL: try inputs.required("callbackUrl")')
    lines = []
    presence = []
    for field in fields:
        descriptor = descriptors[field["descriptor"]]
        field_id = descriptor["id"]
        if descriptor["type"] == "presence":
            presence.append(field_id)
        if descriptor["type"] == "list" and field.get("required"):
            item = dict(descriptor["item"], id=descriptor["id"])
            arguments.append(f'{field_id}: try inputs.requiredList("{field_id}", {{ {reader(namespace, item)} }})')
        elif field.get("required") or field.get("path"):
            required = 'inputs.required("%s")' % field_id
            value = reader(namespace, descriptor, required)
            arguments.append(f"{field_id}: {value if value.startswith('try') else 'try ' + value}")
        else:
            lines.append(setter(namespace, descriptor, field_id))
    if several_carriers:
        lines.insert(0, f"if let value = try inputs.carrier({type_}.Carrier.self) {{ message.carrier = value }}")
    init = f"{type_}({', '.join(arguments)})"
    body = "".join(f"                {line}\n" for line in lines)
    strict = "" if callback else ", strict: strict"
    presence_set = "[" + ", ".join(f'"{id}"' for id in presence) + "]"
    return f"""        "{message_id}": MessageCase(
            build: {{ inputs in
                {"var" if lines else "let"} message = {init}
{body}                return try message.uriString()
            }},
            parse: {{ uri, {"strict" if not callback else "_"} in describe(try {type_}(parsing: uri{strict}), presence: {presence_set}) }},
            parseURL: {{ url, {"strict" if not callback else "_"} in describe(try {type_}(parsing: url{strict}), presence: {presence_set}) }}),"""


def app_table(path):
    schema = json.load(open(path, encoding="utf-8"))
    namespace = schema["name"]
    descriptors = {d["id"]: d for d in schema["descriptors"]}
    descriptors.update({
        "xSource": {"id": "xSource", "type": "text"},
        **{name: {"id": name, "type": "url"} for name in CALLBACK_KEYS.values()},
    })
    entries = []
    enums = [d["id"] for d in schema["descriptors"] if d["type"] == "enum" or d["type"] == "list" and d["item"]["type"] == "enum"]
    for message in schema["messages"]:
        if "carriers" not in message:
            continue  # a pipe-grammar message: Tests/Conformance/swift runs those
        carriers = message["carriers"]
        path_fields = {s["field"] for c in carriers for s in c.get("path", []) + c.get("opaque", []) if isinstance(s, dict)}
        fields = [dict(f, path=f["descriptor"] in path_fields) for f in message["fields"]]
        callbacks = message.get("callbacks", {})
        if callbacks:
            fields += [{"descriptor": "xSource"}] + [{"descriptor": CALLBACK_KEYS[k]} for k in CALLBACK_KEYS if k in callbacks]
        entries.append(message_case(namespace, message["id"], fields, descriptors, len(carriers) > 1, False))
        for kind in CALLBACK_KEYS:
            if kind in callbacks:
                entries.append(message_case(
                    namespace, message["id"] + kind.capitalize(), callbacks[kind].get("fields", []), descriptors, False, True))
    extensions = "".join(f"extension {namespace}.{type_name(e)}: IdentifiedCase {{}}\n" for e in enums)
    table = f'    "{schema["name"].lower()}": [\n' + "\n".join(entries) + "\n    ],"
    return extensions, table


parts = [app_table(path) for path in sys.argv[1:]]
print("// Written by mapping.py from the schemas; do not edit.")
print("".join(extension for extension, _ in parts))
print("let applications: [String: [String: MessageCase]] = [")
print("\n".join(table for _, table in parts))
print("]")
