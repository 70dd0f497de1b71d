#!/usr/bin/env python3
"""Command-line tests for what goes wrong: bad input (one line, exit 2), stops by signal (128 +
the signal, a complete file or none), runs blocked in open() or write(), limits. What goes
wrong on the way out (streams, targets, pipes, full disks) is output_failure_test.py.
Run by CTest one group at a time:

    failure_test.py QUEENS_BINARY GROUP
"""
import collections
import json
import os
import signal
import subprocess
import tempfile
import time

from harness import (QUEENS, blocked_in, check, ended_by, jsonl_records, main, open_in, run,
                     wait_until)


BAD = [
    (["frobnicate"], "accepted subcommands"),
    (["--bogus"], "not expected"),
    (["-n", "5"], "not expected without a subcommand: -n 5"),  # in the order given
    (["trace", "-n", "4", "extra"], "queens trace: not expected: extra"),
    (["trace", "--bogus"], "not expected"),
    (["trace", "-n", "abc"], "'abc' is not a whole number in decimal digits: accepted 1 to 1000"),
    (["trace", "-n", "0"], "out of range: accepted 1 to 1000"),
    (["solve", "-n", "1001"], "out of range: accepted 1 to 1000"),
    (["solve", "-n", "65", "--piece", "fast"], "out of range for fast queens: accepted 1 to 64"),
    (["count", "-n", "-3"], "'-3' is negative: accepted 1 to 1000"),  # a number, not "not one"
    (["count", "-n", "-00"], "'-00' is not a whole number in decimal digits"),  # not negative
    (["count", "--log-every", "0"], "accepted 1 to 86400 seconds"),
    (["trace", "--format", "xml"], "accepted text|jsonl|mermaid|chrome|html"),
    (["trace", "--level", "loud"], "accepted trace|debug|info"),
    (["trace", "--level", "warn"], "accepted trace|debug|info"),  # would write nothing at all
    (["trace", "--limit", "0"], "a whole number from 1 to 10^12"),
    (["solve", "--limit", "-2"], "a whole number from 1 to 10^12"),
    (["trace", "--limit", "2", "--all"], "excludes"),
    (["trace", "-o", "/nonexistent-dir/t.jsonl"], "no directory"),
    (["trace", "-o", "/"], "is a directory"),
    (["solve", "--place", "z9"], "accepted: a file a-h then a rank 1-8"),
    (["solve", "--place", "c5,c6"], "at most one square per file"),
    (["solve", "--place", "c5,,e1"], "empty item"),
    (["solve", "--place", ""], "empty: accepted squares such as c5"),
    (["count", "--place", "c"], "too short"),
    (["count", "--piece", "bishop"], "accepted queen, superqueen"),
    (["count", "--shard", "5/4"], "accepted i/k"),
    (["count", "--threads", "-1"], "0 (every core) to 1024"),
    (["count", "--piece", "rook", "--fundamental", "--place", "a1"], "not for a board with pinned squares"),
    (["solve", "-n", "30", "--notation", "chess"], "up to 26"),
    (["trace", "--color", "pink"], "accepted auto|always|never"),
    (["merge", "/nonexistent/p1.json"], "cannot read shard"),
]


def bad_input():
    for args, needle in BAD:
        proc = run(*args, expect=2)
        lines = proc.stderr.splitlines()
        check(len(lines) == 1, f"queens {' '.join(args)}: one line on stderr, got {lines}")
        check(lines[0].startswith("queens: error: ") and needle in lines[0],
              f"queens {' '.join(args)}: {lines[0]!r} should mention {needle!r}")
        check(proc.stdout == "", f"queens {' '.join(args)}: nothing on stdout")
    # A write that fails part-way: nothing presented as complete.
    if os.path.exists("/dev/full"):
        proc = run("trace", "-n", "8", "--all", "--format", "jsonl", "-o", "/dev/full", expect=1)
        check("No space left" in proc.stderr, "a full disk is named")
    with tempfile.TemporaryDirectory() as tmp:
        # No file, not even an empty one, is left behind by a failed run.
        run("trace", "-o", os.path.join(tmp, "t.txt"), "--place", "z1", expect=2)
        check(os.listdir(tmp) == [], f"failed run left {os.listdir(tmp)}")


def interrupt():
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, "f.jsonl")
        proc = subprocess.Popen([QUEENS, "trace", "-n", "12", "--all", "--level", "trace",
                                 "--format", "jsonl", "-o", path], stderr=subprocess.PIPE, text=True)
        wait_until(lambda: open_in(proc.pid, tmp)[0] > 0, "the trace's first lines")
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        check(ended_by(proc.returncode, signal.SIGINT), f"exit {proc.returncode} after Ctrl-C")
        check("interrupted" in err, "says it was interrupted")
        check(os.listdir(tmp) == ["f.jsonl"], f"only the trace is left: {os.listdir(tmp)}")
        # Millions of lines: every one must be whole; the two ends are parsed in full.
        head, tail, whole = [], collections.deque(maxlen=1000), True
        with open(path, encoding="utf-8") as f:
            for line in f:
                whole = whole and line.startswith("{") and line.endswith("}\n")
                if len(head) < 1000:
                    head.append(line)
                tail.append(line)
        check(whole, "every line is a whole record, the last one included")
        records = jsonl_records(head + list(tail))
        check(records[-1]["interrupted"] is True, "the summary says interrupted")
        chrome = os.path.join(tmp, "c.json")
        proc = subprocess.Popen([QUEENS, "trace", "-n", "12", "--all", "--format", "chrome",
                                 "-o", chrome], stderr=subprocess.DEVNULL)
        wait_until(lambda: open_in(proc.pid, tmp)[0] > 0, "the trace's first lines")
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        check(ended_by(proc.returncode, signal.SIGINT), f"chrome: exit {proc.returncode}")
        with open(chrome, encoding="utf-8") as f:
            raw = json.load(f)
        check(raw["otherData"]["interrupted"] is True, "chrome file closed properly")
        check(balanced(raw["traceEvents"]), "chrome: every slice begun is ended, on every lane")
        check(any(e["name"] == "interrupted" and e["args"]["unanswered"] > 0
                  for e in raw["traceEvents"] if e["ph"] == "i"),
              "chrome: an instant event says where the stop left messages unanswered")


def balanced(events):
    """Whether, on every lane, each end event closes the slice begun last, by its name, and no
    slice is left open."""
    stacks = collections.defaultdict(list)
    for e in events:
        if e["ph"] == "B":
            stacks[e["tid"]].append(e["name"])
        elif e["ph"] == "E" and (not stacks[e["tid"]] or stacks[e["tid"]].pop() != e["name"]):
            return False
    return not any(stacks.values())


def stopped_by(sig, args, path):
    """Starts queens writing to `path`, sends `sig` once its first lines are written, returns
    (exit status, stderr)."""
    proc = subprocess.Popen([QUEENS, *args, "-o", path], stderr=subprocess.PIPE, text=True)
    folder = os.path.dirname(path)
    wait_until(lambda: open_in(proc.pid, folder)[0] > 0, "the first lines")
    proc.send_signal(sig)
    _, err = proc.communicate(timeout=60)
    return proc.returncode, err


def signals():
    # SIGINT, SIGTERM and SIGHUP end a trace the same way: 128 + the signal, the file complete
    # and saying it was interrupted, no temporary file left.
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "t.jsonl")
            code, err = stopped_by(sig, ["trace", "-n", "13", "--all", "--format", "jsonl"], path)
            check(ended_by(code, sig), f"{sig.name}: exit {code}, not ended by the signal")
            check(os.listdir(tmp) == ["t.jsonl"], f"{sig.name}: left {os.listdir(tmp)}")
            with open(path, "rb") as f:
                f.seek(-4096, os.SEEK_END)
                last = f.read().decode().splitlines()[-1]
            check(json.loads(last)["interrupted"] is True, f"{sig.name}: summary says interrupted")
    # A stop while a page is made (the search, the page built aside, or written a megabyte at a
    # time): answered at once, no page or a complete one, no temporary file.
    # (A later stop may find the page built and written: either ending is accepted.)
    for wait in (None, 1.5):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "p.html")
            proc = subprocess.Popen([QUEENS, "trace", "-n", "10", "--all", "--format", "html",
                                     "--force", "-o", path], stderr=subprocess.PIPE, text=True)
            if wait is None:
                wait_until(lambda: open_in(proc.pid, tmp)[1] is not None, "the search under way")
            else:
                time.sleep(wait)
            sent = time.monotonic()
            proc.send_signal(signal.SIGTERM)
            proc.communicate(timeout=60)
            took = time.monotonic() - sent
            check(proc.returncode == 0 or ended_by(proc.returncode, signal.SIGTERM),
                  f"html: exit {proc.returncode}, expected SIGTERM's end")
            # At once, with slack for a loaded machine: the run to its end takes 13 s (release).
            check(took < 5.0, f"html: stopped after {took:.2f} s")
            left = os.listdir(tmp)
            check(left in ([], ["p.html"]), f"html: left {left}")
            if left:
                with open(path, encoding="utf-8") as f:
                    check(f.read().rstrip().endswith("</html>"), "html: a page left is complete")
    # Every other signal whose default action ends a process: the same end, 128 + the signal.
    for sig in (signal.SIGQUIT, signal.SIGUSR1, signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM,
                signal.SIGPROF, signal.SIGXCPU, signal.SIGIO, signal.SIGPWR):
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, "t.jsonl")
            code, _ = stopped_by(sig, ["trace", "-n", "13", "--all", "--format", "jsonl"], path)
            check(ended_by(code, sig), f"{sig.name}: exit {code}, not ended by the signal")
            check(os.listdir(tmp) == ["t.jsonl"], f"{sig.name}: left {os.listdir(tmp)}")
    # A file size limit: XFSZ ends the run with 153, the target untouched, no temporary file.
    with tempfile.TemporaryDirectory() as tmp:
        for args in (["explore"], ["trace", "-n", "9", "--all", "--format", "jsonl"]):
            proc = subprocess.run(["prlimit", "--fsize=1000", QUEENS, *args, "-o",
                                   os.path.join(tmp, "o")], capture_output=True, timeout=60)
            check(ended_by(proc.returncode, signal.SIGXFSZ),
                  f"{args[0]} past the file size limit: exit {proc.returncode}, expected XFSZ")
            check(os.listdir(tmp) in ([], ["o"]), f"{args[0]}: left {os.listdir(tmp)}")


def limits():
    # A stack too small for the board: said as such, exit 1, no temporary file (not a SIGSEGV
    # leaving one behind).
    with tempfile.TemporaryDirectory() as tmp:
        proc = subprocess.run(["prlimit", "--stack=65536", QUEENS, "trace", "-n", "1000", "--level",
                               "info", "-o", os.path.join(tmp, "o")], capture_output=True,
                              text=True, timeout=120)
        check(proc.returncode == 1, f"a stack overflow: exit {proc.returncode}, expected 1")
        check("ran out of stack" in proc.stderr and proc.stderr.count("\n") == 1,
              f"a stack overflow: one line saying so: {proc.stderr!r}")
        check(os.listdir(tmp) == [], f"a stack overflow: left {os.listdir(tmp)}")
    # A thread that cannot start: said with what to do, exit 1.
    proc = subprocess.run(["prlimit", "--nproc=1", QUEENS, "count", "-n", "12", "--threads", "8"],
                          capture_output=True, text=True, timeout=120)
    if proc.returncode != 0:  # root is not bound by the process limit
        check(proc.returncode == 1 and "cannot start counting thread" in proc.stderr,
              f"no thread to start: exit {proc.returncode}: {proc.stderr!r}")


def blocked():
    # Blocked in open() (a FIFO nobody opens) or in write() (a pipe nobody reads): a stop
    # signal wakes the run, which ends at once with 128 + the signal.
    with tempfile.TemporaryDirectory() as tmp:
        fifo = os.path.join(tmp, "p")
        os.mkfifo(fifo)
        for args in (["trace", "-n", "4"], ["explore"], ["count", "-n", "6"]):
            proc = subprocess.Popen([QUEENS, *args, "-o", fifo], stderr=subprocess.PIPE)
            wait_until(lambda: blocked_in(proc.pid, "openat"), "blocked opening the FIFO")
            proc.send_signal(signal.SIGINT)
            try:
                proc.communicate(timeout=5)
            except subprocess.TimeoutExpired:
                proc.kill()
                raise AssertionError(f"{args[0]} -o FIFO: still blocked 5 s after SIGINT")
            check(ended_by(proc.returncode, signal.SIGINT),
                  f"{args[0]} -o FIFO: exit {proc.returncode}")
    # Blocked writing to a full pipe: what the pipe took is cut short, and the run says so (the
    # trace's lines, solve's list, a page written whole).
    for args in (["trace", "-n", "12", "--all"], ["trace", "-n", "12", "--all", "--format",
                                                  "jsonl"],
                 ["solve", "-n", "14", "--all"], ["explore", "-o", "-"]):
        reader = subprocess.Popen(["sleep", "30"], stdin=subprocess.PIPE)
        proc = subprocess.Popen([QUEENS, *args], stdout=reader.stdin, stderr=subprocess.PIPE,
                                text=True)
        wait_until(lambda: blocked_in(proc.pid, "write"), "a write blocked on the full pipe")
        proc.send_signal(signal.SIGTERM)
        try:
            _, said = proc.communicate(timeout=5)
        except subprocess.TimeoutExpired:
            proc.kill()
            raise AssertionError(f"{args}: a write to a full pipe: still blocked 5 s after SIGTERM")
        finally:
            reader.kill()
        check(ended_by(proc.returncode, signal.SIGTERM),
              f"{args}: a write to a full pipe: exit {proc.returncode}")
        check(said.endswith("interrupted while writing standard output; what it took is "
                            "incomplete\n") and said.count("\n") == 1,
              f"{args}: a write to a full pipe, cut short, says so once: {said!r}")


if __name__ == "__main__":
    main("cli.", (bad_input, interrupt, signals, blocked, limits))
