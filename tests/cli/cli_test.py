#!/usr/bin/env python3
"""Command-line tests for the `queens` demo, run by CTest one group at a time:

    cli_test.py QUEENS_BINARY GOLDEN_DIR GROUP

Each group is a function below; a failed check raises and the script exits 1.
"""
import collections
import json
import os
import re
import signal
import subprocess
import sys
import tempfile
import time

QUEENS, GOLDEN = sys.argv[1], sys.argv[2]


def run(*args, expect=0):
    proc = subprocess.run([QUEENS, *args], capture_output=True, text=True, timeout=120)
    if proc.returncode != expect:
        raise AssertionError(f"queens {' '.join(args)}: exit {proc.returncode}, expected {expect}\n"
                             f"stdout: {proc.stdout[-500:]}\nstderr: {proc.stderr[-500:]}")
    return proc


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def help_and_version():
    for args in ([], ["trace"], ["solve"], ["count"]):
        out = run(*args, "--help").stdout
        check("Usage:" in out and "--help" in out, f"no usage for {args}")
    check("-n,--size" in run("trace", "--help").stdout, "trace --help lists --size")
    check(re.fullmatch(r"queens \d+\.\d+\.\d+\n", run("--version").stdout), "version line")


def show():
    # No arguments: the 4-queens conversation to the first solution, then the board.
    out = run().stdout
    check(out.startswith("The conversation of 4 queens"), "the show starts with the story")
    check("solution 1: 2 4 1 3" in out, "the show ends at Budd's first solution")
    check(out.rstrip().endswith("a b c d"), "the show draws the board last")


def golden():
    # The golden trace was checked by hand against Budd's narrative (seed 003) before it was
    # frozen: queen a stands on a1; queen b is attacked on b1 and b2 and stands on b3 ("the
    # second queen moves twice"); queen c is attacked on all four squares and asks b to advance
    # ("the third queen has no squares"); b moves to b4 and c stands on c2; queen d finds no
    # square and asks c to advance; c, attacked on c3 and c4, asks b, who is out of rows and
    # asks a; a moves to a2, b to b4, c to c1 and d stands on d3: 2 4 1 3.
    out = run("trace", "-n", "4", "--level", "trace").stdout
    out = re.sub(r", [0-9.]+ ms$", ", <time> ms", out, flags=re.M)
    with open(os.path.join(GOLDEN, "trace-4-queens.txt"), encoding="utf-8") as f:
        expected = f.read()
    if out != expected:
        import difflib
        diff = "".join(difflib.unified_diff(expected.splitlines(True), out.splitlines(True),
                                            "golden", "now"))
        raise AssertionError("the 4-queens trace differs from the golden one:\n" + diff)


def jsonl_records(lines):
    records = [json.loads(line) for line in lines]  # every line parses on its own
    check(records[0]["phase"] == "start", "the first record starts the trace")
    check(records[-1]["phase"] == "summary", "the last record sums it up")
    return records


def jsonl():
    out = run("trace", "-n", "6", "--all", "--format", "jsonl").stdout
    records = jsonl_records(out.splitlines())
    events = records[1:-1]
    check([e["seq"] for e in events] == list(range(1, len(events) + 1)), "seq is contiguous")
    open_calls, counts, solutions = [], {}, 0
    for e in events:
        if e["phase"] == "call":
            open_calls.append(e)
            counts[e["message"]] = counts.get(e["message"], 0) + 1
            check(e["depth"] == len(open_calls) - 1, f"depth of {e}")
        elif e["phase"] == "reply":
            call = open_calls.pop()
            check((call["message"], call["sender"], call["receiver"]) ==
                  (e["message"], e["sender"], e["receiver"]), f"reply {e} answers {call}")
            check(isinstance(e["result"], bool), "every reply has a result")
        else:
            check(e["phase"] == "solution" and len(e["rows"]) == 6, f"odd record {e}")
            solutions += 1
    check(not open_calls, "every question has an answer")
    summary = records[-1]
    check(summary["solutions"] == solutions == 4, "4 solutions for 6 queens")
    for message, number in summary["messages"].items():
        check(counts.get(message, 0) == number, f"summary count of {message}")


def trace_formats():
    with tempfile.TemporaryDirectory() as tmp:
        chrome = os.path.join(tmp, "trace.json")
        run("trace", "-n", "5", "--all", "--format", "chrome", "-o", chrome)
        with open(chrome, encoding="utf-8") as f:
            data = json.load(f)
        check(data["otherData"]["solutions"] == 10, "chrome trace of 5 queens: 10 solutions")
        lanes = {e["tid"] for e in data["traceEvents"] if e["ph"] == "B"}
        check(lanes == set(range(1, 8)), "the call stack, one lane per queen and the sentinel")
        mermaid = run("trace", "-n", "4", "--format", "mermaid", "--level", "debug").stdout
        check(mermaid.startswith("sequenceDiagram\n"), "mermaid header")
        check("P3->>P2: advance" in mermaid, "queen c asks queen b to advance")
        info = run("trace", "-n", "6", "--all", "--level", "info").stdout
        check(len(re.findall(r"^solution \d+: ", info, flags=re.M)) == 4, "info: solutions only")
        check("asks" not in info, "info shows no messages")
        debug = run("trace", "-n", "4", "--level", "debug").stdout
        check("advance" in debug and "can you attack" not in debug, "debug: no can_attack")
        for piece in ("superqueen", "toroidal", "rook", "fast"):
            out = run("trace", "-n", "5", "--piece", piece, "--level", "info").stdout
            check("Summary:" in out, f"trace of {piece}")
        out = run("trace", "-n", "8", "--place", "a1", "--all", "--level", "info").stdout
        check(len(re.findall(r"^solution", out, flags=re.M)) == 4, "a1 pinned: 4 completions")


def solve():
    check(run("solve", "-n", "8", "--board", "none").stdout == "1 5 8 6 3 7 2 4\n", "first of 8")
    out = run("solve", "-n", "8", "--notation", "chess", "--board", "none").stdout
    check(out == "a1 b5 c8 d6 e3 f7 g2 h4\n", "chess notation")
    out = run("solve", "-n", "4", "--all", "--board", "ascii").stdout
    check(out.count("Q") == 8 and "3 1 4 2" in out, "both 4-queens boards")
    data = json.loads(run("solve", "-n", "8", "--all", "--json").stdout)
    check(data["count"] == 92 and len(data["solutions"]) == 92, "92 solutions as JSON")
    check(run("solve", "-n", "3").stdout.startswith("no solution"), "3 queens: none")
    check(run("solve", "-n", "8", "--limit", "3", "--board", "none").stdout.count("\n") == 3,
          "--limit 3")


def count():
    check(run("count", "-n", "10").stdout.startswith("724 solutions"), "724 for 10")
    out = run("count", "-n", "12", "--fundamental").stdout
    check(out.startswith("14200 solutions (1787 fundamental)"), "12 queens with fundamentals")
    data = json.loads(run("count", "-n", "11", "--json", "--threads", "2").stdout)
    check(data["solutions"] == 2680, "JSON count")
    total = sum(int(run("count", "-n", "11", "--shard", f"{i}/5", "--quiet").stdout.split()[0])
                for i in range(1, 6))
    check(total == 2680, "shards add up")
    check(run("count", "-n", "10", "--piece", "superqueen").stdout.startswith("4 "), "A051223")
    check(run("count", "-n", "5", "--piece", "toroidal").stdout.startswith("10 "), "A051906")
    check(run("count", "-n", "8", "--place", "a1").stdout.startswith("4 "), "completions")
    # Not a terminal: no progress bar on stderr.
    check(run("count", "-n", "13").stderr == "", "no progress bar when stderr is not a tty")


BAD = [
    (["frobnicate"], "accepted subcommands"),
    (["--bogus"], "not expected"),
    (["trace", "--bogus"], "not expected"),
    (["trace", "-n", "abc"], "not a number: accepted 1 to 64"),
    (["trace", "-n", "0"], "out of range: accepted 1 to 64"),
    (["solve", "-n", "65"], "out of range: accepted 1 to 64"),
    (["count", "-n", "-3"], "accepted 1 to 64"),
    (["trace", "--format", "xml"], "accepted text|jsonl|mermaid|chrome|html"),
    (["trace", "--level", "loud"], "accepted info|debug|trace"),
    (["trace", "--limit", "0"], "a whole number >= 1"),
    (["solve", "--limit", "-2"], "a whole number >= 1"),
    (["trace", "--limit", "2", "--all"], "excludes"),
    (["trace", "-o", "/nonexistent-dir/t.jsonl"], "no directory"),
    (["trace", "-o", "/"], "is a directory"),
    (["solve", "--place", "z9"], "accepted: a file a-h then a rank 1-8"),
    (["solve", "--place", "c5,c6"], "at most one square per file"),
    (["solve", "--place", "c5,,e1"], "empty item"),
    (["count", "--place", "c"], "too short"),
    (["count", "--piece", "bishop"], "accepted queen, superqueen"),
    (["count", "--shard", "5/4"], "accepted i/k"),
    (["count", "--threads", "-1"], "0 (every core) to 1024"),
    (["count", "--piece", "rook", "--shard", "1/2"], "standard queens only"),
    (["solve", "-n", "30", "--notation", "chess"], "up to 26"),
    (["trace", "-n", "11", "--format", "html"], "1 to 10 queens"),
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
        proc = run("trace", "-n", "8", "--all", "--format", "jsonl", "-o", "/dev/full", expect=2)
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
        time.sleep(0.5)
        proc.send_signal(signal.SIGINT)
        _, err = proc.communicate(timeout=60)
        check(proc.returncode == 130, f"exit {proc.returncode} after Ctrl-C, expected 130")
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
        time.sleep(1.0)
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        check(proc.returncode == 130, "chrome: exit 130")
        with open(chrome, encoding="utf-8") as f:
            check(json.load(f)["otherData"]["interrupted"] is True, "chrome file closed properly")


GROUPS = {f.__name__: f for f in (help_and_version, show, golden, jsonl, trace_formats, solve,
                                  count, bad_input, interrupt)}

if __name__ == "__main__":
    try:
        GROUPS[sys.argv[3]]()
    except AssertionError as error:
        print(f"FAILED: {error}")
        sys.exit(1)
    print(f"cli.{sys.argv[3]}: passed")
