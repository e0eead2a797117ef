#!/usr/bin/env python3
"""Every fenced code block of README.md and of the pages under docs/ is compiled, run or compared
with what it shows.

Usage: check-readme.py SCHEMEGEN WORK_FOLDER. Prints one line per block, then each page's count and
"N passed, N failed" for all of them; exits non-zero when a block fails or when a block matches no
rule. Every page is held to the same rules, except docs/grammar.md: its blocks are the grammars'
ABNF, a specification the conformance vectors test, not a block anything can run. The rules, by
block:
- The README's quick start (a `sh` block whose first line is "# Quick start") runs as written in an
  empty folder, with the schemegen under test on PATH, and must generate every language.
- Swift, TypeScript, Kotlin and C usage examples compile against the code generated from
  schema.json (Tests/Goldens/default; Things' and Spotify's for URL-grammar examples; the quick
  start's output for examples naming its MyLink), wrapped only where the language needs it (a
  function body), with the platform names they use declared (Tests/Readme/platform.kt, the DOM for
  TypeScript).
- A JSON schema example must pass `schemegen validate`; a config example must validate against
  docs/json-schema/config.v1.json and pass `schemegen validate --config`.
- A block whose first line says "(copy of FILE)" must have each of its lines in FILE; "(run by
  SCRIPT)" means SCRIPT reads the block from its page itself (it names the page and holds the
  block's first line).
- Command lines (`schemegen ...`, `swift package ...`, `bash Tests/...`) must use only options
  `schemegen --help` lists, and scripts the suite runs.
- Output blocks are the real output of the command the page says produced them; a block whose
  first line is `$ schemegen ...` is the output of that command, run in the repository's root.
"""
import json
import os
import re
import shlex
import shutil
import subprocess
import sys

root = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", ".."))
schemegen, work = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
goldens = os.path.join(root, "Tests/Goldens/default")
help_text = subprocess.run([schemegen, "--help"], capture_output=True, text=True).stdout
help_options = set(re.findall(r"--[a-z][a-z-]*", help_text))
run_all = open(os.path.join(root, "Tests/run-all.sh"), encoding="utf-8").read()


# The pages whose blocks are checked: the README, then every page under docs/ but the grammars'.
pages = ["README.md"] + sorted(os.path.join("docs", name) for name in os.listdir(os.path.join(root, "docs"))
                               if name.endswith(".md") and name != "grammar.md")


def blocks(page, number):
    """Each fenced block of the page, numbered on from `number` so scratch folders stay apart."""
    lines = open(os.path.join(root, page), encoding="utf-8").read().split("\n")
    index = 0
    while index < len(lines):
        if lines[index].startswith("```"):
            info, start = lines[index][3:].strip(), index + 1
            end = start
            while not lines[end].startswith("```"):
                end += 1
            number += 1
            yield number, start, info, lines[start:end]
            index = end
        index += 1


class Failure(Exception):
    pass


def run(command, cwd=None, stdin=None):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True, input=stdin)
    if result.returncode != 0:
        raise Failure(f"{' '.join(command[:3])}... exited {result.returncode}:\n{result.stdout}{result.stderr}".rstrip())
    return result.stdout


def scratch(name):
    folder = os.path.join(work, name)
    shutil.rmtree(folder, ignore_errors=True)
    os.makedirs(folder)
    return folder


# The Generated/ folder the README's quick start wrote, once its block has run: the examples after
# it, which name the starter protocol MyLink, compile against it.
starter = None


def protocols(body):
    """The quick start's examples use the starter protocol `schemegen init` writes; the URL-grammar
    examples Things and Spotify; the others Office's schema.json."""
    text = "\n".join(body)
    if re.search(r"mylink", text, re.IGNORECASE):
        if starter is None:
            raise Failure("names the starter protocol MyLink before a quick-start block generated it")
        return [starter]
    if re.search(r"\bthings\b|Things\.|things_", text, re.IGNORECASE):
        return [os.path.join(root, "Tests/Goldens/things"), os.path.join(root, "Tests/Goldens/spotify")]
    return [goldens]


# Each language's URI runtime: the same file for every schema, so a program takes one copy.
# Kotlin's (SchemegenRuntime.kt) names its package, so each package's copy is compiled.
RUNTIMES = {"SchemegenRuntime.swift", "schemegenRuntime.ts"}


def sources(folders, pattern):
    found = sorted(os.path.join(path, name) for folder in folders for path, _, names in os.walk(folder)
                   for name in names if re.fullmatch(pattern, name) and "Launcher" not in name)
    runtimes = {os.path.basename(path): path for path in found if os.path.basename(path) in RUNTIMES}
    return [path for path in found if os.path.basename(path) not in RUNTIMES] + sorted(runtimes.values())


def compile_swift(number, body):
    folder = scratch(f"swift-{number}")
    source = os.path.join(folder, "example.swift")
    with open(source, "w", encoding="utf-8") as file:
        file.write("import Foundation\n\nfunc readmeExample(incomingURL: URL) throws {\n" + "\n".join(body) + "\n}\n")
    generated = sources(protocols(body), r".*\.swift")
    run(["swiftc", "-swift-version", "6", "-typecheck", source] + generated)
    return "Swift example type-checks against " + ", ".join(os.path.basename(path) for path in generated)


def compile_typescript(number, body):
    folder = scratch(f"ts-{number}")
    for generated in sources(protocols(body), r".*\.ts"):
        shutil.copy(generated, folder)
    with open(os.path.join(folder, "example.ts"), "w", encoding="utf-8") as file:
        file.write("\n".join(body) + "\n")
    run(["tsc", "--noEmit", "--strict", "--target", "es2020", "--lib", "es2020,dom", "--module", "es2020",
         "--moduleResolution", "node", os.path.join(folder, "example.ts")])
    return "TypeScript example compiles (strict) against the generated TypeScript"


def compile_kotlin(number, body):
    folder = scratch(f"kotlin-{number}")
    imports = [line for line in body if line.startswith("import ")]
    rest = [line for line in body if not line.startswith("import ")]
    source = os.path.join(folder, "Example.kt")
    with open(source, "w", encoding="utf-8") as file:
        file.write("\n".join(imports) + "\n\nfun readmeExample() {\n" + "\n".join(rest) + "\n}\n")
    run(["kotlinc", source, os.path.join(root, "Tests/Readme/platform.kt")] + sources(protocols(body), r".*\.kt")
        + ["-d", os.path.join(folder, "out")])
    return "Kotlin example compiles against the generated Kotlin"


def compile_c(number, body):
    folder = scratch(f"c-{number}")
    source = os.path.join(folder, "example.c")
    with open(source, "w", encoding="utf-8") as file:
        file.write("\n".join(body) + "\n")
    includes = [argument for generated in protocols(body) for argument in ("-I", os.path.join(generated, "c"))]
    run(["cc", "-std=c99", "-Wall", "-Wextra", "-Wpedantic", "-Werror"] + includes + ["-c", source,
         "-o", os.path.join(folder, "example.o")])
    return "C example compiles (C99, warnings are errors) against the generated header"


def json_text(body):
    return json.loads("\n".join(line for line in body if not line.lstrip().startswith("//")))


def check_schema_example(number, body):
    folder = scratch(f"schema-{number}")
    with open(os.path.join(folder, "schema.json"), "w", encoding="utf-8") as file:
        file.write("\n".join(body) + "\n")
    run([schemegen, "validate", "--schema", os.path.join(folder, "schema.json")])
    return "schema example passes schemegen validate"


def check_config_example(number, body):
    import jsonschema
    config = json_text(body)
    schema = json.load(open(os.path.join(root, "docs/json-schema/config.v1.json"), encoding="utf-8"))
    jsonschema.validate(config, schema)
    folder = scratch(f"config-{number}")
    config.pop("$schema", None)
    shutil.copy(os.path.join(root, "schema.json"), folder)
    with open(os.path.join(folder, "schemegen.json"), "w", encoding="utf-8") as file:
        json.dump(config, file)
    run([schemegen, "validate", "--config", os.path.join(folder, "schemegen.json")])
    return "config example validates against config.v1.json and passes schemegen validate --config"


def check_copy(number, body, path):
    """Each line is in the file, except comments and lines with a <placeholder> for the reader."""
    text = open(os.path.join(root, path), encoding="utf-8").read()
    lines = [line.strip() for line in body[1:]]
    missing = [line for line in lines
               if line and not re.match(r"(#(?!!)|//)", line) and not re.search(r"<[a-z ]+>", line) and line not in text]
    if missing:
        raise Failure(f"not in {path}: {missing[0]!r}")
    return f"each line is in {path}"


def check_run_by(number, body, script, page):
    text = open(os.path.join(root, script), encoding="utf-8").read()
    marker = body[0].split("(run by")[0].lstrip("#/ ").strip()
    if page not in text:
        raise Failure(f"{script} does not read {page}")
    if marker not in text:
        raise Failure(f"{script} does not read this block (no {marker!r})")
    if script not in run_all:
        raise Failure(f"the suite does not run {script}")
    return f"run by {script}"


def the_two_commands(number, body):
    """The generate command runs as written in the repository's top folder, again over what it
    wrote before, and writes exactly the goldens; the test command runs it first; .ci/run runs the
    test command."""
    generate, test = [line for line in body if line and not line.startswith("#")]
    output = os.path.join(root, "Generated")
    # A Generated/ already there is what this command wrote before (the suite runs it first, as a
    # newcomer does): running it again must leave exactly the goldens there, and it stays.
    existed = os.path.exists(output)
    try:
        run(["sh", "-c", generate], cwd=root)
        run(["diff", "-r", output, goldens])
    finally:
        if not existed:
            shutil.rmtree(output, ignore_errors=True)
    if "bash Tests/Readme/generate-command.sh" not in run_all:
        raise Failure("Tests/run-all.sh does not run the generate command before the suites")
    if test not in open(os.path.join(root, ".ci/run"), encoding="utf-8").read():
        raise Failure(f".ci/run does not run {test!r}")
    return "the generate command writes exactly the goldens; .ci/run runs the test command"


def quick_start(number, body):
    """The quick start's commands run as written, in an empty folder, with the schemegen under test
    first on PATH; they must write one Generated/ folder holding every language."""
    global starter
    check_commands(number, body)
    folder = scratch(f"quick-start-{number}")
    environment = dict(os.environ, PATH=os.path.dirname(schemegen) + os.pathsep + os.environ.get("PATH", ""))
    result = subprocess.run(["sh", "-e", "-c", "\n".join(body)], cwd=folder, env=environment,
                            capture_output=True, text=True)
    if result.returncode != 0:
        raise Failure(f"the quick start exited {result.returncode}:\n{result.stdout}{result.stderr}".rstrip())
    generated = [path for path, _, _ in os.walk(folder) if os.path.basename(path) == "Generated"]
    if len(generated) != 1:
        raise Failure(f"the quick start wrote {len(generated)} Generated folders, not one")
    missing = [language for language in ("swift", "kotlin", "typescript", "c")
               if not os.path.isdir(os.path.join(generated[0], language))]
    if missing:
        raise Failure(f"the quick start generated no {', '.join(missing)}")
    starter = generated[0]
    return "the quick start runs as written in an empty folder and generates every language"


def check_commands(number, body):
    checked = 0
    for line in body:
        command = line.split("#")[0].strip().removeprefix("- run: ")
        if command.startswith("schemegen") or command.startswith("swift package"):
            unknown = set(re.findall(r"(?<![\w-])--[a-z][a-z-]*", command)) - help_options - {"--allow-writing-to-package-directory"}
            if unknown:
                raise Failure(f"options schemegen --help does not list: {sorted(unknown)}")
            checked += 1
        elif command.startswith("bash Tests/"):
            script = command.split()[1]
            if not os.path.exists(os.path.join(root, script)):
                raise Failure(f"no {script}")
            checked += 1
    if checked == 0:
        raise Failure("no command in the block")
    return f"{checked} command line(s) use only real options and scripts"


def check_synopsis(number, body):
    shown = set(re.findall(r"--[a-z][a-z-]*", "\n".join(body)))
    if shown != help_options - {"--help", "--version"} | (shown & {"--help", "--version"}):
        raise Failure(f"differs from schemegen --help: only here {sorted(shown - help_options)}, "
                      f"only in --help {sorted(help_options - shown)}")
    return "the synopsis lists exactly the options of schemegen --help"


def check_output(number, body, command, cwd):
    result = subprocess.run(command, cwd=cwd, capture_output=True, text=True)
    actual = (result.stdout + result.stderr).rstrip("\n").split("\n")
    if actual != body:
        raise Failure("the command prints:\n" + "\n".join(actual))
    return "the output shown is what the command prints"


def two_defaults_output(number, body):
    folder = scratch(f"output-{number}")
    schema = open(os.path.join(root, "schema.json"), encoding="utf-8").read()
    schema = schema.replace('"doc": "Open the document read-only." }', '"doc": "Open the document read-only.", "default": true }', 1)
    with open(os.path.join(folder, "schema.json"), "w", encoding="utf-8") as file:
        file.write(schema)
    return check_output(number, body, [schemegen, "generate", "--schema", "schema.json"], folder)


def breaking_output(number, body):
    folder = os.path.join(root, "Tests/Readme/evolution")
    return check_output(number, body, [schemegen, "breaking", "--against", "old.json", "--schema", "new.json"], folder)


def shown_command_output(number, body):
    """`$ schemegen ARGS` on the first line, quoted as for the shell, then what it prints (run in
    the repository's root)."""
    arguments = shlex.split(body[0].removeprefix("$ "))
    return check_output(number, body[1:], [schemegen, *arguments[1:]], root)


def check_pre_commit_config(number, body):
    folder = scratch(f"pre-commit-{number}")
    path = os.path.join(folder, ".pre-commit-config.yaml")
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(body) + "\n")
    run([sys.executable, "-m", "pre_commit", "validate-config", path])
    hooks = open(os.path.join(root, ".pre-commit-hooks.yaml"), encoding="utf-8").read()
    for hook in re.findall(r"- id: (\S+)", "\n".join(body)):
        if f"- id: {hook}" not in hooks:
            raise Failure(f"hook {hook} is not in .pre-commit-hooks.yaml")
    return "pre-commit validate-config passes; its hook ids are in .pre-commit-hooks.yaml"


def rule(info, body, page):
    first = body[0] if body else ""
    if first.startswith("#!") and len(body) > 1:
        first = body[1]
    copy = re.search(r"\(copy of ([^,)]+)", first)
    if copy:
        return lambda number, body: check_copy(number, body, copy.group(1))
    run_by = re.search(r"\(run by ([^)]+)\)", first)
    if run_by:
        return lambda number, body: check_run_by(number, body, run_by.group(1), page)
    if info == "sh" and first.startswith("# Generate code for every language"):
        return the_two_commands
    if info == "sh" and first.startswith("# Quick start"):
        return quick_start
    if info == "swift":
        return compile_swift
    if info == "ts":
        return compile_typescript
    if info == "kotlin":
        return compile_kotlin
    if info == "c":
        return compile_c
    if info == "json" and '"schemaVersion"' in "\n".join(body):
        return check_schema_example
    if info == "json" and '"outputs"' in "\n".join(body):
        return check_config_example
    if info == "yaml" and "pre-commit" in first:
        return check_pre_commit_config
    if info in ("sh", "yaml"):
        return check_commands
    if info == "" and first.startswith("schemegen [generate]"):
        return check_synopsis
    if info == "" and "two modes are marked default" in first:
        return two_defaults_output
    if info == "" and first.startswith("old.json:"):
        return breaking_output
    if info == "" and first.startswith("$ schemegen "):
        return shown_command_output
    return None


counts, number = {}, 0
for page in pages:
    counts[page] = [0, 0]
    for number, line, info, body in blocks(page, number):
        check = rule(info, body, page)
        try:
            if check is None:
                raise Failure("no rule checks this block: compile it, run it, or mark it (copy of FILE) / (run by SCRIPT)")
            outcome = check(number, body)
            counts[page][0] += 1
            print(f"ok    {page}:{line} ({info or 'text'}): {outcome}")
        except (Failure, Exception) as error:
            counts[page][1] += 1
            print(f"FAIL  {page}:{line} ({info or 'text'}): {error}")
for page, (page_passed, page_failed) in counts.items():
    print(f"{page}: {page_passed} passed, {page_failed} failed")
passed, failed = (sum(count[index] for count in counts.values()) for index in (0, 1))
print(f"README and docs code blocks: {passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
