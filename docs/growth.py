"""How the cost grows with N, in docs/performance.md: its tables and its plot (for docs/update.py).

The measured figures live in docs/data/growth-*.tsv, one file per measured run, each with a
header saying what was run, on which machine, when, and how. From them this module writes the
tables of docs/performance.md that show those figures (so each figure is written in one place)
and docs/images/growth.svg, the time against N on a log scale, drawn by gnuplot (Debian's
gnuplot-nox) from docs/growth.gp with the data passed in.

The picture is byte for byte the same on every run with the same gnuplot: its SVG carries no
date, and gnuplot's own title and description (which name its version) are replaced by ours.
Checking draws it again and compares bytes; without gnuplot the check fails and says so.
"""
import os
import shutil
import subprocess
import sys

DATA = os.path.join("docs", "data")
IMAGE = os.path.join("docs", "images", "growth.svg")
SCRIPT = os.path.join("docs", "growth.gp")

# The benchmark run's methods, each the data block (in docs/growth.gp) that draws it; None: in
# the table, not in the plot (the plot compares one thread with one thread).
BENCHMARK_LINES = {
    "baseline: bitmask, mirror halving": "somers",
    "verbatim Budd transcription": "verbatim",
    "canonical queen, board.count()": "canonical",
    "canonical queen, halved, 1 thread": "halved",
    "fast queen, 8-fold, 1 thread": "fast",
    "fast queen, 8-fold, all cores": None,
}
# What each line of the plot is, in words, for the SVG's description and the alt text.
LINE_WORDS = {
    "somers": "Somers' bitmask solver (baseline)",
    "verbatim": "Budd's Ruby transcribed verbatim (baseline)",
    "canonical": "the canonical queen, board.count()",
    "halved": "the canonical queen, halved, 1 thread",
    "fast": "fast_queen, 8-fold, 1 thread",
    "nqueensfaf": "NQueensFAF's method (baseline), 1 thread",
    "queens": "queens count on 1 thread, the constellation engine",
    "tuned": "the quadrant join, Kluev's tuned program (baseline), 1 thread",
    "quadrants": "queens count on 1 thread, the quadrant engine (today's from N = 14 to 22)",
    "count": "queens count with an earlier engine, on 2 threads (N = 18: 1 thread)",
}


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


def number(cell):
    return float(cell.replace(",", ""))


def lines_of(root):
    """{block name: [(N, seconds as written)]} for the plot: every time measured above zero."""
    lines = {name: [] for name in LINE_WORDS}
    for row in read_tsv(root, "growth-benchmark.tsv"):
        if row["method"] not in BENCHMARK_LINES:
            raise SystemExit(f"docs/update.py: growth-benchmark.tsv: method {row['method']!r} "
                             "has no line in docs/growth.py's BENCHMARK_LINES")
        block = BENCHMARK_LINES[row["method"]]
        if block:
            lines[block].append((int(row["n"]), row["seconds"]))
    for row in read_tsv(root, "growth-nqueensfaf.tsv"):
        lines["nqueensfaf"].append((int(row["n"]), row["nqueensfaf_seconds"]))
        lines["queens"].append((int(row["n"]), row["queens_seconds"]))
    for row in read_tsv(root, "growth-quadrants.tsv"):
        lines["tuned"].append((int(row["n"]), row["tuned_seconds"]))
        lines["quadrants"].append((int(row["n"]), row["queens_seconds"]))
    for row in read_tsv(root, "growth-count.tsv"):
        lines["count"].append((int(row["n"]), row["cpu_seconds"]))
    # 0.0000 s is under the benchmark's resolution: no point on a log scale.
    return {name: sorted(p for p in points if number(p[1]) > 0) for name, points in lines.items()}


def description(lines):
    parts = []
    for name, points in lines.items():
        (n0, s0), (n1, s1) = points[0], points[-1]
        parts.append(f"{LINE_WORDS[name]}: {s0} s at N = {n0} to {s1} s at N = {n1}")
    return ("Seconds to count every solution of N queens, on a log scale, against N. "
            + "; ".join(parts) + ".")


def gnuplot_input(root, lines):
    blocks = []
    for name, points in lines.items():
        rows = "".join(f"{n} {number(s)!r}\n" for n, s in points)
        blocks.append(f"${name} << EOD\n{rows}EOD\n")
    with open(os.path.join(root, SCRIPT), encoding="utf-8") as f:
        return "".join(blocks) + f.read()


def draw(root):
    """The SVG's text, drawn by gnuplot from the data."""
    gnuplot = shutil.which("gnuplot")
    if not gnuplot:
        sys.exit(f"docs/update.py: no gnuplot to draw {IMAGE} with (Debian: apt-get install "
                 "gnuplot-nox, as tools/install-deps does): cannot draw or check the plot")
    lines = lines_of(root)
    # --default-settings: no ~/.gnuplot or system gnuplotrc changes the picture.
    svg = subprocess.run([gnuplot, "--default-settings"], input=gnuplot_input(root, lines),
                         capture_output=True, text=True, check=True,
                         env={**os.environ, "LC_ALL": "C.UTF-8"}).stdout
    title = "<title>Gnuplot</title>"
    desc_start, desc_end = svg.find("<desc>"), svg.find("</desc>")
    if title not in svg or desc_start < 0 or desc_end < 0:
        sys.exit("docs/update.py: gnuplot's SVG has no <title> and <desc> to replace")
    escape = lambda t: t.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
    ours = (svg[:desc_start] + f"<desc>{escape(description(lines))}</desc>"
            + svg[desc_end + len("</desc>"):])
    ours = ours.replace(title, "<title>Time to count every solution against N</title>", 1)
    # Where DejaVu Sans is missing (a viewer on another system), Verdana has its widths, and
    # any sans-serif font is closer than the browser's default serif one.
    return ours.replace('font-family="DejaVu Sans"',
                        'font-family="DejaVu Sans, Verdana, sans-serif"')


def gnuplot_version():
    found = shutil.which("gnuplot")
    return subprocess.run([found, "--version"], capture_output=True, text=True).stdout.strip()


def plot(root, check):
    """The generated block: the picture (drawn, or checked), with its alt text."""
    svg = draw(root)
    path = os.path.join(root, IMAGE)
    if check:
        was = open(path, encoding="utf-8").read() if os.path.exists(path) else None
        if was != svg:
            sys.exit(f"docs/update.py: {IMAGE} is stale (the data, docs/growth.gp or this "
                     f"{gnuplot_version()} draws it otherwise); run python3 docs/update.py "
                     "--queens BIN")
    else:
        with open(path, "w", encoding="utf-8") as f:
            f.write(svg)
    words = "; ".join(LINE_WORDS[name] for name in LINE_WORDS)
    return (f"![Line plot, log scale: the seconds to count every solution against N = 8 to 20. "
            f"The lines climb nearly in parallel, about 5 to 8 times per step of N on the "
            f"larger boards. Lines: {words}. The figures are those of the tables on this page]"
            f"(images/growth.svg)\n")


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


def table(header, rows):
    """A Markdown table: the header's cells, then each row's (an empty cell drawn as "| |")."""
    out = ["| " + " | ".join(header) + " |", "| " + " | ".join("---" for _ in header) + " |"]
    out += ["| " + " | ".join(cells) + " |" for cells in rows]
    return "\n".join(out).replace("|  |", "| |") + "\n"


def noted(value, note):
    """A figure with its note in brackets when it has one: "0.997 (0.960..1.015)"."""
    return value + (f" ({note})" if note else "")


def nqueensfaf_table(root):
    return table(["N", "NQueensFAF's method", "queens, 1 thread", "queens / NQueensFAF (min..max)",
                  "pairs"],
                 [[r["n"], f"{r['nqueensfaf_seconds']} s", f"{r['queens_seconds']} s",
                   noted(r["ratio"], r["ratio_range"]), r["pairs"]]
                  for r in read_tsv(root, "growth-nqueensfaf.tsv")])


def quadrants_table(root):
    return table(["N", "tuned quadrant join", "`queens count --threads 1`",
                  "queens / tuned (min..max)", "pairs", "peak memory, tuned / queens"],
                 [[r["n"], f"{r['tuned_seconds']} s", f"{r['queens_seconds']} s",
                   noted(r["ratio"], r["ratio_range"]), r["pairs"],
                   f"{r['tuned_mib']} / {r['queens_mib']} MiB"]
                  for r in read_tsv(root, "growth-quadrants.tsv")])


def count_table(root):
    return table(["N", "solutions", "fundamental", "tasks", "CPU seconds", "wall",
                  "x the CPU of N - 1"],
                 [[r["n"], r["solutions"], r["fundamental"], r["tasks"],
                   noted(r["cpu_seconds"], r["cpu_note"]), r["wall"], r["step"]]
                  for r in read_tsv(root, "growth-count.tsv")])


def generators(root, check):
    return {"growth-plot": lambda _queens: plot(root, check),
            "growth-benchmark-run": lambda _queens: benchmark_run(root),
            "growth-nqueensfaf": lambda _queens: nqueensfaf_table(root),
            "growth-count": lambda _queens: count_table(root),
            "growth-quadrants": lambda _queens: quadrants_table(root)}
