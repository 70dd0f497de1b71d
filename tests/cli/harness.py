"""What the command-line tests share: the program under test, running it, checking, and
one group of checks per CTest test.

    SCRIPT QUEENS_BINARY [MORE ARGUMENTS] GROUP
"""
import json
import os
import subprocess
import sys

QUEENS = sys.argv[1]


def run(*args, expect=0, env=None):
    """Runs queens with `args`; the process, once it exited with `expect`."""
    proc = subprocess.run([QUEENS, *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})
    if proc.returncode != expect:
        raise AssertionError(f"queens {' '.join(args)}: exit {proc.returncode}, expected {expect}\n"
                             f"stdout: {proc.stdout[-500:]}\nstderr: {proc.stderr[-500:]}")
    return proc


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def jsonl_records(lines):
    """The records of a JSON-lines trace, each line parsed on its own, start and summary checked."""
    records = [json.loads(line) for line in lines]
    check(records[0]["phase"] == "start", "the first record starts the trace")
    check(records[-1]["phase"] == "summary", "the last record sums it up")
    return records


def main(prefix, groups):
    """Runs the group named by the last argument; exit 1 with the failed check's words."""
    group = sys.argv[-1]
    try:
        {f.__name__: f for f in groups}[group]()
    except AssertionError as error:
        print(f"FAILED: {error}")
        sys.exit(1)
    print(f"{prefix}{group}: passed")
