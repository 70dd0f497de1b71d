#!/usr/bin/env python3
"""Opens the replay page in a real browser (Debian's headless Chromium), steps to the end,
and checks that the board shows the last solution and that the page raised no error.

    replay_test.py QUEENS_BINARY OUTPUT_DIR

Saves a screenshot of each page in OUTPUT_DIR.
"""
import os
import re
import subprocess
import sys
import time

from browser import dataset, offline_chrome

QUEENS, OUT = sys.argv[1], sys.argv[2]
DRIVER = None  # one offline Chromium for every page (browser.py)


def opened(url):
    """The page at `url` once its script says it is ready (the module's start is asynchronous,
    so the page is asked, not given a fixed time), as (body's data attributes, page source,
    console errors)."""
    DRIVER.get("about:blank")
    DRIVER.get(url)
    end = time.monotonic() + 30
    while dataset(DRIVER, "ready") != "yes" and time.monotonic() < end:
        time.sleep(0.05)
    # The log's tab (the code is shown first), so the log's lines are in the page.
    DRIVER.execute_script("const t = document.getElementById('tab-log'); if (t) t.click()")
    source = DRIVER.page_source
    body = re.search(r"<body([^>]*)>", source)
    attrs = dict(re.findall(r'data-([\w-]+)="([^"]*)"', body.group(1))) if body else {}
    errors = [entry["message"] for entry in DRIVER.get_log("browser")
              if entry["level"] == "SEVERE"]
    return attrs, source, errors


def check_page(name, trace_args, expect_rows, expect_last, expect_solutions, expect_pinned=(),
               words=("queen", "queens")):
    page = os.path.join(OUT, f"replay-{name}.html")
    subprocess.run([QUEENS, "trace", *trace_args, "--format", "html", "-o", page], check=True)
    with open(page, encoding="utf-8") as f:
        html = f.read()
    # Self-contained: nothing is fetched from anywhere.
    if re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html) or "@import" in html:
        raise AssertionError(f"{name}: the page refers to something outside itself")
    url = "file://" + page + "#end"
    attrs, source, errors = opened(url)
    if attrs.get("ready") != "yes":
        raise AssertionError(f"{name}: the page did not finish its script: {attrs}")
    if "errors" in attrs or errors:
        raise AssertionError(f"{name}: errors in the page: {attrs.get('errors')} {errors}")
    if expect_rows is not None and attrs.get("rows") != expect_rows:
        raise AssertionError(f"{name}: board shows {attrs.get('rows')}, expected {expect_rows}")
    if attrs.get("last-solution") != expect_last or attrs.get("solutions") != expect_solutions:
        raise AssertionError(f"{name}: last solution {attrs.get('last-solution')} "
                             f"({attrs.get('solutions')} found), expected {expect_last}")
    # The pieces are called by their kind's words, as the text trace calls them.
    log = re.sub(r"<[^>]+>", " ", source)
    other = {"queen", words[0]} - {words[0]}
    if f"{words[0]} 1 (a)" not in log or any(f"{o} 1 (a)" in log for o in other):
        raise AssertionError(f"{name}: the page does not call the pieces {words[0]}")
    # Pinned queens are marked (the trace's start record names their squares).
    pinned = [re.search(r'data-square="(\w+)"', tag).group(1)
              for tag in re.findall(r'<div[^>]*class="cell [^"]*\bpinned\b[^>]*>', source)]
    if pinned != list(expect_pinned):
        raise AssertionError(f"{name}: pinned squares marked {pinned}, expected {expect_pinned}")
    shot = os.path.join(OUT, f"replay-{name}.png")
    DRIVER.save_screenshot(shot)
    if not os.path.exists(shot) or os.path.getsize(shot) < 10_000:
        raise AssertionError(f"{name}: no screenshot")
    print(f"{name}: board shows {attrs.get('rows')}, last solution {expect_last}; {shot}")


def main():
    global DRIVER
    os.makedirs(OUT, exist_ok=True)
    DRIVER = offline_chrome("--window-size=1280,800", console=True)
    try:
        # To the first 4-queens solution: the last step is the solution itself.
        check_page("4-queens", ["-n", "4"], "2 4 1 3", "2 4 1 3", "1")
        # A queen pinned on b4: marked on the board; the first solution keeps her there.
        check_page("6-queens-pinned", ["-n", "6", "--place", "b4"], "2 4 6 1 3 5", "2 4 6 1 3 5",
                   "1", ["b4"])
        # Rooks are rooks on the page too.
        check_page("4-rooks", ["-n", "4", "--piece", "rook"], "1 2 3 4", "1 2 3 4", "1",
                   words=("rook", "rooks"))
        # All 92 eight-queens solutions: the page must cope with ninety thousand steps.
        last = subprocess.run([QUEENS, "solve", "-n", "8", "--all", "--board", "none"],
                              capture_output=True, text=True, check=True).stdout.splitlines()[-1]
        check_page("8-queens-all", ["-n", "8", "--all"], None, last, "92")
    except AssertionError as error:
        print(f"FAILED: {error}")
        return 1
    finally:
        DRIVER.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
