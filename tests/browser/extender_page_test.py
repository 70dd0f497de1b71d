#!/usr/bin/env python3
"""An extender's own explorer page (queens_add_explorer_page, docs/extending.md): the camel
queens and the middle-out queens of docs/examples/extender, built against the installed
package, in the page their program writes; it must count them as the program does.

    pages.py camel=CAMEL camel_page=BUILT_PAGE out=WORK_DIR extender_page

CAMEL is the extender's program, BUILT_PAGE the page its build made (camel-explorer.html).
`camel explore` must write that page; there the camel must be in the menu with its glyph, and
on a board of N, at its first solution its pieces must stand as the camel's glyph and, run
to the end, the page must count what `camel count` counts.

The middle-out queen (a walk of her own, a kind whose name is not her class's) must be known
by her class from the registry: her objects and frames name middle_out_queen, her code view
shows her walk steps beside Budd's messages (and not the queen's steps she overrides), her own
steps follow her walk (4, 5, 3, ... on 8 rows) with the lines of queen.cpp and hers lit, and
her first solution is the one her walk finds.
"""
import json
import subprocess

from browser import check, dataset, open_page, session, wait_for
from browser_input import press
from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys
from selenium.webdriver.support.ui import Select

N = 10  # the smallest board with camel solutions: 4
CAMEL_GLYPH = "\U0001F42A"


def said(driver, key, value, seconds):
    """Whether the page says `value` in `document.body.dataset[key]` within `seconds`."""
    return wait_for(lambda: dataset(driver, key) == value, seconds)


def middle_out(size):
    """The rows a middle-out queen tries, in order, on a board of `size` (her walk)."""
    middle = (1 + size) // 2
    order, row = [], middle
    while 1 <= row <= size:
        order.append(row)
        row = 2 * middle - row if row > middle else 2 * middle - row + 1
    return order


def first_solution(size, order):
    """The first solution of queens who each try `order`, placed column by column."""
    rows = []

    def place():
        if len(rows) == size:
            return True
        column = len(rows)
        for row in order:
            if all(r != row and abs(r - row) != column - c for c, r in enumerate(rows)):
                rows.append(row)
                if place():
                    return True
                rows.pop()
        return False

    place()
    return rows


def text(driver, selector):
    """The text of everything `selector` finds, joined by newlines."""
    return driver.execute_script(
        "return [...document.querySelectorAll(arguments[0])].map((e) => e.textContent).join('\\n')",
        selector)


def own_step_until(driver, wanted, presses=600):
    """Steps on (own steps shown) until an own step called `wanted`: its event, or None."""
    driver.execute_script("document.activeElement.blur()")  # the keys to the page, not a control
    for _ in range(presses):
        event = json.loads(dataset(driver, "event") or "{}")
        if event.get("phase") == "self" and event.get("message") == wanted:
            return event
        press(driver, Keys.ARROW_RIGHT)
    return None


def check_middle_out(driver, page):
    """The middle-out queen: a walk of her own, known by the class the registry gives."""
    size, walk = 8, middle_out(8)
    check(open_page(driver, f"#n={size}&piece=middle-out&step=40", page) is not None, "the middle-out page is ready")
    chosen = driver.execute_script("return document.getElementById('piece').value")
    check(chosen == "middle-out", f"the link opens the middle-out kind: {chosen!r}")
    types = text(driver, "#chain .obj .type").split("\n")
    pieces = [t for t in types if t not in ("the sentinel", "owns the chain")]
    check(len(pieces) == size and all(t == "a middle_out_queen" for t in pieces),
          f"her objects name her class: {types!r}")
    frames = text(driver, "#stack li.frame")
    check("queen::find_solution()" in frames and "a middle_out_queen" in frames,
          f"her frames run Budd's messages as a middle_out_queen: {frames[:200]!r}")
    sections = driver.execute_script(
        "return [...document.querySelectorAll('#source section')].map((s) => "
        "[s.querySelector('h3').textContent, s.querySelector('pre').textContent])")
    mine = "\n".join(code for title, code in sections if title.startswith("class middle_out_queen "))
    budd = "\n".join(code for title, code in sections if title.startswith("class queen "))
    check("int first_row() const override" in mine and "int next_row(int row) const override" in mine,
          f"her code view shows her walk steps: {mine[:160]!r}")
    check("bool queen::find_solution()" in budd and "bool queen::advance()" in budd and
          "bool queen::next_square()" in budd and "out_of_rows()" in budd,
          f"and Budd's messages and the walk step she does not override: {budd[:160]!r}")
    check("return rows_.first;" not in budd and "return row + 1;" not in budd,
          "not the queen's first_row and next_row, which she overrides")
    everything = text(driver, "#chain, #stack, #source, #caption, #choose-error")
    check("undefined" not in everything, "nothing on the page says undefined")
    # Her own steps follow her walk: she starts in the middle, moves one above it, ...
    check(open_page(driver, f"#n={size}&piece=middle-out&own=1", page) is not None, "the page with own steps")
    started = own_step_until(driver, "start")
    caption = driver.find_element(By.ID, "caption").text
    lit = text(driver, "#source .line.lit")
    check(started is not None and started["row"] == walk[0] and "start();" in lit,
          f"her first step: start() puts her on row {walk[0]}: {caption!r}, lit {lit.strip()!r}")
    asked = own_step_until(driver, "next_square")
    frames = text(driver, "#stack li.self")
    entry = text(driver, "#source .line.entry")
    check(asked is not None and "middle_out_queen::next_row(" in frames and
          "next_row(int row) const override" in entry and "next_row(row_)" in text(driver, "#source .line.lit"),
          f"next_square asks her own next_row: frames {frames!r}, entry {entry!r}")
    moved = own_step_until(driver, "row")
    caption = driver.find_element(By.ID, "caption").text
    lit = text(driver, "#source .line.lit")
    check(moved is not None and f"from row {walk[0]} to row {walk[1]}" in caption and "row_ = next;" in lit,
          f"she moves to the next row of her walk: {caption!r}, lit {lit.strip()!r}")
    driver.find_element(By.ID, "next-backtrack").click()
    reset = own_step_until(driver, "reset", 200)
    lit = text(driver, "#source .line.lit")
    entry = text(driver, "#source .line.entry")
    check(reset is not None and reset["row"] == walk[0] and "start();" in lit and
          "int first_row() const override" in entry,
          f"her neighbour moved: start() again on row {walk[0]}, lit {lit.strip()!r}, entry {entry!r}")
    check(open_page(driver, f"#n={size}&piece=middle-out", page) is not None, "the middle-out page again")
    driver.find_element(By.ID, "next-solution").click()
    check(said(driver, "solutions", "1", 10), "a first middle-out solution")
    want = " ".join(str(r) for r in first_solution(size, walk))
    check(dataset(driver, "lastSolution") == want,
          f"her first solution is the one her walk finds: {dataset(driver, 'lastSolution')!r}, {want!r}")
    check(dataset(driver, "errors") == "", f"no error: {dataset(driver, 'errors')!r}")


def written():
    """The page `camel explore` writes, the same as the build made; what `camel count` counts."""
    page = session.out("camel-explorer.html")
    subprocess.run([session.camel, "explore", "-o", page], check=True, timeout=60)
    with open(page, encoding="utf-8") as written, open(session.camel_page, encoding="utf-8") as made:
        check(written.read().rstrip("\n") == made.read().rstrip("\n"),
              "camel explore writes the page the build made")
    counted = subprocess.run([session.camel, "count", "-n", str(N), "--piece", "camel", "--json", "--quiet"],
                             capture_output=True, text=True, check=True, timeout=60)
    return page, json.loads(counted.stdout)["solutions"]


def check_camel(driver, page, want):
    """The camel: her page opens on her, counts her solutions as her program does."""
    check(open_page(driver, "", page) is not None, "the page is ready")
    opened_on = driver.execute_script("return document.getElementById('piece').value")
    check(opened_on == "camel", f"with no link, the page opens on the extender's piece: {opened_on}")
    menu = Select(driver.find_element(By.ID, "piece"))
    check("camel" in [o.get_attribute("value") for o in menu.options], "camel is in the menu")
    menu.select_by_value("camel")
    size = driver.find_element(By.ID, "size")
    size.clear()
    size.send_keys(str(N), Keys.TAB)
    check(said(driver, "step", "0", 5) or dataset(driver, "step") in ("0", "1"),
          f"a new board of {N}: step {dataset(driver, 'step')!r}")
    # The page writes its link a moment after a change (browsers throttle history updates).
    wait_for(lambda: "piece=camel" in driver.current_url and f"n={N}" in driver.current_url, 3)
    check("piece=camel" in driver.current_url and f"n={N}" in driver.current_url,
          f"the link says camel on {N}: {driver.current_url.split('#')[-1]}")
    # The code beside the board is the extender's own attack rule, read from their file.
    code = driver.execute_script("return document.getElementById('source').textContent")
    check("camel_queen::attacks" in code or ("class camel_queen" in code and "camel_leap" in code),
          f"the code view shows the camel's own rule: {code[:80]!r}")
    types = [t for t in text(driver, "#chain .obj .type").split("\n") if t.startswith("a ")]
    check(len(types) == N and all(t == "a camel_queen" for t in types), f"her objects name her class: {types[:2]!r}")
    driver.find_element(By.ID, "next-solution").click()
    check(said(driver, "solutions", "1", 10), f"a first solution: {dataset(driver, 'solutions')}")
    pieces = [c.text for c in driver.find_elements(By.CSS_SELECTOR, "#board .cell.queen")]
    check(len(pieces) == N and all(CAMEL_GLYPH in p for p in pieces),
          f"the {N} pieces stand as the camel's glyph: {pieces[:3]!r}")
    # Never an empty box (issue 30): where no font of this browser has the camel, her letter.
    drawn = driver.execute_script(
        "return [glyphDrawable(arguments[0]), document.querySelectorAll('#board .cell.queen .glyph.missing[data-fallback=\"C\"]').length,"
        " document.getElementById('glyph-note').textContent]", CAMEL_GLYPH)
    check(drawn[0] or (drawn[1] == N and CAMEL_GLYPH in drawn[2]),
          f"the camel drawn, or her letter where no font has her: {drawn}")
    driver.find_element(By.ID, "end").click()
    wait_for(lambda: dataset(driver, "total") and dataset(driver, "step") == dataset(driver, "total"), 10)
    total = dataset(driver, "total")
    check(total != "" and dataset(driver, "step") == total,
          f"End reaches the end: step {dataset(driver, 'step')} of {total!r}")
    check(dataset(driver, "solutions") == str(want),
          f"the page counts {dataset(driver, 'solutions')} camel solutions on {N}, "
          f"camel count {want}")
    check(dataset(driver, "errors") == "", f"no error: {dataset(driver, 'errors')!r}")


def run():
    page, want = written()
    check_camel(session.d, page, want)
    check_middle_out(session.d, page)
