#!/usr/bin/python3
"""Figures for docs/performance.md's Explorer section (a benchmark, not a test: it asserts
nothing about speed). In Debian's headless Chromium, from file:// with the network off:

    explorer_benchmark.py EXPLORER_PAGE [STEPS]

  - the page's size;
  - time to first paint and time until the module is running and the board drawn (median of 5
    loads);
  - steps per second the page draws one by one (every view redrawn each step, as play does)
    at 8 and 16 queens, from step 0 and from deep in the search (step 1,000,000);
  - deep searches (engine.js): at 20 queens the first reach of step 10^7 and of 10^8, then a
    window of steps anywhere before them (the median of 9, from the checkpoint before it), the
    checkpoints' memory; and the steps a second "next solution" searches at 32 queens.

The machine is shared while it runs, so figures vary by run; run it a few times.
"""
import os
import random
import statistics
import sys
import time

from browser import dataset
from chromium import offline_chrome, quit_browser

PAGE = os.path.abspath(sys.argv[1])
STEPS = int(sys.argv[2]) if len(sys.argv) > 2 else 3000


def driver():
    return offline_chrome("--window-size=1400,900", full=True)


def load(d, fragment):
    d.get("about:blank")
    d.get(f"file://{PAGE}#{fragment}")
    for _ in range(400):
        if dataset(d, "ready") == "yes":
            return
        time.sleep(0.025)
    raise SystemExit("the page did not start")


def main():
    d = driver()
    try:
        paints, readies = [], []
        for _ in range(5):
            load(d, "n=8&piece=queen&step=0")
            for _ in range(100):
                paint = d.execute_script(
                    "const p = performance.getEntriesByType('paint');"
                    " return p.length ? Math.min(...p.map((e) => e.startTime)) : null")
                if paint is not None:
                    break
                time.sleep(0.02)
            paints.append(paint if paint is not None else float("nan"))
            readies.append(float(d.execute_script("return document.body.dataset.readyMs")))
        print(f"page size: {os.path.getsize(PAGE)} bytes")
        print(f"first paint: {statistics.median(paints):.0f} ms (median of 5)")
        print(f"module running, board drawn: {statistics.median(readies):.0f} ms (median of 5)")
        print(f"chromium: {d.capabilities.get('browserVersion')}; {os.cpu_count()} cores")
        # 8 queens: every solution is 88,898 steps, so "deep" is step 50,000 there.
        for n, deep in ((8, 50_000), (16, 1_000_000)):
            for start in (0, deep):
                load(d, f"n={n}&piece=queen&step={start}")
                got = d.execute_script(f"return window.queensExplorer.benchmark({STEPS})")
                print(f"{n} queens from step {start}: {got['perSecond']:.0f} steps/s drawn "
                      f"({got['steps']} steps)")
        deep_searches(d)
    finally:
        if quit_browser(d):
            print("the browser did not end with its driver: killed")


def seconds(d, script):
    return d.execute_script("const t0 = performance.now();" + script + "; return (performance.now() - t0) / 1000")


def deep_searches(d):
    """Deep searches: the module paused where the page looks, checkpoints of its memory."""
    d.set_script_timeout(600)
    load(d, "n=20&piece=queen")
    near = statistics.median(seconds(d, f"window.queensExplorer.go({10 + 2048 * k})") for k in range(1, 10))
    print(f"20 queens, a window near step 10: {near * 1000:.0f} ms (median of 9, drawn)")
    for top in (10**7, 10**8):
        first = seconds(d, f"window.queensExplorer.go({top})")
        rng = random.Random(top)
        again = statistics.median(seconds(d, f"window.queensExplorer.go({rng.randrange(top)})") for _ in range(9))
        held = d.execute_script("return window.queensExplorer.source().engine.held()")
        print(f"20 queens, step {top:,} first reached in {first:.1f} s; then a window anywhere before it: "
              f"{again * 1000:.0f} ms (median of 9, drawn); checkpoints {held / 1e6:.1f} MB")
    load(d, "n=32&piece=queen")
    d.execute_script("document.activeElement.blur(); document.getElementById('next-solution').click()")
    time.sleep(3)
    d.execute_script("document.getElementById('busy-stop').click()")
    said = d.execute_script("return document.getElementById('notice').textContent")
    searched = int(said.split("(")[1].split(" ")[0].replace(",", "")) if "(" in said else 0
    print(f"32 queens, next solution: {searched / 3:,.0f} steps searched a second ({said})")


if __name__ == "__main__":
    main()
