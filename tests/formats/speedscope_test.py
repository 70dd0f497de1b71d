#!/usr/bin/env python3
"""A Trace Event trace of the conversation imported by speedscope (npm's speedscope, its own
page, in Debian's Chromium): no warning from its importer, and its sandwich view groups the
frames by message.

    speedscope_test.py QUEENS TOOLS_DIR WORK_DIR
"""
import base64
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "browser"))
from chromium import offline_chrome, quit_browser  # noqa: E402
from selenium.webdriver.common.by import By  # noqa: E402

queens, tools, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
page = os.path.join(tools, "node_modules", "speedscope", "dist", "release", "index.html")
if not os.path.exists(page):
    sys.exit(f"{page} is missing: run tools/install-deps")

passed = failed = 0


def check(condition, message):
    global passed, failed
    print(("ok: " if condition else "FAILED: ") + message)
    passed += 1 if condition else 0
    failed += 0 if condition else 1


trace = os.path.join(work, "queens-6.json")
subprocess.run([queens, "trace", "-n", "6", "--format", "chrome", "-o", trace], check=True,
               timeout=120)
# What speedscope's own command line does: a script that hands the page the file.
loader = os.path.join(work, "queens-6.js")
with open(trace, "rb") as f, open(loader, "w", encoding="utf-8") as out:
    out.write('speedscope.loadFileFromBase64("queens-6.json", "%s")'
              % base64.b64encode(f.read()).decode())
driver = offline_chrome("--window-size=1400,900", console=True)
try:
    driver.get("file://" + os.path.abspath(page) + "#localProfilePath=" + os.path.abspath(loader))
    end = time.monotonic() + 30
    while "queens-6.json" not in driver.title and time.monotonic() < end:
        time.sleep(0.1)
    check("queens-6.json" in driver.title, f"speedscope opened the trace: {driver.title!r}")
    log = [entry["message"] for entry in driver.get_log("browser")]
    check(any("Importing as Trace Event Format" in m for m in log),
          "speedscope read it as the Trace Event format")
    warnings = [m for m in log if "Tried to end" in m or "WARNING" in m and "speedscope" in m]
    check(not warnings, f"no importer warning ({len(warnings)}: {warnings[:2]})")
    driver.find_element(By.TAG_NAME, "body").send_keys("3")  # the sandwich view
    time.sleep(1.0)
    text = driver.find_element(By.TAG_NAME, "body").text
    symbols = [line for line in text.splitlines() if line in ("can_attack", "find_solution", "advance")]
    check(sorted(symbols) == ["advance", "can_attack", "find_solution"],
          f"the sandwich view: one frame per message ({symbols})")
    check("{" not in text.split("Symbol Name", 1)[-1],
          "no frame named by its arguments")
    driver.save_screenshot(os.path.join(work, "speedscope.png"))
finally:
    left = quit_browser(driver)
check(not left, f"the browser ended with its driver (left running: {left})")
print(f"{passed} passed, {failed} failed")
sys.exit(1 if failed else 0)
