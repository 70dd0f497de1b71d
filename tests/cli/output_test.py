#!/usr/bin/env python3
"""What a cluster user sees: stopping solve and count, count files, merge, the progress bar
(what a teacher projects: teacher_test.py).

    output_test.py QUEENS GROUP
"""
import json
import os
import re
import signal
import subprocess
import tempfile
import time

from harness import (QUEENS, check, counting, cpu_seconds, ended_by, main, on_terminal, run,
                     wait_until)

def stops():
    for sig in (signal.SIGINT, signal.SIGTERM, signal.SIGHUP):
        # A search between two solutions (30 textbook queens) stops at once, what was found
        # flushed, the JSON closed and saying so.
        proc = subprocess.Popen([QUEENS, "solve", "-n", "30", "--limit", "1000", "--json"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        wait_until(lambda: cpu_seconds(proc.pid) >= 0.1, "the search under way")
        start = time.monotonic()
        proc.send_signal(sig)
        out, _ = proc.communicate(timeout=30)
        check(ended_by(proc.returncode, sig), f"solve, {sig.name}: exit {proc.returncode}")
        check(time.monotonic() - start < 2, f"solve, {sig.name}: slow to stop")
        closed = json.loads(out)
        check(closed["interrupted"] is True and closed["complete"] is False,
              f"solve, {sig.name}: JSON closed, saying it was cut short")
        with tempfile.TemporaryDirectory() as tmp:
            proc = subprocess.Popen([QUEENS, "count", "-n", "17", "--threads", "1", "--quiet",
                                     "--json", "-o", os.path.join(tmp, "c.json")])
            wait_until(lambda: counting(proc.pid), "the count under way")
            proc.send_signal(sig)
            proc.wait(timeout=30)
            check(ended_by(proc.returncode, sig), f"count, {sig.name}: exit {proc.returncode}")
            check(os.listdir(tmp) == [], f"count, {sig.name}: left {os.listdir(tmp)}")


def merging():
    with tempfile.TemporaryDirectory() as tmp:
        parts = []
        for i in (1, 2, 3):
            part = os.path.join(tmp, f"p{i}.json")
            run("count", "-n", "9", "--piece", "superqueen", "--shard", f"{i}/3", "--json", "-o",
                part)
            parts.append(part)
        whole = json.loads(run("count", "-n", "9", "--piece", "superqueen", "--json").stdout)
        merged = json.loads(run("merge", "--json", *parts).stdout)
        check(merged["solutions"] == whole["solutions"], "shards add up to the whole count")
        summary = run("merge", *parts).stdout.splitlines()
        check(summary[0] == "0 solutions for 9 superqueens", "merge prints what count prints")
        check(" ".join(summary[1:]).startswith("counted by the pieces engine: superqueens walk "
                                               "every row of their columns once, then ask their "
                                               "neighbour, as Budd's queen does")
              and all(len(line) <= 80 for line in summary),
              f"merge says which engine counted the shards, and why, in 80 columns: {summary[1:]}")
        check(merged["engine"] == whole["engine"] == "pieces", "the engine travels in JSON")
        err = run("merge", *parts[:2], expect=2).stderr
        check("3" in err and len(err.splitlines()) == 1, f"a missing shard is named: {err!r}")
        run("merge", parts[0], parts[0], parts[1], parts[2], expect=2)
        # Shards of a kind this program does not know (an extender's): named as written.
        for part in parts:
            with open(part, encoding="utf-8") as f:
                text = f.read().replace('"piece":"superqueen"', '"piece":"camel"')
            with open(part, "w", encoding="utf-8") as f:
                f.write(text)
        check(run("merge", *parts).stdout.startswith("0 solutions for 9 pieces (camel)\n"),
              "an unknown kind is named, not given a plural")


BAR = re.compile(r"\r\[([#.]{30})\] +(\d+)% (\d+)/(\d+) tasks, "
                 r"(about [0-9a-z ]+ left|less than a second left|estimating)\x1b\[K")


def drawn_lines(drawn):
    """The lines a bar drew, one per redraw: what follows each carriage return, cleared."""
    return [part.split("\x1b[K")[0] for part in drawn.split("\r") if part.startswith("[")]


def progress():
    """The bar on a terminal: tasks (as many as the JSON says), percentages that never go back,
    a time left, and the line cleared at the end."""
    # A count of a few seconds, in this build (a sanitizer build is many times slower): the
    # first of these, each some times longer than the one before, that takes 2 s on one thread
    # (about 1 s for 15 superqueens here and 6 s under the sanitizers, 3 s for 17 queens here,
    # where 16 superqueens took 7 s). In a log (a batch job's standard error), a plain line
    # every --log-every seconds: that count's own lines, timed on its own (on a loaded machine
    # one run of the same count can take twice as long as another). Then the same count on a
    # terminal (its bar is drawn from its first second on).
    for piece, size in (("superqueen", 13), ("superqueen", 14), ("superqueen", 15),
                        ("queen", 17), ("superqueen", 16)):
        args = ["count", "-n", str(size), "--piece", piece, "--threads", "1"]
        start = time.monotonic()
        sized = run(*args, "--json", "--log-every", "1")
        logged_for = time.monotonic() - start
        if logged_for >= 2:
            break
    report = json.loads(sized.stdout)
    tasks = report["tasks"]
    start = time.monotonic()
    code, out, drawn = on_terminal(args)
    seconds = time.monotonic() - start
    check(code == 0 and out.startswith(f"{report['solutions']} solutions"), f"count: {out!r}")
    bars = [m.groups() for m in BAR.finditer(drawn)]
    check(seconds < 1.5 or bars, f"no bar drawn in a {seconds:.1f} s count: {drawn[:200]!r}")
    percents = [int(b[1]) for b in bars]
    check(percents == sorted(percents), f"the bar went back: {percents}")
    check(all(int(b[3]) == tasks for b in bars), f"bars count {bars[-1][3]} tasks, not {tasks}")
    check(any("left" in b[4] for b in bars), "a time left is shown")
    check(drawn.endswith("\r\x1b[K"), f"the bar's line is cleared at the end: {drawn[-40:]!r}")
    # Both on one narrow terminal: the bar fits, its last column left free (a full line wraps
    # on some), and is cleared before the result, which starts its own line.
    code, _, both = on_terminal(args, stream="both", columns=40)
    lines = drawn_lines(both)
    check(code == 0 and (seconds < 1.5 or lines) and all(len(l) <= 39 for l in lines),
          f"a 40-column terminal: {lines[-3:]!r}")
    result = [l for l in re.split(r"[\r\n]", both) if "solutions for" in l]
    check(code == 0 and len(result) == 1 and
          re.fullmatch(r"(\x1b\[K)?\d+ solutions for .*", result[0]) is not None,
          f"the result on a line of its own, not on the bar: {result!r}")
    # A line falls due at 1 s, 2 s, ... of the count; a second is left for starting the program
    # (a sanitizer build starts slowly) and for the count ending just before a line.
    logged = sized.stderr.splitlines()
    line = re.compile(r"progress: +(\d+)% (\d+)/(\d+) tasks after [0-9a-z ]+, "
                      r"(about [0-9a-z ]+ left|less than a second left|estimating)")
    check(logged and int(logged_for) - 1 <= len(logged) <= int(logged_for),
          f"log lines in a {logged_for:.1f} s count: {logged}")
    check(all(line.fullmatch(l) for l in logged), f"log lines: {logged}")
    check(all(int(line.fullmatch(l)[3]) == tasks for l in logged), f"log lines: {logged}")

    # A first solution slow to come: a terminal is told, once, that the search goes on.
    code, _, said = on_terminal(["solve", "-n", "40", "--piece", "fast"],
                                stop_on=b"still searching after 3 s")
    check(ended_by(code, signal.SIGINT), f"solve stopped by Ctrl-C: exit {code}")
    check(said.count("still searching after 3 s") == 1 and "; Ctrl-C stops" in said,
          f"the notice: {said!r}")
    code, _, said = on_terminal(["solve", "-n", "8"])
    check(code == 0 and said == "", f"a quick solve says nothing more: {said!r}")


def preparing():
    """The quadrant join's preparation, seconds long on large boards, is shown as it goes, not
    a silent terminal: the quarter table built, then the tasks weighed."""
    args = ["count", "-n", "22", "--engine", "quadrants", "--threads", "1"]
    code, _, shown = on_terminal(args, columns=110, stop_on=b"building the quarter table")
    lines = drawn_lines(shown)
    stage = re.compile(r"\[[#.]{30}\] +\d+% building the quarter table: about \d+ million "
                       r"placements, \d\.\d GiB")
    check(ended_by(code, signal.SIGINT) and lines and all(stage.fullmatch(l) for l in lines),
          f"the table's stage on 110 columns: exit {code}, {lines[-2:]!r}")
    code, _, shown = on_terminal(args, columns=60, stop_on=b"building the quarter table")
    lines = drawn_lines(shown)
    check(ended_by(code, signal.SIGINT) and lines and
          all(re.fullmatch(r"\[[#.]+\] +\d+% building the quarter table", l) for l in lines),
          f"its short form on 60 columns: {lines[-2:]!r}")


def hopeless():
    """A count that would take days says so before it starts, and how to stop it."""
    warning = re.compile(r"count: this count would take more than a day on this machine: "
                         r"(about|at least) \d\.\d x 10\^\d+ nodes, (about|at least) "
                         r"[^,]+ on (\d+) threads?\.")
    with tempfile.TemporaryDirectory() as folder:
        # In a log (a batch job): the estimate, then the pid to stop it by, at once.
        target = os.path.join(folder, "n24.json")
        proc = subprocess.Popen([QUEENS, "count", "-n", "24", "--threads", "2", "--json",
                                 "-o", target, "--quiet"],
                                stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        start = time.monotonic()
        said = proc.stderr.readline()
        how = proc.stderr.readline()
        seconds = time.monotonic() - start
        proc.send_signal(signal.SIGINT)
        rest = proc.stderr.read()
        code = proc.wait(timeout=60)
        match = warning.match(said)
        check(match and match[3] == "2", f"the warning, even --quiet: {said!r}")
        check(how == f"count: kill -INT {proc.pid} (or scancel, for a batch job) stops it, "
                     "leaving no file.\n", f"how to stop it: {how!r}")
        check(seconds < 10, f"said after {seconds:.1f} s, not before the count")
        # Ended by the signal itself (what a shell shows as 130).
        check(ended_by(code, signal.SIGINT) and os.listdir(folder) == [],
              f"stopped: exit {code}, left {os.listdir(folder)}, said {rest!r}")
    # Started with INT ignored (a background job of a script), which it leaves ignored: it
    # names the signal that stops it, TERM, never kill -INT.
    proc = subprocess.Popen([QUEENS, "count", "-n", "24", "--threads", "1", "--quiet"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_IGN))
    said, how = proc.stderr.readline(), proc.stderr.readline()
    proc.send_signal(signal.SIGTERM)
    proc.communicate(timeout=60)
    check(warning.match(said) and how == f"count: kill {proc.pid} (or scancel, for a batch job) "
          "stops it, leaving no file.\n", f"INT ignored: {said!r} {how!r}")
    check(ended_by(proc.returncode, signal.SIGTERM), f"INT ignored, TERM: {proc.returncode}")
    # In --log-every lines, the estimate stands where the time left will be once tasks end.
    proc = subprocess.Popen([QUEENS, "count", "-n", "30", "--threads", "1", "--log-every", "1"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = [proc.stderr.readline() for _ in range(3)]
    proc.send_signal(signal.SIGINT)
    proc.communicate(timeout=60)
    # (The first line comes a second after the count starts, later on a slow or loaded machine:
    # under the sanitizers it has come after 6 s.)
    check(re.fullmatch(r"progress: +0% 0/\d+ tasks after \d+ s, estimated about \d\.\d x 10\^\d+ "
                       r"nodes, about \d\.\d x 10\^\d+ years on 1 thread\n", lines[2]),
          f"a log line before any task ends: {lines!r}")
    # On a terminal: Ctrl-C, and the bar shows the estimate until a task ends.
    code, _, shown = on_terminal(["count", "-n", "1000", "--piece", "queen"],
                                 stop_on=b"tasks, estimated at least")
    check(ended_by(code, signal.SIGINT), f"stopped by Ctrl-C: exit {code}")
    check("Ctrl-C stops it, leaving no file." in shown, f"on a terminal: {shown[:300]!r}")
    check(warning.search(shown) and "at least" in shown, f"the estimate: {shown[:300]!r}")
    check("tasks, estimated at least" in shown, f"the bar before any task ends: {shown!r}")
    # --json reports the estimate of every count; a count of minutes says nothing.
    report = json.loads(run("count", "-n", "11", "--json").stdout)
    check(3 < report["estimated_nodes_log10"] < 6 and "estimated_seconds_log10" not in report,
          f"--json: {report}")
    check(run("count", "-n", "11").stderr == "", "a small count says nothing")


if __name__ == "__main__":
    main("cli.output.", (stops, merging, progress, preparing, hopeless))
