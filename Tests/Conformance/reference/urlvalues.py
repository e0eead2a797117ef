"""The URL grammar's value types (docs/grammar.md, "Values, by type"): their checks, their
written tokens, and percent-encoding. Values are Python objects: text, url, date and dateTime
are str, integer int, flag bool, presence True, enum the case id, list a Python list."""

import re

UNRESERVED = frozenset(b"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")
HEX = frozenset(b"0123456789ABCDEFabcdef")
SCHEME = re.compile(r"[A-Za-z][A-Za-z0-9+.-]*")
INTEGER = re.compile(r"-?(0|[1-9][0-9]*)")
LIMIT = 2**53 - 1
DATE = re.compile(r"([0-9]{4})-([0-9]{2})-([0-9]{2})")
TIME = re.compile(r"T([0-9]{2}):([0-9]{2})(?::([0-9]{2})(?:\.[0-9]+)?)?(Z|[+-]([0-9]{2}):([0-9]{2}))?")


class GrammarError(Exception):
    """A builder's or a parser's error, with its kind (`invalidValue`, `malformed`...)."""

    def __init__(self, kind: str, reason: str):
        super().__init__(f"{kind}: {reason}")
        self.kind = kind


def invalid(reason: str) -> GrammarError:
    return GrammarError("invalidValue", reason)


def encode(text: str, keep: bytes = b"") -> str:
    """Every UTF-8 byte but the unreserved ones (and `keep`) as %XX, uppercase."""
    return "".join(
        chr(byte) if byte in UNRESERVED or byte in keep else f"%{byte:02X}" for byte in text.encode("utf-8"))


def has_bad_percent(raw: bytes) -> bool:
    return any(byte == ord("%") and not (raw[i + 1:i + 2] and raw[i + 1] in HEX and raw[i + 2:i + 3] and raw[i + 2] in HEX)
               for i, byte in enumerate(raw))


def percent_decoded(raw: bytes) -> bytes:
    """Every %XX as its byte (either hex case); a caller has refused a bad `%` before."""
    out = bytearray()
    index = 0
    while index < len(raw):
        if raw[index] == ord("%"):
            out.append(int(raw[index + 1:index + 3], 16))
            index += 3
        else:
            out.append(raw[index])
            index += 1
    return bytes(out)


def allowed_characters(spec: str) -> set[str]:
    """`"0-9A-Za-z"`: characters and ranges; a `-` first or last is literal."""
    allowed, index = set(), 0
    while index < len(spec):
        if index + 2 < len(spec) and spec[index + 1] == "-":
            allowed.update(chr(c) for c in range(ord(spec[index]), ord(spec[index + 2]) + 1))
            index += 3
        else:
            allowed.add(spec[index])
            index += 1
    return allowed


def is_valid_date(text: str) -> bool:
    match = DATE.fullmatch(text)
    if not match:
        return False
    year, month, day = (int(part) for part in match.groups())
    leap = year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)
    days = [31, 29 if leap else 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    return 1 <= month <= 12 and 1 <= day <= days[month - 1]


def is_valid_date_time(text: str) -> bool:
    match = TIME.fullmatch(text[10:])
    if not is_valid_date(text[:10]) or not match:
        return False
    hours, minutes, seconds, _, offset_hours, offset_minutes = match.groups()
    return (int(hours) <= 23 and int(minutes) <= 59 and int(seconds or 0) <= 59
            and int(offset_hours or 0) <= 23 and int(offset_minutes or 0) <= 59)


def is_unicode(text: str) -> bool:
    """False for a str holding a lone surrogate (a vector's \\xHH bytes that are not UTF-8)."""
    try:
        text.encode("utf-8")
        return True
    except UnicodeEncodeError:
        return False


def check(kind: dict, value) -> None:
    """Raises invalidValue when `value` fails its type's check (not lists: see check_list)."""
    type_name = kind["type"]
    if type_name in ("text", "url") and not is_unicode(value):
        raise invalid(f"not valid Unicode: {value!r}")
    if type_name == "text":
        length = len(value)
        if length < kind.get("minLength", 0) or length > kind.get("maxLength", length):
            raise invalid(f"{length} characters: {value[:40]!r}")
        if "allowed" in kind and not set(value) <= allowed_characters(kind["allowed"]):
            raise invalid(f"a character outside {kind['allowed']}: {value!r}")
    elif type_name == "url":
        scheme, colon, _ = value.partition(":")
        if not colon or not SCHEME.fullmatch(scheme):
            raise invalid(f"not an absolute URL: {value!r}")
        if "schemes" in kind and scheme.lower() not in [s.lower() for s in kind["schemes"]]:
            raise invalid(f"scheme {scheme} not in {kind['schemes']}")
    elif type_name == "integer":
        if abs(value) > LIMIT or value < kind.get("min", -LIMIT) or value > kind.get("max", LIMIT):
            raise invalid(f"{value} out of range")
    elif type_name == "date" and not is_valid_date(value):
        raise invalid(f"not a date: {value!r}")
    elif type_name == "dateTime" and not is_valid_date_time(value):
        raise invalid(f"not a date and time: {value!r}")


def check_list(kind: dict, items: list) -> None:
    separator = kind.get("separator")
    for item in items:
        if item == "":
            raise invalid("an empty list item")
        if separator is not None and isinstance(item, str) and separator in item:
            raise invalid(f"a list item holds the separator: {item!r}")
        check(kind["item"], item)


def token(kind: dict, value) -> str:
    """The value as written before percent-encoding (a presence field has none; lists join)."""
    type_name = kind["type"]
    if type_name == "flag":
        return kind["true"] if value else kind["false"]
    if type_name == "enum":
        return next(v["token"] for v in kind["values"] if v["id"] == value)
    if type_name == "integer":
        return str(value)
    if type_name == "list":
        return kind.get("separator", "").join(token(kind["item"], item) for item in value)
    return value


def read(kind: dict, raw: bytes | None):
    """A parameter's or segment's decoded bytes read by type (None: a parameter with no `=`)."""
    type_name = kind["type"]
    if type_name == "presence":
        if raw:
            raise invalid(f"a presence parameter with a value: {raw!r}")
        return True
    try:
        text = (raw or b"").decode("utf-8")
    except UnicodeDecodeError:
        raise invalid(f"not UTF-8: {raw!r}") from None
    if type_name == "integer":
        if not INTEGER.fullmatch(text) or text == "-0":
            raise invalid(f"not a decimal integer: {text!r}")
        value = int(text)
    elif type_name == "flag":
        if text not in (kind["true"], kind["false"]):
            raise invalid(f"not {kind['true']} or {kind['false']}: {text!r}")
        value = text == kind["true"]
    elif type_name == "enum":
        matches = [v["id"] for v in kind["values"] if v["token"] == text]
        if not matches:
            raise invalid(f"no case has the token {text!r}")
        value = matches[0]
    elif type_name == "list":
        items = [] if text == "" else text.split(kind["separator"])
        value = [read(kind["item"], item.encode("utf-8")) if item else "" for item in items]
        check_list(kind, value)
        return value
    else:
        value = text
    check(kind, value)
    return value
