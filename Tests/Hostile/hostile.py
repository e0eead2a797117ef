"""The hostile-schema tests of issue 12 (see README.md): the corpus, then SEED's random schemas.

Usage: hostile.py [SEED] [COUNT] (run through run.sh, which builds schemegen and passes the strict
flags). Every case is generated; a refusal must be exit 65, located and clean; an accepted schema
and its plain twin are compiled in all four languages and compared. Ends with `N passed, N failed`.
"""

import os
import re
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

import c_checks
import kotlin_checks
import policy
import swift_checks
import typescript_checks
from corpus import corpus
from randomschemas import random_schemas, random_url_schemas
from urlcorpus import url_corpus
from schemas import Case, load_base
from tools import Report, files_under, read_text, run, visible

DEFAULT_SEED = 12345
DEFAULT_COUNT = 3
LOCATED = re.compile(r"^(.+?):(\d+):(\d+): error: ", re.MULTILINE)


@dataclass
class Context:
    root: str
    work: str
    schemegen: str
    vectors: str
    c99_strict: list
    tsc_strict: list
    clang: str


@dataclass
class Built:
    """An accepted case, generated twice: from the hostile schema and from its plain twin."""
    case: Case
    hostile_out: str
    plain_out: str
    scratch: str

    @property
    def expect_same(self) -> bool:
        return self.case.expect != "differs"

    def compare_names(self, report, language: str, status: int, output: str, encoding: str) -> None:
        expected = [name.encode(encoding).hex() for name in self.case.app_names]
        printed = output.split()
        detail = "\n".join(f"{'ok' if i < len(printed) and printed[i] == hex_ else 'differs'}: "
                           f"schema {name!r} expected {hex_} printed {printed[i] if i < len(printed) else '(nothing)'}"
                           for i, (name, hex_) in enumerate(zip(self.case.app_names, expected)))
        report.check(self.case.id, f"{language}: every display name reaches a program exactly ({encoding} as hex)",
                     status == 0 and printed == expected, detail if status == 0 else output[-3000:])


def generate(ctx: Context, case: Case, variant: str, text: bytes, file_name: str,
             kotlin_package: str | None) -> tuple[int, str, float, str]:
    folder = os.path.join(ctx.work, "cases", case.id, variant)
    os.makedirs(folder, exist_ok=True)
    path = os.path.join(folder, file_name)
    with open(path, "wb") as file:
        file.write(text)
    out = os.path.join(folder, "out")
    command = [ctx.schemegen, "generate", "--schema", path, "--out", out]
    if kotlin_package:
        command += ["--kotlin-package", kotlin_package]
    start = time.monotonic()
    # A case with a time limit is stopped soon after it: today a 200 MB schema takes minutes.
    status, output = run(command, timeout=4 * case.max_seconds if case.max_seconds else 300)
    elapsed = time.monotonic() - start
    if len(text) > 10_000_000:
        os.remove(path)
    return status, output, elapsed, out


def check_refusal(report: Report, case: Case, status: int, output: str, elapsed: float, out: str) -> None:
    report.check(case.id, "refused: exit 65", status == 65, f"exit {status}\n{output[-2000:]}")
    evidence = output[-2000:] if status == 65 else f"exit {status}: the output is shown above"
    located = [(int(m.group(2)), int(m.group(3))) for m in LOCATED.finditer(output)]
    report.check(case.id, "refused: a located `file:line:col: error:` diagnostic",
                 bool(located) and all(line >= 1 and column >= 1 for line, column in located), evidence)
    if case.line is not None:
        report.check(case.id, f"refused: a diagnostic points at line {case.line}",
                     any(line == case.line for line, _ in located), evidence)
    unclean = policy.unclean_in_diagnostics(output)
    workflow = [line for line in output.splitlines() if line.startswith("::")]
    report.check(case.id, "refused: diagnostics hold no raw control, line break, bidi or format character "
                 "and no line starting with ::", not unclean and not workflow,
                 f"raw: {', '.join(unclean)}; lines starting with '::': {workflow}\n{evidence}")
    if case.diagnostic_not:
        report.check(case.id, f"refused: the diagnostic does not say '{case.diagnostic_not}'",
                     case.diagnostic_not not in output, evidence)
    if case.max_seconds is not None:
        report.check(case.id, f"refused in under {case.max_seconds:g} s", elapsed < case.max_seconds,
                     f"took {elapsed:.1f} s")
    written = files_under(out, "")
    report.check(case.id, "refused: nothing was written", not written, f"{len(written)} files, such as {written[:2]}")


def generate_case(ctx: Context, report: Report, case: Case) -> Built | None:
    status, output, elapsed, out = generate(ctx, case, "hostile", case.text, case.file_name, case.kotlin_package)
    if case.expect == "refused":
        check_refusal(report, case, status, output, elapsed, out)
        return None
    if not report.check(case.id, f"{case.expect if case.expect == 'accepted' else 'control'}: generated (exit 0)",
                        status == 0, f"exit {status}\n{output[-3000:]}"):
        return None
    unclean = {os.path.relpath(path, out): policy.unclean_in_generated(read_text(path))
               for path in files_under(out, "")}
    unclean = {path: found for path, found in unclean.items() if found}
    report.check(case.id, "generated files hold no raw control, CR, NEL, LS, PS, bidi control or noncharacter",
                 not unclean, "\n".join(f"{path}: {', '.join(found)}" for path, found in unclean.items()))
    # The twin's Kotlin goes into its own package, so both compile in one kotlinc run.
    package = kotlin_checks.package_of(files_under(os.path.join(out, "kotlin"), ".kt")[0])
    status, output, _, plain_out = generate(ctx, case, "plain", case.plain, "schema.json",
                                            package + kotlin_checks.TWIN_SUFFIX)
    if not report.check(case.id, "the plain twin is generated (exit 0)", status == 0, output[-3000:]):
        return None
    scratch = os.path.join(ctx.work, "cases", case.id, "scratch")
    os.makedirs(scratch, exist_ok=True)
    return Built(case, out, plain_out, scratch)


def main() -> int:
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else DEFAULT_SEED
    count = int(sys.argv[2]) if len(sys.argv) > 2 else DEFAULT_COUNT
    root = os.path.realpath(os.path.join(os.path.dirname(__file__), "..", ".."))
    with tempfile.TemporaryDirectory(prefix="hostile-") as work:
        ctx = Context(root, work, os.environ["SCHEMEGEN"], os.path.join(root, "Tests/Conformance/vectors.tsv"),
                      os.environ["HOSTILE_C99_STRICT"].split(), os.environ["HOSTILE_TSC_STRICT"].split(),
                      os.environ.get("CLANG", "clang"))
        base = load_base(os.path.join(root, "schema.json"))
        cases = corpus(base) + url_corpus() + random_schemas(base, seed, count) + random_url_schemas(seed, count)
        only = os.environ.get("HOSTILE_ONLY")
        if only:
            cases = [case for case in cases if re.search(only, case.id)]
        print(f"hostile schemas: {len(cases)} cases; property test seed {seed}, {count} random schemas of each grammar "
              f"(replay: bash Tests/Hostile/run.sh {seed} {count})", flush=True)
        report = Report()
        start = time.monotonic()
        builts = [built for built in (generate_case(ctx, report, case) for case in cases) if built]
        # Two workers for the two cores: the batched kotlinc and tsc runs, and the per-case C and Swift.
        batched = threading.Thread(target=lambda: (kotlin_checks.check(report, ctx, builts),
                                                   typescript_checks.check(report, ctx, builts)))
        batched.start()
        with ThreadPoolExecutor(max_workers=1) as pool:
            for built in builts:
                pool.submit(lambda b: (c_checks.check(report, ctx, b), swift_checks.check(report, ctx, b)), built)
        batched.join()
        print(f"hostile schemas: {len(cases)} cases, {len(builts)} compiled, in {time.monotonic() - start:.0f} s")
        by_case = {}
        for failure in report.failures:
            case_id, check = failure.split(": ", 1)
            by_case.setdefault(case_id, []).append(check)
        for case in cases:
            if case.id in by_case:
                print(f"  failed {case.id} ({visible(case.klass)}): {len(by_case[case.id])} checks")
        print(f"hostile: {report.passed} passed, {report.failed} failed")
        return 0 if report.failed == 0 else 1


if __name__ == "__main__":
    sys.exit(main())
