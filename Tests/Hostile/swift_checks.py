"""Swift: a strict library compile, its `nm` and the module interface (library evolution; doc
comments are not part of it) compared with the plain twin's, the LSApplicationQueriesSchemes
property list, the display names printed as hex, and the conformance vectors."""

import os
import plistlib
import shutil

from tools import files_under, first_match, read_text, run

MODULE = "HostileModule"


def check(report, ctx, built) -> None:
    case = built.case
    scratch = os.path.join(built.scratch, "swift")
    sources, interface, nm = {}, {}, {}
    for variant, out in (("hostile", built.hostile_out), ("plain", built.plain_out)):
        folder = os.path.join(scratch, variant)
        os.makedirs(folder, exist_ok=True)
        sources[variant] = files_under(os.path.join(out, "swift"), ".swift")
        # Both variants are compiled from the same paths: the paths end up in the library
        # (#filePath in runtime traps), and a different length would move every address nm shows.
        same_path = os.path.join(scratch, "source")
        shutil.rmtree(same_path, ignore_errors=True)
        shutil.copytree(os.path.join(out, "swift"), same_path)
        library = os.path.join(scratch, "libhostile.so")
        status, output = run(["swiftc", "-swift-version", "6", "-warnings-as-errors", "-parse-as-library",
                              "-emit-library", "-module-name", MODULE, *files_under(same_path, ".swift"), "-o", library],
                             cwd=scratch)
        if not report.check(case.id, f"swift: swiftc -swift-version 6 -warnings-as-errors ({variant})", status == 0, output):
            return
        _, nm[variant] = run(["nm", library])
        # Library evolution warns that Foundation was not built with it: no -warnings-as-errors here.
        path = os.path.join(folder, MODULE + ".swiftinterface")
        status, output = run(["swiftc", "-swift-version", "6", "-parse-as-library", "-enable-library-evolution",
                              "-emit-module", "-emit-module-path", os.path.join(folder, MODULE + ".swiftmodule"),
                              "-emit-module-interface-path", path, "-module-name", MODULE, *sources[variant]],
                             cwd=folder)
        interface[variant] = read_text(path) if status == 0 else "swiftc -emit-module-interface failed:\n" + output
    report.same(case.id, "swift: module interface equals the plain twin's", interface["hostile"], interface["plain"],
                built.expect_same)
    report.same(case.id, "swift: nm of the library equals the plain twin's", nm["hostile"], nm["plain"],
                built.expect_same)
    check_property_list(report, built)
    check_names(report, built, sources["hostile"], scratch)
    if case.conformance:
        harness = os.path.join(scratch, "harness")
        main = [s for s in sources["hostile"] if not s.endswith("Launcher.swift")]
        status, output = run(["swiftc", "-swift-version", "6", "-warnings-as-errors", *main,
                              os.path.join(ctx.root, "Tests/Conformance/swift/main.swift"), "-o", harness], cwd=scratch)
        if status == 0:
            status, output = run([harness, ctx.vectors])
        report.check(case.id, "swift: conformance vectors", status == 0, output[-3000:])


def check_property_list(report, built) -> None:
    loaded = {}
    for variant, out in (("hostile", built.hostile_out), ("plain", built.plain_out)):
        paths = files_under(os.path.join(out, "swift"), ".plist")
        try:
            with open(paths[0], "rb") as file:
                loaded[variant] = plistlib.load(file)
        except Exception as error:  # a broken XML comment is the finding
            loaded[variant] = f"not a property list: {error}"
    # The control case adds a message, not an app: its property lists are equal too.
    report.same(built.case.id, "swift: the .plist parses and equals the plain twin's", repr(loaded["hostile"]),
                repr(loaded["plain"]), expect_same=True)


def check_names(report, built, sources: list[str], scratch: str) -> None:
    namespace = first_match(r"^public enum (\w+) \{", "".join(read_text(s) for s in sources))
    folder = os.path.join(scratch, "names")
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, "main.swift"), "w") as file:
        file.write(f"for app in {namespace}.App.allCases {{\n"
                   "    print(app.displayName.utf8.map { byte in\n"
                   "        let digits = String(byte, radix: 16)\n"
                   "        return digits.count == 1 ? \"0\" + digits : digits\n"
                   "    }.joined())\n}\n")
    binary = os.path.join(folder, "names")
    status, output = run(["swiftc", "-swift-version", "6", os.path.join(folder, "main.swift"), *sources, "-o", binary],
                         cwd=folder)
    if status == 0:
        status, output = run([binary], timeout=20)
    built.compare_names(report, "swift", status, output, "utf-8")
