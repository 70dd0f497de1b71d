#!/usr/bin/python3
"""The page tests in one Chromium (issue 30): started once, each test module's `run()` called
in turn in it, the window reset between them (each test resizes it through the sizes it
needs, browser.SIZES), every check printed as it is made and each failure named by its test.

    pages.py NAME=VALUE... TEST...

NAME=VALUE: what the tests are given (queens=, page=, axe=, replay_dump=, out=, ...; browser.
session.args). TEST: a module TEST_test.py here. Exit 1 when any check failed or any test
stopped (an expect() that failed, or an error), after every test has run.

With native=yes no browser is started and each test's `native()` runs instead: the part of
it that needs none (the native programs it drives, for a build under the sanitizers).
"""
import importlib
import sys
import time
import traceback

from browser import check, session
from chromium import offline_chrome, quit_browser

WINDOW = (1366, 768)


def fresh(d):
    """The browser as a test expects to find it: a blank page in the plain window, motion on,
    the console log read out, scripts given a minute."""
    d.get("about:blank")
    d.execute_cdp_cmd("Emulation.clearDeviceMetricsOverride", {})
    d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": []})
    d.set_script_timeout(60)
    d.get_log("browser")


def run(name):
    """One test module in the session: its checks counted, a stop said with the test's name."""
    session.name = name
    before, started = len(session.failed), time.monotonic()
    print(f"=== {name}", flush=True)
    try:
        module = importlib.import_module(f"{name}_test")
        if session.d:
            fresh(session.d)
            module.run()
        else:
            module.native()
    except Exception as error:  # an expect() that failed, or the browser's error: this test stops
        print(traceback.format_exc() if not isinstance(error, AssertionError) else "", end="")
        session.failed.append(f"{name}: stopped: {error}")
        print(f"FAILED: {name} stopped: {error}", flush=True)
        try:
            session.d.save_screenshot(session.out("failure.png"))
        except Exception:  # the browser itself is gone: the next test says so too
            pass
    print(f"=== {name}: {len(session.failed) - before} failed, in {time.monotonic() - started:.1f} s", flush=True)


def main():
    words = sys.argv[1:]
    session.args = dict(w.split("=", 1) for w in words if "=" in w)
    tests = [w for w in words if "=" not in w]
    started = time.monotonic()
    if session.args.get("native") != "yes":
        session.d = offline_chrome(f"--window-size={WINDOW[0]},{WINDOW[1]}", console=True)
    try:
        for name in tests:
            run(name)
    finally:
        if session.d:
            session.name = "browser"
            left = quit_browser(session.d)
            check(not left, f"the browser ended with its driver (left running: {left})")
    for failure in session.failed:
        print(f"FAILED: {failure}")
    print(f"{len(tests)} tests, {len(session.failed)} failed checks, in {time.monotonic() - started:.1f} s")
    return 1 if session.failed else 0


if __name__ == "__main__":
    sys.exit(main())
