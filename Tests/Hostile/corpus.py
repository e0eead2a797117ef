"""The hostile corpus: one small case per class of issue 12, each a variant of schema.json.

Each case names its class and its expected outcome (see schemas.Case). Accepted cases get their
own schema name, so that every case's code can be compiled side by side in one kotlinc and one tsc
run; the name is the same in the case and its plain twin."""

import copy
import dataclasses

from schemas import Case, accepted, app_names, encode, line_of, rename_descriptor, with_plain_docs

# Payloads that end a doc comment and become code if a renderer misses the `*/` that U+0600 (a
# Prepend mark, which a grapheme cluster glues to the `*`) hides; each ends with `//`, so the `*/`
# that closes a one-line doc comment is swallowed and the file still compiles.
C_CONSTRUCTOR = "\u0600*/ __attribute__((constructor)) static void p(void) { __builtin_trap(); } //"
TS_STATEMENT = "\u0600*/ (globalThis as { pwned?: boolean }).pwned = true; //"
KOTLIN_INIT = "\u0600*/ object Pwned { init { error(\"pwned\") } } //"
WORKFLOW_COMMAND = "\n::error file=x::pwned"
ANSI_RED = "\u001b[31m"


def camel(case_id: str) -> str:
    return "Hostile" + "".join(word[:1].upper() + word[1:] for word in case_id.split("-"))


def named(base: dict, case_id: str) -> dict:
    schema = copy.deepcopy(base)
    schema["name"] = camel(case_id)
    return schema


def message(schema: dict, message_id: str) -> dict:
    return next(m for m in schema["messages"] if m["id"] == message_id)


def refused(case_id: str, klass: str, schema: dict, needle: str | None, **options) -> Case:
    text = encode(schema)
    return Case(case_id, klass, "refused", text, line=line_of(text, needle) if needle else None, **options)


def doc_cases(base: dict) -> list[Case]:
    cases = []
    for case_id, payload in [("doc-prepend-c", C_CONSTRUCTOR), ("doc-prepend-ts", TS_STATEMENT),
                             ("doc-prepend-kotlin", KOTLIN_INIT)]:
        schema = named(base, case_id)
        message(schema, "open")["doc"] = "Opens." + payload
        cases.append(accepted(case_id, "code injection: U+0600 before */ in a doc", schema))
    schema = named(base, "doc-combining-reopen")
    message(schema, "open")["doc"] = "Opens. /*\u0301 the rest of the file is a comment"
    cases.append(accepted("doc-combining-reopen", "code injection: /* + U+0301 in a doc", schema))
    # Every doc line break, each in its own doc and followed by Swift code that compiles there: one
    # more enum case after a mode's doc, a computed property (at the top level, in a struct or an
    # enum) after the others.
    schema = named(base, "doc-line-breaks")
    docs = [schema] + schema["modes"] + schema["descriptors"]
    for index, (doc_owner, brk) in enumerate(zip(docs, ["\r", "\r\n", "\u0085", "\u2028", "\u2029", "\n\r"])):
        declaration = f"case pwned{index}" if doc_owner in schema["modes"] else f"public var pwned{index}: Int {{ 0 }}"
        doc_owner["doc"] = "Line one." + brk + declaration
    cases.append(accepted("doc-line-breaks", "code injection: CR, CRLF, NEL, LS, PS end a /// or // doc line",
                          schema))
    return cases


def file_name_cases(base: dict) -> list[Case]:
    """The schema's file name reaches each file's header comment. A Linux file name cannot hold
    `/`, so `*/` itself cannot be in one; `--` and `-->` can end an XML comment."""
    cases = []
    for case_id, file_name in [("file-name-line-breaks", "schema\nint a;\rint b;\u2028int c;.json"),
                               ("file-name-dashes-bidi-ansi", "schema--x-->\u202e\u001b[31m.json")]:
        schema = named(base, case_id)
        twin = accepted(case_id, "the schema file name in the generated header", schema, file_name=file_name)
        twin.plain = twin.text  # the same schema, from schema.json
        cases.append(twin)
    return cases


def name_cases(base: dict) -> list[Case]:
    cases = []
    schema = named(base, "names-posix-macros")
    for old, new in [("service", "hAddr"), ("user", "utAddr"), ("fileName", "stAtime"),
                     ("webOrApp", "saHandler"), ("context", "siPid"), ("saveFolder", "s6Addr")]:
        rename_descriptor(schema, old, new)
    cases.append(accepted("names-posix-macros", "names: C members that POSIX headers define as macros", schema))
    schema = named(base, "names-kotlin-yield")
    rename_descriptor(schema, "passback", "yield")
    cases.append(accepted("names-kotlin-yield", "names: Kotlin reserved word yield", schema))
    schema = named(base, "names-long-id")
    long_id = "o" + "x" * 300
    message(schema, "open")["id"] = long_id
    cases.append(refused("names-long-id", "names: a 301-character id (file name too long)", schema, long_id))
    schema = named(base, "names-long-schema-name")
    schema["name"] = "H" + "x" * 240
    cases.append(refused("names-long-schema-name", "names: a 241-character schema name", schema, schema["name"]))
    schema = named(base, "names-17-flags")
    message(schema, "open")["flags"] = [{"id": f"flag{chr(97 + n)}", "token": f"f{chr(97 + n)}"} for n in range(17)]
    # The diagnostic points at the 17th flag, whose object opens on the line before its id.
    case = refused("names-17-flags", "names: 17 flags (the C flag set holds 16)", schema, '"flagq"')
    cases.append(dataclasses.replace(case, line=case.line - 1))
    return cases


def character_cases(base: dict) -> list[Case]:
    cases = []
    schema = named(base, "doc-nul")
    message(schema, "open")["doc"] = "Opens\u0000 a document."
    cases.append(refused("doc-nul", "characters: NUL in a doc", schema, "\\u0000"))
    schema = named(base, "doc-trigraph")
    schema["modes"][0]["doc"] = "Ends in a trigraph ??/\nso the next line is spliced ??/"
    cases.append(accepted("doc-trigraph", "characters: a doc line ending ??/ (C trigraph)", schema))
    schema = named(base, "doc-bidi")
    message(schema, "open")["doc"] = "Opens \u202e a document."
    cases.append(refused("doc-bidi", "characters: an unpaired bidi control in a doc", schema, "\u202e"))
    schema = named(base, "name-bidi")
    schema["apps"][0]["name"] = "Wo\u2067rd"
    cases.append(refused("name-bidi", "characters: an unpaired bidi control in an app name", schema, "\u2067"))
    schema = named(base, "name-line-break")
    schema["apps"][0]["name"] = "Word\u2028Pad"
    cases.append(refused("name-line-break", "characters: a line break in an app name", schema, "\u2028"))
    schema = named(base, "name-literal-escapes")
    for app, name in zip(schema["apps"], [
            'Say "hi" \\ \\u0041 \\n', "Kotlin $name ${'$'} and ${1 + 1}", "C ??= ??/ ??' trigraphs",
            "Joined\u200dby\u200cZW and \u00adsoft", "Prepend \u0600* and \u06dd\u0605", "BOM\ufeff inside",
            "Combining /\u0301* and *\u0301/", "Emoji \U0001F600 and private \ue000", "*/ /* // --> <!-- --",
            "Backtick ` and ' quote"]):
        app["name"] = name
    cases.append(accepted("name-literal-escapes", "characters: app names that need escapes in literals", schema))
    text = encode(named(base, "doc-lone-surrogate")).replace(b'"Opens a document', b'"\\ud800Opens a document', 1)
    cases.append(Case("doc-lone-surrogate", "characters: a lone surrogate escape in a doc", "refused", text,
                      line=line_of(text, "\\ud800")))
    return cases


def diagnostic_cases(base: dict) -> list[Case]:
    cases = []
    schema = named(base, "diag-id-workflow")
    message(schema, "return")["id"] = "return" + WORKFLOW_COMMAND
    cases.append(refused("diag-id-workflow", "diagnostics: a workflow command in an id", schema, "::error"))
    schema = named(base, "diag-id-ansi")
    message(schema, "return")["id"] = "return" + ANSI_RED
    cases.append(refused("diag-id-ansi", "diagnostics: an ANSI escape in an id", schema, "\\u001b"))
    schema = named(base, "diag-doc-ansi")
    message(schema, "return")["doc"] = "Returns " + ANSI_RED + "red"
    cases.append(refused("diag-doc-ansi", "diagnostics: an ANSI escape in a doc", schema, "\\u001b"))
    schema = named(base, "diag-doc-workflow")
    message(schema, "return")["doc"] = "Returns." + WORKFLOW_COMMAND
    cases.append(accepted("diag-doc-workflow", "diagnostics: a workflow command in a doc (a doc may hold LF)", schema))
    schema = named(base, "diag-path-workflow")
    message(schema, "return")["id"] = "Return"
    case = refused("diag-path-workflow", "diagnostics: a workflow command and ANSI escape in the file name",
                   schema, '"Return"')
    case.file_name = "x" + WORKFLOW_COMMAND + ANSI_RED + ".json"
    cases.append(case)

    schema = named(base, "diag-cr-line-ends")
    message(schema, "return")["id"] = "Return"
    text = encode(schema)
    cases.append(Case("diag-cr-line-ends", "diagnostics: CR-only line ends count as lines", "refused",
                      text.replace(b"\n", b"\r"), line=line_of(text, '"Return"')))

    schema = named(base, "diag-huge-integer")
    schema["apps"][0]["appStoreId"] = 918273645
    text = encode(schema).replace(b"918273645", b"1e400")
    cases.append(Case("diag-huge-integer", "diagnostics: an integer out of range (1e400)", "refused", text,
                      line=line_of(text, "1e400"), diagnostic_not="found a number"))
    cases.append(Case("diag-huge-file", "diagnostics: a 200 MB schema is refused at once", "refused",
                      huge_schema(base), max_seconds=5.0))
    return cases


def huge_schema(base: dict) -> bytes:
    """schema.json with a 200 MB doc: valid JSON, refused for its size alone."""
    schema = named(base, "diag-huge-file")
    schema["doc"] = "HUGE"
    head, tail = encode(schema).split(b'"HUGE"', 1)
    return head + b'"' + b"a" * (200 * 1024 * 1024) + b'"' + tail


def control_case(base: dict) -> Case:
    """The plain schema against itself plus one message: every comparison must see the difference."""
    plain = with_plain_docs(named(base, "control-code-differs"))
    changed = copy.deepcopy(plain)
    extra = copy.deepcopy(message(changed, "return"))
    extra["id"] = "ping"
    changed["messages"].append(extra)
    return Case("control-code-differs", "control: a twin that differs in code must be caught", "differs",
                encode(changed), plain=encode(plain), app_names=app_names(changed))


def corpus(base: dict) -> list[Case]:
    return (doc_cases(base) + file_name_cases(base) + name_cases(base) + character_cases(base)
            + diagnostic_cases(base) + [control_case(base)])
