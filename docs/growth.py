"""How the cost grows with N, in docs/performance.md: its tables (for docs/update.py).

The measured figures live in docs/data/growth-*.tsv, one file per measured run, each with a
header saying what was run, on which machine, when, and how. From them this module writes the
tables of docs/performance.md that show those figures, so each figure is written in one place.
"""
import os

DATA = os.path.join("docs", "data")


def read_tsv(root, name):
    """The rows of docs/data/NAME as dictionaries, by the header line's column names."""
    with open(os.path.join(root, DATA, name), encoding="utf-8") as f:
        lines = [l.rstrip("\n") for l in f if not l.startswith("#") and l.strip()]
    columns = lines[0].split("\t")
    rows = []
    for line in lines[1:]:
        cells = line.split("\t")
        if len(cells) != len(columns):
            raise SystemExit(f"docs/update.py: {DATA}/{name}: {len(cells)} cells where the "
                             f"header names {len(columns)}: {line!r}")
        rows.append(dict(zip(columns, cells)))
    return rows


def benchmark_run(root):
    """The benchmark's run as the program printed it."""
    rows = read_tsv(root, "growth-benchmark.tsv")
    sizes = sorted({int(r["n"]) for r in rows})
    width = "{:<34}{:>4}{:>13}{:>11}{:>15}{:>10}"
    out = [f"queens benchmark: N = {sizes[0]}..{sizes[-1]}, 2 cores, times are medians", "",
           width.format("method", "N", "count", "seconds", "tree nodes/s", "x base")]
    for i, row in enumerate(rows):
        if i and row["n"] != rows[i - 1]["n"]:
            out.append("")
        out.append(width.format(row["method"], row["n"], row["count"], row["seconds"],
                                row["tree_nodes_per_s"], row["x_base"]))
    return "```text\n" + "\n".join(out) + "\n```\n"


def nqueensfaf_table(root):
    out = ["| N | NQueensFAF's method | queens, 1 thread | queens / NQueensFAF (min..max) | pairs |",
           "| --- | --- | --- | --- | --- |"]
    for r in read_tsv(root, "growth-nqueensfaf.tsv"):
        ratio = r["ratio"] + (f" ({r['ratio_range']})" if r["ratio_range"] else "")
        out.append(f"| {r['n']} | {r['nqueensfaf_seconds']} s | {r['queens_seconds']} s | "
                   f"{ratio} | {r['pairs']} |")
    return "\n".join(out) + "\n"


def count_table(root):
    out = ["| N | solutions | fundamental | tasks | CPU seconds | wall | x the CPU of N - 1 |",
           "| --- | --- | --- | --- | --- | --- | --- |"]
    for r in read_tsv(root, "growth-count.tsv"):
        cpu = r["cpu_seconds"] + (f" ({r['cpu_note']})" if r["cpu_note"] else "")
        cells = [r["n"], r["solutions"], r["fundamental"], r["tasks"], cpu, r["wall"], r["step"]]
        out.append("| " + " | ".join(cells) + " |")
    return "\n".join(out).replace("|  |", "| |") + "\n"


def generators(root, check):
    return {"growth-benchmark-run": lambda _queens: benchmark_run(root),
            "growth-nqueensfaf": lambda _queens: nqueensfaf_table(root),
            "growth-count": lambda _queens: count_table(root)}
