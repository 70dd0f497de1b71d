#!/usr/bin/env python3
"""Opens the replay page in a real browser (Debian's headless Chromium), steps to the end,
and checks that the board shows the last solution and that the page raised no error.

    pages.py queens=QUEENS_BINARY out=OUTPUT_DIR replay

Saves a screenshot of each page in OUTPUT_DIR/replay.
"""
import os
import re
import subprocess

from browser import expect, open_ready, resize, session


# The page's source as WebDriver gives it (chromedriver's: the root element's outerHTML), read in
# the page, where it is (10 MB at 8 queens, all solutions, where sending it took a second): its
# body tag, whether each of the texts arguments[0] is in it with its tags taken out, and the
# squares of its cells marked pinned.
SOURCE = r"""
const source = document.documentElement.outerHTML, body = /<body([^>]*)>/.exec(source);
const log = source.replace(/<[^>]+>/g, ' ');
return {body: body ? body[1] : null, has: arguments[0].map((t) => log.includes(t)),
        pinned: [...source.matchAll(/<div[^>]*class="cell [^"]*\bpinned\b[^>]*>/g)]
          .map((tag) => /data-square="(\w+)"/.exec(tag[0])[1])};"""


def opened(url, texts):
    """The page at `url` once its script says it is ready (the module's start is asynchronous,
    so the page is asked, not given a fixed time), as (body's data attributes, whether each of
    `texts` is in its source with the tags taken out, the squares marked pinned, console errors)."""
    DRIVER = session.d
    open_ready(DRIVER, url, 30)
    # The log's tab (the code is shown first), so the log's lines are in the page.
    DRIVER.execute_script("const t = document.getElementById('tab-log'); if (t) t.click()")
    source = DRIVER.execute_script(SOURCE, texts)
    attrs = dict(re.findall(r'data-([\w-]+)="([^"]*)"', source["body"])) if source["body"] is not None else {}
    errors = [entry["message"] for entry in DRIVER.get_log("browser")
              if entry["level"] == "SEVERE"]
    return attrs, dict(zip(texts, source["has"])), source["pinned"], errors


def check_page(name, trace_args, expect_rows, expect_last, expect_solutions, expect_pinned=(),
               words=("queen", "queens")):
    page = session.out(f"replay-{name}.html")
    subprocess.run([session.queens, "trace", *trace_args, "--format", "html", "-o", page], check=True)
    with open(page, encoding="utf-8") as f:
        html = f.read()
    # Self-contained: nothing is fetched from anywhere.
    expect(not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html) and "@import" not in html,
           f"{name}: the page refers to something outside itself")
    url = "file://" + page + "#end"
    other = {"queen", words[0]} - {words[0]}
    attrs, has, pinned, errors = opened(url, [f"{w} 1 (a)" for w in [words[0], *other]])
    expect(attrs.get("ready") == "yes", f"{name}: the page did not finish its script: {attrs}")
    expect("errors" not in attrs and not errors, f"{name}: errors in the page: {attrs.get('errors')} {errors}")
    expect(expect_rows is None or attrs.get("rows") == expect_rows, f"{name}: board shows {attrs.get('rows')}, expected {expect_rows}")
    expect(attrs.get("last-solution") == expect_last and attrs.get("solutions") == expect_solutions,
           f"{name}: last solution {attrs.get('last-solution')} ({attrs.get('solutions')} found), expected {expect_last}")
    # The pieces are called by their kind's words, as the text trace calls them.
    expect(has[f"{words[0]} 1 (a)"] and not any(has[f"{o} 1 (a)"] for o in other),
           f"{name}: the page does not call the pieces {words[0]}")
    # Pinned queens are marked (the trace's start record names their squares).
    expect(pinned == list(expect_pinned), f"{name}: pinned squares marked {pinned}, expected {expect_pinned}")
    shot = session.out(f"replay-{name}.png")
    session.d.save_screenshot(shot)
    expect(os.path.exists(shot) and os.path.getsize(shot) >= 10_000, f"{name}: no screenshot")
    print(f"{name}: board shows {attrs.get('rows')}, last solution {expect_last}; {shot}")


def run():
    resize(session.d, 1280, 800)
    # To the first 4-queens solution: the last step is the solution itself.
    check_page("4-queens", ["-n", "4"], "2 4 1 3", "2 4 1 3", "1")
    # A queen pinned on b4: marked on the board; the first solution keeps her there.
    check_page("6-queens-pinned", ["-n", "6", "--place", "b4"], "2 4 6 1 3 5", "2 4 6 1 3 5",
               "1", ["b4"])
    # Rooks are rooks on the page too.
    check_page("4-rooks", ["-n", "4", "--piece", "rook"], "1 2 3 4", "1 2 3 4", "1",
               words=("rook", "rooks"))
    # All 92 eight-queens solutions: the page must cope with ninety thousand steps.
    last = subprocess.run([session.queens, "solve", "-n", "8", "--all", "--board", "none"],
                          capture_output=True, text=True, check=True).stdout.splitlines()[-1]
    check_page("8-queens-all", ["-n", "8", "--all"], None, last, "92")
