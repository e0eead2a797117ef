"""One hostile case: a schema file (its bytes and its file name), what must happen to it, and for
an accepted schema its plain twin (every doc replaced by "doc", everything else kept), whose
generated code must be the same apart from comments."""

import copy
import json
from dataclasses import dataclass, field


@dataclass
class Case:
    id: str
    klass: str
    # "refused": exit 65 with a located, clean diagnostic. "accepted": generated, compiled, and the
    # same code as the plain twin. "differs": a control case, whose twin differs in code on purpose:
    # every comparison must then report a difference (the comparisons are not vacuous).
    expect: str
    text: bytes
    file_name: str = "schema.json"
    plain: bytes | None = None
    # For a refusal: the line some diagnostic must point at (None: any line).
    line: int | None = None
    # For a refusal: the most seconds it may take.
    max_seconds: float | None = None
    kotlin_package: str | None = None
    # Also run Tests/Conformance/vectors.tsv against the generated code (schema.json's wire format).
    conformance: bool = False
    # Each app's display name, as the schema holds it.
    app_names: list[str] = field(default_factory=list)
    # Text some diagnostic line may not contain (a message the issue found wrong).
    diagnostic_not: str | None = None


def load_base(path: str) -> dict:
    with open(path, encoding="utf-8") as file:
        return json.load(file)


def encode(schema: dict) -> bytes:
    """One key per line, non-ASCII raw (JSON escapes only controls), so a needle has one line."""
    return json.dumps(schema, indent=1, ensure_ascii=False).encode("utf-8")


def line_of(text: bytes, needle: str) -> int:
    index = text.index(needle.encode("utf-8"))
    return text[:index].count(b"\n") + 1


def with_plain_docs(schema: dict) -> dict:
    """Every doc, wherever it is, becomes "doc"; names, ids and everything else are kept."""
    twin = copy.deepcopy(schema)

    def visit(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "doc":
                    node[key] = "doc"
                else:
                    visit(value)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(twin)
    return twin


def rename_descriptor(schema: dict, old: str, new: str) -> None:
    """Renames a descriptor id and every reference to it."""
    for descriptor in schema["descriptors"]:
        if descriptor["id"] == old:
            descriptor["id"] = new
        if descriptor.get("sameHostAs") == old:
            descriptor["sameHostAs"] = new
    for message in schema["messages"]:
        for field_ in message["fields"]:
            if field_["descriptor"] == old:
                field_["descriptor"] = new
        abbreviated = message.get("abbreviated")
        if abbreviated and abbreviated["field"] == old:
            abbreviated["field"] = new


def app_names(schema: dict) -> list[str]:
    return [app["name"] for app in schema["apps"]]


def accepted(case_id: str, klass: str, schema: dict, **options) -> Case:
    return Case(case_id, klass, "accepted", encode(schema), plain=encode(with_plain_docs(schema)),
                app_names=app_names(schema), **options)
