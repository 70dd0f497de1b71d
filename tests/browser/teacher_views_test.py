#!/usr/bin/python3
"""The explorer as a teacher tries it (issue 22, teacher_test.py), its views: the version
without the sentinel, the timeline's marks, the last n, a queen's own steps, a message of
one's own, the textbook queen's code lit, and the fast queen's.

    pages.py page=EXPLORER_PAGE out=OUTPUT_DIR teacher_views
"""
import json

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Page, check


def views(w):
    """Defects 8, 9: the timeline's marks, the last n (defect 6, the version without the
    sentinel: own_steps, on its last page)."""
    w.open("#n=6&piece=queen&step=1300")
    size = w.d.find_element(By.ID, "size")
    size.clear()
    size.send_keys("8", Keys.TAB)
    # The page runs a search of 8 queens to its end to learn its length, and marks what it
    # searched (issue 30): the 8 queens' 92 solutions, none of the 6 queens' 4.
    shown = w.js("return document.querySelectorAll('#marks .solution').length")
    check(shown == 92, f"6 -> 8: {shown} solution marks, not the 8 queens' 92")
    # The same page, now 8 queens, from its first step (as a page opened on 8 queens).
    w.js("window.queensExplorer.go(0); document.activeElement.blur()")
    # The 92 n's the page hears in one call (a keyboard's, sent one by one, took seconds); the
    # last n, the one after the 92nd solution, as a keyboard sends it.
    w.js("for (let i = 0; i < 92; i++) document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'n', bubbles: true}))")
    check(w.data("solutions") == "92", f"92 solutions after n 92 times: {w.data('solutions')}")
    w.keys("n")
    # The status line groups the step and the total as every step count is grouped (88,898).
    status, notice, total = w.text("status"), w.text("notice"), int(w.data("total"))
    check("+" not in status and str(total) in notice and f" of {total:,} " in status,
          f"after the 92nd solution: {notice!r} / {status!r}")


def own_steps(w):
    """A queen's own steps: her move to the next row between two messages."""
    # A queen's own steps: next_square and its move to the next row of her walk (row_ = next;
    # in queen.cpp) between two messages, seen by no decorator.
    w.open("#n=6&piece=queen&step=30&own=1&layers=counting")
    w.js("document.activeElement.blur()")
    counted = w.data("counted")
    for _ in range(20):
        w.keys(Keys.ARROW_RIGHT)
        if w.data("sub") == "1":
            break
        counted = w.data("counted")
    event = json.loads(w.data("event"))
    lit = w.js("return document.querySelector('#source .line.lit').textContent")
    self_frames = w.js("return document.querySelectorAll('#stack li.self').length")
    check(event["phase"] == "self" and event["message"] == "row" and "row_ = next;" in lit and self_frames == 1 and w.data("counted") == counted,
          f"own steps: {event}, lit {lit.strip()!r}, {self_frames} self frames, counts {counted} -> {w.data('counted')}")
    check("moves herself" in w.text("caption"), f"own step said: {w.text('caption')!r}")
    w.keys(Keys.ARROW_LEFT)
    check(w.data("sub") == "0" and "next_square" in w.text("caption"), f"back to next_square: sub {w.data('sub')}")
    # Out of rows (the first backtrack): next_square asks next_row(6) first, which answers 7,
    # none of her rows; then start_again calls out_of_rows, which asks her neighbour. Each call
    # a step of its own, in its frames, in true words.
    w.js("""const s = window.queensExplorer.source(); let i = 0;
      for (let e = eventAt(s, 0); !(e.phase === 'call' && e.message === 'advance' && e.sender <= s.n); e = eventAt(s, ++i));
      window.queensExplorer.go(i + 1); document.activeElement.blur();""")
    seen = []
    for _ in range(2):
        w.keys(Keys.ARROW_LEFT)
        seen.append([json.loads(w.data("event"))["message"], w.text("caption"),
                     w.js("return [...document.querySelectorAll('#stack li.self .fn')].map((f) => f.textContent)")])
    (last, last_said, last_frames), (first, said, frames) = seen
    check(last == "out_of_rows" and "start_again" in last_said and "queen::out_of_rows()" in last_frames
          and not any("next_row" in f for f in last_frames) and first == "next_row"
          and "next_row(6): it answers row 7, not one of her rows" in said and "queen::next_row(row = 6)" in frames,
          f"out of rows, her own calls in order: {seen}")


def message_and_code(w):
    """A message of one's own, the textbook queen's code lit, and defect 6: the version without
    the sentinel; on the 8 queens' page views() left, gone to step 200."""
    # A message of one's own: queen d asked about e5 at step 200 answers as the rule says.
    w.js("window.queensExplorer.go(200)")
    w.focus("send")
    w.js("document.activeElement.blur(); document.querySelector('#send summary').focus()")
    w.keys(Keys.ENTER)
    check(w.js("return document.getElementById('send').open"), "Enter opens 'send a message yourself'")
    rows = [int(x) for x in w.data("objectRows").split()]

    def attacked(r, col):
        return any(rows[c - 1] and (rows[c - 1] == r or abs(rows[c - 1] - r) == abs(c - col)) for c in range(1, 5))
    free = next(r for r in range(1, 9) if not attacked(r, 8))
    for target_row, target_column in ((rows[0], 6), (free, 8)):
        w.js("document.getElementById('send-to').value = '4';"
             "document.getElementById('send-row').value = arguments[0];"
             "document.getElementById('send-column').value = arguments[1];", target_row, target_column)
        w.click("send-go")
        rule = attacked(target_row, target_column)
        said = w.text("send-said")
        check(w.data("sent") == str(rule).lower() and "you ask queen 4 (d)" in said and w.data("step") == "200",
              f"queen d asked about row {target_row}, column {target_column}: {w.data('sent')}, rule says {rule}; {said[:80]!r}")
    # The code of the textbook queen, lit where the step runs (the same page, gone to step 2).
    w.js("window.queensExplorer.go(2)")
    lit = w.js("const l = document.querySelector('#source .line.lit'); return l ? l.textContent : ''")
    check("can_attack" in lit or "find_solution" in lit, f"step 2 lights {lit!r}")
    # Defect 6: the version without the sentinel, at step 5 (the same page).
    w.js("window.queensExplorer.go(5)")
    w.click("no-sentinel")
    code = w.text("code")
    event = json.loads(w.data("event"))
    check("null_queen::find_solution" not in code and (event["sender"] != 9 or "no null test" in code),
          f"without the sentinel at step 5 ({event['sender']}>{event['receiver']}): {code[:120]!r}")


# The code view's sections, and the lit line with the file of its section.
CODE_LIT = """
const lit = document.querySelector('#source .line.lit'), section = lit && lit.closest('section');
return [[...document.querySelectorAll('#source h3')].map((h) => h.textContent),
        lit ? [section.querySelector('h3').textContent, lit.textContent.trim()] : null];"""


def fast_code(w):
    """A teacher's trial: the fast queen's own code (fast_queen.hpp and .cpp, as for Budd's queen
    queen.cpp) in the code view, the line that runs lit in it: her question to her neighbour
    (learn_from_neighbour), her reply, her move on (settle)."""
    w.open("#n=8&piece=fast&step=2")
    for step, wanted in ((2, "neighbour_->attacked_rows("), (40, "return settle("), (200, "return")):
        w.js("window.queensExplorer.go(arguments[0])", step)  # the same page, at each step
        sections, lit = w.js(CODE_LIT)
        check(any(s.startswith("class fast_queen") and s.endswith("fast_queen.cpp") for s in sections)
              and lit and lit[0].endswith("fast_queen.cpp") and wanted in lit[1],
              f"8 fast queens, step {step}: sections {sections}, lit {lit}")


def run():
    w = Page()
    w.resize(1366, 768)
    fast_code(w)
    own_steps(w)
    views(w)
    message_and_code(w)  # on the page views() left
