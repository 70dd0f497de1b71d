"""The README's picture of the coloured trace in a terminal (for docs/update.py).

Rewriting draws the program's own coloured output, `queens trace -n 4 --color always` (the
conversation `queens` tells on a terminal), as a dark terminal shows it, with Debian's headless
Chromium, and keeps that output beside the picture (docs/images/coloured-trace.ansi). Checking
compares the program's output now with the kept one, so a change in what is said or how it is
coloured makes the picture stale: no pixels are compared (fonts differ between machines).
"""
import html
import os
import re
import subprocess
import sys
import tempfile

ARGS = ["trace", "-n", "4", "--color", "always"]
LINES = 40  # what the picture shows: the conversation up to queen d's first backtrack
SGR = {"38;5;28": "color:#008700", "38;5;130": "color:#af5f00", "1": "font-weight:bold"}


def _terminal_page(ansi):
    """The ANSI text as HTML: the writer's few SGR codes become styled spans."""
    out, open_span = [], False
    for part in re.split(r"(\x1b\[[0-9;]*m)", ansi):
        code = re.fullmatch(r"\x1b\[([0-9;]*)m", part)
        if not code:
            out.append(html.escape(part))
            continue
        if open_span:
            out.append("</span>")
            open_span = False
        styles = [SGR[code.group(1)]] if code.group(1) in SGR else []
        if styles:
            out.append(f'<span style="{";".join(styles)}">')
            open_span = True
    return ("<!doctype html><meta charset=utf-8><body style='margin:0;background:#0d1117'>"
            "<pre style='margin:0;padding:12px;color:#d0d0d0;font:14px/19px DejaVu Sans Mono,"
            f"monospace'>{''.join(out)}</pre>")


def _draw(ansi, png):
    with tempfile.TemporaryDirectory() as tmp:
        page = os.path.join(tmp, "terminal.html")
        with open(page, "w", encoding="utf-8") as f:
            f.write(_terminal_page(ansi))
        subprocess.run(["chromium", "--headless", "--no-sandbox", "--disable-gpu",
                        "--hide-scrollbars", f"--user-data-dir={tmp}/profile",
                        "--window-size=900,790", f"--screenshot={png}", "file://" + page],
                       check=True, capture_output=True, timeout=120)


def generators(root, check):
    images = os.path.join(root, "docs", "images")
    png, kept = os.path.join(images, "coloured-trace.png"), os.path.join(images, "coloured-trace.ansi")

    def generate(queens):
        out = subprocess.run([queens, *ARGS], capture_output=True, text=True, check=True).stdout
        ansi = "".join(out.splitlines(True)[:LINES])
        if check:
            was = open(kept, encoding="utf-8").read() if os.path.exists(kept) else ""
            if was != ansi or not os.path.exists(png):
                sys.exit("docs/update.py: docs/images/coloured-trace.png is stale (the coloured "
                         "trace reads differently now); run python3 docs/update.py --queens BIN")
        else:
            _draw(ansi, png)
            with open(kept, "w", encoding="utf-8") as f:
                f.write(ansi)
        return ("![The 4-queens conversation in a terminal: placing (find_solution) in green, "
                "backtracking (advance) in amber](docs/images/coloured-trace.png)\n")

    return {"coloured-trace": generate}
