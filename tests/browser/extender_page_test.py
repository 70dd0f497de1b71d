#!/usr/bin/env python3
"""An extender's own explorer page (queens_add_explorer_page, docs/extending.md): the camel
queens of docs/examples/extender, built against the installed package, in the page their
program writes; it must count them as the program does.

    extender_page_test.py CAMEL BUILT_PAGE WORK_DIR

CAMEL is the extender's program, BUILT_PAGE the page its build made (camel-explorer.html).
`camel explore` must write that page; there the camel must be in the menu with its glyph, and
on a board of N, at its first solution its pieces must stand as the camel's glyph and, run
to the end, the page must count what `camel count` counts.
"""
import json
import os
import subprocess
import sys
import time

from browser import dataset, offline_chrome
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

N = 10  # the smallest board with camel solutions: 4
CAMEL_GLYPH = "\U0001F42A"
camel, built, work = sys.argv[1:4]
os.makedirs(work, exist_ok=True)
failed = 0


def check(condition, message):
    global failed
    print(("ok: " if condition else "FAILED: ") + message)
    failed += 0 if condition else 1


def wait_for(driver, key, value, seconds):
    end = time.monotonic() + seconds
    while time.monotonic() < end and dataset(driver, key) != value:
        time.sleep(0.05)
    return dataset(driver, key) == value


page = os.path.join(work, "camel-explorer.html")
subprocess.run([camel, "explore", "-o", page], check=True, timeout=60)
with open(page, encoding="utf-8") as written, open(built, encoding="utf-8") as made:
    check(written.read().rstrip("\n") == made.read().rstrip("\n"),
          "camel explore writes the page the build made")
counted = subprocess.run([camel, "count", "-n", str(N), "--piece", "camel", "--json", "--quiet"],
                         capture_output=True, text=True, check=True, timeout=60)
want = json.loads(counted.stdout)["solutions"]

driver = offline_chrome("--window-size=1366,768")
try:
    driver.get("file://" + os.path.abspath(page))
    check(wait_for(driver, "ready", "yes", 10), "the page is ready")
    opened_on = driver.execute_script("return document.getElementById('piece').value")
    check(opened_on == "camel", f"with no link, the page opens on the extender's piece: {opened_on}")
    menu = Select(driver.find_element(By.ID, "piece"))
    check("camel" in [o.get_attribute("value") for o in menu.options], "camel is in the menu")
    menu.select_by_value("camel")
    size = driver.find_element(By.ID, "size")
    size.clear()
    size.send_keys(str(N), Keys.TAB)
    check(wait_for(driver, "step", "0", 5) or dataset(driver, "step") in ("0", "1"),
          f"a new board of {N}: step {dataset(driver, 'step')!r}")
    # The page writes its link a moment after a change (browsers throttle history updates).
    end = time.monotonic() + 3
    while time.monotonic() < end and not ("piece=camel" in driver.current_url and f"n={N}" in driver.current_url):
        time.sleep(0.05)
    check(f"piece=camel" in driver.current_url and f"n={N}" in driver.current_url,
          f"the link says camel on {N}: {driver.current_url.split('#')[-1]}")
    # The code beside the board is the extender's own attack rule, read from their file.
    code = driver.execute_script("return document.getElementById('source').textContent")
    check("camel_queen::attacks" in code or ("class camel_queen" in code and "camel_leap" in code),
          f"the code view shows the camel's own rule: {code[:80]!r}")
    driver.find_element(By.ID, "next-solution").click()
    check(wait_for(driver, "solutions", "1", 10), f"a first solution: {dataset(driver, 'solutions')}")
    pieces = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#board .cell.queen")]
    check(len(pieces) == N and all(CAMEL_GLYPH in p for p in pieces),
          f"the {N} pieces stand as the camel's glyph: {pieces[:3]!r}")
    driver.find_element(By.ID, "end").click()
    end = time.monotonic() + 10
    while time.monotonic() < end and (not dataset(driver, "total") or
                                      dataset(driver, "step") != dataset(driver, "total")):
        time.sleep(0.1)
    total = dataset(driver, "total")
    check(total != "" and dataset(driver, "step") == total,
          f"End reaches the end: step {dataset(driver, 'step')} of {total!r}")
    check(dataset(driver, "solutions") == str(want),
          f"the page counts {dataset(driver, 'solutions')} camel solutions on {N}, "
          f"camel count {want}")
    check(dataset(driver, "errors") == "", f"no error: {dataset(driver, 'errors')!r}")
finally:
    driver.quit()
print("FAILED" if failed else "passed")
sys.exit(1 if failed else 0)
