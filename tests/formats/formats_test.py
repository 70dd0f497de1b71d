#!/usr/bin/env python3
"""The trace formats opened by real tools (group given as the last argument):
  jsonl           every line is JSON (Python's json) with any logger: spdlog's default one and
                  one with a timestamp pattern
  escaping        a piece name with ", \\ and a control character stays data in every format
  chrome          @tracerbench/trace-model (npm) loads the Trace Event JSON: slice count,
                  nesting depth, names, flows
  mermaid_limit   the writer refuses before passing Mermaid's 50,000 characters
  mermaid_render  mermaid-cli (npm) with Debian's Chromium draws the diagrams without error
  mermaid_text    the diagrams mermaid_render draws, written (the sanitizer build's form of it:
                  the native part; Chromium's drawing is not sanitized, the release suite's)
usage: formats_test.py TRACE_DUMP TOOLS_DIR WORK_DIR GROUP"""
import json
import os
import subprocess
import sys

dump, tools, work, group = sys.argv[1:5]
failures = []
ODD = 'q"u\\e\x01n'  # a quote, a backslash, a control character


def check(ok, what):
    print(("ok   " if ok else "FAIL ") + what)
    if not ok:
        failures.append(what)


def trace(fmt, size, level, logger="plain", singular=None, place=None, expect=0):
    args = [dump, fmt, str(size), level, logger] + ([singular or "queen"] if singular or place
                                                    else []) + ([place] if place else [])
    r = subprocess.run(args, capture_output=True, text=True, errors="surrogateescape")
    check(r.returncode == expect, f"{' '.join(args[1:5])}: exit {r.returncode} (want {expect})"
          + (f": {r.stderr.strip()}" if r.returncode != expect else ""))
    return r


def jsonl_records(text):
    records = []
    for line in text.splitlines():
        try:
            records.append(json.loads(line))
        except ValueError:
            check(False, f"not JSON: {line[:80]!r}")
            return []
    return records


def node_path():
    modules = os.path.join(tools, "node_modules")
    if not os.path.isdir(modules):
        sys.exit(f"{modules} is missing: run tools/install-deps")
    return modules


if group == "jsonl":
    full = jsonl_records(trace("jsonl", 6, "trace").stdout)
    summary = full[-1]
    messages = sum(summary["messages"].values())
    check(len(full) == 2 * messages + summary["solutions"] + 2,
          "pattern %v at trace: start, a call and a reply per message, solutions, summary")
    stamped = jsonl_records(trace("jsonl", 6, "trace", "timestamp").stdout)
    check(stamped == full, "a logger with a timestamp pattern: the same valid JSON lines")
    default = jsonl_records(trace("jsonl", 6, "info", "default").stdout)
    check(default[0]["level"] == "info" and default[0]["phase"] == "start",
          "spdlog's default logger: the start record says level info")
    check([r["phase"] for r in default[1:-1]] == ["solution"] * 4,
          "spdlog's default logger (level info): only the four solutions between start and end")
    text = trace("text", 6, "info", "default").stdout.splitlines()
    check(len(text) == 7 and all(line.startswith("[") for line in text),
          "text keeps the caller's pattern and level: title, 4 solutions, summary (2 lines), stamped")
elif group == "escaping":
    start = jsonl_records(trace("jsonl", 4, "trace", singular=ODD).stdout)[0]
    check(start["piece"] == ODD, "jsonl: the piece name survives as data")
    chrome = json.loads(trace("chrome", 4, "trace", singular=ODD).stdout)
    names = {e["args"]["name"] for e in chrome["traceEvents"] if e["name"] == "thread_name"}
    check(ODD + " 1 (a)" in names, "chrome: the lane names keep the piece name as data")
    mermaid = trace("mermaid", 4, "debug", singular=ODD).stdout
    check('"' not in mermaid and "\\" not in mermaid and "\x01" not in mermaid,
          "mermaid: no quote, backslash or control character reaches the diagram")
    check("q#34;u#92;e#1;n 1 (a)" in mermaid, "mermaid: the name as entity codes")
    text = trace("text", 4, "trace", singular=ODD).stdout
    check("\x01" not in text and "q\"u\\\\e\\x01n 1 (a)" in text,
          "text: the control character written as an escape")
elif group == "chrome":
    size = 5
    events = jsonl_records(trace("jsonl", size, "trace").stdout)
    calls = [e for e in events if e.get("phase") == "call"]
    deepest = max(e["depth"] for e in calls) + 1
    path = os.path.join(work, "chrome-5.json")
    with open(path, "w") as f:
        f.write(trace("chrome", size, "trace").stdout)
    with open(path) as f:
        raw = json.load(f)
    check(all(e["pid"] > 0 and e["tid"] > 0 for e in raw["traceEvents"]), "every pid and tid positive")
    check(all("name" in e and "cat" in e for e in raw["traceEvents"] if e["ph"] == "E"),
          "every end event has a name and a cat")
    solved = [" ".join(map(str, e["rows"])) for e in events if e.get("phase") == "solution"]
    shown = [e.get("args", {}).get("rows") for e in raw["traceEvents"] if e.get("cat") == "solution"]
    check(shown == solved and len(solved) == 10 and solved[0] == "1 3 5 2 4",
          f"each of the 10 solutions' rows, as in the JSON lines: {shown}")
    r = subprocess.run(["node", os.path.join(os.path.dirname(__file__), "load_trace.js"), path],
                       capture_output=True, text=True, env={**os.environ, "NODE_PATH": node_path()})
    check(r.returncode == 0, "@tracerbench/trace-model loads the trace" + (": " + r.stderr[-400:] if r.returncode else ""))
    if r.returncode == 0:
        model = json.loads(r.stdout)
        threads = model["threads"]
        stack = threads["1"]
        check(stack["name"] == "call stack", "tid 1 is the call stack")
        check(stack["slices"] == len(calls), f"call stack: one slice per message ({stack['slices']} vs {len(calls)})")
        check(stack["depth"] == deepest, f"call stack: nested {stack['depth']} deep, as the conversation ({deepest})")
        check(stack["names"] == ["advance", "can_attack", "find_solution"], "slices named by message")
        lanes = {t["name"]: t for tid, t in threads.items() if tid != "1"}
        check(lanes.get("the sentinel", {}).get("slices", 0) > 0 and "queen 5 (e)" in lanes,
              "a lane per participant, the sentinel's with slices")
        check(sum(t["slices"] for t in lanes.values()) == len(calls), "lanes: one slice per message")
        asked_by_pieces = sum(1 for e in calls if e["sender"] != size + 1)
        check(model["flows"] == 2 * asked_by_pieces, "a flow arrow from asker to asked for each message between pieces")
        check(all(t["unnamed_ends"] == 0 for t in threads.values()), "no end event without a name")
elif group == "mermaid_limit":
    r = trace("mermaid", 8, "trace", expect=3)
    check("50000" in r.stderr and "level" in r.stderr, "8 queens at trace: refused, naming the limit and the levels")
    check(len(r.stdout) <= 50000, f"what was written stays within the limit ({len(r.stdout)})")
    for size, level in ((8, "info"), (6, "debug"), (5, "trace")):
        out = trace("mermaid", size, level).stdout
        check(len(out) < 50000, f"{size} queens at {level}: {len(out)} characters, within the limit")
elif group in ("mermaid_render", "mermaid_text"):
    blocks = [trace("mermaid", 4, "debug").stdout, trace("mermaid", 8, "info").stdout,
              trace("mermaid", 6, "debug").stdout, trace("mermaid", 4, "debug", singular=ODD).stdout,
              trace("mermaid", 6, "debug", place="b4,e1").stdout]  # notes on pinned queens
    check(all(b.startswith("sequenceDiagram\n") for b in blocks), "each a sequence diagram")
    check("pinned on b4" in blocks[-1] and "pinned on e1" in blocks[-1], "the pins' notes are written")
    if group == "mermaid_text":
        sys.exit(1 if failures else 0)
    node_path()
    source = os.path.join(work, "diagrams.md")
    with open(source, "w", errors="surrogateescape") as f:
        for b in blocks:
            f.write("```mermaid\n" + b + "```\n\n")
    out = os.path.join(work, "rendered.md")
    r = subprocess.run([os.path.join(tools, "node_modules", ".bin", "mmdc"), "-q", "-i", source, "-o", out,
                        "-p", os.path.join(tools, "puppeteer-config.json")], capture_output=True, text=True)
    check(r.returncode == 0, "mmdc renders" + (": " + r.stderr[-400:] if r.returncode else ""))
    for i in range(1, len(blocks) + 1):
        svg_path = os.path.join(work, f"rendered-{i}.svg")
        svg = open(svg_path).read() if os.path.exists(svg_path) else ""
        # An error diagram is an SVG too: its role is "error" and it says what went wrong.
        check(svg.startswith("<svg") and 'aria-roledescription="sequence"' in svg
              and "Syntax error" not in svg and "Maximum text size" not in svg
              and 'aria-roledescription="error"' not in svg, f"diagram {i}: a sequence diagram, no error text")
        check(svg.count("</text>") > 20, f"diagram {i}: it draws the messages")
    last = open(os.path.join(work, f"rendered-{len(blocks)}.svg")).read()
    check("pinned on b4" in last and "pinned on e1" in last, "the pinned queens' notes are drawn")
else:
    sys.exit(f"unknown group {group}")
sys.exit(1 if failures else 0)
