#!/usr/bin/env python3
"""Command-line tests for the `queens` program, what it prints: help, traces, solutions,
counts, numbers as typed, every kind of piece. Run by CTest one group at a time:

    cli_test.py QUEENS_BINARY GOLDEN_DIR GROUP

Each group is a function below; a failed check raises and the script exits 1. What goes wrong
(bad input, stops, failed writes) is in failure_test.py.
"""
import json
import os
import re
import sys
import tempfile
import urllib.parse

from harness import check, jsonl_records, main, on_terminal, run

GOLDEN = sys.argv[2]


def help_and_version():
    for args in ([], ["trace"], ["solve"], ["count"], ["merge"], ["explore"], ["completion"]):
        out = run(*args, "--help").stdout
        check("Usage:" in out and "--help" in out, f"no usage for {args}")
        check(out.count("Exit status:") == 1, f"{args} --help: the exit status said once")
        # Read on an 80-column terminal: only an option's own name and type may run past it.
        long = [line for line in out.splitlines() if len(line) > 80 and not line.startswith("  -")]
        check(not long, f"{args} --help: lines over 80 columns: {long}")
        check(out.count("automatic|quadrants") <= 1, f"{args} --help: an option's words said twice")
    check("-n,--size" in run("trace", "--help").stdout, "trace --help lists --size")
    check(re.fullmatch(r"queens \d+\.\d+\.\d+\n", run("--version").stdout), "version line")


def show():
    # No arguments: the 4-queens conversation to the first solution, then the board.
    out = run().stdout
    check(out.startswith("The conversation of 4 queens"), "the show starts with the story")
    check("solution 1: 2 4 1 3" in out, "the show ends at Budd's first solution")
    check(out.rstrip().endswith("a b c d"), "the show draws the board last")
    check("\u265B" not in run(env={"LANG": "C.UTF-8"}).stdout, "piped: an ASCII board, as solve's")
    # On a terminal, a UTF-8 locale however its codeset is spelt (letters and digits in any
    # case, as the C library compares codesets; the codeset alone, as macOS sends LC_CTYPE)
    # draws the board in Unicode; any other, in ASCII.
    for lang, unicode in (("C.UTF-8", True), ("C.UTF8", True), ("en_US.utf8@euro", True),
                          ("C.Utf-8", True), ("UTF-8", True), ("en_US.ISO-8859-1", False),
                          ("C", False), ("POSIX", False)):
        _, _, drawn = on_terminal(["solve", "-n", "4"], stream="stdout",
                                  env={"LANG": lang, "LC_ALL": "", "LC_CTYPE": ""})
        check(("\u265B" in drawn) == unicode, f"LANG={lang} on a terminal: {drawn!r}")
    # A web page is not poured onto a terminal (half a megabyte of markup): a usage error.
    for args in (["trace", "--format", "html"], ["explore", "-o", "-"]):
        status, said, shown = on_terminal(args, stream="stdout")
        check(status == 2 and "web page" in said and "<html" not in shown.lower(),
              f"{args} on a terminal: {status} {said!r} {shown[:80]!r}")
    # The page written to a file, said to a person at a terminal with a link that opens it
    # (a student who typed `queens explore` alone once saw nothing happen); piped, nothing.
    with tempfile.TemporaryDirectory() as folder:
        page = os.path.join(folder, "my page.html")
        status, _, shown = on_terminal(["explore", "-o", page])
        url = "file://" + urllib.parse.quote(os.path.realpath(page))
        check(status == 1 and "emscripten" in shown or status == 0 and os.path.exists(page)
              and shown.strip() == f"queens: wrote '{page}': open it in a browser: {url}",
              f"explore on a terminal: {status} {shown!r}")


def golden():
    # The golden trace was checked by hand against Budd's narrative (seed 003) before it was
    # frozen: queen a stands on a1; queen b is attacked on b1 and b2 and stands on b3 ("the
    # second queen moves twice"); queen c is attacked on all four squares and asks b to advance
    # ("the third queen has no squares"); b moves to b4 and c stands on c2; queen d finds no
    # square and asks c to advance; c, attacked on c3 and c4, asks b, who is out of rows and
    # asks a; a moves to a2, b to b4, c to c1 and d stands on d3: 2 4 1 3.
    out = run("trace", "-n", "4", "--level", "trace").stdout
    out = re.sub(r" in [0-9.]+ ms$", " in <time> ms", out, flags=re.M)
    with open(os.path.join(GOLDEN, "trace-4-queens.txt"), encoding="utf-8") as f:
        expected = f.read()
    if out != expected:
        import difflib
        diff = "".join(difflib.unified_diff(expected.splitlines(True), out.splitlines(True),
                                            "golden", "now"))
        raise AssertionError("the 4-queens trace differs from the golden one:\n" + diff)


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
    # Pinned squares are named where the trace starts, as a count's JSON names them.
    check(records[0]["pinned"] == [], f"nothing pinned: {records[0]}")
    start = json.loads(run("trace", "-n", "6", "--place", "b4,e2", "--format", "jsonl")
                       .stdout.splitlines()[0])
    check(start["pinned"] == [[2, 4], [5, 2]], f"pinned b4 and e2: {start}")
    heading = run("trace", "-n", "6", "--place", "b4,e2").stdout.splitlines()[0]
    check(heading == "The conversation of 6 queens on a 6x6 board (pinned: b4, e2):", heading)
    mermaid = run("trace", "-n", "6", "--place", "b4,e2", "--format", "mermaid", "--level",
                  "info").stdout.splitlines()
    check(mermaid[9:11] == ["    Note over P2: pinned on b4", "    Note over P5: pinned on e2"],
          f"the diagram marks the pinned pieces: {mermaid[:11]}")
    chrome = json.loads(run("trace", "-n", "6", "--place", "b4,e2", "--format", "chrome").stdout)
    check({k: chrome["otherData"][k] for k in ("size", "piece", "pinned")} ==
          {"size": 6, "piece": "queen", "pinned": [[2, 4], [5, 2]]}, f"{chrome['otherData']}")


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
        # Past Mermaid's 50,000 characters the diagram is refused whole: one line on stderr
        # and nothing on stdout, not the first part of a diagram. A failure found while the
        # search ran, not a usage error found before it: exit 1.
        refused = run("trace", "-n", "8", "--format", "mermaid", "--level", "trace", expect=1)
        check(refused.stdout == "", f"a refused diagram prints nothing: {refused.stdout[:80]!r}")
        check("50000" in refused.stderr and refused.stderr.count("\n") == 1,
              f"one line naming the limit: {refused.stderr!r}")
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
    # Past 26 files, the columns are numbered downwards: tens, then units.
    labels = run("solve", "-n", "30", "--piece", "rook", "--board", "ascii").stdout.splitlines()
    check(labels[-2].split() == ["1"] * 10 + ["2"] * 10 + ["3"] and
          labels[-1].split() == [str(c % 10) for c in range(1, 31)], f"labels: {labels[-2:]}")
    check(run("solve", "-n", "8", "--board", "none").stdout == "1 5 8 6 3 7 2 4\n", "first of 8")
    out = run("solve", "-n", "8", "--notation", "chess", "--board", "none").stdout
    check(out == "a1 b5 c8 d6 e3 f7 g2 h4\n", "chess notation")
    out = run("solve", "-n", "4", "--all", "--board", "ascii").stdout
    check(out.count("Q") == 8 and "3 1 4 2" in out, "both 4-queens boards")
    data = json.loads(run("solve", "-n", "8", "--all", "--json").stdout)
    check(data["count"] == 92 and len(data["solutions"]) == 92 and data["complete"] is True,
          "92 solutions as JSON, the search run to its end")
    # Whether the list is every solution: a search stopped at --limit may have left more (6
    # queens have 4 solutions: a limit of 4 stops the search there, one of 5 does not).
    said = []
    for n, more in (("8", []), ("6", ["--limit", "4"]), ("6", ["--limit", "5"]), ("3", [])):
        data = json.loads(run("solve", "-n", n, *more, "--json").stdout)
        said.append((data["count"], data["complete"]))
    check(said == [(1, False), (4, False), (4, True), (0, True)], f"complete or not: {said}")
    check(run("solve", "-n", "3").stdout.startswith("no solution"), "3 queens: none")
    # Pins that attack each other: said at once, with why (searched, 20 rooks take days).
    out = run("solve", "-n", "20", "--piece", "rook", "--place", "c20,t20").stdout
    check(out == "no solution for 20 rooks with c20,t20: the pin on c20 attacks t20\n", out)
    # The JSON names the same puzzle and says the same why: pins as count --json writes them.
    data = json.loads(run("solve", "-n", "20", "--piece", "rook", "--place", "t20,c20",
                          "--json").stdout)
    check(data == {"size": 20, "piece": "rook", "pinned": [[3, 20], [20, 20]], "solutions": [],
                   "count": 0, "complete": True, "reason": "the pin on c20 attacks t20"}, f"JSON: {data}")
    data = json.loads(run("solve", "-n", "6", "--place", "b3", "--all", "--json").stdout)
    check(data["pinned"] == [[2, 3]] and data["solutions"] == [[5, 3, 1, 6, 4, 2]] and
          "reason" not in data, f"JSON with a pin: {data}")
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



NUMBERS = [
    (["solve", "-n", "010", "--board", "none"], "1 3 6 8 10 5 9 2 4 7\n"),
    (["solve", "-n", "8", "--limit", "010", "--board", "none"], None),
]

NUMBERS_BAD = [
    (["count", "--shard", ""], "accepted i/k"),
    (["count", "--shard", "1/"], "accepted i/k"),
    (["count", "--shard", "+1/2"], "accepted i/k"),
    (["count", "--threads", "+2"], "not a whole number in decimal digits"),
    (["count", "--threads", ""], "empty"),
    (["count", "--threads", "-2"], "'-2' is negative: accepted 0"),
    (["solve", "-n", "0x8"], "not a whole number in decimal digits"),
    (["solve", "-n", "8.0"], "not a whole number in decimal digits"),
    (["solve", "-n", "99999999999999999999"], "out of range"),
    (["solve", "--limit", "1e3"], "not a whole number in decimal digits"),
    (["solve", "-n", "8\x1b[31m"], "'8\\x1b[31m'"),
    (["solve", "--piece", "q\r\nforged"], "'q\\r\\nforged'"),
    (["count", "-n", "4", "-n", "5"], "--size: given 2 times; accepted: once"),
]


def numbers():
    for args, want in NUMBERS:
        out = run(*args).stdout
        check(want is None or out.startswith(want), f"queens {' '.join(args)}: {out!r}")
    check(run("solve", "-n", "8", "--limit", "010", "--board", "none").stdout.count("\n") == 10,
          "--limit 010 is ten")
    check(run("count", "-n", "0011", "--threads", "02", "--shard", "01/03").stdout ==
          run("count", "-n", "11", "--threads", "2", "--shard", "1/3").stdout, "01/03 is 1/3")
    for args, needle in NUMBERS_BAD:
        proc = run(*args, expect=2)
        lines = proc.stderr.splitlines()
        check(len(lines) == 1 and needle in lines[0] and "\x1b" not in proc.stderr,
              f"queens {args!r}: {lines!r} should be one line with {needle!r}")


def pieces():
    # Every registered kind, through every subcommand, with its own words.
    check(run("count", "-n", "6", "--piece", "fast").stdout.startswith("4 solutions for 6 fast"),
          "display name")
    check(run("count", "-n", "1").stdout.startswith("1 solution for 1 queen\n"), "singular")
    for kind, n, total in (("superqueen", 10, 4), ("toroidal", 7, 28), ("rook", 6, 720)):
        parts = [json.loads(run("count", "-n", str(n), "--piece", kind, "--json", "--shard",
                                f"{i}/3", "--threads", "2").stdout)["solutions"]
                 for i in (1, 2, 3)]
        check(sum(parts) == total, f"{kind}: shards add up to {total}, got {parts}")
    check("1000" in run("count", "--help").stdout, "--help: the textbook queen's range")
    rows = run("solve", "-n", "100", "--piece", "rook", "--board", "none").stdout.split()
    check(rows == [str(r) for r in range(1, 101)], "100 rooks, past the fast kind's 64")
    run("solve", "-n", "65", "--piece", "fast", expect=2)




if __name__ == "__main__":
    main("cli.", (help_and_version, show, golden, jsonl, trace_formats, solve, count, numbers,
                  pieces))
