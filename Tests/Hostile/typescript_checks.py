"""TypeScript: every case's hostile and plain module (with a display-name printer, and for the
property test the conformance harness) in one strict `tsc --removeComments --declaration` run; the
emitted .js and .d.ts are compared byte for byte with the plain twin's (comments removed, so only
code is left), errors are named per file, the names printed and the vectors run under Node."""

import os
import re
import shutil

from tools import files_under, read_text, run

ERROR_LINE = re.compile(r"^([^\s(]+)\(\d+,\d+\): error TS\d+:.*(?:\n .*)*", re.MULTILINE)


def layout(ctx, built, source_root: str) -> dict:
    """Copies the case's modules to SOURCE_ROOT/<case>/<variant>/; returns variant -> module name."""
    modules = {}
    for variant, out in (("hostile", built.hostile_out), ("plain", built.plain_out)):
        folder = os.path.join(source_root, built.case.id, variant)
        os.makedirs(folder, exist_ok=True)
        generated = files_under(os.path.join(out, "typescript"), ".ts")
        for path in generated:
            shutil.copy(path, folder)
        # The schema's module, beside the URI runtime it imports (schemegenRuntime.ts).
        modules[variant] = next(os.path.basename(path)[:-3] for path in generated
                                if os.path.basename(path) != "schemegenRuntime.ts")
    folder = os.path.join(source_root, built.case.id, "hostile")
    with open(os.path.join(folder, "names.ts"), "w") as file:
        file.write(f'import {{ apps }} from "./{modules["hostile"]}.js";\n\n'
                   "for (const app of Object.values(apps)) {\n"
                   '  let hex = "";\n'
                   "  for (let i = 0; i < app.displayName.length; i++) hex += app.displayName.charCodeAt(i).toString(16).padStart(4, \"0\");\n"
                   "  console.log(hex);\n}\n")
    if built.case.conformance:
        for harness_file in ("harness.ts", "vector-file.ts"):  # the harness imports ./vector-file.js
            shutil.copy(os.path.join(ctx.root, "Tests/Conformance/typescript", harness_file), folder)
    return modules


def check(report, ctx, builts: list) -> None:
    source_root = os.path.join(ctx.work, "typescript")
    out_root = os.path.join(ctx.work, "typescript-out")
    os.makedirs(source_root, exist_ok=True)
    shutil.copy(os.path.join(ctx.root, "Tests/Conformance/typescript/node.d.ts"), source_root)
    modules = {built.case.id: layout(ctx, built, source_root) for built in builts}
    files = [os.path.relpath(path, source_root) for path in files_under(source_root, ".ts")]
    status, output = run(["tsc", *ctx.tsc_strict, "--removeComments", "--declaration", "--rootDir", ".",
                          "--outDir", out_root, *files], cwd=source_root, timeout=900)
    os.makedirs(out_root, exist_ok=True)
    with open(os.path.join(out_root, "package.json"), "w") as file:
        file.write('{ "type": "module" }\n')
    errors = {}
    for match in ERROR_LINE.finditer(output):
        errors.setdefault(match.group(1).split("/")[0], []).append(match.group(0))
    unplaced = status != 0 and not errors
    for built in builts:
        case = built.case
        own = errors.get(case.id, [])
        report.check(case.id, "typescript: tsc --strict (the flags of Tests/strict-flags.sh)",
                     not own and not unplaced, "\n".join(own) or output[-3000:])
        emitted = {variant: os.path.join(out_root, case.id, variant, modules[case.id][variant])
                   for variant in ("hostile", "plain")}
        for suffix, label in ((".js", "JavaScript emit"), (".d.ts", "declaration emit")):
            hostile, plain = (read_text(emitted[v] + suffix) if os.path.exists(emitted[v] + suffix) else "(not emitted)"
                              for v in ("hostile", "plain"))
            report.same(case.id, f"typescript: {label} (--removeComments) equals the plain twin's", hostile, plain,
                        built.expect_same)
        folder = os.path.join(out_root, case.id, "hostile")
        status, output = run(["node", os.path.join(folder, "names.js")], timeout=60)
        built.compare_names(report, "typescript", status, output, "utf-16-be")
        if case.conformance:
            status, output = run(["node", os.path.join(folder, "harness.js"), ctx.vectors], timeout=120)
            report.check(case.id, "typescript: conformance vectors", status == 0, output[-3000:])
