#!/usr/bin/env python3
"""Both pages given what a hostile link or a hostile extender would give them: each page must
become ready, run no script of theirs, and say what it ignored.

    pages.py page=EXPLORER_PAGE replay_dump=REPLAY_DUMP out=WORK_DIR hostile
"""
import os
import subprocess
import time

from browser import check, dataset, open_ready, session, wait_for
from selenium.webdriver.common.by import By


def ready(driver, seconds):
    """Whether the page said it is ready within `seconds`."""
    return wait_for(lambda: dataset(driver, "ready") == "yes", seconds)


def said(driver):
    return driver.find_element(By.ID, "choose-error").text


def replay_title():
    # Words a browser would obey or not show (a right-to-left override, a zero-width space, a line
    # separator) in the page's title: written as the terminal's escapes, once, not as themselves.
    bidi = session.out("bidi-replay.html")
    with open(bidi, "w", encoding="utf-8") as out:
        subprocess.run([session.replay_dump, "4", "q", "\u202eevil\u200b\u2028 \u0444 <b>"], stdout=out,
                       check=True, timeout=60)
    with open(bidi, encoding="utf-8") as f:
        head = f.read(4096)
    title = head[head.index("<title>"):head.index("</title>")]
    check("\\u202eevil\\u200b\\u2028 \u0444 &lt;b&gt;" in title and "\u202e" not in title,
          f"replay page: the title's words escaped once, by the terminal's rules: {title!r}")


# A kind's words that would end the page's JSON <script> or open a comment there.
SINGULAR = "<!--<script>"
PLURAL = "</script><script>document.body.dataset.pwned='yes'</script>"


def hostile_words():
    """The replay page of a kind with those words: nowhere in it as they are. Its path."""
    replay = session.out("hostile-replay.html")
    with open(replay, "w", encoding="utf-8") as out:
        subprocess.run([session.replay_dump, "4", SINGULAR, PLURAL], stdout=out, check=True, timeout=60)
    with open(replay, encoding="utf-8") as f:
        html = f.read()
    check(SINGULAR not in html and PLURAL not in html, "replay page: the kind's words written escaped, never as they are")
    return replay


# What a browser would obey or not show, as the page must never show it: ESC, a right-to-left
# override, a zero-width space, a line separator.
RAW = ("\x1b", "\u202e", "\u200b", "\u2028")


def words_shown_escaped(driver):
    """An extender's words reach the page only as visible escapes, as the command line writes
    them: a replay page's kind words (a file's, written by replay_title()), and what a piece of an
    extender's page threw (thrower_explorer.cpp), in the status line and wherever else shown."""
    driver.get("file://" + session.out("bidi-replay.html"))
    check(ready(driver, 5.0), "replay page with words a browser obeys: ready")
    body = driver.execute_script("return document.body.innerText")
    check(not any(c in body for c in RAW) and "\\u202eevil\\u200b\\u2028 \u0444 <b>" in body,
          f"replay page: the kind's words shown as escapes: {body[:200]!r}")
    driver.get("file://" + os.path.abspath(session.thrower_page) + "#n=4&piece=thrower")
    check(ready(driver, 5.0), "a thrower's page: ready")
    status = wait_for(lambda: "error" in said_in(driver, "status") and said_in(driver, "status"), 5)
    body = driver.execute_script("return document.body.innerText")
    check(not any(c in body for c in RAW) and "I refuse column 3 \\x1b[31mRED\\x1b[0m \\u202eevil\\u200b" in (status or ""),
          f"a piece's thrown words shown as escapes: {status!r}")


def said_in(driver, element_id):
    return driver.find_element(By.ID, element_id).text


def native():
    """What needs no browser, for the sanitizers (pages.py native=yes)."""
    replay_title()
    hostile_words()


def run():
    replay_title()
    driver = session.d
    words_shown_escaped(driver)
    # Links: a step past any search, a layer named after Object's prototype, a stray '%', a
    # step a link cannot reach at once (a step past the end of a short search: link_test.py).
    # Each within 2 s (5 with the module's start), each said. Each opened afresh (open_ready),
    # where a link that differs only in its fragment would not load the page again.
    cases = [("#n=6&step=1e30", "step 1e30"), ("#layers=__proto__", "__proto__"),
             ("#n=%", "%"), ("#n=20&piece=queen&step=1000000000000", "step 1,000,000,000,000"),
             ("#n=8&piece=constructor&layers=toString", "constructor")]
    for fragment, words in cases:
        took = open_ready(driver, "file://" + os.path.abspath(session.page) + fragment, 5.0)
        check(took is not None, f"explorer {fragment}: ready in {took or 5:.1f} s")
        check(words in said(driver), f"explorer {fragment}: says what it ignored: {said(driver)!r}")
        check(dataset(driver, "errors") == "", f"explorer {fragment}: no error: "
              f"{dataset(driver, 'errors')!r}")
    # A class name an extender's registry hands the page (module.cpp's kinds()): her objects,
    # frames and code view show it as text, whatever it holds.
    hostile_class = "x<img src=x onerror=\"document.body.dataset.pwned='class'\">"
    shown = driver.execute_script("""
        const view = document.createElement('div'), kind = { className: arguments[0], queen: true };
        const code = new CodeView(view, kind), names = { short: (id) => 'q' + id };
        const chain = document.createElement('ol'), stack = document.createElement('ol');
        const step = { event: null, state: { stack: [{ phase: 'call', message: 'find_solution',
                       sender: 3, receiver: 2, row: 0, column: 0, depth: 1 }] } };
        drawObjects(chain, step, 2, names, {}, code, []);
        drawFrames(stack, step, 2, names, code);
        const all = [view, chain, stack];
        return [all.some((e) => e.querySelector('img')), all.map((e) => e.textContent).join(' ')];""",
                                   hostile_class)
    time.sleep(0.2)
    check(not shown[0] and f"a {hostile_class}" in shown[1] and hostile_class + " is not among" in shown[1]
          and f"q2, a {hostile_class}" in shown[1] and dataset(driver, "pwned") == "",
          f"explorer: a hostile class name is shown as text: {shown[1][:160]!r}")
    replay = hostile_words()
    driver.get("file://" + replay + "#step=1e30&layers=__proto__&n=%")
    check(ready(driver, 5.0), "replay page with hostile words and a hostile link: ready")
    check("1e30" in said(driver) and "__proto__" in said(driver) and "%" in said(driver),
          f"replay page: says what it ignored of the link: {said(driver)!r}")
    check(dataset(driver, "pwned") == "", "replay page: no script of the kind's words ran")
    log = driver.execute_script("return document.getElementById('log').textContent") + \
        driver.find_element(By.ID, "caption").text
    driver.find_element(By.TAG_NAME, "body").send_keys("\ue014")  # one step forward
    # Until the words are shown (asked every 20 ms, 2 s at most), never a fixed time.
    wait_for(lambda: SINGULAR in log or SINGULAR in driver.find_element(By.ID, "caption").text, 2)
    caption = driver.find_element(By.ID, "caption").text
    check(SINGULAR in caption or SINGULAR in log,
          f"replay page: the words shown as text: {caption!r}")
