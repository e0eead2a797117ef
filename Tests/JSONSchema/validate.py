"""Checks the JSON Schemas in docs/json-schema with the real `jsonschema` package.

Usage: python3 Tests/JSONSchema/validate.py <schemegen binary>

- the JSON Schemas (schema format 1 and 2, config) are valid draft 2020-12 schemas;
- schema.json, the test schemas and the format 2 examples validate, as does a sample config;
- broken schemas are rejected by the JSON Schema of their schemaVersion AND by `schemegen
  validate` (so editors and the generator agree); a broken config likewise;
- the character rules and limits (docs, app names, store links, id and name lengths, flag
  counts, number ranges, and format 2's lengths, bounds, separators, characters and values)
  accept and refuse the same values in both, one value at a time.
Prints one line per failure, then "N passed, N failed"; exits 1 on any failure.
"""
import json
import pathlib
import subprocess
import sys
import tempfile

from jsonschema import Draft202012Validator

ROOT = pathlib.Path(__file__).resolve().parents[2]
SCHEMA = json.loads((ROOT / "docs/json-schema/schema.v1.json").read_text())
SCHEMA_V2 = json.loads((ROOT / "docs/json-schema/schema.v2.json").read_text())
CONFIG = json.loads((ROOT / "docs/json-schema/config.v1.json").read_text())

VALID_SCHEMAS = ["schema.json", "Tests/Schemas/landmine.json"]
VALID_SCHEMAS_V2 = [f"Examples/protocols/{name}.json" for name in ("things", "obsidian", "shortcuts", "spotify")] + [
    "Tests/Schemas/url-generic.json"]
# Broken schemas whose problem a JSON Schema can express (duplicates and references it cannot).
BROKEN_SCHEMAS = [
    "missing-key", "unexpected-key", "mistyped-keys", "message-without-fields", "malformed-names-and-ids",
    "reserved-descriptor-id", "unsupported-schema-version", "unknown-type-and-bad-flag", "token-with-delimiter",
    "enum-without-values", "not-an-object", "invalid-schemes", "store-link-and-id", "flags-and-abbreviation",
    "hosts-limits-and-store", "refused-characters-in-docs", "refused-characters-in-names-and-urls", "long-ids-and-name",
    "too-many-flags", "numbers-out-of-range", "mixed-line-ends", "escaped-diagnostic-text",
    "url-format-2-in-format-1", "url-modes-and-grammars", "url-descriptor-types", "url-carriers", "url-field-rules",
    "url-callbacks", "url-text-characters", "pipe-url-schemes",
]
# One value put into schema.json at a time: (what, where, value, accepted by both?). The refused
# characters sit mid-string, since Python's `$` also matches before a final line feed.
DOC, NAME, URL = ("doc",), ("apps", 0, "name"), ("apps", 0, "storeUrl")
VALUES = [
    ("doc with tab, CR, LF, CRLF, NEL, LS, PS", DOC, "a\tb\rc\nd\r\ne\u0085f\u2028g\u2029h", True),
    ("doc with ZWJ, soft hyphen, U+0600, BOM, combining mark, private use, emoji skin tone", DOC,
     "a\u200db\u00adc\u0600*/d\ufeffe/*\u0301f\ue000g\U0001f44d\U0001f3fe", True),
    ("doc with NUL", DOC, "a\u0000b", False),
    ("doc with ESC", DOC, "a\u001b[31mb", False),
    ("doc with DEL", DOC, "a\u007fb", False),
    ("doc with a C1 control", DOC, "a\u009bb", False),
    ("doc with U+202E", DOC, "a\u202eb", False),
    ("doc with U+2067", DOC, "a\u2067b", False),
    ("doc with U+061C", DOC, "a\u061cb", False),
    ("doc with U+200E", DOC, "a\u200eb", False),
    ("doc with U+FDD0", DOC, "a\ufdd0b", False),
    ("doc with U+FFFF", DOC, "a\uffffb", False),
    ("name with ZWJ, combining mark, emoji", NAME, "One\u200dNote e\u0301 \U0001f600", True),
    ("name with LF", NAME, "a\nb", False),
    ("name with CR", NAME, "a\rb", False),
    ("name with tab", NAME, "a\tb", False),
    ("name with NEL", NAME, "a\u0085b", False),
    ("name with U+2028", NAME, "a\u2028b", False),
    ("name with U+202D", NAME, "a\u202db", False),
    ("store link in printable ASCII", URL, "https://example.com/a?b=c&d='e'#\"f\"", True),
    ("store link with a space", URL, "https://example.com/a b", False),
    ("store link with U+00E9", URL, "https://example.com/caf\u00e9", False),
    ("store link with U+200B", URL, "https://example.com/\u200b", False),
    ("store link with DEL", URL, "https://example.com/\u007f", False),
    ("store link without a scheme", URL, "example.com", False),
    ("64-character schema name", ("name",), "N" + "x" * 63, True),
    ("65-character schema name", ("name",), "N" + "x" * 64, False),
    ("64-character app id", ("apps", 0, "id"), "w" + "x" * 63, True),
    ("65-character app id", ("apps", 0, "id"), "w" + "x" * 64, False),
    ("appStoreId 2^53 - 1", ("apps", 0, "appStoreId"), 2**53 - 1, True),
    ("appStoreId 2^53", ("apps", 0, "appStoreId"), 2**53, False),
    ("maxPathLength 2^31 - 1", ("apps", 0, "limits"), {"maxPathLength": 2**31 - 1}, True),
    ("maxPathLength 2^31", ("apps", 0, "limits"), {"maxPathLength": 2**31}, False),
    ("16 flags", ("messages", 0, "flags"), [{"id": f"f{i}", "token": f"f{i}"} for i in range(16)], True),
    ("17 flags", ("messages", 0, "flags"), [{"id": f"f{i}", "token": f"f{i}"} for i in range(17)], False),
    ("url schemes ftp, FILE", ("descriptors", 0, "schemes"), ["ftp", "FILE"], True),
    ("url schemes empty", ("descriptors", 0, "schemes"), [], False),
    ("url scheme with its colon", ("descriptors", 0, "schemes"), ["https:"], False),
    ("url scheme starting with a digit", ("descriptors", 0, "schemes"), ["1http"], False),
    ("schemes on a text descriptor", ("descriptors", 3, "schemes"), ["https"], False),
]
# The same, put into Examples/protocols/things.json (descriptor 0 is the text 'title', 7 the
# list 'tags', 29 the integer 'schemeVersion'; message 0 is 'add', its field 0 'title').
TITLE, TAGS, VERSION, TITLE_FIELD = ("descriptors", 0), ("descriptors", 7), ("descriptors", 29), ("messages", 0, "fields", 0)
VALUES_V2 = [
    ("maxLength 2^31 - 1", TITLE + ("maxLength",), 2**31 - 1, True),
    ("maxLength 2^31", TITLE + ("maxLength",), 2**31, False),
    ("minLength -1", TITLE + ("minLength",), -1, False),
    ("allowed with ranges and a last '-'", TITLE + ("allowed",), "a-z0-9_-", True),
    ("allowed with a space", TITLE + ("allowed",), "a-z ", False),
    ("integer min -(2^53 - 1)", VERSION + ("min",), -(2**53 - 1), True),
    ("integer min -2^53", VERSION + ("min",), -(2**53), False),
    ("integer max 2^53", VERSION + ("max",), 2**53, False),
    ("separator ';'", TAGS + ("separator",), ";", True),
    ("separator space", TAGS + ("separator",), " ", True),
    ("separator line feed", TAGS + ("separator",), "\n", True),
    ("separator 'x'", TAGS + ("separator",), "x", False),
    ("separator '&'", TAGS + ("separator",), "&", False),
    ("separator ', '", TAGS + ("separator",), ", ", False),
    ("separator space and line feed", TAGS + ("separator",), " \n", False),
    ("default with ZWJ and a combining mark", TITLE_FIELD + ("default",), "a\u200db e\u0301", True),
    ("default with LF", TITLE_FIELD + ("default",), "a\nb", False),
    ("default with tab", TITLE_FIELD + ("default",), "a\tb", False),
    ("default with U+202E", TITLE_FIELD + ("default",), "a\u202eb", False),
    ("65-character carrier id", ("messages", 0, "carriers", 0, "id"), "c" + "x" * 64, False),
    ("64-character carrier id", ("messages", 0, "carriers", 0, "id"), "c" + "x" * 63, True),
    ("host with '@'", ("messages", 0, "carriers", 0, "host"), "a@b", False),
    ("host with '%' and '!'", ("messages", 0, "carriers", 0, "host"), "a%21!", True),
    ("no modes with a pipe message", ("messages", 1), {"id": "open", "scheme": "caller", "fields": [{"descriptor": "when"}]}, False),
]
VALID_CONFIG = {"schema": "schema.json", "languages": ["swift", "c"], "outputs": {"swift": "ios/Generated"},
                "options": {"kotlin": {"package": "com.contoso.officelink"}, "c": {"prefix": "olk"}},
                "registration": {"app": "word", "android": {"package": "com.microsoft.office.word",
                                                            "sha256CertFingerprints": [":".join(["AB"] * 32)]},
                                 "ios": {"appIDs": ["ABCDE12345.com.microsoft.Office.Word"]}}}
BROKEN_CONFIG = {"languages": ["cobol"], "options": {"kotlin": {"colour": "red"}}}


def main() -> int:
    schemegen = sys.argv[1]
    results = []

    def check(name, ok, why=""):
        results.append(ok)
        if not ok:
            print(f"FAIL {name}: {why}")

    for schema in (SCHEMA, SCHEMA_V2, CONFIG):
        try:
            Draft202012Validator.check_schema(schema)
            check(f"{schema['$id']} is a valid JSON Schema", True)
        except Exception as error:  # the library raises SchemaError
            check(f"{schema['$id']} is a valid JSON Schema", False, str(error))

    validators = {1: Draft202012Validator(SCHEMA), 2: Draft202012Validator(SCHEMA_V2)}

    def validator(schema):
        """The JSON Schema of the file's schemaVersion; format 2's for any other, which it refuses."""
        return validators.get(schema.get("schemaVersion"), validators[2])

    for path in VALID_SCHEMAS + VALID_SCHEMAS_V2:
        schema = json.loads((ROOT / path).read_text())
        errors = [e.message for e in validator(schema).iter_errors(schema)]
        check(f"{path} validates", not errors, "; ".join(errors))

    for name in BROKEN_SCHEMAS:
        path = ROOT / "Tests/Schemas/broken" / f"{name}.json"
        schema = json.loads(path.read_text())
        errors = list(validator(schema).iter_errors(schema))
        check(f"JSON Schema rejects {name}", bool(errors), "accepted")
        status = subprocess.run([schemegen, "validate", "--schema", str(path)], capture_output=True).returncode
        check(f"schemegen rejects {name}", status == 65, f"exit status {status}")

    with tempfile.TemporaryDirectory() as folder:
        for base_path, values in (("schema.json", VALUES), ("Examples/protocols/things.json", VALUES_V2)):
            base = json.loads((ROOT / base_path).read_text())
            for what, path, value, accepted in values:
                schema = json.loads(json.dumps(base))
                target = schema
                for step in path[:-1]:
                    target = target[step]
                target[path[-1]] = value
                file = pathlib.Path(folder) / "schema.json"
                file.write_text(json.dumps(schema))
                errors = list(validator(schema).iter_errors(schema))
                verdict = "accepts" if accepted else "rejects"
                check(f"JSON Schema {verdict} {what}", not errors if accepted else bool(errors), "; ".join(e.message for e in errors)[:300] or "accepted")
                status = subprocess.run([schemegen, "validate", "--schema", str(file)], capture_output=True).returncode
                check(f"schemegen {verdict} {what}", status == (0 if accepted else 65), f"exit status {status}")

    config_validator = Draft202012Validator(CONFIG)
    errors = [e.message for e in config_validator.iter_errors(VALID_CONFIG)]
    check("a sample config validates", not errors, "; ".join(errors))
    check("JSON Schema rejects a broken config", bool(list(config_validator.iter_errors(BROKEN_CONFIG))), "accepted")
    with tempfile.TemporaryDirectory() as folder:
        config = pathlib.Path(folder) / "schemegen.json"
        config.write_text(json.dumps(BROKEN_CONFIG))
        status = subprocess.run([schemegen, "validate", "--config", str(config)], capture_output=True).returncode
        check("schemegen rejects a broken config", status == 2, f"exit status {status}")
        # The registration section's values, refused by both (schemegen names each one's place).
        broken = {"registration": {"app": "word", "android": {"package": "word", "sha256CertFingerprints": ["ab:cd"]},
                                   "ios": {"appIDs": ["x..y"]}}}
        check("JSON Schema rejects a broken registration section", len(list(config_validator.iter_errors(broken))) == 3, "accepted")
        config.write_text(json.dumps(broken, indent=1))
        run = subprocess.run([schemegen, "validate", "--config", str(config)], capture_output=True, text=True)
        check("schemegen rejects a broken registration section", run.returncode == 2 and run.stderr.count("error:") == 3,
              f"exit status {run.returncode}: {run.stderr[:300]}")

    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
