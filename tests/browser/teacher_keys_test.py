#!/usr/bin/python3
"""The explorer as a teacher tries it (issue 22, teacher_test.py), the keyboard alone: deep links
answered at once, predict questions closed by any move, every control keeps its keys and Tab
reaches them all, rows from 10 answered by key.

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE out=OUTPUT_DIR teacher_keys
"""
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Page, check, session


def library_steps(n):
    """Calls, replies and solutions of the whole search, as `queens trace` counts them (each
    record's phase, as its JSON writes it, counted without reading the 90,000 records)."""
    out = subprocess.run([session.queens, "trace", "-n", str(n), "--all", "--format", "jsonl"],
                         capture_output=True, text=True, check=True).stdout
    return sum(out.count(f'"phase":"{phase}"') for phase in ("call", "reply", "solution"))


def deep_links(w):
    """Defects 1 and 5: every link answers (the page ready, never held by the search: how soon
    is the explorer benchmark's figure, not a test's); End and #step=end reach the real end. A step
    past the end of 8 queens and past what a link reaches at once: 10^6 (10^7 takes the same way,
    link_test.py opens it); the end of 64 queens' search. A step past any search (1e30) and one a
    link cannot reach at once (10^12 at 20 queens): hostile_test.py opens them, ready in 5 s and
    saying what it left out."""
    for tail in ("#n=8&piece=queen&step=1000000", "#n=64&step=end"):
        seconds = w.open(tail)
        check(w.data("ready") == "yes" and w.text("choose-error") + w.text("notice"),
              f"{tail} answered in {seconds:.2f} s, saying {w.text('choose-error')[:60]!r} {w.text('notice')[:60]!r}")
    total = library_steps(8)
    w.open("#n=8&piece=queen")
    w.keys(Keys.END)
    check(w.data("step") == w.data("total") == str(total), f"End from step 0: step {w.data('step')} of {w.data('total')}, the library's search has {total}")
    check("the search is over" in w.text("status"), f"status at the end: {w.text('status')!r}")
    w.open("#n=8&piece=queen&step=end")
    check(w.data("step") == str(total), f"#step=end: step {w.data('step')}, not {total}")


def predictions(w):
    """Defects 3 and 7: a pending question goes with any move (each a question of its own, on
    one page: nothing answered, the score stays 0/0); the sentinel is asked yes or no."""
    w.open("#n=6&piece=queen&step=40")
    w.click("predict")
    for button in ("next-solution", "back", "prev-backtrack", "size"):
        # On to the next question, the keys the page hears in one call (a keyboard's, one by one,
        # took seconds; keys as a keyboard sends them: keyboard() and predicted_log()).
        w.js("document.activeElement.blur(); const q = document.getElementById('question');"
             "for (let i = 0; i < 200 && q.hidden; i++)"
             " document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}))")
        before = w.data("step")
        if button == "size":
            size = w.d.find_element(By.ID, "size")
            size.clear()
            size.send_keys("7", Keys.TAB)
        else:
            w.click(button)
        hidden = w.js("return document.getElementById('question').hidden")
        check(hidden and w.data("score") == "0/0", f"{button} with a question open (step {before}): question closed, score {w.data('score')}")
    w.open("#n=4&piece=queen&step=219")
    w.click("predict")
    w.js("document.activeElement.blur()")
    w.keys(Keys.ARROW_RIGHT)
    question = w.text("question-text")
    check("sentinel stand" not in question and "sentinel" in question, f"the sentinel's question: {question!r}")
    predicted_log(w)  # on the same page


# The log's lines from the current one on, and the question open, read at once.
LOG_AHEAD = """
const lines = [...document.querySelectorAll('#log li')], at = lines.findIndex((l) => l.classList.contains('current'));
return [lines.slice(at).map((l) => l.textContent), document.getElementById('question').hidden ? '' :
        document.getElementById('question-text').textContent];"""


def predicted_log(w):
    """A teacher's trial: predict with the log open shows no line after the current one (each
    may answer the question asked), says so, and shows them again when predict is off. On the
    page predictions() left (4 queens, predict on), the log chosen, back at the start."""
    w.click("tab-log")
    w.js("window.queensExplorer.go(0); document.activeElement.blur()")
    for _ in range(3):  # on to the first question: the sentinel's answer to queen 1 (a)
        w.keys(Keys.ARROW_RIGHT)
        ahead, question = w.js(LOG_AHEAD)
        if question:
            break
    check("sentinel" in question and len(ahead) == 2 and "answers" not in " ".join(ahead)
          and "shown as you reach them" in ahead[-1],
          f"predict asking {question!r}: the log from its current line {ahead}")
    w.keys("n")
    ahead, _ = w.js(LOG_AHEAD)
    check(len(ahead) == 2 and "the sentinel answers" in ahead[0], f"answered: the log from its current line {ahead}")
    w.click("predict")
    ahead, _ = w.js(LOG_AHEAD)
    check(len(ahead) > 10 and not any("shown as you reach them" in line for line in ahead),
          f"predict off: the log shows what comes ({len(ahead)} lines from the current one)")


def keyboard(w):
    """Defect 4: controls keep their keys; squares focusable; rows from 10 answered by key."""
    # Tab reaches every control the page shows.
    w.open("#n=8&piece=queen")
    w.js("document.body.focus(); window.reached = new Set();"
         "document.addEventListener('focusin', (e) => window.reached.add(e.target.id || e.target.className || e.target.tagName))")
    w.keys(*[Keys.TAB] * 80)
    reached = set(w.js("return [...window.reached]"))
    controls = w.js("return [...document.querySelectorAll('button, input, select, summary')].filter((e) => e.checkVisibility() && e.tabIndex >= 0).map((e) => e.id || e.tagName)")
    check(set(controls) <= reached, f"Tab reaches every control: missed {sorted(set(controls) - reached)}")
    check(any("cell" in r for r in reached), "Tab reaches the board")
    # The board by the keyboard, on the same page (Tab moved the focus only).
    w.js("document.querySelector('#board .cell[tabindex=\"0\"]').focus()")
    w.keys(Keys.ARROW_RIGHT, Keys.ARROW_UP, Keys.ENTER)
    check("pins=b2" in w.d.current_url or w.js("return !!document.querySelector('.cell.pinned[data-square=\"b2\"]')"),
          "a1, right, up, Enter pins b2")
    check(w.js("return document.activeElement.dataset.square") == "b2", "the focus stays on b2 after pinning")
    # The switches and the slider keep their keys: on the same page, at step 10.
    w.js("window.queensExplorer.go(10)")
    for box in ("predict", "no-sentinel", "layer-counting"):
        w.focus(box)
        w.keys(" " if box != "layer-counting" else Keys.ENTER)
        check(w.js("return document.getElementById(arguments[0]).checked", box) and w.data("step") == "10",
              f"space or Enter on #{box}: ticked, step stays 10 (step {w.data('step')})")
    w.focus("speed")
    w.keys(Keys.ARROW_RIGHT)
    check(w.data("step") == "10" and "30 steps/s" in w.text("speed-label"), f"an arrow on the speed slider: {w.text('speed-label')}, step {w.data('step')}")
    # Rows of 10 and more, typed; on a page just opened, no "step 0 of 0+" (a teacher's trial).
    w.open("#n=12&piece=queen")
    check(" of 0+" not in w.text("status"), f"12 queens opened: no 'step 0 of 0+': {w.text('status')!r}")
    w.click("predict")
    w.js("document.activeElement.blur()")
    # On to a where-will-she-stand question (200 keys at most), every other one answered no, in
    # one call (the keys the page hears); the row then typed as a keyboard does.
    w.js("const q = document.getElementById('question'), press = (key) => document.body.dispatchEvent("
         "new KeyboardEvent('keydown', {key, bubbles: true}));"
         "for (let i = 0; i < 200; i++) {"
         " if (q.hidden) press('ArrowRight');"
         " else if (document.getElementById('question-text').textContent.includes('where will')) break;"
         " else press('n'); }")
    w.js("document.getElementById('score').textContent = ''")
    before = w.data("score")
    w.keys("1")
    typed = w.text("typed")
    w.keys("2", Keys.ENTER)
    asked = int(before.split("/")[1])
    check("Row 1" in typed and w.data("score").endswith(f"/{asked + 1}"), f"row 12 typed: {typed!r}, score {before} -> {w.data('score')}")


def run():
    w = Page()
    w.resize(1366, 768)
    deep_links(w)
    predictions(w)
    keyboard(w)
