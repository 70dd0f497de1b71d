#!/usr/bin/env python3
"""Keeps docs/ (and the README) generated from the sources and from real runs, so the text cannot drift.

    python3 docs/update.py --queens build/release/demo/queens           # rewrite docs/*.md
    python3 docs/update.py --queens build/release/demo/queens --check   # exit 1 if stale

A Markdown file asks for generated content between a pair of HTML comments (GitHub does not
show them); everything between the pair is replaced on each run:

  <!-- snippet: PATH#NAME --> ... <!-- end snippet -->
      Code from PATH (relative to the repository), fenced as C++. NAME selects it:
        class X          the declaration of class X, up to its closing `};`
        X::y             the definition of function X::y, up to its closing `}` at column 0
        whole            the whole file (the fence says its language)
        a Python name    in a .py file, `def NAME(...)` up to the next line at column 0
        anything else    the lines between `// [snippet NAME]` and `// [end snippet]`
  <!-- output: ARGS --> ... <!-- end output -->
      What `queens ARGS` prints, fenced as text (as mermaid for --format mermaid);
      `ARGS | head N` or `ARGS | tail N` keeps the first or last N lines.
  <!-- generated: NAME --> ... <!-- end generated -->
      One of the GENERATORS below (a class diagram from the headers, the walkthrough boards).
"""
import argparse
import difflib
import json
import glob
import os
import re
import shlex
import subprocess
import sys

import explorer_shots
import growth
import terminal_shot
import trace_keys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCS = os.path.join(ROOT, "docs")
BLOCK = re.compile(r"(<!-- (snippet|output|generated): (.+?) -->\n)(.*?)(<!-- end \2 -->)", re.S)


def read(path):
    with open(os.path.join(ROOT, path), encoding="utf-8") as f:
        return f.read().split("\n")


def snippet(spec):
    try:
        return find_snippet(spec)
    except StopIteration:
        sys.exit(f"docs/update.py: no snippet '{spec}' (see the kinds of NAME in this script)")


FENCES = {".cpp": "cpp", ".hpp": "cpp", ".py": "python", ".txt": "cmake", ".cmake": "cmake"}


def find_snippet(spec):
    path, name = spec.split("#", 1)
    lines = read(path)
    fence = FENCES.get(os.path.splitext(path)[1], "text")
    if name == "whole":
        return f"```{fence}\n" + "\n".join(lines).rstrip("\n") + "\n```\n"
    if path.endswith(".py"):
        start = next(i for i, l in enumerate(lines) if l.startswith(f"def {name}("))
        end = next(i for i in range(start + 1, len(lines)) if lines[i][:1] not in ("", " ")) - 1
        while not lines[end].strip():
            end -= 1
        return f"```{fence}\n" + "\n".join(lines[start:end + 1]) + "\n```\n"
    if name.startswith("class "):
        start = next(i for i, l in enumerate(lines) if re.match(rf"^\s*{re.escape(name)}\b[^;]*$", l))
        # Take the comment block right above the class too: it says why the class exists.
        while start > 0 and lines[start - 1].lstrip().startswith("///"):
            start -= 1
        indent = re.match(r"\s*", lines[start]).group(0)
        end = next(i for i in range(start, len(lines)) if lines[i] == indent + "};")
    elif "::" in name:
        start = next(i for i, l in enumerate(lines)
                     if re.match(rf"^\S.*\b{re.escape(name)}\(", l))
        end = next(i for i in range(start, len(lines)) if lines[i] == "}")
    else:
        start = next(i for i, l in enumerate(lines) if l.strip() == f"// [snippet {name}]") + 1
        end = next(i for i in range(start, len(lines)) if lines[i].strip() == "// [end snippet]") - 1
    return "```cpp\n" + "\n".join(lines[start:end + 1]) + "\n```\n"


def run_raw(queens, args):
    return subprocess.run([queens, *shlex.split(args)], capture_output=True, text=True,
                          check=True, env={**os.environ, "LANG": "C.UTF-8"}).stdout


def run_queens(queens, args):
    # Timings change from run to run; the docs keep the shape of the line.
    text = re.sub(r" in [0-9.]+ ms(, interrupted)?$", r" in … ms\1", run_raw(queens, args), flags=re.M)
    return re.sub(r'"seconds":[0-9.]+', '"seconds":…', text)


def output(queens, spec):
    # `ARGS | head N` or `ARGS | tail N` keeps only part of a long output.
    args, _, cut = spec.partition("|")
    text = run_queens(queens, args.strip())
    if cut:
        which, count = cut.split()
        lines = text.splitlines(True)
        text = "".join(lines[:int(count)] if which == "head" else lines[-int(count):])
    fence = "mermaid" if "--format mermaid" in args else "text"
    return f"```{fence}\n{text}```\n"


def header_path(name):
    """Where a public header lives: lib/ROOM/include/queens/NAME, whichever room holds it."""
    found = glob.glob(os.path.join(ROOT, "lib", "*", "include", "queens", name))
    if len(found) != 1:
        raise SystemExit(f"update.py: {name} is in {len(found)} rooms of lib/, not one")
    return os.path.relpath(found[0], ROOT)


def class_diagram(_queens):
    """The pieces and the chain owner, read from the public headers."""
    headers = ["piece.hpp", "queen.hpp", "fast_queen.hpp", "pieces.hpp", "piece_decorator.hpp",
               "trace.hpp", "board.hpp"]
    text = "\n".join("\n".join(read(header_path(h))) for h in headers)
    lines = ["```mermaid", "classDiagram", "    direction BT"]
    classes = re.findall(r"^class (\w+)(?: final)? : public (\w+)", text, flags=re.M)
    lines.append("    class piece {")
    lines.append("        <<interface>>")
    for method in ("can_attack(row, column) bool", "find_solution() bool", "advance() bool"):
        lines.append(f"        +{method}")
    lines.append("    }")
    for derived, base in classes:
        lines.append(f"    {base} <|-- {derived}")
    for holder in ("queen", "fast_queen"):
        lines.append(f"    {holder} --> piece : neighbour")
    lines.append("    piece_decorator --> piece : wraps")
    lines.append("    board *-- piece : owns the chain")
    lines.append("    board *-- null_queen : owns the sentinel")
    lines.append("```")
    return "\n".join(lines) + "\n"


def walkthrough(queens):
    """Budd's slides, from a real run: the board each time a queen settles or gives up."""
    records = [json.loads(l) for l in run_raw(queens, "trace -n 4 --format jsonl").splitlines()]
    n = records[0]["size"]
    rows = {}          # where each queen stands
    steps = []
    name = lambda q: f"queen {'abcd'[q - 1]}"

    def board(tried=None):
        out = []
        for r in range(n, 0, -1):
            cells = []
            for c in range(1, n + 1):
                if rows.get(c) == r:
                    cells.append("Q")
                elif tried == (r, c):
                    cells.append("x")
                else:
                    cells.append(".")
            out.append(f"{r} " + " ".join(cells))
        out.append("  " + " ".join("abcd"[:n]))
        return "\n".join(out)

    tried = {}
    restarted = set()  # queens who ran out of rows and asked their neighbour to advance
    for e in records[1:-1]:
        if e["phase"] == "call" and e["message"] == "can_attack" and e["sender"] == e["column"]:
            q = e["sender"]
            rows[q] = e["row"]  # a queen asks about her own square: she stands there now
            tried.setdefault(q, []).append(f"{'abcd'[q - 1]}{e['row']}")
        elif e["phase"] == "call" and e["message"] == "advance" and e["receiver"] != 0:
            q = e["sender"]
            if q in rows and q <= n:
                # The squares she asked about since she last stood: all attacked; none when
                # she stood on her last row and had no other to try.
                why = (f"has tried {', '.join(tried[q])}: every one is attacked"
                       if tried.get(q) else
                       f"has no row left past {'abcd'[q - 1]}{rows[q]}")
                steps.append((f"{name(q)} {why}, so she asks {name(e['receiver'])} to advance.",
                              board()))
                restarted.add(q)  # if her neighbour can, she starts her column again
            tried[q] = []
        elif e["phase"] == "reply" and e["message"] in ("find_solution", "advance") and e["result"]:
            q = e["receiver"]
            rows[q] = e["row"]
            square = f"{'abcd'[q - 1]}{e['row']}"
            if q in restarted:
                # Her neighbour moved: she started from her first row again (no advance of hers).
                restarted.discard(q)
                steps.append((f"{name(q)} starts her column again and stands on {square} after "
                              f"trying {', '.join(tried.get(q, []))}.", board()))
            elif e["message"] == "advance" and e["sender"] <= n:
                steps.append((f"{name(q)} advances to {square}.", board()))
            elif e["sender"] == n + 1:
                steps.append((f"{name(q)} stands on {square} after trying "
                              f"{', '.join(tried.get(q, []))}.", board()))
            tried[q] = []  # she stands: what she tries next starts here
        elif e["phase"] == "solution":
            steps.append(("A solution: " + " ".join(map(str, e["rows"])) + ".", board()))
    text = []
    for i, (caption, picture) in enumerate(steps, 1):
        text.append(f"**{i}.** {caption}\n\n```text\n{picture}\n```\n")
    return "\n".join(text)


# What each room is, in a few words, for the figure (the folders and includes are read).
ROOM_WORDS = {
    "core": "Budd's design: read piece.hpp first",
    "pieces": "more kinds of piece, the registry",
    "trace": "watching the conversation (spdlog, fmt)",
    "count": "counting, shards, reports (threads)",
}


def rooms_diagram(queens):
    """The library's rooms, their public headers and which rooms each builds on: the graph
    CMake wrote into the build tree of the --queens program (build/NAME/demo/queens)."""
    sys.path.insert(0, os.path.join(ROOT, "tools"))
    import lint_rooms as lint  # noqa: E402 (reads the one declaration of the rooms, in CMake)
    graph = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(queens))),
                         lint.GRAPH_NAME)
    rooms = lint.rooms_of(lint.load_graph(graph)) if os.path.exists(graph) else lint.ROOMS
    lines = ["```mermaid", "flowchart BT"]
    for room in rooms:
        headers = sorted(os.path.basename(h) for h in
                         glob.glob(os.path.join(ROOT, "lib", room, "include", "queens", "*.hpp")))
        listed = "<br/>".join(headers)
        lines.append(f'    {room}["<b>{room}</b>: {ROOM_WORDS[room]}<br/><br/>{listed}"]')
    for room, (uses, _) in rooms.items():
        below = [u for u in uses if u != room and not any(
            u in rooms[v][0] and v not in (room, u) for v in uses)]
        for used in sorted(below):
            lines.append(f"    {room} --> {used}")
    lines.append("    style core stroke-width:3px")
    lines.append("```")
    return "\n".join(lines) + "\n"


GENERATORS = {"class-diagram": class_diagram, "walkthrough": walkthrough,
              "rooms-diagram": rooms_diagram}


# The explorer's screenshots (docs/explorer_shots.py), the coloured trace in a terminal
# (docs/terminal_shot.py), performance.md's growth in N: its tables and plot from the data in
# docs/data/ (docs/growth.py).
for module in (explorer_shots, terminal_shot, growth):
    GENERATORS.update(module.generators(ROOT, check="--check" in sys.argv))
# --no-screenshots: the explorer's screenshots checked present, not taken again to compare.
explorer_shots.compare = "--no-screenshots" not in sys.argv
# The JSONL key table of docs/trace-format.md (docs/trace_keys.py).
GENERATORS.update(trace_keys.generators(run_raw))


def render(text, queens):
    def replace(match):
        opening, kind, spec, _old, closing = match.groups()
        spec = spec.strip()
        if kind == "snippet":
            body = snippet(spec)
        elif kind == "output":
            body = output(queens, spec)
        else:
            body = GENERATORS[spec](queens)
        return opening + body + closing
    return BLOCK.sub(replace, text)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--queens", required=True, help="the built queens program")
    parser.add_argument("--check", action="store_true", help="change nothing; exit 1 if stale")
    parser.add_argument("--no-screenshots", action="store_true", help="with --check: the explorer's "
                        "screenshots present, not taken again to compare (the sanitizer build's)")
    args = parser.parse_args()
    stale = []
    pages = [os.path.join(DOCS, n) for n in sorted(os.listdir(DOCS)) if n.endswith(".md")]
    for path in [os.path.join(ROOT, "README.md")] + pages:
        name = os.path.relpath(path, ROOT)
        with open(path, encoding="utf-8") as f:
            old = f.read()
        new = render(old, args.queens)
        if new != old:
            stale.append(name)
            if args.check:
                sys.stdout.writelines(difflib.unified_diff(old.splitlines(True), new.splitlines(True),
                                                           name, "generated", n=1))
            else:
                with open(path, "w", encoding="utf-8") as f:
                    f.write(new)
    if args.check and stale:
        print(f"docs out of date: {', '.join(stale)}; run python3 docs/update.py --queens BIN")
        return 1
    print(f"{'checked' if args.check else 'updated'}: {len(stale)} file(s) "
          f"{'stale' if args.check else 'rewritten'}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
