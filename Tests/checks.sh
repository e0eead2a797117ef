# The bookkeeping of the suites that run one command per check, sourced once `work` (a scratch
# folder) is set, so every such suite reports failures the same way:
#   check NAME COMMAND...   runs COMMAND and reports it;
#   report NAME STATUS LOG  counts a check that ended with STATUS (a command run in the background,
#                           say): prints `ok   NAME`, or `FAIL NAME` and the head of LOG (without
#                           the JVM's -Xverify warning, which says nothing);
#   summarize LABEL         prints `LABEL: N passed, N failed`; its status fails the script if any
#                           check failed.
passed=0
failed=0

report() {
    if [[ "$2" == 0 ]]; then
        passed=$((passed + 1))
        echo "ok   $1"
    else
        failed=$((failed + 1))
        echo "FAIL $1"
        # `|| true`: an empty log (grep selects nothing) must not end a `set -e -o pipefail` script.
        grep -v '^OpenJDK 64-Bit Server VM warning: Options -Xverify:none' "$3" | head -60 | sed 's/^/     /' || true
    fi
}

# `|| status=$?` keeps a failing check from ending a script run with `set -e`.
check() {
    local name="$1" status=0
    shift
    "$@" >"$work/check.log" 2>&1 || status=$?
    report "$name" "$status" "$work/check.log"
}

summarize() {
    echo "$1: $passed passed, $failed failed"
    ((failed == 0))
}
