#!/usr/bin/python3
"""Drives the queens explorer in Debian's Chromium (python3-selenium, chromium-driver) as a
student would, and checks what it shows against the library's own trace of the same run
(explorer_trace.py).

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE out=OUTPUT_DIR explorer

EXPLORER_PAGE is the build's artifact; `queens explore -o` must write the same page.

Opens the page from file:// with the network switched off, chooses 6 queens, pins b4 by
clicking, steps forward 30 times and back 12, jumps to the next solution, and at each stop
compares the board, the chain of objects, the depth of the messages in progress and the log
with `queens trace -n 6 --place b4 --all --format jsonl`. Then answers three predict
questions by key and a "where will she stand?" one by clicking her square, reloads the page
from its URL, checks it lands on the same step, checks the page fits 390 px, and that the
console stayed clean.
"""
import json
import re
import subprocess

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Page, expect, session
from explorer_trace import FILES, N, PIN, check_layers, check_step, library_trace, show_log


def written():
    """The page as `queens explore` writes it: the build's artifact, from the program."""
    page = session.out("explorer.html")
    subprocess.run([session.queens, "explore", "-o", page], check=True)
    with open(page, encoding="utf-8") as f, open(session.page, encoding="utf-8") as built:
        html = f.read()
        expect(html.rstrip("\n") == built.read().rstrip("\n"),
               "queens explore writes another page than the build's queens-explorer.html")
    expect(not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html), "the page refers to something outside itself")
    print(f"ok: queens explore -o writes the build's page ({len(html):,} characters), nothing outside itself")
    return page


def walk(page, trace):
    """6 queens chosen, b4 pinned by a click, steps forward and back, a yes passed along,
    scrubbing, the next solution."""
    page.open()
    show_log(page)
    size = page.driver.find_element(By.ID, "size")
    size.clear()
    size.send_keys(str(N), Keys.TAB)
    page.click(selector=f'#board .cell[data-square="{PIN}"]')
    page.url_with(f"pins={PIN}")
    page.key(Keys.ARROW_RIGHT)  # the board asks its first piece, not yet the last one
    expect(trace[0]["sender"] == N + 1 and trace[0]["receiver"] == 1, f"the trace starts {trace[0]}")
    check_step(page, trace, "first step")
    # Keys and clicks in turn, then the rest as one run of keys (a keyboard's, one action).
    for i in range(4):
        if i % 2:
            page.click("forward")
        else:
            page.key(Keys.ARROW_RIGHT)
    page.key(Keys.ARROW_RIGHT * 25)
    expect(page.data("step") == "30", f"after 30 steps forward the page is at step {page.data('step')}")
    check_step(page, trace, "30 forward")
    page.key(Keys.ARROW_LEFT * 12)
    expect(page.data("step") == "18", f"after 12 back the page is at step {page.data('step')}")
    check_step(page, trace, "12 back")
    yes = next(i for i, r in enumerate(trace) if i > 60 and r["phase"] == "reply" and r["message"] == "can_attack"
               and r["result"] and trace[i - 1]["phase"] == "reply")
    page.driver.execute_script("window.queensExplorer.go(arguments[0])", yes + 1)
    check_step(page, trace, "a yes passed along")
    page.key(Keys.HOME)
    page.driver.find_element(By.ID, "scrub").send_keys(Keys.ARROW_RIGHT * 30)
    expect(page.data("step") == "30", f"scrubbing to 30 landed on {page.data('step')}")
    page.click("next-solution")
    first = next(i for i, r in enumerate(trace) if r["phase"] == "solution")
    expect(page.data("step") == str(first + 1), f"next solution went to step {page.data('step')}, the trace's first is {first + 1}")
    check_step(page, trace, "next solution")
    page.shot("explorer-solution.png")
    return first


def play(page, trace, first):
    """Play, as fast as it goes, from a solution."""
    # Play, as fast as it goes, starts again from a solution and stops at the next one (with
    # b4 pinned there is only one: then at the end of the search).
    page.driver.execute_script("const s = document.getElementById('speed'); s.value = s.max; s.oninput()")
    page.key(" ")
    second = next((i for i, r in enumerate(trace) if r["phase"] == "solution" and i > first), len(trace) - 1)
    # Until it has paused there (asked every 20 ms, for 10 s at most, never a fixed time).
    page.until(lambda: page.js("return [document.body.dataset.step, document.getElementById('play').textContent]")
               == [str(second + 1), "play"], 10)
    expect(page.data("step") == str(second + 1), f"play did not stop at step {second + 1}: step {page.data('step')}")
    expect(page.driver.find_element(By.ID, "play").text == "play", "play did not pause")
    check_step(page, trace, "played on")
    page.key(Keys.HOME)
    page.click("next-solution")


# ArrowRight as the page hears it, until a question is open (400 steps at most): which is open,
# a question about a call or another, and the step; the keyboard left to the page.
ONWARD = """
const open = () => ['call-answers', 'question'].map((id) => document.getElementById(id).checkVisibility());
document.activeElement.blur();
for (let i = 0; i < 400 && !open().some(Boolean); i++)
  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
return open().concat(document.body.dataset.step || '');"""


def predict(page, trace):
    # Predict: three questions, answered as the trace says for two, wrongly for the third;
    # then a "where will she stand?" answered by clicking her square.
    page.click("predict")

    calls = [0]  # questions about what a piece out of rows does, answered right (readable_test.py)

    def next_question(moves=False):
        for _ in range(400):
            # On to the next question (the steps between, in one call, as the page hears keys);
            # what is open and the step, the keyboard left to the page for the key that follows.
            call, question, step = page.js(ONWARD)
            if call:
                page.keys("a")
                calls[0] += 1
                continue
            if question:
                coming = trace[int(step)]
                if not moves or coming["message"] != "can_attack":
                    return coming
                page.keys("y" if coming["result"] else "n")
                continue
        raise AssertionError("no predict question came")

    for q in range(3):
        coming = next_question()
        right = q < 2
        if coming["message"] == "can_attack":  # yes or no
            page.key("y" if coming["result"] == right else "n")
        elif right:  # where she will stand: her row, or no square
            page.key(str(coming["row"]) if coming["result"] else "n")
        else:
            page.key("n" if coming["result"] else "1")
    expect(page.data("score") == f"{2 + calls[0]}/{3 + calls[0]}",
           f"score {page.data('score')} after two right answers of three (and {calls[0]} about calls)")
    coming = next_question(moves=True)
    score = page.data("score").split("/")
    expect(not page.driver.find_element(By.ID, "answer-yes").is_displayed(),
           "a where-will-she-stand question offers a plain yes")
    if coming["result"]:
        square = f"{FILES[coming['receiver'] - 1]}{coming['row']}"
        page.click(selector=f'#board .cell[data-square="{square}"]')
    else:
        page.click("answer-no")
    expect(page.data("score") == f"{int(score[0]) + 1}/{int(score[1]) + 1}",
           f"the square clicked was not taken as the right answer: {page.data('score')}")
    check_step(page, trace, "after predicting")
    page.click("predict")


def reload(page, trace):
    """A link reopens the same moment; layers and the version without the sentinel there."""
    # A link reopens the same moment.
    at, event = page.data("step"), page.data("event")
    url = page.url_with(f"step={at}")
    page.load(url)
    show_log(page)
    expect(page.data("step") == at and page.data("event") == event, f"reloaded at step {page.data('step')}, not {at}")
    check_step(page, trace, "reloaded from the link")
    # The decorators as layers, and the version without the sentinel, counted as the trace says.
    for box in ("layer-counting", "layer-tracing", "no-sentinel"):
        page.click(box)
    expect(page.data("step") == at, f"switching layers moved the page to step {page.data('step')}")
    check_layers(page, trace)
    for box in ("layer-counting", "layer-tracing", "no-sentinel"):
        page.click(box)
    # A backtrack: a queen out of rows asks her neighbour to advance.
    page.key(Keys.HOME)
    page.key("b")
    shown = json.loads(page.data("event"))
    expect(shown["message"] == "advance" and shown["phase"] == "call" and 1 <= shown["sender"] <= N,
           f"next backtrack landed on {shown}")
    check_step(page, trace, "next backtrack")
    page.shot("explorer-backtrack.png")


def links(page):
    """Links the page cannot follow, pins past 26 files, a phone, a clean console."""
    # A link the page cannot follow: it says what it changed.
    page.open("#n=65&piece=camel&pins=z9,b2&step=1")
    said = page.driver.find_element(By.ID, "choose-error").text
    expect(all(w in said for w in ("65", "camel", "z9")) and "b2" not in said,
           f"a bad link is not explained: {said!r}")
    expect(page.driver.find_element(By.ID, "size").get_attribute("value") == "6"
           and page.url_with("pins=b2"), f"the bad link's good parts are lost: {page.driver.current_url}")
    # Two squares in one file: the first kept, the second said and left out (a teacher's trial:
    # the page kept the last one and said nothing).
    page.open("#n=8&piece=queen&pins=a1,a2&step=1")
    said = page.driver.find_element(By.ID, "choose-error").text
    expect("One piece a file" in said and "a2" in said and page.url_with("pins=a1"),
           f"two squares in file a: {said!r}, {page.driver.current_url}")
    # Past 26 files a pin is column:row in the link, and survives a reload.
    page.open("#n=30&piece=queen&pins=30:5&step=1")
    marked = page.driver.find_elements(By.CSS_SELECTOR, "#board .cell.pinned")
    expect([c.get_attribute("data-square") for c in marked] == ["(row 5, column 30)"]
           and page.url_with("pins=30:5"), f"a pin on a 30 board: {len(marked)} marked")
    # A phone held upright: nothing wider than the screen.
    page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
    # Measured once the board has fitted the new window (fit.js sets its size in the next frame).
    width = page.driver.execute_async_script("const done = arguments[0];"
                                             "requestAnimationFrame(() => requestAnimationFrame(() =>"
                                             " done(document.documentElement.scrollWidth)))")
    expect(width <= 390, f"at 390 px the page is {width} px wide")
    page.shot("explorer-390.png")
    errors = [l for l in page.driver.get_log("browser") if l["level"] == "SEVERE"]
    expect(not errors and not page.data("errors"), f"console errors: {errors} {page.data('errors')}")


def native():
    """What needs no browser, for the sanitizers (pages.py native=yes)."""
    written()


def run():
    page = Page(written())
    page.resize(1400, 900)
    trace = library_trace()
    first = walk(page, trace)
    play(page, trace, first)
    predict(page, trace)
    reload(page, trace)
    links(page)
