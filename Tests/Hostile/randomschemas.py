"""The seeded property test's schemas: schema.json with random Unicode in every doc (added to every
app that has none) and every app name. Schema k of a seed depends only on the seed and k.

Two of every three schemas draw only what POLICY.md accepts in that position (so most schemas get
compiled); every third also draws what it refuses (controls, NUL, bidi controls, noncharacters,
and line breaks or TAB in names). Whatever was drawn, policy.py says which outcome is right."""

import copy
import random

import policy
from schemas import Case, app_names, encode, with_plain_docs

LINE_BREAKS = ["\r", "\n", "\r\n", "\u0085", "\u2028", "\u2029"]
DELIMITERS = ["*/", "/*", "//", "///", "-->", "--", "<!--", "#", "\\\n"]
MARKS = ["\u0301", "\u0600", "\u0605", "\u06dd", "\U000110bd", "\u200d", "\u200c", "\ufeff", "\u00ad"]
QUOTES = ['"', "'", "`", "\\", "${", "$", "??/", "??=", "??'", "\\u{41}", "\\x41", "%s", "\t"]
REFUSED = ["\u0000", "\u0001", "\u001b[31m", "\u007f", "\u0080", "\u009b", "\u061c", "\u200e", "\u200f",
           "\u202a", "\u202e", "\u2066", "\u2069", "\ufdd0", "\ufffe", "\U0001ffff"]


def random_scalar(rng: random.Random) -> str:
    """Any scalar but a surrogate, from every plane, most of them printable."""
    while True:
        plane = rng.choice([0, 0, 0, 1, 2, 14, 15, 16])
        scalar = plane * 0x10000 + rng.randrange(0x10000)
        if not 0xD800 <= scalar <= 0xDFFF:
            return chr(scalar)


def random_text(rng: random.Random, length: int, pieces: list[list[str]]) -> str:
    text = []
    for _ in range(length):
        roll = rng.random()
        if roll < 0.25:
            text.append(rng.choice("abcdefghijklmnopqrstuvwxyz ABC.,;:(){}<>="))
        elif roll < 0.35:
            text.append(random_scalar(rng))
        else:
            text.append(rng.choice(rng.choice(pieces)))
    return "".join(text)


def random_schema(base: dict, seed: int, index: int) -> Case:
    rng = random.Random(f"hostile {seed} {index}")
    refusable = index % 3 == 2
    doc_pieces = [LINE_BREAKS, DELIMITERS, MARKS, QUOTES] + ([REFUSED] if refusable else [])
    name_pieces = [DELIMITERS, MARKS, QUOTES] + ([REFUSED, LINE_BREAKS] if refusable else [])
    schema = copy.deepcopy(base)
    for app in schema["apps"]:
        app.setdefault("doc", "")
    docs = []

    def visit(node):
        if isinstance(node, dict):
            for key, value in node.items():
                if key == "doc":
                    node[key] = random_text(rng, rng.randrange(1, 60), doc_pieces)
                    docs.append(node[key])
                else:
                    visit(value)
        elif isinstance(node, list):
            for item in node:
                visit(item)

    visit(schema)
    for app in schema["apps"]:
        name = random_text(rng, rng.randrange(1, 16), name_pieces)
        if not refusable:  # names are one line: draw again what a name may not hold
            name = "".join(c for c in name if not policy.refused_in_name(ord(c))) or "App"
        app["name"] = name
    refuse = any(map(policy.doc_is_refused, docs)) or any(policy.name_is_refused(a["name"]) for a in schema["apps"])
    text = encode(schema)
    return Case(f"random-{seed}-{index}", "property: random Unicode in every doc and name",
                "refused" if refuse else "accepted", text, plain=None if refuse else encode(with_plain_docs(schema)),
                kotlin_package=f"officelinkp{index}", conformance=True, app_names=app_names(schema))


def random_schemas(base: dict, seed: int, count: int) -> list[Case]:
    return [random_schema(base, seed, index) for index in range(count)]
