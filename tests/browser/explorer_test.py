#!/usr/bin/python3
"""Drives the queens explorer in Debian's Chromium (python3-selenium, chromium-driver) as a
student would, and checks what it shows against the library's own trace of the same run.

    explorer_test.py QUEENS_BINARY EXPLORER_PAGE OUTPUT_DIR

EXPLORER_PAGE is the build's artifact; `queens explore -o` must write the same page.

Opens the page from file:// with the network switched off, chooses 6 queens, pins b4 by
clicking, steps forward 50 times and back 20, jumps to the next solution, and at each stop
compares the board, the chain of objects, the depth of the messages in progress and the log
with `queens trace -n 6 --place b4 --all --format jsonl`. Then answers three predict
questions by key and a "where will she stand?" one by clicking her square, reloads the page from its URL, checks it lands on the same step, checks the page
fits 390 px, and that the console stayed clean.
"""
import json
import os
import re
import subprocess
import sys
import time

from selenium.webdriver.common.by import By
from selenium.webdriver.common.keys import Keys

from browser import Page

QUEENS, PAGE, OUT = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3]
N, PIN = 6, "b4"
FILES = "abcdefghijklmnopqrstuvwxyz"


def expect(condition, message):
    if not condition:
        raise AssertionError(message)


def library_trace():
    """The library's own record of the run: the JSON lines, calls/replies/solutions only."""
    out = subprocess.run([QUEENS, "trace", "-n", str(N), "--place", PIN, "--all", "--format", "jsonl"],
                         capture_output=True, text=True, check=True).stdout
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    return [r for r in records if r.get("phase") in ("call", "reply", "solution")]


def who(i):
    return "the sentinel" if i == 0 else "the board" if i == N + 1 else f"queen {i} ({FILES[i - 1]})"


def sentence(r, number=0):
    """What the text trace says for this record (the log's wording); a solution as the text
    format writes it, "solution 1: 2 4 1 3" (`number`: which solution it is)."""
    square = lambda row, col: f"{FILES[col - 1]}{row}"
    if r["phase"] == "solution":
        return f"solution {number}: " + " ".join(str(row) for row in r["rows"])
    if r["phase"] == "call":
        question = {"can_attack": f"can you attack {square(r['row'], r['column'])}?",
                    "find_solution": "find a safe square", "advance": "advance"}[r["message"]]
        return f"{who(r['sender'])} asks {who(r['receiver'])}: {question}"
    if r["message"] == "can_attack":
        answer = "yes" if r["result"] else "no"
    elif r["receiver"] == 0:
        answer = "yes (the sentinel is always a solution)" if r["result"] else "no (the sentinel cannot advance)"
    else:
        answer = f"stands on {square(r['row'], r['column'])}" if r["result"] else "no safe square left"
    return f"{who(r['receiver'])} answers {who(r['sender'])}: {answer}"


def open_calls(trace, index):
    """The depth after step `index` (0-based): calls not yet answered."""
    depth = 0
    for r in trace[: index + 1]:
        depth += 1 if r["phase"] == "call" else -1 if r["phase"] == "reply" else 0
    return depth


def check_step(page, trace, where):
    """Board, chain, stack depth and log at the current step against the library's trace."""
    index = int(page.data("step")) - 1
    r = trace[index]
    shown = json.loads(page.data("event"))
    expect(shown["phase"] == r["phase"], f"{where}: step {index + 1} is a {shown['phase']}, the trace says {r['phase']}")
    if r["phase"] != "solution":
        for field in ("message", "sender", "receiver", "row", "column"):
            expect(shown[field] == r[field], f"{where}: step {index + 1} {field} {shown[field]} != trace {r[field]}")
        if r["phase"] == "reply":
            expect(shown["result"] == r["result"], f"{where}: step {index + 1} answer differs from the trace")
    depth = open_calls(trace, index)
    expect(page.data("depth") == str(depth), f"{where}: stack depth {page.data('depth')}, trace says {depth}")
    # A frame for every message in progress; a piece's calls to herself and the value just
    # returned are frames of their own, drawn apart.
    stack_items = page.driver.find_elements(By.CSS_SELECTOR, "#stack li.frame:not(.self):not(.returned)")
    expect(len(stack_items) == depth, f"{where}: {len(stack_items)} messages in progress drawn, {depth} expected")
    returned = page.driver.find_elements(By.CSS_SELECTOR, "#stack li.returned")
    expect(len(returned) == (1 if r["phase"] == "reply" else 0), f"{where}: {len(returned)} returned frames drawn")
    # The message in flight is on the arrow leaving its sender, whoever it goes to (the board
    # talks to the newest piece it made), and names the message on a call.
    flights = page.driver.find_elements(By.CSS_SELECTOR, "#chain .arrow.flight")
    if r["phase"] == "solution":
        expect(not flights, f"{where}: a message drawn in flight at a solution")
    else:
        expect(len(flights) == 1, f"{where}: {len(flights)} messages drawn in flight, not 1")
        sender = flights[0].find_element(By.XPATH, "preceding-sibling::div[1]").get_attribute("data-id")
        expect((int(sender), int(flights[0].get_attribute("data-to"))) == (r["sender"], r["receiver"]),
               f"{where}: the arrow in flight leaves object {sender}, not {r['sender']}")
        expect(r["phase"] == "reply" or r["message"] in flights[0].text,
               f"{where}: the arrow says {flights[0].text!r}")
    current = page.driver.find_element(By.CSS_SELECTOR, "#log li.current").text.strip()
    number = sum(1 for x in trace[: index + 1] if x["phase"] == "solution")
    expect(current == sentence(r, number), f"{where}: log says {current!r}, the trace says {sentence(r, number)!r}")
    # The pieces' rows: the chain shows what each object holds, the board only standing queens.
    object_rows = [int(x) for x in page.data("objectRows").split()]
    board_rows = [int(x) for x in page.data("rows").split()]
    for column in range(1, N + 1):
        box = page.driver.find_element(By.CSS_SELECTOR, f'#chain .obj[data-id="{column}"]').text
        if object_rows[column - 1]:
            expect(re.search(rf"row_\s+{object_rows[column - 1]}\b", box), f"{where}: chain box {column} says {box!r}")
        expect(board_rows[column - 1] in (0, object_rows[column - 1]), f"{where}: queen {column} drawn off her row")
        queen_cells = [c for c in page.driver.find_elements(By.CSS_SELECTOR, "#board .cell.queen")
                       if c.get_attribute("data-square")[0] == FILES[column - 1]]
        expect(len(queen_cells) == (1 if board_rows[column - 1] else 0), f"{where}: column {column} shows {len(queen_cells)} queens")
    if r["phase"] == "call" and r["message"] == "can_attack" and r["sender"] == r["column"]:
        expect(object_rows[r["sender"] - 1] == r["row"], f"{where}: the asking queen is not on her square")
    if r["phase"] == "reply" and r["message"] in ("find_solution", "advance") and r["receiver"] > 0:
        expect(object_rows[r["receiver"] - 1] == r["row"], f"{where}: the answering queen is not where she says")
    if r["phase"] == "reply" and r["message"] == "can_attack" and r["result"]:
        attacker = int(page.data("attacker"))
        a_row, a_col = object_rows[attacker - 1], attacker
        on_line = a_row == r["row"] or a_row - a_col == r["row"] - r["column"] or a_row + a_col == r["row"] + r["column"]
        expect(1 <= attacker < r["sender"] and on_line,
               f"{where}: the page names queen {attacker} on row {a_row} as the attacker of {r['column']},{r['row']}")
        expect(len(page.driver.find_elements(By.CSS_SELECTOR, "#lines line")) == 1, f"{where}: no attack line drawn")
    if r["phase"] == "solution":
        expect(board_rows == r["rows"], f"{where}: board shows {board_rows}, the solution is {r['rows']}")
    # The pinned queen is marked wherever she is.
    pinned = page.driver.find_elements(By.CSS_SELECTOR, "#board .cell.pinned")
    expect([c.get_attribute("data-square") for c in pinned] == [PIN], f"{where}: pinned squares {len(pinned)}")
    print(f"{where}: step {index + 1} agrees with the trace: {sentence(r, number)}")


def check_layers(page, trace):
    """The layers' own counters at this step against the trace. They sit inside the page's
    recorder on each link, so they have seen every step before this one, not this one."""
    index = int(page.data("step")) - 1
    before = trace[:index]
    calls = [r for r in before if r["phase"] == "call"]
    received = [sum(1 for r in calls if r["receiver"] == c) for c in range(N + 1)]
    counted = [int(x) for x in page.data("counted").split()]
    expect(counted == received, f"counting_piece counts {counted}, the trace says {received}")
    expect(page.data("layerMessages") == str(len(calls)),
           f"message_counter says {page.data('layerMessages')} messages, the trace {len(calls)}")
    squares = sum(1 for r in calls if r["message"] == "can_attack" and r["sender"] == r["column"])
    expect(page.data("layerSquares") == str(squares), f"squares tested {page.data('layerSquares')} != {squares}")
    upto = trace[: index + 1]
    null_tests = sum(1 for r in upto if r["phase"] == "call" and 1 <= r["sender"] <= N)
    sentinel = sum(1 for r in upto if r["phase"] == "reply" and r["receiver"] == 0)
    expect(page.data("nullTests") == str(null_tests), f"null tests {page.data('nullTests')} != {null_tests}")
    expect(page.data("sentinelReplies") == str(sentinel), f"sentinel replies {page.data('sentinelReplies')} != {sentinel}")
    text = page.driver.find_element(By.ID, "null-tests").text
    expect(str(null_tests) in text, f"the view without the sentinel says {text!r}")
    print(f"layers at step {index + 1}: counting {counted}, {len(calls)} messages, {squares} squares, "
          f"{null_tests} null tests removed, {sentinel} sentinel replies")


def show_log(page):
    """The log's tab chosen (the code is shown first), the keyboard left to the page."""
    page.click("tab-log")
    page.driver.execute_script("document.activeElement.blur()")


def main():
    global PAGE
    os.makedirs(OUT, exist_ok=True)
    # The page as `queens explore` writes it: the build's artifact, from the program.
    written = os.path.join(OUT, "explorer.html")
    subprocess.run([QUEENS, "explore", "-o", written], check=True)
    html = open(written, encoding="utf-8").read()
    expect(html.rstrip("\n") == open(PAGE, encoding="utf-8").read().rstrip("\n"),
           "queens explore writes another page than the build's queens-explorer.html")
    PAGE = written
    expect(not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", html), "the page refers to something outside itself")
    trace = library_trace()
    page = Page(OUT)
    try:
        page.load("file://" + PAGE)
        show_log(page)
        size = page.driver.find_element(By.ID, "size")
        size.clear()
        size.send_keys(str(N), Keys.TAB)
        page.driver.find_element(By.CSS_SELECTOR, f'#board .cell[data-square="{PIN}"]').click()
        page.url_with(f"pins={PIN}")
        page.key(Keys.ARROW_RIGHT)  # the board asks its first piece, not yet the last one
        expect(trace[0]["sender"] == N + 1 and trace[0]["receiver"] == 1, f"the trace starts {trace[0]}")
        check_step(page, trace, "first step")
        for i in range(49):
            if i % 2:
                page.click("forward")
            else:
                page.key(Keys.ARROW_RIGHT)
        expect(page.data("step") == "50", f"after 50 steps forward the page is at step {page.data('step')}")
        check_step(page, trace, "50 forward")
        for _ in range(20):
            page.key(Keys.ARROW_LEFT)
        expect(page.data("step") == "30", f"after 20 back the page is at step {page.data('step')}")
        check_step(page, trace, "20 back")
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
        # Play, as fast as it goes, starts again from a solution and stops at the next one (with
        # b4 pinned there is only one: then at the end of the search).
        page.driver.execute_script("const s = document.getElementById('speed'); s.value = s.max; s.oninput()")
        page.key(" ")
        second = next((i for i, r in enumerate(trace) if r["phase"] == "solution" and i > first), len(trace) - 1)
        for _ in range(200):
            if page.data("step") == str(second + 1):
                break
            time.sleep(0.05)
        time.sleep(0.3)
        expect(page.data("step") == str(second + 1), f"play did not stop at step {second + 1}: step {page.data('step')}")
        expect(page.driver.find_element(By.ID, "play").text == "play", "play did not pause")
        check_step(page, trace, "played on")
        page.key(Keys.HOME)
        page.click("next-solution")
        # Predict: three questions, answered as the trace says for two, wrongly for the third;
        # then a "where will she stand?" answered by clicking her square.
        page.click("predict")

        calls = [0]  # questions about what a piece out of rows does, answered right (readable_test.py)

        def next_question(moves=False):
            for _ in range(400):
                if page.driver.find_element(By.ID, "call-answers").is_displayed():
                    page.key("a")
                    calls[0] += 1
                    continue
                if page.driver.find_element(By.ID, "question").is_displayed():
                    coming = trace[int(page.data("step"))]
                    if not moves or coming["message"] != "can_attack":
                        return coming
                    page.key("y" if coming["result"] else "n")
                    continue
                page.key(Keys.ARROW_RIGHT)
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
            page.driver.find_element(By.CSS_SELECTOR, f'#board .cell[data-square="{square}"]').click()
        else:
            page.click("answer-no")
        expect(page.data("score") == f"{int(score[0]) + 1}/{int(score[1]) + 1}",
               f"the square clicked was not taken as the right answer: {page.data('score')}")
        check_step(page, trace, "after predicting")
        page.click("predict")
        # A link reopens the same moment.
        at, event = page.data("step"), page.data("event")
        url = page.url_with(f"step={at}")
        page.driver.get("about:blank")
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
        # A link the page cannot follow: it says what it changed.
        page.driver.get("about:blank")
        page.load("file://" + PAGE + "#n=65&piece=camel&pins=z9,b2&step=1")
        said = page.driver.find_element(By.ID, "choose-error").text
        expect(all(w in said for w in ("65", "camel", "z9")) and "b2" not in said,
               f"a bad link is not explained: {said!r}")
        expect(page.driver.find_element(By.ID, "size").get_attribute("value") == "6"
               and page.url_with("pins=b2"), f"the bad link's good parts are lost: {page.driver.current_url}")
        # Past 26 files a pin is column:row in the link, and survives a reload.
        page.driver.get("about:blank")
        page.load("file://" + PAGE + "#n=30&piece=queen&pins=30:5&step=1")
        marked = page.driver.find_elements(By.CSS_SELECTOR, "#board .cell.pinned")
        expect([c.get_attribute("data-square") for c in marked] == ["(row 5, column 30)"]
               and page.url_with("pins=30:5"), f"a pin on a 30 board: {len(marked)} marked")
        # A phone held upright: nothing wider than the screen.
        page.driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride",
                                    {"width": 390, "height": 844, "deviceScaleFactor": 1, "mobile": True})
        width = page.driver.execute_script("return document.documentElement.scrollWidth")
        expect(width <= 390, f"at 390 px the page is {width} px wide")
        page.shot("explorer-390.png")
        errors = [l for l in page.driver.get_log("browser") if l["level"] == "SEVERE"]
        expect(not errors and not page.data("errors"), f"console errors: {errors} {page.data('errors')}")
    except AssertionError as error:
        page.shot("explorer-failure.png")
        print(f"FAILED: {error}")
        return 1
    finally:
        page.driver.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main())
