"""The seeded property test's schemas: schema.json with random Unicode in every doc (added to every
app that has none) and every app name. Schema k of a seed depends only on the seed and k.

Two of every three schemas draw only what POLICY.md accepts in that position (so most schemas get
compiled); every third also draws what it refuses (controls, NUL, bidi controls, noncharacters,
and line breaks or TAB in names). Whatever was drawn, policy.py says which outcome is right.

The URL grammar's schemas (random_url_schemas) do the same to urlcorpus.URL_BASE, and also draw
a host, a literal segment, a key, an enum token, an `allowed` set and a text default from what each
place accepts; every third schema draws one of these places, or its docs and names, from all of
printable ASCII and what a doc refuses too, so each rule of the oracle (policy.py's URL rules) is
tested on its own."""

import copy
import random

import policy
from schemas import Case, app_names, encode, with_plain_docs
from urlcorpus import URL_BASE

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


def randomize_docs_and_names(schema: dict, rng: random.Random, refusable: bool) -> bool:
    """Random text in every doc (one added to every app) and every app name; returns whether
    POLICY.md refuses what was drawn."""
    doc_pieces = [LINE_BREAKS, DELIMITERS, MARKS, QUOTES] + ([REFUSED] if refusable else [])
    name_pieces = [DELIMITERS, MARKS, QUOTES] + ([REFUSED, LINE_BREAKS] if refusable else [])
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
    return any(map(policy.doc_is_refused, docs)) or any(policy.name_is_refused(a["name"]) for a in schema["apps"])


def random_schema(base: dict, seed: int, index: int) -> Case:
    rng = random.Random(f"hostile {seed} {index}")
    schema = copy.deepcopy(base)
    refuse = randomize_docs_and_names(schema, rng, index % 3 == 2)
    text = encode(schema)
    return Case(f"random-{seed}-{index}", "property: random Unicode in every doc and name",
                "refused" if refuse else "accepted", text, plain=None if refuse else encode(with_plain_docs(schema)),
                kotlin_package=f"officelinkp{index}", conformance=True, app_names=app_names(schema))


def random_schemas(base: dict, seed: int, count: int) -> list[Case]:
    return [random_schema(base, seed, index) for index in range(count)]


# What the URL grammar's tokens are drawn from: what each place accepts, or, for the refusable
# schemas, every printable ASCII character and what a doc refuses too.
PRINTABLE_ASCII = [chr(c) for c in range(0x20, 0x7F)]
HOST_CHARACTERS = [c for c in PRINTABLE_ASCII if c not in " /?#@:"]
UNRESERVED = sorted(policy.UNRESERVED)
# An `allowed` set's characters without '-', which would make ranges that may run backwards.
ALLOWED_CHARACTERS = [c for c in PRINTABLE_ASCII if c not in " -"]
ANYTHING = [PRINTABLE_ASCII, LINE_BREAKS, MARKS, REFUSED]


def random_token(rng: random.Random, refusable: bool, accepted: list[str], minimum: int, maximum: int) -> str:
    if refusable:
        return random_text(rng, rng.randrange(0, maximum), ANYTHING)
    return "".join(rng.choice(accepted) for _ in range(rng.randrange(minimum, maximum)))


URL_PLACES = ["docs", "host", "literal", "key", "token", "allowed", "default"]


def random_url_schema(seed: int, index: int) -> Case:
    rng = random.Random(f"hostile url {seed} {index}")
    # The place drawn from anything, in every third schema.
    hostile = rng.choice(URL_PLACES) if index % 3 == 2 else None
    schema = copy.deepcopy(URL_BASE)
    schema["name"] = f"RandomUrl{index}"
    refuse = randomize_docs_and_names(schema, rng, hostile == "docs")
    add, open_ = schema["messages"][0], schema["messages"][1]
    descriptors = {d["id"]: d for d in schema["descriptors"]}
    host = random_token(rng, hostile == "host", HOST_CHARACTERS, 0, 12)
    literal = random_token(rng, hostile == "literal", UNRESERVED, 1, 8)
    key = random_token(rng, hostile == "key", UNRESERVED, 1, 8)
    token = random_token(rng, hostile == "token", UNRESERVED, 1, 8)
    allowed = random_token(rng, hostile == "allowed", ALLOWED_CHARACTERS, 1, 8)
    default = random_text(rng, rng.randrange(0, 20), [DELIMITERS, MARKS, QUOTES, PRINTABLE_ASCII]
                          + ([REFUSED, LINE_BREAKS] if hostile == "default" else []))
    if hostile != "default":  # a default is one line: draw again what it may not hold
        default = "".join(c for c in default if not policy.refused_in_name(ord(c)))
    add["carriers"][0]["host"] = host
    open_["carriers"][0]["opaque"][0] = literal
    descriptors["title"]["key"] = key
    descriptors["kind"]["values"][1]["token"] = token
    add["fields"][-1]["requiredWhen"]["is"] = [token]
    descriptors["code"]["allowed"] = allowed
    add["fields"][1]["default"] = default
    other_keys = {d.get("key") for d in schema["descriptors"] if d["id"] != "title"}
    refuse = (refuse or not policy.is_url_host(host) or not policy.is_url_token(literal)
              or not policy.is_url_token(key) or key in other_keys | policy.CALLBACK_KEYS
              or not policy.is_url_token(token) or token == "note" or not policy.is_allowed_set(allowed)
              or policy.name_is_refused(default) or len(default) > descriptors["title"]["maxLength"])
    text = encode(schema)
    return Case(f"random-url-{seed}-{index}", "property: random docs, names, hosts, segments, keys, tokens, "
                f"allowed sets and defaults of the URL grammar (anything in: {hostile or 'none'})", "refused" if refuse else "accepted", text,
                plain=None if refuse else encode(with_plain_docs(schema)), app_names=app_names(schema))


def random_url_schemas(seed: int, count: int) -> list[Case]:
    return [random_url_schema(seed, index) for index in range(count)]
