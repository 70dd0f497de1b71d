#!/usr/bin/python3
"""A piece's walk asked of the library, and a search of the pins beside a long jump (issue 30).

    pages.py queens=QUEENS page=EXPLORER_PAGE middle_out_page=CAMEL_PAGE thrower_page=THROWER_PAGE out=OUTPUT_DIR walk

 - Own steps follow the piece's own walk as the library learns it (walk.hpp): on the extender's
   page (CAMEL_PAGE, docs/examples/extender) the code panel shows the walk of the middle-out
   queen on the move ("4 5 3 6 2 7 1 8", her row marked), each own step to a row goes where her
   walk says, and none says her walk disagrees; a walk whose state is not a function of her row
   is said to disagree (own.js, given one). A piece whose walk never ends (THROWER_PAGE's
   circling queen) is refused at once, in the command line's words, never run until stopped.
 - A long jump started while the pins are searched, and pins placed while a long jump runs:
   each ends or stops as it says, Escape stops what it says, and the page's steps stay the
   command line's (`queens trace --all --format jsonl`).
"""
import json
import os
import re
import subprocess
import time

from browser import check, dataset, open_ready, resize, session, wait_for
from browser_input import key


def js(d, script, *args):
    return d.execute_script(script, *args)


def middle_out(size):
    middle, order = (1 + size) // 2, []
    row = middle
    while 1 <= row <= size:
        order.append(row)
        row = 2 * middle - row if row > middle else 2 * middle - row + 1
    return order


def walks(d):
    """The middle-out queen's walk in her cards, and her own steps along it."""
    open_ready(d, f"file://{os.path.abspath(session.middle_out_page)}#n=8&piece=middle-out&own=1&step=30")
    walk = middle_out(8)
    shown = js(d, "const w = document.getElementById('walk'); return [w.hidden, w.textContent, (w.querySelector('mark') || {}).textContent || '']")
    e = json.loads(dataset(d, "event") or "{}")
    mover = e.get("sender") if 1 <= e.get("sender", 0) <= 8 else e.get("receiver")
    row = int(dataset(d, "objectRows").split()[mover - 1]) if mover else 0
    check(not shown[0] and shown[1].endswith(": " + " ".join(map(str, walk))) and shown[2] == (str(row) if row else ""),
          f"the code panel shows the walk of the piece on the move, her row ({row}) marked: {shown}")
    order, moves, said, taken = middle_out(8), 0, [], set()
    # 120 steps forward in one call (past every step of her walk), each step's event and caption
    # read as it is shown.
    seen = js(d, """const out = [];
      for (let i = 0; i < 120; i++) {
        document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
        out.push([document.body.dataset.event || '{}', document.getElementById('caption').textContent]);
      }
      return out;""")
    for event, caption in seen:
        e = json.loads(event)
        if e.get("phase") != "self":
            continue
        said.append(caption)
        if e["message"] == "row":
            moves += 1
            frm = int(caption.split("from row ")[1].split(" ")[0])
            taken.add((frm, e["row"]))
            if order.index(e["row"]) != order.index(frm) + 1:
                check(False, f"an own step off her walk: {caption}")
                break
    check(moves > 10 and taken == set(zip(order, order[1:])) and not any("depends on more" in s for s in said),
          f"{moves} own steps to a row, each the next of her walk, every step of it taken ({len(taken)}); none disagrees")
    # A walk whose state is not a function of her row (the library's walk 1 2 3 4, her second
    # round 1 2 3): the page says so where she leaves it.
    got = js(d, """
      const e = (phase, message, sender, rows) => ({phase, message, sender, receiver: sender - 1, rows, depth: 1});
      const walks = [[], [1, 2, 3, 4]];
      const row = ownStepsBetween(e('reply', 'can_attack', 1, [2]), e('call', 'can_attack', 1, [4]), 1, walks);
      const out = ownStepsBetween(e('reply', 'can_attack', 1, [3]), e('call', 'advance', 1, [3]), 1, walks);
      return [row.map((s) => [s.message, s.walked]), out.map((s) => [s.message, s.walked])];""")
    check(got == [[["next_square", 3], ["row", 3]], [["next_row", 4], ["out_of_rows", 4]]],
          f"own steps off the library's walk keep the row it names: {got}")
    # A kind whose walk the library cannot learn: its reason said, as text.
    said = js(d, """const p = document.createElement('p'), e = {phase: 'call', sender: 1, receiver: 0, rows: [1]};
      drawWalk(p, e, {walks: [], walkError: '<b>her walk does not end</b>'}, null);
      return [p.hidden, p.textContent, p.children.length];""")
    check(said == [False, "Her walk is not known: <b>her walk does not end</b>", 0], f"a walk not learnt is said, as text: {said}")


# The sentence the command line refuses a piece whose walk goes round her column in (demo's
# board_options::puzzle, check_walks): her fault, said before any command runs her chain.
ENDLESS = re.compile(r"piece 'circling', on a board of 6: the .+ in column 1 kept asking her neighbour about her "
                     r"column far past its 6 rows: her walk does not end")


def endless(d):
    """A piece whose walk never ends (thrower_explorer.cpp's circling queen), refused at once as
    the command line refuses her, in its words: by a link (the page on 6 queens instead) and by
    the menu (the page left as it was, the menu too), no search of hers run until stopped."""
    page = f"file://{os.path.abspath(session.thrower_page)}"
    took = open_ready(d, page + "#n=6&piece=circling", 5)
    s = js(d, "const $ = (id) => document.getElementById(id); return [$('choose-error').textContent, $('piece').value,"
              " document.body.dataset.busy || '', document.body.dataset.errors || '']")
    check(took is not None and ENDLESS.search(s[0]) and s[0].endswith("Showing 6 queens instead.") and s[1:] == ["queen", "", ""],
          f"a link to a piece whose walk never ends: refused in the command line's words, {s}")
    js(d, "const p = document.getElementById('piece'); p.value = 'circling'; p.dispatchEvent(new Event('change'))")
    s = js(d, "const $ = (id) => document.getElementById(id); return [$('choose-error').textContent, $('piece').value,"
              " document.body.dataset.busy || '', document.body.dataset.step]")
    check(ENDLESS.fullmatch(s[0]) and s[1:] == ["queen", "", "0"],
          f"the piece whose walk never ends chosen in the menu: refused, the page as it was, {s}")


def library_steps(n, place, count):
    """The first `count` steps of `queens trace --all --format jsonl`, as the page writes them."""
    args = [session.queens, "trace", "-n", str(n), "--piece", "queen", "--format", "jsonl", "--all"]
    trace = subprocess.Popen(args + (["--place", place] if place else []), stdout=subprocess.PIPE, text=True)
    steps = []
    for line in trace.stdout:
        r = json.loads(line)
        if r["phase"] == "solution":
            steps.append("solution " + " ".join(map(str, r["rows"])))
        elif r["phase"] in ("call", "reply"):
            steps.append(" ".join(str(r.get(k, "")) for k in ("phase", "message", "sender", "receiver", "row", "column", "depth"))
                         + (" " + str(r["result"]).lower() if r["phase"] == "reply" else ""))
        if len(steps) >= count:
            break
    trace.kill()
    trace.wait()
    return steps


def first_solution_step(n, place):
    """The step of the command line's first solution: its `seq` (every event before it is a call
    or a reply, one step each, after the start's seq 0), found without the 1.6 million lines
    before it at 16 queens: written at level info, the solutions alone, their numbers kept
    (docs/trace-format.md)."""
    trace = subprocess.run([session.queens, "trace", "-n", str(n), "--piece", "queen", "--format", "jsonl",
                            "--level", "info", "--place", place], capture_output=True, text=True, check=True)
    line = next(l for l in trace.stdout.splitlines() if '"phase":"solution"' in l)
    return json.loads(line)["seq"]


PAGE_STEPS = """
const source = window.queensExplorer.source(), out = [];
for (let i = 0; i < arguments[0]; i++) {
  const e = eventAt(source, i);
  out.push(e.phase === 'solution' ? 'solution ' + e.solution.join(' ') :
    [e.phase, e.message, e.sender, e.receiver, e.row, e.column, e.depth].join(' ') + (e.phase === 'reply' ? ' ' + e.result : ''));
}
return out;"""


def same_as_cli(d, n, place, where):
    """The page at its step, and every step up to it, as the command line's."""
    step = int(dataset(d, "step"))
    count = max(step, 1) + 50
    want, got = library_steps(n, place, count), js(d, PAGE_STEPS, count)
    first = next((i for i, (a, b) in enumerate(zip(want, got)) if a != b), None)
    check(first is None and len(want) == len(got), f"{where}: steps 1 to {count} the command line's"
          + (f"; step {first + 1}: {got[first]!r}, the library's {want[first]!r}" if first is not None else ""))


def state(d):
    return js(d, "const b = document.body.dataset; return {pins: b.pins || '', busy: b.busy || '', step: b.step || '',"
                 " notice: document.getElementById('notice').textContent}")


# A pin placed by a click (its search starts, in slices between which the page answers), then
# keys pressed at once, then `wait` ms later the rest: what the page says at each moment.
BESIDE = """
const [square, first, later, wait, done] = arguments, b = document.body.dataset;
const press = (key) => document.body.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
const act = (what) => what.forEach((k) => (k.startsWith('#') ? document.getElementById(k.slice(1)).click() : press(k)));
const now = () => ({pins: b.pins, step: b.step, running: !document.getElementById('pins-stop').hidden});
if (square) document.querySelector('#board .cell[data-square="' + square + '"]').click();
const before = now();
act(first);
const beside = now();
setTimeout(() => { const then = now(); act(later); done([before, beside, then]); }, wait);"""


def jump_beside_pins(d):
    """A long jump started while the pins are searched: Escape stops both, as each says; a
    short one lands; the pins' verdict comes while a run to the end goes on."""
    open_ready(d, f"file://{os.path.abspath(session.page)}#n=20&piece=queen&step=300")
    # Escape at the next turn: a jump runs some 37 million steps a second, and the pins'
    # search goes on from what it has searched, so it would soon be past its bound.
    moments = d.execute_async_script(BESIDE, "t1", ["n"], ["Escape"], 0)
    s = state(d)
    check(all(m["pins"] == "searching" for m in moments) and s["pins"] == "stopped" and s["busy"] == ""
          and s["step"] == "0" and "then stopped" in s["notice"] and "press n again" in s["notice"],
          f"a jump beside the pins' search, both stopped by one Escape, each saying so: {moments} {s}")
    same_as_cli(d, 20, "t1", "after both stopped")
    open_ready(d, f"file://{os.path.abspath(session.page)}#n=20&piece=queen&pins=t1&step=300")
    moments = d.execute_async_script(BESIDE, "", [], ["b"], 0) if dataset(d, "pins") == "searching" else []
    s = state(d)
    check(s["step"] != "300" and (not moments or dataset(d, "pins") in ("searching", "unknown")),
          f"a short jump lands beside the pins' search: {moments} {s}")
    same_as_cli(d, 20, "t1", f"at the backtrack found, step {s['step']}")
    # Pins that leave a solution (a1: the first solution of 16 queens has it, at step 1,583,803),
    # judged while a run to the end goes on: the step said is the command line's.
    open_ready(d, f"file://{os.path.abspath(session.page)}#n=16&piece=queen&step=1")
    d.execute_async_script(BESIDE, "a1", ["End"], [], 0)
    t0 = time.monotonic()
    wait_for(lambda: dataset(d, "pins") != "searching", 60)
    seconds, said = time.monotonic() - t0, js(d, "return document.getElementById('pins-said').textContent")
    first = first_solution_step(16, "a1")
    check(dataset(d, "pins") == "solution" and f"at step {first:,}" in said,
          f"a1 judged beside a run to the end in {seconds:.1f} s: {said!r}, the command line's first solution at step {first:,}")
    # Stopped if still running (the button is hidden the moment the run ends: asked in the page).
    js(d, "const stop = document.getElementById('busy-stop'); if (!stop.hidden) stop.click()")
    wait_for(lambda: dataset(d, "busy") == "", 30)
    s = state(d)
    got = re.search(r"past step ([\d,]+) ", s["notice"])
    check(s["busy"] == "" and "End again" in s["notice"] and got and got.group(1).replace(",", "") == s["step"],
          f"the run to the end stops, saying how far it got, the page at that step: {s}")
    # Back where the run began (its steps, millions, are more than the command line is asked for).
    js(d, "window.queensExplorer.go(1)")
    same_as_cli(d, 16, "a1", "after the run, back at step 1")


def pins_beside_jump(d):
    """Pins placed while a long jump runs: the jump belongs to the old search and stops; the
    pins' stop button stops their search only, and Escape then the jump."""
    open_ready(d, f"file://{os.path.abspath(session.page)}#n=20&piece=queen&step=40")
    key(d, "End")
    check(wait_for(lambda: dataset(d, "busy") == "yes", 5), f"a run to the end of 20 queens under way: {state(d)}")
    moments = d.execute_async_script(BESIDE, "t1", ["n", "#pins-stop"], [], 0)
    s = state(d)
    check(moments[0]["pins"] == "searching" and s["pins"] == "stopped" and s["step"] == "0",
          f"a pin placed stops the run; a jump, then the pins' stop button: {moments} {s}")
    check(wait_for(lambda: dataset(d, "busy") == "yes", 5), f"the jump goes on, the pins' search stopped: {state(d)}")
    key(d, "Escape")
    s = state(d)
    check(s["busy"] == "" and s["pins"] == "stopped" and "then stopped" in s["notice"], f"then Escape stops the jump: {s}")
    same_as_cli(d, 20, "t1", "after the pin and both stopped")


def run():
    d = session.d
    resize(d, 1400, 900)
    for part in (walks, endless, jump_beside_pins, pins_beside_jump):
        try:
            part(d)
        except Exception as error:  # one part's failure is reported, the others still run
            check(False, f"{part.__name__}: {type(error).__name__}: {error}")
    errors = dataset(d, "errors")
    check(not errors, f"no script errors: {errors!r}")
