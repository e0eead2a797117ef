"""The URL-grammar messages of a format 2 schema, lowered as /work/wt/URL-SCHEMA.md and
Sources/IR/IRQuery.swift describe them: carriers, typed fields (with the x-callback-url fields),
rules in declared order, and one message per declared callback. Written apart from Sources/Lower
on purpose: it is a second reading of the same contract."""

import json
from dataclasses import dataclass, field as dataclass_field

CALLBACK_KINDS = ("success", "error", "cancel")


@dataclass
class Segment:
    literal: str | None = None
    field: str | None = None
    rest: bool = False


@dataclass
class Carrier:
    id: str
    # "app": the app's scheme; "literal": a fixed scheme; "callback": any scheme.
    scheme_kind: str
    scheme: str | None
    # "hierarchical", "opaque" or "callback".
    form: str
    host: str | None = None
    segments: list[Segment] = dataclass_field(default_factory=list)


@dataclass
class Field:
    id: str
    key: str | None
    required: bool
    value: dict
    default: str | None = None


@dataclass
class Message:
    id: str
    carriers: list[Carrier]
    fields: list[Field]
    # ("overrides", winner, loser) or ("requiredWhen", field, when, tokens).
    rules: list[tuple]
    plus_means_space: bool
    callback_kind: str | None = None

    def field(self, field_id: str) -> Field | None:
        return next((f for f in self.fields if f.id == field_id), None)

    def query_field(self, key: str) -> Field | None:
        return next((f for f in self.fields if f.key == key), None)


def value_type(entry: dict) -> dict:
    """A descriptor's (or a list item's) type and its keys, as the schema writes them."""
    return {key: value for key, value in entry.items() if key not in ("id", "key", "doc")}


def lowered_message(raw: dict, descriptors: dict, apps: dict) -> Message:
    carriers = []
    for index, carrier in enumerate(raw["carriers"]):
        if "app" in carrier:
            kind, scheme = "app", apps[carrier["app"]]
        else:
            kind, scheme = "literal", carrier["scheme"].lower()
        form = "opaque" if "opaque" in carrier else "hierarchical"
        segments = [
            Segment(literal=s) if isinstance(s, str) else Segment(field=s["field"], rest=s.get("rest", False))
            for s in carrier.get("opaque", carrier.get("path", []))
        ]
        carrier_id = carrier.get("id", "default" if len(raw["carriers"]) == 1 else str(index))
        carriers.append(Carrier(carrier_id, kind, scheme, form, carrier.get("host"), segments))
    path_fields = {s.field for c in carriers for s in c.segments if s.field}
    fields, rules = lowered_fields(raw.get("fields", []), descriptors, path_fields)
    callbacks = raw.get("callbacks", {})
    if callbacks:
        fields.append(Field("xSource", "x-source", False, {"type": "text"}))
        for kind in CALLBACK_KINDS:
            if kind in callbacks:
                fields.append(Field("x" + kind.capitalize(), "x-" + kind, False, {"type": "url"}))
    return Message(raw["id"], carriers, fields, rules, raw.get("plus", "literal") == "space")


def lowered_fields(raw_fields: list, descriptors: dict, path_fields: set) -> tuple[list, list]:
    fields, rules = [], []
    for raw in raw_fields:
        descriptor = descriptors[raw["descriptor"]]
        is_path = descriptor["id"] in path_fields
        fields.append(Field(
            descriptor["id"], None if is_path else descriptor["key"], is_path or raw.get("required", False),
            value_type(descriptor), raw.get("default")))
        for loser in raw.get("overrides", []):
            rules.append(("overrides", descriptor["id"], loser))
        if "requiredWhen" in raw:
            condition = raw["requiredWhen"]
            rules.append(("requiredWhen", descriptor["id"], condition["field"], condition["is"]))
    return fields, rules


def callback_messages(raw: dict, request: Message, descriptors: dict) -> list[Message]:
    messages = []
    for kind in CALLBACK_KINDS:
        if kind not in raw.get("callbacks", {}):
            continue
        fields, rules = lowered_fields(raw["callbacks"][kind].get("fields", []), descriptors, set())
        carrier = Carrier("default", "callback", None, "callback")
        messages.append(Message(raw["id"] + kind.capitalize(), [carrier], fields, rules, request.plus_means_space, kind))
    return messages


def load_messages(path: str) -> dict[str, Message]:
    with open(path, encoding="utf-8") as file:
        schema = json.load(file)
    descriptors = {d["id"]: d for d in schema["descriptors"]}
    apps = {a["id"]: a["scheme"] for a in schema["apps"]}
    messages = {}
    for raw in schema["messages"]:
        if "carriers" not in raw:
            continue
        request = lowered_message(raw, descriptors, apps)
        for message in [request, *callback_messages(raw, request, descriptors)]:
            messages[message.id] = message
    return messages
