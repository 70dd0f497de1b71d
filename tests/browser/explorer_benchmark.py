#!/usr/bin/python3
"""Figures for docs/performance.md's Explorer section (a benchmark, not a test: it asserts
nothing about speed). In Debian's headless Chromium, from file:// with the network off:

    explorer_benchmark.py EXPLORER_PAGE [STEPS]

  - the page's size;
  - time to first paint and time until the module is running and the board drawn (median of 5
    loads);
  - steps per second the page draws one by one (every view redrawn each step, as play does)
    at 8 and 16 queens, from step 0 and from deep in the search (step 1,000,000, where each
    new window of steps reruns the search from its start).

The machine is shared while it runs, so figures vary by run; run it a few times.
"""
import os
import statistics
import sys
import time

from browser import dataset, offline_chrome

PAGE = os.path.abspath(sys.argv[1])
STEPS = int(sys.argv[2]) if len(sys.argv) > 2 else 3000


def driver():
    return offline_chrome("--window-size=1400,900")


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
    finally:
        d.quit()


if __name__ == "__main__":
    main()
