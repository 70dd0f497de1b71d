#!/usr/bin/python3
"""The pointers drawn (issue 30): every neighbour_, last_ and wrapped_ is an SVG arrow from its
field to the box of the object it points at, where the row of objects wraps too; the message in
flight moves along the arrows between its sender and its receiver; and a counting_piece's count
changes exactly when a message crosses it, never on a piece's own step, checked step by step
against the calls of the library's own trace (`queens trace --all --format jsonl`).

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE out=OUTPUT_DIR arrows
"""
import json
import pathlib
import re
import subprocess

from browser import SIZES, check, dataset, expect, open_page, resize, session, wait_for

# Every arrow as [from, to, start inside the from-field's dot, end on the to-box's left side,
# wrapped]; each box named as the arrows name it (pointers.js boxName).
ARROWS = """
const inside = (p, r, slack) => p.x >= r.left - slack && p.x <= r.right + slack && p.y >= r.top - slack && p.y <= r.bottom + slack;
const svg = document.getElementById('pointers'), m = svg.getScreenCTM();
const at = (path, l) => { const p = path.getPointAtLength(l); return new DOMPoint(p.x, p.y).matrixTransform(m); };
return [...svg.querySelectorAll('path.pointer')].map((path) => {
  const from = document.querySelector(path.dataset.fromSelector), to = document.querySelector(path.dataset.toSelector);
  const start = at(path, 0), end = at(path, path.getTotalLength());
  const dot = from.querySelector('.ptr').getBoundingClientRect(), box = to.getBoundingClientRect();
  return [path.dataset.from, path.dataset.to, inside(start, dot, 1),
          Math.abs(end.x - box.left) < 2 && end.y > box.top && end.y < box.bottom,
          box.top >= from.getBoundingClientRect().bottom];
});
"""


# Every object box drawn: [its class (a decorator's) or id (a piece's), the names of its fields].
FIELDS = """
return [...document.querySelectorAll('#chain .obj')].map((box) => [box.dataset.name || box.dataset.id,
  [...box.querySelectorAll('.field > code')].map((c) => c.textContent)]);
"""
SOURCE = pathlib.Path(__file__).resolve().parents[2]


def declared(header, cls):
    """The data members `cls` declares in `header` (the library's own words for its objects)."""
    text = (SOURCE / header).read_text()
    body = text[text.index(f"class {cls} "):]
    body = body[:body.index("\n};")]
    return [m.group(1) for m in re.finditer(r"^\s+(?:mutable |const )*[\w:<>]+\*?\s+(\w+_)(?:\s*=\s*[^;]+)?;", body, re.M)]


def fields(d):
    """Each object drawn with the fields its class declares, in their order (a decorator's base
    first), no field the code lacks; and the page says which decorator it leaves out."""
    base = declared("lib/core/include/queens/piece_decorator.hpp", "piece_decorator")
    want = {"traced_link": base + declared("lib/trace/include/queens/trace.hpp", "traced_link"),
            "counting_piece": base + declared("lib/core/include/queens/piece_decorator.hpp", "counting_piece"),
            "queen": declared("lib/core/include/queens/queen.hpp", "queen"), "board": ["last_"]}
    drawn = d.execute_script(FIELDS)
    kind = lambda name: name if name in want else "board" if name == "9" else "queen" if name != "0" else "null_queen"
    bad = [(name, names) for name, names in drawn if kind(name) in want and names != want[kind(name)]]
    check(len(drawn) > 20 and not bad and want["traced_link"] == ["wrapped_", "sender_", "context_"],
          f"{len(drawn)} objects drawn with the fields the headers declare {want}: {bad[:3]}")
    note = d.find_element("id", "recorder-note").text
    check("traced_link" in note and "not drawn" in note.lower(), f"the page's recorder said to be left out: {note!r}")


def arrows(d):
    """Every pointer drawn, from her field to the right box, the chain's order kept: at step 3,
    then with both layers switched on (the page's own boxes) at step 300."""
    open_page(d, "#n=8&piece=queen&step=3", blur=True)
    drawn = d.execute_script(ARROWS)
    check([a[:2] for a in drawn] == [["9", "1"], ["1", "0"]] and all(a[2] and a[3] for a in drawn),
          f"while the board makes its pieces, last_ points at the newest: {drawn}")
    # Each layer a new search, run back to the step it was at (a job), then on to step 300.
    for box in ("layer-counting", "layer-tracing"):
        d.execute_script("document.getElementById(arguments[0]).click(); document.activeElement.blur()", box)
        wait_for(lambda: dataset(d, "busy") != "yes", 10)
    d.execute_script("window.queensExplorer.go(300)")
    expect(wait_for(lambda: "layers=counting,tracing" in d.current_url, 3) and dataset(d, "step") == "300",
           f"both layers on at step 300: {d.current_url}")
    drawn = d.execute_script(ARROWS)
    check(all(a[2] and a[3] for a in drawn), f"every arrow leaves its field and ends on its box: {[a for a in drawn if not (a[2] and a[3])]}")
    check(any(a[4] for a in drawn), f"some arrows wrap to the next line of boxes: {sum(a[4] for a in drawn)}")
    # board -> traced_link -> counting_piece -> queen h -> ... -> queen a -> ... -> sentinel.
    pieces = [a[1] for a in drawn if not a[1].startswith("link")]
    check(pieces == [str(i) for i in range(8, -1, -1)], f"the pointers reach the pieces in the chain's order: {pieces}")
    check([a[1].split(":")[-1] for a in drawn[:3]] == ["traced_link", "counting_piece", "8"],
          f"the board's last_ reaches queen h through the link's decorators: {drawn[:3]}")
    fields(d)


# After the step `before`, once the next is drawn with its message in flight: [the step's event,
# the path carrying it (from, to), its keyframes, where they start, where the first arrow of the
# flight starts and ends, the step]; null before.
FLIGHT = """
const flight = (before) => {
  const b = document.body.dataset, label = document.querySelector('#chain .arrow.flight');
  if (b.step === before || !(label && label.getAnimations().length)) return null;
  const path = document.querySelector('#pointers path.carrying');
  const a = label.getAnimations()[0], frames = a.effect.getKeyframes();
  const xy = (t) => (t.match(/-?[0-9.]+/g) || []).slice(0, 2).map(Number);
  const first = document.querySelector('#pointers path.flight');
  const start = first ? first.getPointAtLength(0) : null, stop = first ? first.getPointAtLength(first.getTotalLength()) : null;
  return [b.event, path ? path.dataset.from : '', path ? path.dataset.to : '', frames.length,
          frames.length ? xy(frames[0].transform) : [], start ? [start.x, start.y] : [], stop ? [stop.x, stop.y] : [], b.step];
};"""

# `arguments[0]` steps forward by the keyboard, one call: after each, the step drawn on the
# page's next frame is waited for (and its flight), never a fixed time, so a loaded machine is
# only slower, and read as it is seen: FLIGHT's answer for each; at a step with none within
# 10 s, [the step before] and no more.
FLIGHTS = FLIGHT + """
const done = arguments[1], out = [];
const next = () => {
  if (out.length === arguments[0]) return done(out);
  const before = document.body.dataset.step, end = performance.now() + 10000;
  document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));
  const ask = () => {
    const got = flight(before);
    if (got) { out.push(got); next(); }
    else if (performance.now() > end) { out.push([before]); done(out); }
    else setTimeout(ask, 5);
  };
  ask();
};
next();"""


def flights(d, count=40):
    """The message in flight is carried along the arrows from sender to receiver and rests on
    the arrow into the receiver (a call) or into the sender (a reply)."""
    open_page(d, "#n=6&piece=queen&step=1&layers=counting", blur=True)
    bad = []
    for got in d.execute_async_script(FLIGHTS, count):
        expect(len(got) > 1, f"step {got[0]}: no next step with a message in flight within 10 s")
        e = json.loads(got.pop(0))
        source, target, frames, first, start, stop, step = got
        call = e["phase"] == "call"
        near = lambda p, q: p and q and abs(p[0] - q[0]) < 3 and abs(p[1] - q[1]) < 3
        rests = target == str(e["receiver"]) if call else source == str(e["sender"])
        begins = near(first, start) if call else frames > 0
        if not (rests and frames > 2 and begins):
            bad.append(f"step {step} {e['phase']} {e['sender']}>{e['receiver']}: rests on {source}>{target}, {frames} frames from {first} (arrow {start})")
    check(not bad, f"{count} messages carried along their arrows: {bad[:3]}")


def library_calls(n):
    out = subprocess.run([session.queens, "trace", "-n", str(n), "--all", "--format", "jsonl"],
                         capture_output=True, text=True, check=True).stdout
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    return [r for r in records if r.get("phase") in ("call", "reply", "solution")]


# Step by step, forward by the keyboard: [step, own step, what each counting_piece shows, by
# the link it sits on ("sender>receiver": the box of the object whose pointer holds it, and the
# piece it wraps), the messages the tracing layer's message_counter shows, the layers' words].
COUNTS = """
const out = [];
for (let i = 0; i < arguments[0]; i++) {
  const b = document.body.dataset;
  const shown = Object.fromEntries([...document.querySelectorAll('#chain .decorator[data-name="counting_piece"]')]
    .map((box) => [box.parentElement.querySelector('.obj[data-id]').dataset.id + '>' + box.dataset.link,
                   [...box.querySelectorAll('.count .value')].reduce((a, v) => a + Number(v.textContent), 0)]));
  const words = document.getElementById('layers').textContent, m = /(\\d+) messages/.exec(words);
  out.push([Number(b.step), Number(b.sub), shown, m ? Number(m[1]) : -1, words]);
  document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
}
return out;
"""


def counts(d, steps):
    """Each counting_piece shows what the library's object on its link has received, up to and
    with this step: the board's link into a piece is an object apart from her right neighbour's
    link into her (at step 95, board>d 1, d>c 8, c>b 13, b>a 14, a>sentinel 8; the board's
    older links, board>a, board>b, board>c 1 each, said in words); own steps leave them; a
    count changes only as a call crosses its link. From step 40 on past the first solution
    (step 95) and the board's next call (step 96)."""
    trace = library_calls(4)
    open_page(d, "#n=4&piece=queen&step=40&own=1&layers=counting,tracing", blur=True)
    bad, shown_before, own_steps, step = [], None, 0, 0
    for step, sub, shown, messages, words in d.execute_script(COUNTS, steps):
        calls = [r for r in trace[:step] if r["phase"] == "call"]
        want = {}
        for r in calls:
            want[f"{r['sender']}>{r['receiver']}"] = want.get(f"{r['sender']}>{r['receiver']}", 0) + 1
        newest = max(int(k.split(">")[1]) for k in shown if k.startswith("5>"))
        older = ", ".join(f"queen {'abcd'[c - 1]} {want.get(f'5>{c}', 0)}" for c in range(1, newest))
        if any(want.get(k, 0) != v for k, v in shown.items()) or messages != len(calls) or (older and older not in words):
            bad.append(f"step {step}.{sub}: shows {shown}, {messages} messages and {words!r}; "
                       f"the library {want}, {len(calls)} messages, the board's older links {older}")
        if sub >= 0:
            own_steps += 1
            if shown_before is not None and shown != shown_before:
                bad.append(f"step {step}.{sub} (her own step) changed the counts {shown_before} -> {shown}")
        shown_before = shown
    check(not bad and own_steps > 10 and step > 96,
          f"{steps} steps to step {step} ({own_steps} own steps) counted link by link as the library counts: {bad[:3]}")


def run():
    d = session.d
    resize(d, *SIZES[0])
    arrows(d)
    flights(d)
    counts(d, 110)
    d.save_screenshot(session.out("arrows.png"))
