"""Builders and parsers of the URL grammar, step by step as docs/grammar.md ("The URL grammar
(schema format 2)") orders them. Each function names the step it follows."""

from dataclasses import dataclass, field as dataclass_field

from urlschema import Carrier, Field, Message
from urlvalues import (
    SCHEME, GrammarError, check, check_list, encode, has_bad_percent, invalid, percent_decoded, read, token)


@dataclass
class Parsed:
    carrier: str | None
    callback_url: str | None
    values: dict
    # (key, value) of each parameter kept aside, decoded, in URI order.
    unknown: list[tuple[bytes, bytes]] = dataclass_field(default_factory=list)


def counts_as_present(field: Field, values: dict) -> bool:
    """In the rules, a field holding its default (or a presence field that is false) is absent."""
    if field.id not in values:
        return False
    if field.value["type"] == "presence":
        return values[field.id] is True
    return field.default is None or token(field.value, values[field.id]) != field.default


def acted_on(field: Field, values: dict):
    """The value the app acts on: the field's own, else its default, else None."""
    if field.id in values:
        return values[field.id]
    return read(field.value, field.default.encode("utf-8")) if field.default is not None else None


def check_rules(message: Message, values: dict) -> None:
    """Builders' steps 2 and 3, parsers' steps 8 (after the required fields) and 9. A requiredWhen
    condition is tested on the other field's value with its default filled in."""
    for rule in message.rules:
        if rule[0] == "requiredWhen":
            _, field_id, when_id, tokens = rule
            when = message.field(when_id)
            condition = acted_on(when, values)
            holds = condition is not None and token(when.value, condition) in tokens
            if holds and not counts_as_present(message.field(field_id), values):
                raise GrammarError("missingDescriptor", f"{field_id} is required when {when_id} is one of {tokens}")
    for rule in message.rules:
        if rule[0] == "overrides":
            _, winner, loser = rule
            if counts_as_present(message.field(winner), values) and counts_as_present(message.field(loser), values):
                raise GrammarError("conflictingDescriptors", f"{winner} overrides {loser}")


# Writing.

def check_built_value(field: Field, value, carrier: Carrier | None) -> None:
    if field.value["type"] == "list":
        check_list(field.value, value)
    else:
        check(field.value, value)
    segment = next((s for s in carrier.segments if s.field == field.id), None) if carrier else None
    if segment and "" in (token(field.value, value).split("/") if segment.rest else [token(field.value, value)]):
        raise invalid(f"the path field {field.id} would write an empty segment")


def query_parameters(message: Message, values: dict) -> list[str]:
    """Writing step 4: the query fields in declared order."""
    parameters = []
    for field in message.fields:
        if field.key is None or field.id not in values:
            continue
        value, kind = values[field.id], field.value
        if field.default is not None and token(kind, value) == field.default:
            continue
        if kind["type"] == "presence":
            parameters += [field.key] if value else []
        elif kind["type"] == "list" and kind.get("repeatedKey"):
            parameters += [f"{field.key}={encode(token(kind['item'], item))}" for item in value]
        else:
            parameters.append(f"{field.key}={encode(token(kind, value))}")
    return parameters


def written_path(carrier: Carrier, message: Message, values: dict) -> str:
    """Writing steps 2 and 3."""
    segments = []
    for segment in carrier.segments:
        if segment.literal is not None:
            segments.append(segment.literal)
        else:
            text = token(message.field(segment.field).value, values[segment.field])
            segments.append(encode(text, keep=b"/" if segment.rest else b""))
    if carrier.form == "opaque":
        return f"{carrier.scheme}:" + ":".join(segments)
    return f"{carrier.scheme}://{carrier.host}" + "".join("/" + s for s in segments)


def without_empty_repeated_lists(message: Message, values: dict) -> dict:
    """A repeatedKey list with no items writes nothing and reads back absent: builders treat it as absent."""
    return {
        field_id: value for field_id, value in values.items()
        if not (value == [] and message.field(field_id).value.get("repeatedKey"))}


def build(message: Message, values: dict, carrier_id: str | None = None, callback_url: str | None = None) -> str:
    values = without_empty_repeated_lists(message, values)
    carrier = None
    if message.callback_kind:
        check({"type": "url"}, callback_url)
        if "#" in callback_url:
            raise invalid(f"a callback URL with a fragment: {callback_url!r}")
    else:
        carrier = next(c for c in message.carriers if c.id == carrier_id) if carrier_id else message.carriers[0]
    for field in message.fields:
        if field.id in values:
            check_built_value(field, values[field.id], carrier)
    for field in message.fields:
        if field.required and field.id not in values:
            raise GrammarError("missingDescriptor", f"{field.id} is required")
    check_rules(message, values)
    query = "&".join(query_parameters(message, values))
    if message.callback_kind:
        if not query:
            return callback_url
        if "?" not in callback_url:
            return f"{callback_url}?{query}"
        empty_query = callback_url.index("?") == len(callback_url) - 1
        return callback_url + ("" if empty_query or callback_url.endswith("&") else "&") + query
    path = written_path(carrier, message, values)
    return f"{path}?{query}" if query else path


# Reading.

def split_parameters(query: bytes | None, plus_means_space: bool) -> list[tuple[bytes, bytes, bytes | None]]:
    """Parsing step 2's part on the query: (as written, decoded name, decoded value or None)."""
    parameters = []
    for written in (query.split(b"&") if query is not None else []):
        if not written:
            continue
        name, equals, value = written.partition(b"=")
        if not name:
            raise GrammarError("malformed", f"a parameter without a name: {written!r}")
        if plus_means_space:
            name, value = name.replace(b"+", b" "), value.replace(b"+", b" ")
        decoded_name = percent_decoded(name)
        try:
            decoded_name.decode("utf-8")
        except UnicodeDecodeError:
            raise GrammarError("malformed", f"a name that is not UTF-8: {written!r}") from None
        parameters.append((written, decoded_name, percent_decoded(value) if equals else None))
    return parameters


def matched_segments(carrier: Carrier, rest: bytes) -> list[bytes] | None:
    """Parsing step 4 for one carrier: the raw text of each of its segments, or None."""
    if carrier.form == "opaque":
        if rest.startswith(b"/") or b"?" in rest:
            return None
        written = rest.split(b":")
    else:
        if not rest.startswith(b"//"):
            return None
        after = rest[2:].split(b"?", 1)[0]
        host, slash, path = after.partition(b"/")
        if host.lower() != carrier.host.encode().lower():
            return None
        written = path.split(b"/") if slash else []
    has_rest = bool(carrier.segments) and carrier.segments[-1].rest
    if len(written) != len(carrier.segments) and not (has_rest and len(written) > len(carrier.segments)):
        return None
    matched = []
    for index, segment in enumerate(carrier.segments):
        text = b"/".join(written[index:]) if segment.rest else written[index]
        if segment.literal is not None and text != segment.literal.encode():
            return None
        # A field segment is never empty; nor is any segment a rest field takes.
        if segment.field and b"" in (written[index:] if segment.rest else [text]):
            return None
        matched.append(text)
    return matched


def read_parameter(message: Message, field: Field, value: bytes | None, values: dict) -> None:
    """Parsing step 6 for a known parameter."""
    kind = field.value
    repeated = kind["type"] == "list" and kind.get("repeatedKey")
    if field.id in values and not repeated:
        raise GrammarError("duplicateDescriptor", f"{field.key} appears twice")
    if repeated:
        item = read(kind["item"], value)
        check_list(kind, [item])
        values.setdefault(field.id, []).append(item)
    else:
        values[field.id] = read(kind, value)


def finish(message: Message, values: dict) -> None:
    """Parsing steps 7 to 9."""
    for field in message.fields:
        if field.id not in values and field.default is not None:
            values[field.id] = read(field.value, field.default.encode("utf-8"))
    for field in message.fields:
        if field.required and field.id not in values:
            raise GrammarError("missingDescriptor", f"{field.id} is required")
    check_rules(message, values)


def parse(message: Message, uri: bytes, strict: bool = False) -> Parsed:
    colon = uri.find(b":")
    if colon <= 0:
        raise GrammarError("missingScheme", "no scheme")
    scheme, rest = uri[:colon].decode("latin-1"), uri[colon + 1:]
    if not SCHEME.fullmatch(scheme):
        raise GrammarError("malformed", f"not a scheme: {scheme!r}")
    if b"#" in uri:
        raise GrammarError("malformed", "a fragment")
    if has_bad_percent(rest):
        raise GrammarError("malformed", "a % without two hex digits")
    before_query, question, query = rest.partition(b"?")
    parameters = split_parameters(query if question else None, message.plus_means_space)
    if message.callback_kind:
        return parsed_callback(message, uri[:colon + 1] + before_query, parameters)

    candidates = [c for c in message.carriers if c.scheme.lower() == scheme.lower()]
    if not candidates:
        raise GrammarError("unknownApp", f"no carrier has the scheme {scheme}")
    for carrier in candidates:
        segments = matched_segments(carrier, rest)
        if segments is not None:
            break
    else:
        raise GrammarError("unknownAction", f"no carrier has the shape {rest!r}")

    values = {}
    for segment, text in zip(carrier.segments, segments):
        if segment.field:
            decoded = percent_decoded(text)
            values[segment.field] = read(message.field(segment.field).value, decoded)
            # Step 5: builders refuse a rest value with an empty segment, so parsers do too (a%2F%2Fb).
            if segment.rest and b"" in decoded.split(b"/"):
                raise invalid(f"the rest field {segment.field} decodes to an empty segment: {text!r}")
    unknown = []
    for _, name, value in parameters:
        field = message.query_field(name.decode("utf-8"))
        if field is None:
            if strict:
                raise GrammarError("unknownDescriptor", f"{name!r} is not a parameter of {message.id}")
            try:
                (value or b"").decode("utf-8")
            except UnicodeDecodeError:
                raise invalid(f"a kept-aside value that is not UTF-8: {value!r}") from None
            unknown.append((name, value or b""))
            continue
        read_parameter(message, field, value, values)
    finish(message, values)
    return Parsed(carrier.id if len(message.carriers) > 1 else None, None, values, unknown)


def parsed_callback(message: Message, base: bytes, parameters: list) -> Parsed:
    """Callbacks, "Parsing": results read, the caller's own parameters left in the callback URL."""
    values, kept = {}, []
    for written, name, value in parameters:
        field = message.query_field(name.decode("utf-8"))
        if field is None:
            kept.append(written)
        else:
            read_parameter(message, field, value, values)
    finish(message, values)
    callback_url = base + (b"?" + b"&".join(kept) if kept else b"")
    return Parsed(None, callback_url.decode("utf-8", "surrogateescape"), values)
