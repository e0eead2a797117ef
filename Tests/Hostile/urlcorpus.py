"""The hostile corpus of the URL grammar (schema format 2): one small case per place where schema
text reaches URL-grammar code, each a variant of URL_BASE.

The places: hosts and literal segments (string literals and URL shapes), keys and enum tokens
(literals and switch labels), `allowed` sets and defaults (literals in checks), and docs of URL
messages, carriers, query fields and callbacks (comments). Each is either refused with a located
diagnostic (the checker's rules: hosts printable ASCII without space / ? # @ :, literal segments,
keys and enum tokens RFC 3986 unreserved, `allowed` printable ASCII without space, defaults one
line and valid for their type), or generated, compiled and the same code as its plain twin."""

import copy
import json

from corpus import C_CONSTRUCTOR, KOTLIN_INIT, TS_STATEMENT, camel, message
from schemas import Case, accepted, encode, line_of

# Printable ASCII a host may hold (no space / ? # @ :) that a string literal or a comment may care
# about: quotes, a backslash, $ and ${, %, *, |.
HOST_QUOTES = "q\"b\\c'd`e${f}g$h%i*k!l&m(n)o+p,q;r=s[t]u{v}w|x~y<z>^"
# Unreserved only, so accepted: names JavaScript objects already have, and dot segments.
OBJECT_MEMBER_TOKENS = ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]

URL_BASE = {
    "schemaVersion": 2,
    "name": "UrlBase",
    "doc": "A notes app's URL scheme.",
    "descriptors": [
        {"id": "name", "type": "text", "minLength": 1, "doc": "The note's name, a path segment."},
        {"id": "path", "type": "text", "doc": "The note's folder path, the rest of the path."},
        {"id": "title", "key": "title", "type": "text", "maxLength": 200, "doc": "The note's title."},
        {"id": "code", "key": "code", "type": "text", "allowed": "0-9a-f", "doc": "A hex code."},
        {"id": "kind", "key": "kind", "type": "enum", "doc": "What the note is.",
         "values": [{"id": "note", "token": "note", "doc": "A plain note."},
                    {"id": "task", "token": "task", "doc": "A task."}]},
        {"id": "count", "key": "count", "type": "integer", "min": 1, "max": 10, "doc": "How many."},
        {"id": "silent", "key": "silent", "type": "presence", "doc": "Do not open the note."},
        {"id": "pinned", "key": "pinned", "type": "flag", "true": "yes", "false": "no", "doc": "Pinned."},
        {"id": "tags", "key": "tags", "type": "list", "item": {"type": "text"}, "separator": ",", "doc": "Tags."},
        {"id": "due", "key": "due", "type": "dateTime", "doc": "When it is due."},
        {"id": "link", "key": "link", "type": "url", "schemes": ["https"], "doc": "A web page."},
        {"id": "ids", "key": "ids", "type": "list", "item": {"type": "text"}, "separator": ",", "doc": "The ids."},
        {"id": "errorMessage", "key": "errorMessage", "type": "text", "doc": "What went wrong."},
    ],
    "messages": [
        {"id": "add", "doc": "Adds a note.",
         "carriers": [{"app": "notes", "host": "x-callback-url", "path": ["add", {"field": "name"}],
                       "doc": "`notes://x-callback-url/add/<name>`."}],
         "fields": [
             {"descriptor": "name", "doc": "The new note's name."},
             {"descriptor": "title", "default": "Untitled", "doc": "Its title."},
             {"descriptor": "code"},
             {"descriptor": "kind", "default": "note"},
             {"descriptor": "count", "default": "1"},
             {"descriptor": "silent"},
             {"descriptor": "pinned", "default": "no"},
             {"descriptor": "tags"},
             {"descriptor": "due"},
             {"descriptor": "link", "requiredWhen": {"field": "kind", "is": ["task"]}},
         ],
         "callbacks": {
             "success": {"doc": "The note was added.", "fields": [{"descriptor": "ids", "doc": "Its ids."}]},
             "error": {"doc": "It was not.", "fields": [{"descriptor": "errorMessage"}]},
             "cancel": {"doc": "The user canceled."},
         }},
        {"id": "open", "doc": "Opens a note.",
         "carriers": [
             {"id": "uri", "app": "notes", "opaque": ["open", {"field": "kind"}, {"field": "name"}],
              "doc": "`notes:open:<kind>:<name>`."},
             {"id": "web", "scheme": "https", "host": "notes.example.com",
              "path": ["open", {"field": "kind"}, {"field": "name"}], "doc": "The web link."},
         ],
         "fields": [{"descriptor": "kind"}, {"descriptor": "name"}]},
        {"id": "browse", "doc": "Shows a folder.",
         "carriers": [{"app": "notes", "host": "browse", "path": [{"field": "path", "rest": True}]}],
         "fields": [{"descriptor": "path"}, {"descriptor": "title"}], "plus": "space"},
    ],
    "apps": [{"id": "notes", "name": "Notes", "scheme": "notes", "doc": "The notes app."}],
}


def url_named(case_id: str) -> dict:
    schema = copy.deepcopy(URL_BASE)
    schema["name"] = camel(case_id)
    return schema


def descriptor(schema: dict, descriptor_id: str) -> dict:
    return next(d for d in schema["descriptors"] if d["id"] == descriptor_id)


def field(schema: dict, message_id: str, descriptor_id: str) -> dict:
    return next(f for f in message(schema, message_id)["fields"] if f["descriptor"] == descriptor_id)


def url_accepted(case_id: str, klass: str, schema: dict) -> Case:
    return accepted(case_id, klass, schema)


def url_refused(case_id: str, klass: str, schema: dict, needle: str) -> Case:
    text = encode(schema)
    return Case(case_id, klass, "refused", text, line=line_of(text, needle))


def doc_cases() -> list[Case]:
    schema = url_named("url-docs")
    message(schema, "add")["doc"] = "Adds." + C_CONSTRUCTOR
    message(schema, "add")["carriers"][0]["doc"] = "The carrier." + TS_STATEMENT
    message(schema, "add")["callbacks"]["success"]["doc"] = "Done." + KOTLIN_INIT
    message(schema, "add")["callbacks"]["cancel"]["doc"] = "Canceled. /*\u0301 the rest is a comment"
    field(schema, "add", "title")["doc"] = "Title.\r\npublic var pwned0: Int { 0 }"
    message(schema, "add")["callbacks"]["success"]["fields"][0]["doc"] = "Ids.\u2028public var pwned1: Int { 0 }"
    message(schema, "open")["carriers"][1]["doc"] = "Web.\u0085*/ int pwned2; /*"
    descriptor(schema, "kind")["values"][1]["doc"] = "Task.\u2029case pwned3"
    descriptor(schema, "path")["doc"] = "Rest ??/\nspliced ??/"
    return [url_accepted("url-docs", "URL grammar: code injection through docs of messages, carriers, "
                         "fields, enum values and callbacks", schema)]


def host_and_segment_cases() -> list[Case]:
    cases = []
    schema = url_named("url-host-quotes")
    message(schema, "add")["carriers"][0]["host"] = HOST_QUOTES
    message(schema, "open")["carriers"][1]["host"] = "*\\\"'`"
    cases.append(url_accepted("url-host-quotes", "URL grammar: hosts with quotes, backslashes, $, ${, trigraphs",
                              schema))
    for case_id, host, klass in [("url-host-comment-end", "a*/b", "'/' (a comment end) in a host"),
                                 ("url-host-line-break", "a\nb", "a line break in a host"),
                                 ("url-host-bidi", "a\u202eb", "a bidi control in a host"),
                                 ("url-host-space", "a b", "a space in a host")]:
        schema = url_named(case_id)
        message(schema, "add")["carriers"][0]["host"] = host
        cases.append(url_refused(case_id, "URL grammar: " + klass, schema, '"host"'))
    schema = url_named("url-literal-dots")
    message(schema, "add")["carriers"][0]["path"][0] = ".."
    message(schema, "open")["carriers"][0]["opaque"][0] = "~"
    message(schema, "open")["carriers"][1]["path"][0] = "."
    cases.append(url_accepted("url-literal-dots", "URL grammar: dot segments and ~ as literal segments", schema))
    for case_id, literal, klass in [("url-literal-comment-end", "*/", "'*/' as a literal segment"),
                                    ("url-literal-quote", 'a"b', "a quote in a literal segment"),
                                    ("url-literal-empty", "", "an empty literal segment"),
                                    ("url-literal-percent", "%41", "an escape in a literal segment")]:
        schema = url_named(case_id)
        message(schema, "open")["carriers"][0]["opaque"][0] = literal
        cases.append(url_refused(case_id, "URL grammar: " + klass, schema, json.dumps(literal)))
    return cases


def token_cases() -> list[Case]:
    cases = []
    schema = url_named("url-object-members")
    for descriptor_id, key in zip(["title", "code", "count", "tags", "due"], OBJECT_MEMBER_TOKENS):
        descriptor(schema, descriptor_id)["key"] = key
    kind = descriptor(schema, "kind")
    kind["values"] = [{"id": f"member{index}", "token": token} for index, token in enumerate(OBJECT_MEMBER_TOKENS)]
    field(schema, "add", "kind")["default"] = "__proto__"
    field(schema, "add", "link")["requiredWhen"]["is"] = ["constructor"]
    cases.append(url_accepted("url-object-members", "URL grammar: keys and enum tokens named like JavaScript "
                              "object members (__proto__, constructor, toString)", schema))
    # A key that is no token is located at the key; one the callbacks reserve, at the message's field.
    for case_id, key, klass, needle in [
            ("url-key-quote", 'ti"tle', "a quote in a key", json.dumps('ti"tle')),
            ("url-key-ampersand", "a&b", "'&' in a key", '"a&b"'),
            ("url-key-x-success", "x-success", "a key the callbacks reserve", '"descriptor": "title"')]:
        schema = url_named(case_id)
        descriptor(schema, "title")["key"] = key
        cases.append(url_refused(case_id, "URL grammar: " + klass, schema, needle))
    schema = url_named("url-enum-token-comment")
    descriptor(schema, "kind")["values"][1]["token"] = "*/"
    cases.append(url_refused("url-enum-token-comment", "URL grammar: '*/' as an enum token", schema, '"*/"'))
    schema = url_named("url-callback-collision")
    extra = copy.deepcopy(message(schema, "open"))
    extra["id"] = "addSuccess"
    schema["messages"].append(extra)
    # Located at the message whose callback claims the name.
    cases.append(url_refused("url-callback-collision", "URL grammar: a message named as a callback's",
                             schema, '"id": "add"'))
    return cases


def value_cases() -> list[Case]:
    cases = []
    schema = url_named("url-allowed-quotes")
    descriptor(schema, "code")["allowed"] = "\"\\'`$*/{}%?!-~"
    cases.append(url_accepted("url-allowed-quotes", "URL grammar: an allowed set of quotes, backslash, $, */ "
                              "and a range up to ~", schema))
    for case_id, allowed, klass in [("url-allowed-reversed", "z-a", "a reversed range in an allowed set"),
                                    ("url-allowed-space", "a b", "a space in an allowed set"),
                                    ("url-allowed-non-ascii", "a\u00e9", "a non-ASCII allowed character")]:
        schema = url_named(case_id)
        descriptor(schema, "code")["allowed"] = allowed
        cases.append(url_refused(case_id, "URL grammar: " + klass, schema, '"allowed"'))
    schema = url_named("url-default-quotes")
    field(schema, "add", "title")["default"] = "*/ \"q\" \\ ${x} $y ??/ ??= \u0600*/ ' ` \U0001F600 %41 &a=b"
    cases.append(url_accepted("url-default-quotes", "URL grammar: a text default with quotes, comment ends, "
                              "escapes and an emoji", schema))
    for case_id, descriptor_id, default, klass in [
            ("url-default-line-break", "title", "a\nint pwned;", "a line break in a default"),
            ("url-default-nul", "title", "a\u0000b", "NUL in a default"),
            ("url-default-too-long", "title", "x" * 201, "a default longer than maxLength"),
            ("url-default-integer-form", "count", "1e3", "an integer default not in decimal"),
            ("url-default-flag", "pinned", "maybe", "a flag default that is not its token")]:
        schema = url_named(case_id)
        field(schema, "add", descriptor_id)["default"] = default
        cases.append(url_refused(case_id, "URL grammar: " + klass, schema, json.dumps(default, ensure_ascii=False)))
    return cases


def url_corpus() -> list[Case]:
    return doc_cases() + host_and_segment_cases() + token_cases() + value_cases()
