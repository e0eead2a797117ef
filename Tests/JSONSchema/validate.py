"""Checks the JSON Schemas in docs/json-schema with the real `jsonschema` package.

Usage: python3 Tests/JSONSchema/validate.py <schemegen binary>

- both JSON Schemas are valid draft 2020-12 schemas;
- schema.json and the test schemas validate, as does a sample config;
- broken schemas are rejected by the JSON Schema AND by `schemegen validate` (so editors and
  the generator agree); a broken config likewise.
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
CONFIG = json.loads((ROOT / "docs/json-schema/config.v1.json").read_text())

VALID_SCHEMAS = ["schema.json", "Tests/Schemas/landmine.json"]
# Broken schemas whose problem a JSON Schema can express (duplicates and references it cannot).
BROKEN_SCHEMAS = [
    "missing-key", "unexpected-key", "mistyped-keys", "message-without-fields", "malformed-names-and-ids",
    "reserved-descriptor-id", "unsupported-schema-version", "unknown-type-and-bad-flag", "token-with-delimiter",
    "enum-without-values", "not-an-object", "invalid-schemes", "store-link-and-id", "flags-and-abbreviation",
    "hosts-limits-and-store",
]
VALID_CONFIG = {"schema": "schema.json", "languages": ["swift", "c"], "outputs": {"swift": "ios/Generated"},
                "options": {"kotlin": {"package": "com.contoso.officelink"}, "c": {"prefix": "olk"}}}
BROKEN_CONFIG = {"languages": ["cobol"], "options": {"kotlin": {"colour": "red"}}}


def main() -> int:
    schemegen = sys.argv[1]
    results = []

    def check(name, ok, why=""):
        results.append(ok)
        if not ok:
            print(f"FAIL {name}: {why}")

    for schema in (SCHEMA, CONFIG):
        try:
            Draft202012Validator.check_schema(schema)
            check(f"{schema['$id']} is a valid JSON Schema", True)
        except Exception as error:  # the library raises SchemaError
            check(f"{schema['$id']} is a valid JSON Schema", False, str(error))

    schema_validator = Draft202012Validator(SCHEMA)
    for path in VALID_SCHEMAS:
        errors = [e.message for e in schema_validator.iter_errors(json.loads((ROOT / path).read_text()))]
        check(f"{path} validates", not errors, "; ".join(errors))

    for name in BROKEN_SCHEMAS:
        path = ROOT / "Tests/Schemas/broken" / f"{name}.json"
        errors = list(schema_validator.iter_errors(json.loads(path.read_text())))
        check(f"JSON Schema rejects {name}", bool(errors), "accepted")
        status = subprocess.run([schemegen, "validate", "--schema", str(path)], capture_output=True).returncode
        check(f"schemegen rejects {name}", status == 65, f"exit status {status}")

    config_validator = Draft202012Validator(CONFIG)
    errors = [e.message for e in config_validator.iter_errors(VALID_CONFIG)]
    check("a sample config validates", not errors, "; ".join(errors))
    check("JSON Schema rejects a broken config", bool(list(config_validator.iter_errors(BROKEN_CONFIG))), "accepted")
    with tempfile.TemporaryDirectory() as folder:
        config = pathlib.Path(folder) / "schemegen.json"
        config.write_text(json.dumps(BROKEN_CONFIG))
        status = subprocess.run([schemegen, "validate", "--config", str(config)], capture_output=True).returncode
        check("schemegen rejects a broken config", status == 2, f"exit status {status}")

    failed = results.count(False)
    print(f"{len(results) - failed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
