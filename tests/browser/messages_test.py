#!/usr/bin/python3
"""What the page tells and what one may tell it (issue 30).

Pins judged when placed: a pin attacked by another pin is said at once in the words of
`queens solve --place`; whether other pins leave a solution is searched in the background, said
when known (as the library's search finds it), and stopped by button or Escape.
Send any message to any object: can_attack, find_solution, advance to a piece the board has made
or the sentinel, the default recipient one that works, the reply in the library's words, the
search shown untouched.

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE out=OUTPUT_DIR messages
"""
import subprocess

from browser import check, dataset, open_page, session, text, wait_for


def cli(n, place):
    """What `queens solve` prints for pins that leave no solution."""
    return subprocess.run([session.queens, "solve", "-n", str(n), "--place", place],
                          capture_output=True, text=True, check=True).stdout.strip()


def verdict(d, seconds=5):
    wait_for(lambda: dataset(d, "pins") != "searching", seconds)
    return dataset(d, "pins")


def pins(d):
    open_page(d, "#n=8&piece=queen&pins=a1,b2")
    said, line = text(d, "pins-said"), cli(8, "a1,b2")
    # The same sentence, with why, as `queens solve` says it (the page ends it with a stop).
    check(dataset(d, "pins") == "attacked" and said == line + "." and "a1 attacks b2" in said,
          f"a1,b2 judged at once, as `queens solve` says {line!r}: {said!r}")
    # On the same page, b2 unpinned and b3 pinned by clicks, then b3 moved to c5: each judged anew.
    click = "document.querySelector('#board .cell[data-square=\"' + arguments[0] + '\"]').click()"
    for square in ("b2", "b3"):
        d.execute_script(click, square)
    got, said, line = verdict(d), text(d, "pins-said"), cli(8, "a1,b3")
    check(got == "none" and said.startswith(line), f"a1,b3 searched in the background: {got}, {said!r} ({line!r})")
    for square in ("b3", "c5"):
        d.execute_script(click, square)
    got, said = verdict(d), text(d, "pins-said")
    d.execute_script("document.getElementById('next-solution').click()")
    check(got == "solution" and f"step {int(dataset(d, 'step')):,}" in said,
          f"a1,c5 leave a solution where solution >> finds it (step {dataset(d, 'step')}): {said!r}")
    open_page(d, "#n=20&piece=queen")
    for how, square in (("button", "t1"), ("Escape", "t2")):
        # A pin placed by a click; a few slices of the search later, stopped; read 100 ms later,
        # time for several more slices (each a turn of setTimeout 0) had it gone on.
        d.execute_async_script("""
            const done = arguments[2];
            document.querySelector('#board .cell[data-square="' + arguments[1] + '"]').click();
            setTimeout(() => {
              if (arguments[0] === 'button') document.getElementById('pins-stop').click();
              else document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'Escape', bubbles: true}));
              setTimeout(done, 100);
            }, 30);""", how, square)
        check(dataset(d, "pins") == "stopped" and "Stopped" in text(d, "pins-said"),
              f"a long search of the pins stopped by {how}: {dataset(d, 'pins')}, {text(d, 'pins-said')!r}")
    open_page(d, "#n=20&piece=queen&pins=t1")
    check(verdict(d, 10) == "unknown" and "4,000,000" in text(d, "pins-said"),
          f"a search of the pins is bounded: {text(d, 'pins-said')!r}")


SEND = """
const [to, what, row, column] = arguments;
document.getElementById('send').open = true;
const menu = document.getElementById('send-to');
if (to !== null) { menu.value = String(to); menu.dispatchEvent(new Event('change')); }
if (what !== null) { const w = document.getElementById('send-what'); w.value = what; w.dispatchEvent(new Event('change')); }
if (row !== null) { document.getElementById('send-row').value = row; document.getElementById('send-column').value = column; }
document.getElementById('send-go').click();
const said = [...document.querySelectorAll('#send-said li')].map((l) => l.textContent);
return [document.body.dataset.sent, said, document.body.dataset.step, document.body.dataset.objectRows, menu.value];
"""


def send(d):
    open_page(d, "#n=8&piece=queen&step=3")
    sent, said, _, _, to = d.execute_script(SEND, None, None, None, None)
    check(sent in ("true", "false") and said and said[0].startswith("you ask"),
          f"the default message works at step 3 (to {to}): {sent}, {said[:1]}")
    open_page(d, "#n=8&piece=queen&step=200")
    rows = [int(r) for r in dataset(d, "objectRows").split()]
    for to, what, want in ((0, "can_attack", "no"), (0, "find_solution", "yes (nobody to the sentinel's left can attack it)"),
                           (0, "advance", "no (the sentinel cannot advance)")):
        sent, said, step, _, _ = d.execute_script(SEND, to, what, 3, 2)
        check(said[-1] == f"the sentinel answers you: {want}" and step == "200",
              f"{what} to the sentinel: {said[-1]!r} at step {step}")
    answer = lambda said: next((line for line in said if " answers you: " in line), "")
    sent, said, step, after, _ = d.execute_script(SEND, 4, "find_solution", None, None)
    safe = [r for r in range(rows[3], 9) if all(rows[c] != r and abs(rows[c] - r) != 3 - c for c in range(3))]
    want = f"stands on d{safe[0]}" if safe else "no safe square left"
    check(answer(said) == f"queen 4 (d) answers you: {want}" and step == "200" and [int(r) for r in after.split()] == rows,
          f"find_solution to queen d: {said[0]!r} .. {answer(said)!r}, {len(said) - 3} messages, the search untouched")
    sent, said, _, _, _ = d.execute_script(SEND, 4, "advance", None, None)
    check(said[0] == "you ask queen 4 (d): advance" and answer(said) and len(said) > 3,
          f"advance to queen d starts a conversation: {said[0]!r} .. {answer(said)!r}")
    disabled = d.execute_script("return [...document.querySelectorAll('#send-to option:disabled')].map((o) => o.value)")
    made = max(c + 1 for c, r in enumerate(rows) if r)
    check(disabled == [str(c) for c in range(8, made, -1)], f"pieces not made yet cannot be sent to: {disabled}")


def run():
    pins(session.d)
    send(session.d)
