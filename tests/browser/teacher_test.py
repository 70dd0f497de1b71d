#!/usr/bin/python3
"""The explorer as a teacher preparing a lecture tries it (issue 22): axe-core over the main
states of both pages (in the laptop's window and a phone's: 1920x1080 lays the page out as the
laptop does, larger), the keyboard alone, three windows (390 px, 1366x768, 1920x1080) with
nothing covered, and each of the twelve defects found that way, reproduced and checked fixed.
Here the windows and the replay page; the keyboard in teacher_keys_test.py, the views in
teacher_views_test.py.

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE axe=AXE_JS out=OUTPUT_DIR teacher
"""
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Page, check, session


def uncovered(w, where, ids):
    """Each element, scrolled into view, is what a click at its centre reaches (one call for all)."""
    hits = w.js("""
        return arguments[0].map((id) => {
            const e = document.getElementById(id);
            if (!e || e.hidden || !e.getClientRects().length) return 'not shown';
            e.scrollIntoView({block: 'center'});
            const r = e.getBoundingClientRect();
            const x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x < 0 || y < 0 || x > innerWidth || y > innerHeight) return 'off the window';
            const at = document.elementFromPoint(x, y);
            return at && (at === e || e.contains(at)) ? 'ok' : 'under ' + (at ? at.id || at.tagName : 'nothing');
        });""", ids)
    for element_id, hit in zip(ids, hits):
        check(hit == "ok", f"{where}: #{element_id} is {hit}")


def replay(w):
    """Defect 11 and axe on the replay page."""
    page = session.out("replay.html")
    subprocess.run([session.queens, "trace", "-n", "5", "--format", "html", "-o", page], check=True)
    w.open("#step=40", page=page)
    shown = w.js("return [...document.querySelectorAll('label, button')].filter((e) => e.getClientRects().length).map((e) => e.textContent.trim())")
    check(not {"queens", "piece", "counting layer", "tracing layer"} & set(shown), f"replay page's controls: {shown}")
    check("Click a square" not in w.d.find_element(By.ID, "keys").text, "replay page's help")
    w.axe("the replay page")


def layout(w, width, height, axe=()):
    """Defects 2, 10, 12 and axe over the main states named in `axe` ("plain": at step 200,
    "every": every view and layer on), in one window size."""
    w.resize(width, height)
    where = f"{width}x{height}"
    w.open("#n=8&piece=queen&step=200")
    uncovered(w, where, ["board", "caption", "forward", "scrub", "tab-code", "chain"])
    if "plain" in axe:
        w.axe(where + " at step 200")
    w.click("predict")
    w.js("document.activeElement.blur()")
    w.keys(Keys.ARROW_RIGHT)
    uncovered(w, where + " with a question", ["answer-no", "question-text"])
    w.click("answer-no")
    check(w.data("score").endswith("/1"), f"{where}: a click on 'no' answers ({w.data('score')})")
    for state in ("no-sentinel", "layer-counting", "layer-tracing", "tab-sequence", "tab-log"):
        w.click(state)
    w.js("document.getElementById('send').open = true")
    w.click("send-go")
    if "every" in axe:
        w.axe(where + " with every view and layer on")
    w.shot(f"teacher-{width}.png")
    if width >= 1900:
        board = w.js("return document.getElementById('board').getBoundingClientRect().width")
        font = w.js("return parseFloat(getComputedStyle(document.getElementById('log')).fontSize)")
        check(board >= 640 and font >= 14, f"{where}: board {board:.0f} px, log font {font} px")


def run():
    w = Page()  # one browser, resized through the sizes
    # axe-core once a state in the laptop's layout; in the phone's (page.css: under 600 px one
    # column, the page scrolling as a whole) once, with every view and layer on, the fullest
    # state (its rules lay out any state alike); 1920x1080's is the laptop's, larger (its targets
    # and text only bigger, what axe-core weighs then less demanding).
    for width, height, axe in ((1366, 768, ("plain", "every")), (390, 844, ("every",)), (1920, 1080, ())):
        layout(w, width, height, axe)
    replay(w)
