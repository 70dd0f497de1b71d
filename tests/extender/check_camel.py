#!/usr/bin/env python3
"""An extender's program, built against the installed package, checked from outside.

    check_camel.py CAMEL

CAMEL is docs/examples/extender built with find_package(queens): the queens program plus camel
queens (a rule of their own) and middle-out queens (a walk of their own). Its counts must match
a brute force written here from each piece's definition (no code shared with the library), for
every board up to 11, through the plain search, several threads, shards and pinned squares; the
middle-out queens' first solution must be the first in their order of rows; and its traces must
name the pieces.
"""
import json
import subprocess
import sys


def clash(c1, r1, c2, r2):
    dr, dc = abs(r1 - r2), abs(c1 - c2)
    return dr == 0 or dr == dc or dr * dc == 3


def queen_clash(c1, r1, c2, r2):
    dr, dc = abs(r1 - r2), abs(c1 - c2)
    return dr == 0 or dr == dc


def middle_out(n):
    """The rows 1..n in the middle-out queen's order: the middle, then outwards, above first."""
    middle = (1 + n) // 2
    return sorted(range(1, n + 1), key=lambda r: (abs(r - middle) * 2 - (r > middle)))


def first_in_order(n, order, clashes):
    """The first solution when every column tries its rows in `order`: a backtracking search."""
    rows = []

    def place(column):
        if column > n:
            return True
        for row in order:
            if all(not clashes(c, r, column, row) for c, r in enumerate(rows, 1)):
                rows.append(row)
                if place(column + 1):
                    return True
                rows.pop()
        return False

    return rows if place(1) else None


def brute_force(n, pinned=None, clash=clash):
    """Placements of n camel queens, one per column, rows chosen by exhaustive backtracking."""
    pinned = pinned or {}
    rows = []

    def place(column):
        if column > n:
            return 1
        total = 0
        for row in ([pinned[column]] if column in pinned else range(1, n + 1)):
            if all(not clash(c, r, column, row) for c, r in enumerate(rows, 1)):
                rows.append(row)
                total += place(column + 1)
                rows.pop()
        return total

    return place(1)


def run(camel, *args):
    done = subprocess.run([camel, *args], capture_output=True, text=True, timeout=120)
    if done.returncode != 0:
        sys.exit(f"FAIL: camel {' '.join(args)} exited {done.returncode}: {done.stderr.strip()}")
    return done.stdout


def count(camel, *args):
    return json.loads(run(camel, "count", "--json", "--quiet", *args))["solutions"]


def main():
    camel = sys.argv[1]
    failures = []

    def expect(what, got, want):
        if got != want:
            failures.append(f"{what}: {got}, brute force says {want}")

    for n in range(1, 12):
        expect(f"count -n {n} --piece camel", count(camel, "-n", str(n), "--piece", "camel"),
               brute_force(n))
    expect("count -n 10 --piece camel --place a2",
           count(camel, "-n", "10", "--piece", "camel", "--place", "a2"), brute_force(10, {1: 2}))
    # Every kind counts on every core and in shards: the shards of 11 add up.
    want = brute_force(11)
    expect("count -n 11 --piece camel --threads 2",
           count(camel, "-n", "11", "--piece", "camel", "--threads", "2"), want)
    shards = [count(camel, "-n", "11", "--piece", "camel", "--shard", f"{i}/3") for i in (1, 2, 3)]
    expect("count -n 11 --piece camel --shard i/3, summed", sum(shards), want)
    # The middle-out queens walk another way: the same solutions, found in another order, and
    # counted by the fastest engine, since the library followed their walk.
    for n in range(1, 12):
        expect(f"count -n {n} --piece middle-out",
               count(camel, "-n", str(n), "--piece", "middle-out"),
               brute_force(n, clash=queen_clash))
    report = json.loads(run(camel, "count", "-n", "10", "--piece", "middle-out", "--json"))
    expect("the engine for middle-out queens", report.get("engine"), "constellations")
    expect("count -n 10 --piece middle-out --place c5 --threads 2",
           count(camel, "-n", "10", "--piece", "middle-out", "--place", "c5", "--threads", "2"),
           brute_force(10, {3: 5}, clash=queen_clash))
    for n in (5, 8, 11):
        first = json.loads(run(camel, "solve", "-n", str(n), "--piece", "middle-out",
                               "--json"))["solutions"][0]
        want = first_in_order(n, middle_out(n), queen_clash)
        expect(f"solve -n {n} --piece middle-out", first, want)
    # The program, tracing included, knows the new piece by name.
    if "camel" not in run(camel, "--help") + run(camel, "count", "--help"):
        failures.append("--help does not list the camel piece")
    lines = [json.loads(l) for l in run(camel, "trace", "-n", "10", "--piece", "camel",
                                        "--format", "jsonl").splitlines()]
    expect("trace start line's piece", lines[0].get("piece"), "camel")
    expect("trace start line's words", (lines[0].get("singular"), lines[0].get("plural")),
           ("camel", "camels"))
    # The program speaks as itself, not as queens.
    expect("--version", run(camel, "--version").split()[0], "camel")
    expect("--help's first word", run(camel, "--help").split(":")[0], "camel")
    bad = subprocess.run([camel, "solve", "-n", "0"], capture_output=True, text=True, timeout=60)
    expect("an error's name", (bad.returncode, bad.stderr.split(":")[0]), (2, "camel"))
    expect("solutions in the trace of the first solution",
           sum(1 for l in lines if l.get("phase") == "solution"), 1)
    if failures:
        print("\n".join("FAIL: " + f for f in failures))
        return 1
    print("camel and middle-out queens agree with the brute force for n = 1..11, threads, "
          "shards and pins")
    return 0


if __name__ == "__main__":
    sys.exit(main())
