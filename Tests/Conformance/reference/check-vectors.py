#!/usr/bin/env python3
"""A reference reader of docs/grammar.md's URL grammar, written apart from the generator (Python
standard library only): runs every case of a vector file against a schema, so a mistake in the
vectors shows here before four languages disagree with it.

    check-vectors.py SCHEMA.json VECTORS.tsv

Each case is run as its ACTION says; each case that succeeds is also run back (a parsed message
built and parsed again, a built URI parsed) and must give the same message: the grammar's round
trip. Prints each failure, then "N passed, N failed"; exits 1 when any case fails."""

import sys

from urlgrammar import Parsed, build, parse, without_empty_repeated_lists
from urlschema import Message, load_messages
from urlvalues import GrammarError, read
from vectorfile import Case, Column, VectorFileError, read_cases


class VectorError(Exception):
    """A case that names something its schema does not have."""


def typed_value(message: Message, field_id: str, columns: list[bytes]):
    """A build case's columns for one field, as the builder's typed value."""
    field = message.field(field_id)
    if field is None:
        raise VectorError(f"{message.id} has no field {field_id}")
    kind = field.value
    texts = [c.decode("utf-8", "surrogateescape") for c in columns]
    if kind["type"] == "list":
        if texts == [""]:
            return []
        return [scalar(kind["item"], text, field_id) for text in texts]
    if len(texts) != 1:
        raise VectorError(f"{field_id} is given {len(texts)} times")
    return scalar(kind, texts[0], field_id)


def scalar(kind: dict, text: str, field_id: str):
    type_name = kind["type"]
    if type_name in ("flag", "presence"):
        if text not in ("true", "false") or (type_name == "presence" and text != "true"):
            raise VectorError(f"{field_id}={text}: a {type_name} column is true" + ("" if type_name == "presence" else " or false"))
        return text == "true"
    if type_name == "enum":
        if text not in [v["id"] for v in kind["values"]]:
            raise VectorError(f"{field_id}={text}: not a case id")
        return text
    if type_name == "integer":
        try:
            return int(text)
        except ValueError:
            raise VectorError(f"{field_id}={text}: not a decimal integer") from None
    return text


def build_input(message: Message, case: Case) -> tuple[dict, str | None, str | None]:
    grouped, carrier, callback_url = {}, None, None
    for column in case.fields:
        if column.name == "carrier":
            carrier = column.value.decode()
            if carrier not in [c.id for c in message.carriers]:
                raise VectorError(f"{message.id} has no carrier {carrier}")
        elif column.name == "callbackUrl":
            callback_url = column.value.decode("utf-8", "surrogateescape")
        else:
            grouped.setdefault(column.name, []).append(column.value)
    if bool(message.callback_kind) != (callback_url is not None):
        raise VectorError("callbackUrl is given exactly for a callback's message")
    values = {field_id: typed_value(message, field_id, columns) for field_id, columns in grouped.items()}
    return values, carrier, callback_url


def result_columns(message: Message, parsed: Parsed) -> list[tuple]:
    """A parse result in the vector format's order, as (name, value[, key]) tuples."""
    columns = []
    if parsed.carrier is not None:
        columns.append(("carrier", parsed.carrier.encode()))
    if parsed.callback_url is not None:
        columns.append(("callbackUrl", parsed.callback_url.encode("utf-8", "surrogateescape")))
    for field in message.fields:
        if field.id not in parsed.values:
            continue
        value = parsed.values[field.id]
        items = (value or [""]) if field.value["type"] == "list" else [value]
        for item in items:
            text = ("true" if item else "false") if isinstance(item, bool) else str(item)
            columns.append((field.id, text.encode("utf-8", "surrogateescape")))
    columns += [("unknown", value, key) for key, value in parsed.unknown]
    return columns


def expected_columns(case: Case) -> list[tuple]:
    return [(c.name, c.value, c.key) if c.key is not None else (c.name, c.value) for c in case.fields]


def with_defaults(message: Message, values: dict) -> dict:
    filled = dict(values)
    for field in message.fields:
        if field.id not in filled and field.default is not None:
            filled[field.id] = read(field.value, field.default.encode())
    return filled


def run_build(message: Message, case: Case) -> str | None:
    values, carrier, callback_url = build_input(message, case)
    try:
        uri = build(message, values, carrier, callback_url)
    except GrammarError as error:
        return None if error.kind == case.error else f"build failed with {error}, expected {case.error or case.uri.decode('utf-8', 'replace')}"
    if case.error:
        return f"built {uri!r}, expected error {case.error}"
    if uri.encode("utf-8") != case.uri:
        return f"built\n      {uri}\n    expected\n      {case.uri.decode('utf-8', 'replace')}"
    try:
        again = parse(message, case.uri)
    except GrammarError as error:
        return f"round trip: the built URI does not parse: {error}"
    if again.values != with_defaults(message, without_empty_repeated_lists(message, values)) or again.carrier not in (None, carrier or message.carriers[0].id):
        return f"round trip: parsing the built URI gives {again.values}"
    return None


def run_parse(message: Message, case: Case) -> str | None:
    try:
        parsed = parse(message, case.uri, strict=case.action == "parse-strict")
    except GrammarError as error:
        return None if error.kind == case.error else f"parse failed with {error}, expected {case.error or 'success'}"
    if case.error:
        return f"parsed {result_columns(message, parsed)}, expected error {case.error}"
    actual, expected = result_columns(message, parsed), expected_columns(case)
    if actual != expected:
        return f"parsed\n      {actual}\n    expected\n      {expected}"
    try:
        rebuilt = build(message, parsed.values, parsed.carrier, parsed.callback_url)
        again = parse(message, rebuilt.encode("utf-8"))
    except GrammarError as error:
        return f"round trip: the parsed message does not build and parse again: {error}"
    if (again.values, again.carrier, again.callback_url) != (parsed.values, parsed.carrier, parsed.callback_url):
        return f"round trip: {rebuilt!r} parses to {again}"
    return None


def run(messages: dict, case: Case) -> str | None:
    message = messages.get(case.message)
    if message is None:
        return f"the schema has no URL-grammar message {case.message}"
    try:
        return run_build(message, case) if case.action == "build" else run_parse(message, case)
    except VectorError as error:
        return f"the case itself is wrong: {error}"


def main(arguments: list[str]) -> int:
    if len(arguments) != 2:
        print(__doc__.strip().splitlines()[3].strip(), file=sys.stderr)
        return 2
    messages = load_messages(arguments[0])
    try:
        cases = read_cases(arguments[1])
    except VectorFileError as error:
        print(f"{arguments[1]}: {error}", file=sys.stderr)
        return 1
    failed = 0
    for case in cases:
        problem = run(messages, case)
        if problem:
            failed += 1
            print(f"FAIL {arguments[1]}:{case.line} {case.name} ({case.action} {case.message})\n    {problem}")
    print(f"{len(cases) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
