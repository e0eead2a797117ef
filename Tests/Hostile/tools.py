"""Running commands, and the ok/FAIL report every check writes to."""

import difflib
import os
import re
import subprocess
import threading


def run(command: list[str], cwd: str | None = None, timeout: float = 600) -> tuple[int, str]:
    """Runs a command; returns its exit status and its stdout and stderr, as text."""
    try:
        done = subprocess.run(command, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, timeout=timeout)
    except subprocess.TimeoutExpired:
        return 124, f"timed out after {timeout} s: {' '.join(command)}"
    return done.returncode, done.stdout.decode("utf-8", "backslashreplace")


def strip_jvm_notice(text: str) -> str:
    return "\n".join(line for line in text.splitlines() if "Options -Xverify:none" not in line)


def first_difference(left: str, right: str, left_name: str, right_name: str, limit: int = 16) -> str:
    """A short unified diff: what the reader needs to see the payload that became code."""
    lines = list(difflib.unified_diff(left.splitlines(), right.splitlines(), left_name, right_name, n=1, lineterm=""))
    shown = lines[:limit] + ([f"... ({len(lines) - limit} more diff lines)"] if len(lines) > limit else [])
    return "\n".join(shown)


def visible(text: str) -> str:
    """Report text with every control and format character escaped, so the log itself stays clean."""
    import unicodedata
    out = []
    for c in text:
        if c == "\n" or (c.isprintable() and unicodedata.category(c) != "Cf"):
            out.append(c)
        else:
            out.append(f"\\u{{{ord(c):04X}}}")
    return "".join(out)


class Report:
    """Prints `ok   CASE: CHECK` or `FAIL CASE: CHECK` with the evidence indented, and counts."""

    def __init__(self):
        self.passed = 0
        self.failed = 0
        self.failures: list[str] = []
        self.lock = threading.Lock()

    def check(self, case_id: str, name: str, ok: bool, detail: str = "") -> bool:
        with self.lock:
            if ok:
                self.passed += 1
                print(f"ok   {case_id}: {name}", flush=True)
            else:
                self.failed += 1
                self.failures.append(f"{case_id}: {name}")
                print(f"FAIL {case_id}: {name}", flush=True)
                for line in visible(detail.strip()).splitlines()[:40]:
                    print(f"     {line}", flush=True)
        return ok

    def same(self, case_id: str, name: str, hostile: str, plain: str, expect_same: bool) -> None:
        """Hostile and plain output must be identical (or, for the control case, must differ)."""
        if expect_same:
            self.check(case_id, name, hostile == plain, first_difference(plain, hostile, "plain docs", "hostile"))
        else:
            self.check(case_id, name + " (the control's difference is seen)", hostile != plain,
                       "no difference found: this comparison cannot see a change in code")


def files_under(folder: str, suffix: str) -> list[str]:
    found = []
    for directory, _, names in os.walk(folder):
        found += [os.path.join(directory, name) for name in names if name.endswith(suffix)]
    return sorted(found)


def read_text(path: str) -> str:
    with open(path, encoding="utf-8", errors="backslashreplace") as file:
        return file.read()


def first_match(pattern: str, text: str) -> str | None:
    match = re.search(pattern, text, re.MULTILINE)
    return match.group(1) if match else None
