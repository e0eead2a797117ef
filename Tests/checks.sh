# The bookkeeping of the suites that run one command per check, sourced once `work` (a scratch
# folder) is set, so every such suite reports failures the same way:
#   check NAME COMMAND...   runs COMMAND; prints `ok   NAME`, or `FAIL NAME` and the head of its
#                           output (without the JVM's -Xverify warning, which says nothing);
#   summarize LABEL         prints `LABEL: N passed, N failed`; its status fails the script if any
#                           check failed.
passed=0
failed=0

check() {
    local name="$1"
    shift
    if "$@" >"$work/check.log" 2>&1; then
        passed=$((passed + 1))
        echo "ok   $name"
    else
        failed=$((failed + 1))
        echo "FAIL $name"
        grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$work/check.log" | head -60 | sed 's/^/     /'
    fi
}

summarize() {
    echo "$1: $passed passed, $failed failed"
    ((failed == 0))
}
