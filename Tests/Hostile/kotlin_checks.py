"""Kotlin: every case's hostile code (with a display-name printer, and for the property test the
conformance harness) and its plain twin (in the package NAME + TWIN_SUFFIX) in one `kotlinc -Werror`
run, since kotlinc starts slowly; a case whose files fail is named from the error lines, set aside,
and the rest is compiled again. Then `javap -p -c` of every class (bytecode: comments cannot reach
it) is compared with the twin's, the manifest fragment parsed, the names printed and the vectors run."""

import os
import re
import time
import xml.etree.ElementTree as ElementTree

from tools import files_under, first_match, read_text, run, strip_jvm_notice

TWIN_SUFFIX = "twin"
STDLIB = "/usr/share/kotlin/kotlinc/lib/kotlin-stdlib.jar"
ERROR_LINE = re.compile(r"^(/\S.*?\.kt):\d+:\d+: (?:error|warning):", re.MULTILINE)


def package_of(kotlin_file: str) -> str | None:
    return first_match(r"^package ([\w.]+)", read_text(kotlin_file))


def extra_sources(ctx, built, kotlin_file: str, package: str) -> list[str]:
    """The display-name printer, and the conformance harness (with Vectors.kt) moved into its own package."""
    folder = os.path.join(built.scratch, "kotlin-extra")
    os.makedirs(folder, exist_ok=True)
    names = os.path.join(folder, "Names.kt")
    with open(names, "w") as file:
        file.write(f"package {package}names\n\nimport {package}.App\n\nfun main() {{\n"
                   "    for (app in App.values()) {\n"
                   '        println(app.displayName.toByteArray(Charsets.UTF_8).joinToString("") { "%02x".format(it) })\n'
                   "    }\n}\n")
    sources = [names]
    if built.case.conformance:
        # The harness reads the vector file with Vectors.kt: both go into the harness's package.
        for harness_file in ("Vectors.kt", "Harness.kt"):
            harness = read_text(os.path.join(ctx.root, "Tests/Conformance/kotlin", harness_file))
            harness = harness.replace("import officelink.", f"import {package}.")
            path = os.path.join(folder, harness_file)
            with open(path, "w") as file:
                file.write(f"package {package}harness\n\n" + harness)
            sources.append(path)
    return sources


def compile_batch(report, ctx, batch: dict, classes: str, label: str) -> set:
    """batch: case id -> source files. Returns the ids whose files compiled."""
    remaining = dict(batch)
    for _ in range(6):
        if not remaining:
            return set()
        files = [path for paths in remaining.values() for path in paths]
        start = time.monotonic()
        status, output = run(["kotlinc", "-Werror", "-d", classes, *files], timeout=900)
        print(f"kotlinc ({label}): {len(remaining)} cases, {len(files)} files, exit {status} in "
              f"{time.monotonic() - start:.0f} s", flush=True)
        output = strip_jvm_notice(output)
        if status == 0:
            return set(remaining)
        blamed = {case_id for case_id, paths in remaining.items()
                  if any(path in paths or f"/cases/{case_id}/" in path for path in ERROR_LINE.findall(output))}
        if not blamed:
            for case_id in remaining:
                report.check(case_id, f"kotlin: kotlinc -Werror ({label})", False, output[-3000:])
            return set()
        for case_id in blamed:
            lines = [line for line in output.splitlines() if f"/cases/{case_id}/" in line]
            report.check(case_id, f"kotlin: kotlinc -Werror ({label})", False, "\n".join(lines[:12]))
            del remaining[case_id]
    return set()


def javap(classes: str, package: str) -> str:
    folder = os.path.join(classes, *package.split("."))
    class_files = sorted(os.path.join(folder, name) for name in os.listdir(folder) if name.endswith(".class"))
    status, output = run(["javap", "-p", "-c", *class_files])
    return strip_jvm_notice(output) if status == 0 else "javap failed:\n" + output


def manifest(out: str) -> str:
    paths = files_under(os.path.join(out, "kotlin"), ".xml")
    try:
        return ElementTree.canonicalize(from_file=paths[0], with_comments=False, strip_text=True)
    except Exception as error:  # a broken XML comment is the finding
        return f"not XML: {error}"


def check(report, ctx, builts: list) -> None:
    classes = os.path.join(ctx.work, "kotlin")
    sources, packages = {}, {}
    for built in builts:
        hostile = files_under(os.path.join(built.hostile_out, "kotlin"), ".kt")
        packages[built.case.id] = package_of(hostile[0])
        sources[built.case.id] = (hostile + files_under(os.path.join(built.plain_out, "kotlin"), ".kt")
                                  + extra_sources(ctx, built, hostile[0], packages[built.case.id]))
    compiled = compile_batch(report, ctx, sources, classes, "the case and its twin")
    classpath = classes + os.pathsep + STDLIB
    for built in builts:
        case, package = built.case, packages[built.case.id]
        if case.id not in compiled:
            continue
        report.check(case.id, "kotlin: kotlinc -Werror", True)
        twin = javap(classes, package + TWIN_SUFFIX).replace(package + TWIN_SUFFIX, package)
        report.same(case.id, "kotlin: javap -p -c of every class equals the plain twin's", javap(classes, package),
                    twin, built.expect_same)
        report.same(case.id, "kotlin: the manifest fragment parses and equals the plain twin's",
                    manifest(built.hostile_out), manifest(built.plain_out).replace(package + TWIN_SUFFIX, package),
                    expect_same=True)
        status, output = run(["java", "-cp", classpath, f"{package}names.NamesKt"], timeout=60)
        built.compare_names(report, "kotlin", status, strip_jvm_notice(output), "utf-8")
        if case.conformance:
            status, output = run(["java", "-cp", classpath, f"{package}harness.HarnessKt", ctx.vectors], timeout=120)
            report.check(case.id, "kotlin: conformance vectors", status == 0, strip_jvm_notice(output)[-3000:])
