"""Reads a conformance vector file (the format is in the header of Tests/Conformance/vectors.tsv)."""

from dataclasses import dataclass


class VectorFileError(Exception):
    """A line that does not follow the vector format."""


@dataclass
class Column:
    name: str
    value: bytes
    # Only for `unknown=KEY=VALUE`: the key (VALUE is then `value`).
    key: bytes | None = None


@dataclass
class Case:
    line: int
    name: str
    action: str
    message: str
    uri: bytes
    columns: list[Column]

    @property
    def error(self) -> str | None:
        errors = [column.value.decode() for column in self.columns if column.name == "error"]
        return errors[0] if errors else None

    @property
    def fields(self) -> list[Column]:
        return [column for column in self.columns if column.name != "error"]


ACTIONS = ("build", "parse", "parse-strict")
ESCAPES = {ord("\\"): b"\\", ord("t"): b"\t", ord("n"): b"\n", ord("r"): b"\r"}


def unescape(text: str) -> bytes:
    """Undoes the escapes \\\\ \\t \\n \\r \\xHH; everything else is the text's UTF-8."""
    raw = text.encode("utf-8")
    out = bytearray()
    index = 0
    while index < len(raw):
        byte = raw[index]
        if byte != ord("\\"):
            out.append(byte)
            index += 1
            continue
        following = raw[index + 1] if index + 1 < len(raw) else None
        if following in ESCAPES:
            out += ESCAPES[following]
            index += 2
        elif following == ord("x") and len(raw[index + 2:index + 4]) == 2:
            out.append(int(raw[index + 2:index + 4], 16))
            index += 4
        else:
            raise VectorFileError(f"bad escape in {text!r}")
    return bytes(out)


def column(text: str) -> Column:
    name, equals, rest = text.partition("=")
    if not equals:
        raise VectorFileError(f"column without '=': {text!r}")
    if name != "unknown":
        return Column(name, unescape(rest))
    key, equals, value = rest.partition("=")
    if not equals:
        raise VectorFileError(f"unknown column without KEY=VALUE: {text!r}")
    return Column(name, unescape(value), unescape(key))


def read_cases(path: str) -> list[Case]:
    cases = []
    names = set()
    with open(path, encoding="utf-8", newline="\n") as file:
        for number, line in enumerate(file.read().split("\n"), start=1):
            if not line.strip() or line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) < 4 or parts[1] not in ACTIONS:
                raise VectorFileError(f"line {number}: needs NAME, ACTION ({'/'.join(ACTIONS)}), MESSAGE, URI")
            if parts[0] in names:
                raise VectorFileError(f"line {number}: the name {parts[0]} is used twice")
            names.add(parts[0])
            cases.append(Case(number, parts[0], parts[1], parts[2], unescape(parts[3]), [column(p) for p in parts[4:]]))
    return cases
