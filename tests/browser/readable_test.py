#!/usr/bin/python3
"""Every size readable, predict asking about calls, the keyboard from any control (issue 30):
at 64 queens the board's labels and the sequence diagram's legible, the diagram whole in its
panel in the smallest window too; a legend for the ghosts and
highlights; a glyph no font has drawn as a letter, never an empty box; a solution worded as
`queens trace` words it; "all rows are attacked: what does she do now?"
answered by the real chain; the step keys from any control, or said why not and how back; the
focus ring unlike every highlight; axe-core over the new states.

    pages.py queens=QUEENS_BINARY page=EXPLORER_PAGE axe=AXE_JS out=OUTPUT_DIR readable
"""
import subprocess

from browser import SIZES, axe, check, dataset, open_page, resize, session, text
from browser_input import key

SMALLEST = min(SIZES, key=lambda size: size[0] * size[1])

# Pairs of the texts the elements `selector` finds (those drawn) that overlap, as drawn.
OVERLAPS = """
const drawn = (e) => { if (e instanceof SVGElement) return e.getBoundingClientRect();
  const r = document.createRange(); r.selectNodeContents(e); return r.getBoundingClientRect(); };
const boxes = [...document.querySelectorAll(arguments[0])].filter((e) => e.getClientRects().length && !e.matches('.thinned'))
  .map((e) => [e.textContent, drawn(e)]);
const out = [];
for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) {
  const [a, r] = boxes[i], [b, q] = boxes[j];
  if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1) out.push(a + '/' + b);
}
return [boxes.length, out.slice(0, 3), Math.min(...boxes.map(([, r]) => r.height))];
"""


# The sequence diagram as drawn: labels overlapping, outside its panel, the panel's scrolling
# across, the lanes, the smallest label, the message of the step marked.
SEQUENCE = """
const svg = document.getElementById('sequence'), panel = document.getElementById('panel-sequence');
const labels = [...svg.querySelectorAll('text.label, text.who')].map((t) => [t.textContent, t.getBoundingClientRect()]);
const p = panel.getBoundingClientRect(), out = [];
labels.forEach(([a, r], i) => labels.slice(i + 1).forEach(([b, q]) => {
  if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1) out.push(a + '/' + b);
}));
const outside = labels.filter(([, r]) => r.left < p.left - 1 || r.right > p.right + 1).map(([a]) => a);
return {wide: panel.scrollWidth - panel.clientWidth, outside, overlaps: out.slice(0, 3), lanes: svg.querySelectorAll('text.who').length,
        height: Math.min(...labels.map(([, r]) => r.height)), now: !!svg.querySelector('text.label.now')};"""


def big_board(d):
    """At 64 queens the board's labels and the sequence diagram's legible in the laptop's window;
    then, deep in a long chain of can_attack, the diagram whole in its panel in the smallest
    window of the page tests (browser.SIZES): 1920x1080 at 150 %, 1280x720 CSS pixels at the
    laptop's text size, its panel the narrowest (the same page, the window resized)."""
    open_page(d, "#n=64&piece=queen&step=9000&view=sequence", blur=True)
    for selector in ('#board .label[role="rowheader"]', '#board .label[role="columnheader"]', "#sequence text.label", "#sequence text.who"):
        count, overlaps, height = d.execute_script(OVERLAPS, selector)
        check(count > 1 and not overlaps and height >= 11, f"64 queens, {selector}: {count} labels, none overlapping {overlaps}, {height:.0f} px high")
    axe(d, "64 queens, the sequence diagram")
    where = resize(d, *SMALLEST)
    for step in (9000, 9012):
        d.execute_script("window.queensExplorer.go(arguments[0])", step)
        got = d.execute_script(SEQUENCE)
        check(got["wide"] <= 0 and not got["outside"] and not got["overlaps"] and got["height"] >= 11 and got["now"],
              f"{where}, 64 queens, step {step}: the diagram whole, {got}")
    d.save_screenshot(session.out(f"sequence-{SMALLEST[0]}.png"))
    resize(d, *SIZES[0])


def legend_and_glyph(d):
    open_page(d, "#n=8&piece=queen&step=400", blur=True)
    shown = d.execute_script("return [...document.querySelectorAll('#legend li')].filter((l) => l.getClientRects().length).map((l) => l.textContent)")
    check(any("waits" in s for s in shown) and any("sends" in s for s in shown) and any("receives" in s for s in shown),
          f"a legend for the ghosts and highlights: {shown}")
    ghost = d.execute_script("return [getComputedStyle(document.querySelector('#legend .swatch.ghost')).boxShadow,"
                             " getComputedStyle(document.querySelector('#board .cell.ghost') || document.body).boxShadow]")
    check(ghost[0] == ghost[1], f"the ghost's swatch is drawn as a ghost: {ghost}")
    drawn = d.execute_script("""
        const cell = document.createElement('div'), camel = '\\u{1F42A}';
        const g = pieceGlyph(camel, 'camel'), q = pieceGlyph('\\u265B', 'queen');
        return [glyphDrawable(camel), g.fallback, g.note, q.fallback];""")
    check(drawn[0] or (drawn[1] == "C" and "in none of this browser's fonts" in drawn[2] and drawn[3] == ""),
          f"a glyph no font has is drawn as a letter and said: {drawn}")


def words(d):
    out = subprocess.run([session.queens, "trace", "-n", "4"], capture_output=True, text=True, check=True).stdout
    line = next(l.strip() for l in out.splitlines() if l.strip().startswith("solution 1:"))
    open_page(d, "#n=4&piece=queen&view=log", blur=True)
    d.execute_script("document.getElementById('next-solution').click()")
    log = d.execute_script("return document.querySelector('#log li.current').textContent")
    check(text(d, "caption") == line and log == line, f"a solution worded as `queens trace` words it, {line!r}: {text(d, 'caption')!r}, log {log!r}")
    # No "step 0 of 0+" on a page just opened: teacher_keys_test.py, on the 12 queens it opens.


# Steps on through `count` steps, answering "no" to every question about a reply and "asks her
# neighbour" (a) to every question about a call: for each of those, whether the chain went on
# as answered (her advance to her neighbour next) and the answer was scored right.
CALLS = """
const b = document.body.dataset, out = [], hidden = (id) => document.getElementById(id).hidden;
const press = (key) => document.body.dispatchEvent(new KeyboardEvent('keydown', {key, bubbles: true}));
for (let i = 0; i < arguments[0]; i++) {
  if (hidden('question')) { press('ArrowRight'); continue; }
  if (hidden('call-answers')) { press('n'); continue; }
  const shown = JSON.parse(b.event), right = Number(b.score.split('/')[0]);
  press('a');
  const after = JSON.parse(b.event);
  out.push(after.phase === 'call' && after.message === 'advance' && after.sender === shown.sender &&
           Number(b.score.split('/')[0]) === right + 1);
}
return out;
"""


def predict_calls(d):
    open_page(d, "#n=5&piece=queen&step=60&predict=1", blur=True)  # its first question about a call: step 70
    open_call = d.execute_script(
        "for (let i = 0; i < 150 && document.getElementById('call-answers').hidden; i++) {"
        " const q = !document.getElementById('question').hidden;"
        " document.body.dispatchEvent(new KeyboardEvent('keydown', {key: q ? 'n' : 'ArrowRight', bubbles: true})); }"
        " return !document.getElementById('call-answers').hidden && document.getElementById('question-text').textContent")
    check(open_call and "what does she do now?" in open_call.lower(), f"a question about a call: {open_call!r}")
    axe(d, "a question about a call")
    # 150 steps on: the question of queens e, d, e again and c (each asking her own neighbour).
    asked = d.execute_script(CALLS, 150)
    check(asked and all(asked), f"'all rows are attacked: what does she do now?' asked {len(asked)} times, "
                                f"'asks her neighbour' right as the chain goes on: {asked}")


def keyboard(d):
    """On the page legend_and_glyph left (8 queens), gone to step 10."""
    d.execute_script("window.queensExplorer.go(10)")
    d.execute_script("document.getElementById('speed').focus()")
    said = text(d, "keys-here")
    key(d, "ArrowRight", "document.activeElement")
    check(dataset(d, "step") == "10" and "slider" in said and "Esc" in said, f"the slider keeps ← → and says so: {said!r}")
    key(d, "Escape", "document.activeElement")
    key(d, "ArrowRight", "document.activeElement")
    check(d.execute_script("return document.activeElement.id") == "forward" and dataset(d, "step") == "11",
          f"Escape gives the arrows back: step {dataset(d, 'step')}, {text(d, 'keys-here')!r}")
    for control in ("document.getElementById('no-sentinel')", "document.getElementById('tab-code')",
                    "document.querySelector('#board .cell[tabindex=\"0\"]')"):
        d.execute_script(f"({control}).focus()")
        before = dataset(d, "step")
        key(d, "ArrowRight" if "cell" not in control and "tab" not in control else "n", "document.activeElement")
        check(dataset(d, "step") != before, f"a step key steps from {control}: {before} -> {dataset(d, 'step')}")
    styles = d.execute_script("""
        const cell = document.querySelector('#board .cell.queen'); cell.focus();
        const s = getComputedStyle(cell), focus = s.outlineStyle + ' ' + s.outlineColor;
        const looks = [];
        for (const sheet of document.styleSheets) for (const r of sheet.cssRules)
          if (r.selectorText && !/focus/.test(r.selectorText) && /(outline|box-shadow|border)/.test(r.cssText)) looks.push(r.cssText);
        return [focus, looks.filter((l) => / dotted /.test(l) && !/\\.(obj|swatch)/.test(l))];""")
    check(styles[0].startswith("dotted") and not styles[1], f"the focus ring ({styles[0]}) is unlike every highlight: {styles[1]}")


def run():
    d = session.d
    resize(d, *SIZES[0])
    big_board(d)
    legend_and_glyph(d)
    keyboard(d)
    words(d)
    predict_calls(d)
    d.save_screenshot(session.out("readable.png"))
