#!/usr/bin/python3
"""Deep searches in the explorer (issue 30), in Debian's headless Chromium: the search pauses
where the page looks and goes on from there (engine.js), so a step deep in a search costs what a
step near its start costs; the steps stay the library's; the timeline marks everything searched;
long jumps say that they work, stop on Esc and on their button, and go on at the next press;
play keeps up at 5,000 steps a second.

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE axe=AXE_JS out=OUTPUT_DIR deep_search
"""
import concurrent.futures
import hashlib
import json
import random
import re
import statistics
import subprocess
import time

from selenium.webdriver.common.keys import Keys

from browser import Page, axe_source, check, session


def seconds(w, script):
    """How long the page takes to run `script` (its own clock)."""
    return w.js("const t0 = performance.now();" + script + "; return (performance.now() - t0) / 1000")


def library(n, piece, place=""):
    """The library's steps as `queens trace --all --format jsonl` gives them, as the page's."""
    args = [session.queens, "trace", "-n", str(n), "--piece", piece, "--all", "--format", "jsonl"]
    out = subprocess.run(args + (["--place", place] if place else []), capture_output=True,
                         text=True, check=True).stdout
    steps = []
    for line in out.splitlines():
        r = json.loads(line)
        if r["phase"] == "solution":
            steps.append("solution " + " ".join(map(str, r["rows"])))
        elif r["phase"] in ("call", "reply"):
            steps.append(" ".join(str(r.get(k, "")) for k in
                                  ("phase", "message", "sender", "receiver", "row", "column", "depth"))
                         + (" " + str(r["result"]).lower() if r["phase"] == "reply" else ""))
    return steps


# Every step of the page's search, its windows asked in a shuffled order (each from the
# checkpoint before it, the search paused and resumed at every window's edges), as the steps'
# count, the window's length (CHUNK) and a SHA-256 digest of each window's steps (one a line, in
# order), where sending 50,000 steps took most of a second; arguments[0], a window's first step:
# that window's steps themselves, to say which step differs.
PAGE_STEPS = """
const done = arguments[arguments.length - 1], source = window.queensExplorer.source(), total = source.total;
const text = (e) => e.phase === "solution" ? "solution " + e.solution.join(" ") :
  [e.phase, e.message, e.sender, e.receiver, e.row, e.column, e.depth].join(" ") + (e.phase === "reply" ? " " + e.result : "");
if (arguments[0] !== null) {
  const out = [];
  for (let i = arguments[0]; i < Math.min(total, arguments[0] + CHUNK); i++) out.push(text(eventAt(source, i)));
  return done(out);
}
const out = new Array(total), windows = [...Array(Math.ceil(total / CHUNK)).keys()];
for (let i = windows.length - 1; i > 0; i--) {
  const j = (i * 7919) % (i + 1);
  [windows[i], windows[j]] = [windows[j], windows[i]];
}
for (const k of windows) for (let i = k * CHUNK; i < Math.min(total, (k + 1) * CHUNK); i++) out[i] = text(eventAt(source, i));
const hex = (b) => [...new Uint8Array(b)].map((x) => x.toString(16).padStart(2, "0")).join("");
const digest = (k) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(out.slice(k * CHUNK, (k + 1) * CHUNK).join("\\n")));
Promise.all([...Array(Math.ceil(total / CHUNK)).keys()].map(digest)).then((d) => done([total, CHUNK, d.map(hex)]));"""


def same_as_library(w):
    """Every kind, with pins and layers: every step as the command line's trace has it (the
    command line's read beside the page's, in a thread of its own, while the page works)."""
    kinds = ((8, "queen", "c5", "counting,tracing"), (8, "toroidal", "", ""), (6, "rook", "", "counting"),
             (9, "superqueen", "", ""), (10, "fast", "b3", "tracing"))
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        libraries = [pool.submit(library, n, piece, place) for n, piece, place, _ in kinds]
        for i, ((n, piece, place, layers), wanted) in enumerate(zip(kinds, libraries)):
            same_steps(w, n, piece, place, layers, wanted, i == 0)


def same_steps(w, n, piece, place, layers, wanted, fresh):
    """The page's steps of one kind, as the command line's (`wanted`, a future of library()):
    opened (`fresh`), else chosen by hand on the page open (browser.choose)."""
    link = f"n={n}&piece={piece}&pins={place}&layers={layers}&step=0"
    if fresh:
        w.open("#" + link, seconds=20, blur=True)
    else:
        w.choose(link)
    (total, chunk, digests), want = w.d.execute_async_script(PAGE_STEPS, None), wanted.result()
    differs = next((k for k, digest in enumerate(digests) if digest != hashlib.sha256(
        "\n".join(want[k * chunk:(k + 1) * chunk]).encode()).hexdigest()), None)
    first = None
    if differs is not None:  # the window's steps, to say which differs
        start = differs * chunk
        got = w.d.execute_async_script(PAGE_STEPS, start)
        first = next((start + i for i, (a, b) in enumerate(zip(want[start:], got)) if a != b), None)
    check(len(want) == total and differs is None,
          f"{n} {piece}s {place} {layers}: {total} steps, the library's {len(want)}"
          + (f"; step {first + 1}: {got[first - start]!r}, the library's {want[first]!r}" if first is not None else ""))


def deep_costs(w):
    """A window at step 10^7 of 20 queens costs about what one near step 10 does."""
    w.open("#n=20&piece=queen", seconds=20, blur=True)
    go = "window.queensExplorer.go(%d)"
    near = [seconds(w, go % (10 + 2048 * k)) for k in (3, 9, 5, 1, 7)]
    first = seconds(w, go % 10_000_000)
    rng = random.Random(30)
    deep = [seconds(w, go % rng.randrange(9_000_000, 10_000_000)) for _ in range(8)]
    check(statistics.median(deep) < max(0.15, 5 * statistics.median(near)),
          f"20 queens: a window near step 10 {statistics.median(near) * 1000:.0f} ms, near step 10^7 "
          f"{statistics.median(deep) * 1000:.0f} ms (median; the first reach of 10^7 {first:.1f} s)")
    held = w.js("return window.queensExplorer.source().engine.held()")
    check(held < 64 << 20, f"checkpoints held at step 10^7: {held / 1e6:.1f} MB")
    shallow, deep = play(w, 100), play(w, 9_500_000)
    # A key waits one frame at most (drawing a frame is the views' cost, the same at any step).
    # A window of steps asked deep in the search costs what one asked near its start does: its
    # bound is the shallow play's, with room for the moments another process takes the core
    # (a fixed 50 ms failed once under a loaded CI); a window replayed from the search's start
    # would take seconds.
    check(deep["stopped"] and deep["moved"] > 1000 and deep["fetch"] < 2 * shallow["fetch"] + 60
          and deep["key"] < max(300, deep["gap"] + 50) and deep["gap"] < 2 * shallow["gap"] + 100,
          f"play at 5,000 steps/s from step 10^7: {deep}; from step 100: {shallow} (in ms: gap, the "
          "longest frame; fetch, the longest window of steps asked of the search; key, the longest "
          "a key waited)")


# Play at full speed, every frame timed, every window of steps asked of the search timed, and
# how long each key waited before the page heard it.
PLAY = """
window.played = {gaps: [], fetch: 0, waited: []};
const source = window.queensExplorer.source(), asked = source.window.bind(source);
source.window = (k) => { const t0 = performance.now(); const w = asked(k); window.played.fetch = Math.max(window.played.fetch, performance.now() - t0); return w; };
document.addEventListener('keydown', (e) => window.played.waited.push(performance.now() - e.timeStamp), true);
const s = document.getElementById('speed'); s.value = s.max; s.oninput();
let last = performance.now();
const f = (t) => { window.played.gaps.push(t - last); last = t; if (window.played.gaps.length < 400) requestAnimationFrame(f); };
requestAnimationFrame(f);"""


def play(w, at):
    """Plays from step `at` for 1 s: steps moved, the longest frame, window asked and key
    wait (ms), and whether space paused it."""
    w.js(f"window.queensExplorer.go({at})")
    w.js(PLAY)
    before = int(w.data("step"))
    w.keys(" ")
    time.sleep(1.0)
    w.keys(" ")
    stopped = w.until(lambda: w.js("return document.getElementById('play').textContent") == "play", 1)
    played = w.js("return window.played")
    return {"moved": int(w.data("step")) - before, "gap": round(max(played["gaps"][2:])),
            "fetch": round(played["fetch"]), "key": round(max(played["waited"])), "stopped": stopped}


def marks(w):
    """The timeline marks every step searched, however the page got there."""
    count = "return document.querySelectorAll('#marks .' + arguments[0]).length"
    w.open("#n=8&piece=queen", seconds=20, blur=True)
    w.keys(Keys.ARROW_RIGHT, "n", Keys.END)
    check(w.js(count, "solution") == 92 and w.js(count, "backtrack") > 100,
          f"8 queens, step, n, End: {w.js(count, 'solution')} solution marks, {w.js(count, 'backtrack')} backtrack marks")
    w.open("#n=8&piece=queen&step=1", seconds=20, blur=True)
    check(w.js(count, "solution") == 92, f"8 queens opened at step 1: {w.js(count, 'solution')} solution marks")
    w.open("#n=16&piece=queen", seconds=20, blur=True)
    w.keys("n")
    w.until(lambda: w.data("solutions") == "1" and w.data("busy") != "yes")
    right = w.js("return Math.max(...[...document.querySelectorAll('#marks .backtrack')].map((m) => parseFloat(m.style.left)))")
    check(w.js(count, "solution") == 1 and right > 90,
          f"16 queens after n (step {w.data('step')}): {w.js(count, 'solution')} solution mark, backtracks marked to {right:.0f} %")
    solved = subprocess.run([session.queens, "solve", "-n", "16", "--board", "none"], capture_output=True,
                            text=True, check=True).stdout.split()
    check(w.data("lastSolution").split() == solved[-16:],
          f"16 queens' first solution: {w.data('lastSolution')}, the library's {' '.join(solved[-16:])}")
    # A layer switched on there: a new search, run back to the same step (as a job).
    at = w.data("step")
    w.js("document.getElementById('layer-counting').click()")
    back = w.until(lambda: w.data("step") == at and w.data("busy") != "yes", 10)
    check(back and w.data("counted"), f"counting layer at step {at}: step {w.data('step')}, counts {w.data('counted')[:40]!r}")


def reached(w):
    notice = w.text("notice")
    found = re.search(r"step ([\d,]+) \(([\d,]+) steps searched", notice)
    return (int(found.group(1).replace(",", "")), int(found.group(2).replace(",", ""))) if found else (0, 0), notice


def long_jumps(w):
    """32 queens: n shows that it works, Esc and the button stop it, n again goes on."""
    w.open("#n=32&piece=queen", seconds=20, blur=True)
    axe_source(w.d)  # read in before the jump, as the jump's moment is what axe-core is to see
    w.keys("n")
    shown = w.until(lambda: w.data("busy") == "yes", 2)
    check(shown and "at step" in w.text("busy"), f"32 queens, n: {w.text('busy')!r} after {'0.3' if shown else 'over 2'} s")
    w.axe("32 queens while a jump works")
    w.keys("Escape")
    w.until(lambda: w.data("busy") != "yes", 2)
    (first, _), said = reached(w)
    check(first > 0 and "then stopped" in said and "press n again" in said, f"Esc: {said!r}")
    w.keys("n")
    w.until(lambda: w.data("busy") == "yes", 2)
    w.click_at("busy-stop")
    w.until(lambda: w.data("busy") != "yes", 2)
    (second, searched), said = reached(w)
    check(second > first and second - searched == first and w.data("step") == "0",
          f"n again went on from step {first:,} to {second:,} ({searched:,} steps), stopped by its button: {said!r}")


# The run line's step and the status line's, read at once (the run line as the job said it last).
RUN_AND_STATUS = """
const busy = document.getElementById('busy').textContent, status = document.getElementById('status').textContent;
return [busy, status, document.body.dataset.busy || ''];"""


def end_stopped(w):
    """End on 14 queens (a teacher's trial): while it runs, the status line counts the steps
    run as the run line does; stopped by Esc, the page stands where its notice says it got:
    the step, the status, the board and the link."""
    w.open("#n=14&piece=queen", seconds=20, blur=True)
    w.keys(Keys.END)
    # Two reports of the run at least (half a second apart): the status has heard the second
    # (the run line's words changed since the first, asked every 20 ms, never a fixed time).
    w.until(lambda: w.data("busy") == "yes", 5)
    first = w.text("busy")
    w.until(lambda: w.text("busy") != first, 3)
    busy, status, still = w.js(RUN_AND_STATUS)
    run_at = re.search(r"at step ([\d,]+)", busy)
    known = re.search(r" of ([\d,]+)\+", status)
    check(still == "yes" and run_at and known and known.group(1) == run_at.group(1),
          f"14 queens, End under way: {busy!r} / {status!r}")
    w.keys("Escape")
    w.until(lambda: w.data("busy") != "yes", 3)
    notice = w.text("notice")
    found = re.search(r"goes on past step ([\d,]+) ", notice)
    at = found.group(1).replace(",", "") if found else "?"
    url = w.until(lambda: f"step={at}" in w.d.current_url, 3) and w.d.current_url
    check(found and int(at) > 150000 and w.data("step") == at and w.text("status").startswith(f"step {int(at):,} of ")
          and any(r != "0" for r in w.data("objectRows").split()) and url,
          f"End stopped by Esc: {notice!r}; the page at step {w.data('step')}, {w.text('status')!r}, "
          f"rows {w.data('objectRows')!r}, the link {w.d.current_url.split('#')[1]}")


def run():
    w = Page()
    end_stopped(w)
    same_as_library(w)
    deep_costs(w)
    marks(w)
    long_jumps(w)
    errors = w.data("errors")
    check(not errors, f"no script errors: {errors!r}")
