#!/usr/bin/env python3
"""Wall time of two commands, taken alternately in one process, and their ratio.

Usage: wall-ratio.py ROUNDS -- MEASURED... -- ANCHOR...

Each round spawns MEASURED, then ANCHOR, with os.posix_spawn (stdin, stdout and stderr on
/dev/null) and waits for it with os.waitpid; a run's time is time.perf_counter_ns from just before
the spawn to the wait's return: the child's exec, run and exit, and nothing of this timer's own
start-up, which a subshell and a fork/exec of `date` per reading would add to both commands alike
and so pull their ratio toward 1. One untimed run of each first warms the page cache. Prints one
line: the median milliseconds of MEASURED, of ANCHOR, and the ratio of the medians.
"""
import os
import statistics
import sys
import time


def split_commands(arguments):
    rounds = int(arguments[0])
    if arguments[1] != "--" or arguments[2:].count("--") != 1:
        sys.exit("usage: wall-ratio.py ROUNDS -- MEASURED... -- ANCHOR...")
    separator = arguments.index("--", 2)
    return rounds, arguments[2:separator], arguments[separator + 1:]


def run_nanoseconds(command, file_actions):
    start = time.perf_counter_ns()
    child = os.posix_spawn(command[0], command, os.environ, file_actions=file_actions)
    os.waitpid(child, 0)
    return time.perf_counter_ns() - start


def main():
    rounds, measured, anchor = split_commands(sys.argv[1:])
    quiet = [(os.POSIX_SPAWN_OPEN, descriptor, os.devnull, os.O_RDWR, 0) for descriptor in (0, 1, 2)]
    run_nanoseconds(measured, quiet)
    run_nanoseconds(anchor, quiet)
    measured_times, anchor_times = [], []
    for _ in range(rounds):
        measured_times.append(run_nanoseconds(measured, quiet))
        anchor_times.append(run_nanoseconds(anchor, quiet))
    m = statistics.median(measured_times) / 1e6
    a = statistics.median(anchor_times) / 1e6
    print(f"{m:.2f} {a:.2f} {m / a:.2f}")


main()
