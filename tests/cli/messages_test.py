#!/usr/bin/env python3
"""Command-line tests for what the program's messages say: every word escaped once (UTF-8 a
terminal shows kept as it is), echoed values cut short, the token at fault named, and a failure
said with what failed and what to do. Run by CTest one group at a time:

    messages_test.py QUEENS_BINARY GROUP
"""
import json
import os
import resource
import subprocess
import tempfile

from harness import QUEENS, check, main, run, sanitized

ESC = "\x1b[2J"
FERZEY = "\u0444\u0435\u0440\u0437\u0435\u0439"


def one_line(proc):
    lines = proc.stderr.splitlines()
    check(len(lines) == 1 and lines[0].startswith("queens: error: "),
          f"one error line: {proc.stderr[:400]!r}")
    check("\x1b" not in proc.stderr and "\u202e" not in proc.stderr, "nothing raw to obey")
    return lines[0]


def shard_saying(folder, key, value):
    """A shard of 6 queens whose `key` holds `value`, written as count --json writes it."""
    shard = json.loads(run("count", "-n", "6", "--shard", "1/2", "--json").stdout)
    shard[key] = value
    path = os.path.join(folder, f"{key}.json")
    with open(path, "w", encoding="utf-8") as f:
        json.dump(shard, f, ensure_ascii=False)
    return path


def escaped_once():
    # A library message escapes its words; the line printed must not escape them again.
    with tempfile.TemporaryDirectory() as folder:
        first = shard_saying(folder, "piece", "queen")
        proc = run("merge", first, shard_saying(folder, "version", ESC), expect=2)
        line = one_line(proc)
        check("'\\x1b[2J'" in line and "\\\\x1b" not in line, f"ESC escaped once: {line!r}")
        proc = run("merge", first, shard_saying(folder, "version", FERZEY + "\u202e"), expect=2)
        line = one_line(proc)
        check(f"'{FERZEY}\\u202e'" in line, f"UTF-8 kept, U+202E escaped once: {line!r}")
    line = one_line(run("count", "--shard", "1/" + ESC, expect=2))
    check("'1/\\x1b[2J'" in line, f"a validator's word escaped once: {line!r}")
    line = one_line(run("solve", "--place", "a\\1", expect=2))
    check("'a\\\\1'" in line, f"a backslash typed is doubled, as escaped() says: {line!r}")


def tokens_named():
    # Words nobody takes, after `--` too, are named in the order given.
    line = one_line(run("count", "--", "-n", "8", expect=2))
    check("not expected: -n 8 " in line, f"the words after --: {line!r}")
    line = one_line(run("count", "-n", "8", "extra", "--", "more", expect=2))
    check("not expected: extra more " in line, f"both sides of --: {line!r}")
    # A value of 100 KB: at most 80 bytes of it, cut between characters, then "...".
    for args in (["solve", "--place", "a" * 100_000], ["solve", "-n", "9" * 100_000],
                 ["count", "--", "x" * 100_000], ["solve", "--place", FERZEY * 10_000]):
        line = one_line(run(*args, expect=2))
        check(len(line.encode()) < 400 and "..." in line, f"{args[:2]}: {len(line)} chars")
    line = one_line(run("solve", "--place", "a" + FERZEY * 10, expect=2))  # 40 bytes: mid-ф
    check(f"'a{FERZEY * 3}\u0444...'" in line, f"cut after whole characters: {line!r}")


def help_named():
    # A refused option sends to the help that lists it: the subcommand's, not the program's.
    for args, help in ((["count", "-n", "abc"], "queens count --help"),
                       (["merge"], "queens merge --help"),
                       (["solve", "--board", "tiles"], "queens solve --help")):
        line = one_line(run(*args, expect=2))
        check(line.endswith(f"(see {help})"), f"{args}: {line!r}")


def failures_said():
    # A failed write to standard output names it, not as '-'.
    if os.path.exists("/dev/full"):
        with open("/dev/full", "w") as full:
            proc = subprocess.run([QUEENS], stdout=full, stderr=subprocess.PIPE, text=True,
                                  timeout=60)
        check(proc.returncode == 1, f"> /dev/full: exit {proc.returncode}")
        lines = proc.stderr.splitlines()
        check(len(lines) == 2 and "cannot write standard output" in lines[0] and
              "'-'" not in lines[0], proc.stderr)
        # What the trace found is kept, where it can still be read.
        check(lines[1] == "1 solution found; the last: solution 1: 2 4 1 3", proc.stderr)
        # Every command names it in the same words (solve writes its own way).
        with open("/dev/full", "w") as full:
            proc = subprocess.run([QUEENS, "solve", "-n", "4"], stdout=full,
                                  stderr=subprocess.PIPE, text=True, timeout=60)
        check(proc.returncode == 1 and "cannot write standard output" in proc.stderr,
              f"solve > /dev/full: exit {proc.returncode}, {proc.stderr!r}")
    # Too little memory for the page's thread, or too little stack to start: said what failed and
    # what to do. (Not under the sanitizers: no such limit fits their runtime.)
    if sanitized():
        print("skipped under the sanitizers: ulimit -v, ulimit -s")
        return
    # `ulimit -s 32`: a line and 1 every time, never a SIGSEGV before a word is said. (Below
    # about 16 KiB and the environment's size, the dynamic loader itself cannot start a program,
    # grep's or ours: the kernel ends it.)
    for attempt in range(20):
        proc = subprocess.run(["prlimit", "--stack=32768", QUEENS, "trace", "-n", "1000"],
                              capture_output=True, text=True, timeout=60)
        check(proc.returncode == 1 and one_line(proc).startswith(
              "queens: error: the stack limit (ulimit -s) is 32 KiB, below the 64 KiB"),
              f"ulimit -s 32, run {attempt}: exit {proc.returncode}: {proc.stderr!r}")
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "p.html")

        def small_memory():
            limit = 15 * 1024 * 1024  # the program starts, an 8 MB thread stack does not fit
            resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

        proc = subprocess.run([QUEENS, "trace", "-n", "6", "--all", "--format", "html", "-o",
                               page], capture_output=True, text=True, timeout=60,
                              preexec_fn=small_memory)
        check(proc.returncode == 1, f"ulimit -v: exit {proc.returncode}: {proc.stderr!r}")
        line = one_line(proc)
        check("cannot start the thread that builds the page" in line and "ulimit -v" in line,
              f"says what failed and what to do: {line!r}")
        check(os.listdir(folder) == [], f"nothing left: {os.listdir(folder)}")
        # Memory that runs out while the search's lines are kept for the page (they take 50 MB
        # at 9 queens): out of memory, exit 1, no page, never a page of a search cut short.
        for megabytes in (80, 130, 200):
            def some_memory(limit=megabytes * 1024 * 1024):
                resource.setrlimit(resource.RLIMIT_AS, (limit, limit))

            proc = subprocess.run([QUEENS, "trace", "-n", "9", "--all", "--format", "html",
                                   "-o", page], capture_output=True, text=True, timeout=120,
                                  preexec_fn=some_memory)
            check(proc.returncode == 1 and one_line(proc) == "queens: error: out of memory",
                  f"ulimit -v {megabytes} MB: exit {proc.returncode}: {proc.stderr!r}")
            check(os.listdir(folder) == [], f"{megabytes} MB: left {os.listdir(folder)}")


if __name__ == "__main__":
    main("cli.messages.", (escaped_once, tokens_named, help_named, failures_said))
