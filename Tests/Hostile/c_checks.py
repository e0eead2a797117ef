"""C: strict compiles (cc and clang), the preprocessed token streams and `nm` of the hostile and
plain code compared, no member or function name a POSIX header defines as a macro, the display
names printed as hex, the URI runtime (schemegen_runtime.h and .c) the same as the plain twin's, and
the conformance vectors."""

import os
import re

from tools import files_under, first_match, read_text, run

# The URI runtime's files, generated beside every schema's code and naming nothing of it.
RUNTIME_FILES = {"schemegen_runtime.h", "schemegen_runtime.c"}

# C tokens: string and character literals whole (their spaces matter), words, then one character.
TOKEN = re.compile(r'"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\'|[A-Za-z_0-9]+|\S')
# Headers whose lowercase macros a consumer includes before ours (h_addr, ut_addr, st_atime,
# sa_handler, si_pid, s6_addr, errno, stdin, I, and, ...).
SYSTEM_HEADERS = ["assert.h", "complex.h", "ctype.h", "errno.h", "iso646.h", "limits.h", "locale.h", "math.h",
                  "setjmp.h", "signal.h", "stdarg.h", "stdint.h", "stdio.h", "stdlib.h", "string.h", "time.h",
                  "wchar.h", "netdb.h", "utmp.h", "sys/stat.h", "sys/types.h", "sys/socket.h",
                  "netinet/in.h", "arpa/inet.h", "sys/wait.h", "sys/time.h", "sys/resource.h", "dirent.h",
                  "fcntl.h", "unistd.h", "pwd.h", "grp.h", "termios.h", "sys/sysmacros.h", "pthread.h"]
C_KEYWORDS = set("""auto break case char const continue default do double else enum extern float for goto if
inline int long register restrict return short signed sizeof static struct switch typedef union unsigned void
volatile while _Bool _Complex _Imaginary define ifndef ifdef endif include undef""".split())


# The one definition that must differ between a schema and its plain-doc twin: the SHA-256 of the
# schema file's bytes, which the docs are part of.
SCHEMA_SHA256 = re.compile(r'^#define \w+_SCHEMA_SHA256 "[0-9a-f]{64}"$', re.M)


def tokens_after_preprocessing(ctx, path: str) -> tuple[bool, str]:
    """`cc -E -P -dD`: comments gone, trigraphs and line splices applied as the compiler does,
    #defines kept except the schema's hash; then one token per line, so a difference shows as a
    token."""
    status, output = run(["cc", "-std=c99", "-E", "-P", "-dD", path])
    if status != 0:
        return False, output
    return True, "\n".join(TOKEN.findall(SCHEMA_SHA256.sub("", output)))


def read_bytes(path: str) -> bytes:
    with open(path, "rb") as file:
        return file.read()


def check(report, ctx, built) -> None:
    case = built.case
    variants = {}
    runtimes = {}
    for variant, out in (("hostile", built.hostile_out), ("plain", built.plain_out)):
        files = files_under(os.path.join(out, "c"), ".c") + files_under(os.path.join(out, "c"), ".h")
        runtime = sorted(path for path in files if os.path.basename(path) in RUNTIME_FILES)
        source = [path for path in files if path.endswith(".c") and path not in runtime]
        header = [path for path in files if path.endswith(".h") and path not in runtime]
        if len(source) != 1 or len(header) != 1 or len(runtime) != len(RUNTIME_FILES):
            report.check(case.id, f"c: one .c, one .h and the runtime generated ({variant})", False, f"{files}")
            return
        variants[variant] = (source[0], header[0])
        runtimes[variant] = [read_bytes(path) for path in runtime]
    (source, header), (plain_source, plain_header) = variants["hostile"], variants["plain"]
    runtime_source = os.path.join(os.path.dirname(source), "schemegen_runtime.c")
    # The runtime holds nothing of the schema, so even the control case's is the plain twin's.
    report.check(case.id, "c: the runtime is the plain twin's, byte for byte", runtimes["hostile"] == runtimes["plain"],
                 "schemegen_runtime.h or schemegen_runtime.c differs")
    scratch = os.path.join(built.scratch, "c")
    os.makedirs(scratch, exist_ok=True)
    strict = ctx.c99_strict
    for name, compiler in (("cc", "cc"), ("clang", ctx.clang)):
        status, output = run([compiler, *strict, "-c", source, "-o", os.path.join(scratch, f"hostile-{name}.o")])
        report.check(case.id, f"c: {name} {' '.join(strict)} -c", status == 0, output)
    status, output = run(["cc", *strict, "-c", plain_source, "-o", os.path.join(scratch, "plain-cc.o")])
    if not report.check(case.id, "c: the plain twin compiles", status == 0, output):
        return
    for label, hostile_path, plain_path in (("header", header, plain_header), ("source", source, plain_source)):
        ok, hostile_tokens = tokens_after_preprocessing(ctx, hostile_path)
        _, plain_tokens = tokens_after_preprocessing(ctx, plain_path)
        report.same(case.id, f"c: {label} tokens after cc -E (comments removed) equal the plain twin's",
                    hostile_tokens if ok else "cc -E failed:\n" + hostile_tokens, plain_tokens, built.expect_same)
    if os.path.exists(os.path.join(scratch, "hostile-cc.o")):
        nm = {variant: run(["nm", os.path.join(scratch, f"{variant}-cc.o")])[1] for variant in ("hostile", "plain")}
        report.same(case.id, "c: nm of the object equals the plain twin's", nm["hostile"], nm["plain"],
                    built.expect_same)
    check_no_macro_names(report, ctx, case, header, scratch)
    check_names(report, ctx, built, [source, runtime_source], header, scratch)
    if case.conformance:
        harness = os.path.join(scratch, "harness")
        status, output = run(["cc", *strict, "-I", os.path.dirname(header), source, runtime_source,
                              os.path.join(ctx.root, "Tests/Conformance/c/harness.c"), "-o", harness])
        if status == 0:
            status, output = run([harness, ctx.vectors])
        report.check(case.id, "c: conformance vectors", status == 0, output[-3000:])


def check_no_macro_names(report, ctx, case, header: str, scratch: str) -> None:
    """A consumer may include POSIX headers first: no name in our header may be one of their macros
    (h_addr is `h_addr_list[0]`: the wrong field, silently), and the header must still compile."""
    _, ours = run(["cc", "-std=c99", "-E", "-P", "-fpreprocessed", header])
    names = set(re.findall(r"\b[A-Za-z_][A-Za-z_0-9]*\b", re.sub(r'"(?:\\.|[^"\\\n])*"', "", ours))) - C_KEYWORDS
    probe = os.path.join(scratch, "own-macros.c")
    with open(probe, "w") as file:
        file.write("#include <stdbool.h>\n#include <stddef.h>\n")
    _, own = run(["cc", "-std=c99", "-E", "-dM", probe])
    names -= set(re.findall(r"#define (\w+)", own))  # bool, true, NULL...: macros our header means to use
    consumer = os.path.join(scratch, "macro-names.c")
    with open(consumer, "w") as file:
        file.write("#define _GNU_SOURCE 1\n" + "".join(f"#include <{h}>\n" for h in SYSTEM_HEADERS))
        for name in sorted(names):
            file.write(f'#ifdef {name}\n#error "{name} is a macro of a system header"\n#endif\n')
        file.write(f'#include "{header}"\nint main(void) {{ return 0; }}\n')
    status, output = run(["cc", "-std=gnu99", "-Wall", "-Wextra", "-Wpedantic", "-Werror", consumer,
                          "-o", os.path.join(scratch, "macro-names")])
    errors = [line for line in output.splitlines() if "error" in line]
    report.check(case.id, "c: no generated name is a POSIX header's macro, and the header compiles after them",
                 status == 0, "\n".join(errors[:20]) or output)


def check_names(report, ctx, built, sources: list[str], header: str, scratch: str) -> None:
    case = built.case
    prefix = first_match(r"const char \*(\w+)_app_name\(", read_text(header))
    if prefix is None:
        report.check(case.id, "c: display names", False, "no *_app_name function in the header")
        return
    program = os.path.join(scratch, "names.c")
    with open(program, "w") as file:
        file.write(f'#include <stdio.h>\n#include "{header}"\nint main(void) {{\n'
                   f"    for (int i = 0; i < {len(case.app_names)}; i++) {{\n"
                   f"        const unsigned char *s = (const unsigned char *){prefix}_app_name(({prefix}_app)i);\n"
                   '        for (; s != NULL && *s; s++) printf("%02x", *s);\n        printf("\\n");\n    }\n'
                   "    return 0;\n}\n")
    binary = os.path.join(scratch, "names")
    status, output = run(["cc", *ctx.c99_strict, program, *sources, "-o", binary])
    if status == 0:
        status, output = run([binary], timeout=20)
    built.compare_names(report, "c", status, output, "utf-8")
