#!/usr/bin/python3
"""The explorer on a projector (a teacher's trial): 1024x768, and the same at browser zoom 125 %
and 150 % (819x614 and 683x512 CSS pixels), what each view teaches in sight: the sequence
diagram's last messages, condensed rather than dropped; the version without the sentinel whole,
its null test in view; the sender and the receiver of the message in flight both among the
objects, with the layers on; the legend under a notice; the three panels side by side at browser
zoom, the page never scrolling, following the action as it plays; no text under 12 px; the
frames' list seen when the keyboard reaches it at step 0; the pins' verdict in good English.

    pages.py page=EXPLORER_PAGE axe=AXE_JS out=OUTPUT_DIR projector
"""
from selenium.webdriver.common.keys import Keys

from browser import Page, check
from layout_test import IN_VIEW

PROJECTOR = (1024, 768)
# A 1024x768 projector at browser zoom 125 % and 150 %: the CSS pixels the page lays out in.
ZOOMED = [(819, 614, 1.25), (683, 512, 1.5)]


def drawn(w):
    """Two frames on: what the page set in the next frame (fit.js) laid out."""
    w.d.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(() => done()))")


def opened(w, tail, size, fresh=False):
    """The page at the link's `tail` in a window of `size`: opened afresh (`fresh`), else the
    page open brought there by hand (browser.choose: a page opened costs a second)."""
    where = w.resize(*size)
    if fresh:
        w.open("#" + tail, blur=True)
        w.js(IN_VIEW)
    else:
        w.choose(tail)
    return where


def resized(w, size, step=None):
    """The page open in another window (a page reopened costs half a second): the window resized,
    the page gone to `step` again (drawn anew where a test walked on from it), laid out."""
    where = w.resize(*size)
    if step is not None:
        w.js("window.queensExplorer.go(arguments[0])", step)
    drawn(w)
    return where


# The sequence diagram as drawn: its messages, its lifelines, the smallest text, names overlapping.
SEQUENCE = """
const svg = document.getElementById('sequence'), panel = document.getElementById('panel-sequence');
const names = [...svg.querySelectorAll('text.who')].map((t) => t.getBoundingClientRect());
let overlaps = 0;
names.forEach((r, i) => names.slice(i + 1).forEach((q) => {
  if (r.left < q.right - 1 && q.left < r.right - 1 && r.top < q.bottom - 1 && q.top < r.bottom - 1) overlaps++;
}));
const texts = [...svg.querySelectorAll('text')].map((t) => t.getBoundingClientRect().height);
return {messages: svg.querySelectorAll('text.label').length, lifelines: names.length, overlaps,
        smallest: Math.round(Math.min(...texts)), now: inView(svg.querySelector('text.label.now')),
        wide: panel.scrollWidth - panel.clientWidth};"""


def sequence(w):
    """At 1024x768 the last messages of 6 queens with both layers, as at 1366x768: condensed."""
    for size in (PROJECTOR, (1366, 768)):
        if size == PROJECTOR:
            where = opened(w, "n=6&piece=queen&step=120&layers=counting,tracing&view=sequence", size, fresh=True)
        else:
            where = resized(w, size, 120)
        got = w.js("return (() => {" + SEQUENCE + "})()")
        check(got["messages"] >= 10 and got["lifelines"] >= 5 and not got["overlaps"] and got["smallest"] >= 11
              and not got["now"] and got["wide"] <= 0, f"{where}: the sequence diagram's last messages: {got}")


# Each block of the version without the sentinel: its width, its text's size, where it is.
WITHOUT = """
return [...document.querySelectorAll('#code pre')].map((p) => ({width: Math.round(p.getBoundingClientRect().width),
  font: parseFloat(getComputedStyle(p).fontSize), seen: inView(p), text: p.textContent.slice(0, 40)}));"""


def without(w):
    """The Null Object's lesson at 1024x768: both blocks whole, readable, the null test in view."""
    for tail in ("n=4&piece=queen&nosentinel=1&step=12", "n=8&piece=queen&nosentinel=1&step=40"):
        where = opened(w, tail, PROJECTOR)
        blocks = w.js(WITHOUT)
        check(len(blocks) == 2 and all(b["width"] >= 230 and b["font"] >= 12 and not b["seen"] for b in blocks),
              f"{where} #{tail}: without the sentinel, both blocks whole and in view: {blocks}")
        walked = w.js("return walk(12)")
        check(not walked, f"{where} #{tail}: 12 steps on, in view: {walked}")


def objects(w):
    """The sender and the receiver both among the objects, the layers on or off, at 1366 and 1024;
    on the pinned page, the pins' verdict (grammar). The first on the page sequence() left (the
    same link but its view), the code view chosen again; the pinned page walked on at 1366 gone
    back to step 96 at 1024."""
    for tail, size in (("n=6&piece=queen&step=120&layers=counting,tracing", PROJECTOR),
                       ("n=6&piece=queen&pins=b4&step=96", (1366, 768)), ("n=6&piece=queen&pins=b4&step=96", PROJECTOR),
                       ("n=8&piece=queen&step=380&layers=counting,tracing", PROJECTOR)):
        if "step=120" in tail:
            w.js("document.getElementById('tab-code').click(); document.activeElement.blur()")
            where = resized(w, size, 120)
        else:
            where = resized(w, size, 96) if "b4" in tail and size == PROJECTOR else opened(w, tail, size, "b4" in tail)
        w.until(lambda: w.data("pins") != "searching", 5)  # its verdict is a line of the header
        drawn(w)
        seen = w.js("return actionSeen()")
        walked = w.js("return walk(20)")
        check(not seen and not walked, f"{where} #{tail}: sender, receiver and the rest in view, 20 steps on: {seen} {walked}")
        if "b4" in tail and size == PROJECTOR:
            grammar(w)
    index(w)


# The objects' index: each button's name and whether it is whole in the window and in its line;
# the cards drawn, and how many of them the objects' panel shows whole.
INDEX = """
const inside = (r, o) => r.top >= o.top - 1 && r.bottom <= o.bottom + 1 && r.left >= o.left - 1 && r.right <= o.right + 1;
const index = document.getElementById('object-index'), win = {top: 0, left: 0, bottom: innerHeight, right: innerWidth};
const line = index ? index.getBoundingClientRect() : win;
return {buttons: [...document.querySelectorAll('#object-index button')].map((b) => [b.innerText, b.textContent,
          b.getClientRects().length > 0 && inside(b.getBoundingClientRect(), win) && inside(b.getBoundingClientRect(), line)]),
        cards: [...document.querySelectorAll('#chain .obj[data-id]')].filter((c) => c.getClientRects().length).map((c) => c.dataset.id)};"""
# After a button is pressed: the card it pointed at, and whether the objects' panel shows it whole.
POINTED = """
const box = document.querySelector('#chain .obj.pointed'), v = document.getElementById('object-view').getBoundingClientRect();
if (!box) return null;
const r = box.getBoundingClientRect();
return [box.dataset.id, r.top >= v.top - 1 && r.bottom <= v.bottom + 1];"""


def index(w):
    """At 1024x768 the objects' panel shows a few of the objects (8 queens, both layers): a line
    of their names, every one in sight, each a button that brings her card into view, by the
    keyboard (Tab reaches it, Enter presses it); axe-core finds nothing on the page with it."""
    got = w.js(INDEX)
    names = [b[1] for b in got["buttons"]]
    check(names == ["board"] + [f"queen {c}" for c in "hgfedcba"] + ["sentinel"] and all(b[2] for b in got["buttons"])
          and len(got["cards"]) == len(names), f"1024x768: the objects named in one line, each in sight: {got}")
    bad = []
    for k, want in enumerate(got["cards"]):
        if k >= len(names):
            bad.append(f"card {want}: no name to press")
            continue
        w.js("document.querySelectorAll('#object-index button')[arguments[0]].focus()", k)
        w.keys(Keys.ENTER)
        pointed = w.js(POINTED)
        if pointed != [want, True]:
            bad.append(f"{names[k]}: {pointed}")
    check(not bad, f"1024x768: Enter on each name brings her card into view: {bad}")
    w.axe("1024x768, the objects' names shown")


LEGEND = "return [...document.querySelectorAll('#legend li')].filter((l) => l.getClientRects().length).map((l) => inView(l)).filter(Boolean)"


def legend(w):
    """A notice under the board leaves the legend in sight: a pin at 1024 (on the page focus()
    looks at first); a pin, a jump's notice and a predict question at 1366."""
    where = opened(w, "n=6&piece=queen&step=0", PROJECTOR)
    focus(w)
    where = resized(w, PROJECTOR)
    w.js("document.querySelector('#board .cell[data-square=\"b2\"]').click()")
    drawn(w)
    check(w.text("notice") and not w.js(LEGEND), f"{where}: pinned b2, the legend under the notice: {w.js(LEGEND)}")
    for tail, act in (("n=12&piece=queen&step=40", "document.querySelector('#board .cell[data-square=\"b2\"]').click()"),
                      ("n=8&piece=queen&step=88898", "document.getElementById('next-solution').click()"),
                      ("n=12&piece=queen&step=40&predict=1", "for (let i = 0; i < 40 && document.getElementById('question').hidden; i++)"
                       " document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}))")):
        where = opened(w, tail, (1366, 768))
        w.js(act)
        drawn(w)
        check((w.text("notice") or w.js("return !document.getElementById('question').hidden")) and not w.js(LEGEND),
              f"{where} #{tail}: {w.text('notice')[:60]!r}, the legend: {w.js(LEGEND)}")


# The page as laid out: whether it scrolls, the panels' tops and widths, the smallest text drawn.
LAID_OUT = """
const page = document.scrollingElement, tops = ['board-side', 'objects', 'log-side'].map((id) => {
  const r = document.getElementById(id).getBoundingClientRect(); return [Math.round(r.top), Math.round(r.width)]; });
let smallest = 99, where = '';
for (const e of document.querySelectorAll('body *')) {
  if (!e.getClientRects().length || e.closest('#board, svg, .visually-hidden')) continue;
  if (![...e.childNodes].some((c) => c.nodeType === 3 && c.textContent.trim())) continue;
  const size = parseFloat(getComputedStyle(e).fontSize);
  if (size < smallest) { smallest = size; where = (e.id || e.className || e.tagName) + ' ' + e.textContent.trim().slice(0, 20); }
}
return {scrolls: page.scrollHeight > innerHeight + 1 || page.scrollWidth > innerWidth + 1, panels: tops, smallest, where};"""


def zoomed(w):
    """Browser zoom on a projector: three panels side by side, no page scroll, the action followed;
    at browser zoom the keys' help folded, and axe-core once (both zooms lay the page out by the
    same rules, page.css: narrow and short; 150 % in the least room)."""
    # One page, resized through the windows, at step 196 in each.
    for size in [PROJECTOR, (1366, 768)] + ZOOMED:
        where = opened(w, "n=8&piece=queen&step=196", size) if size == PROJECTOR else resized(w, size, 196)
        got = w.js(LAID_OUT)
        side_by_side = len({top for top, _ in got["panels"]}) == 1 and all(width >= 180 for _, width in got["panels"])
        check(not got["scrolls"] and side_by_side and got["smallest"] >= 12, f"{where}: laid out {got}")
        if size in ZOOMED:
            # The same page, at step 196 as opened: its keys' help, axe-core, then 25 steps on.
            folded = w.js("const h = document.getElementById('keys-help'); return !!h && !h.open"
                          " && document.getElementById('keys').getBoundingClientRect().height < 40")
            check(folded, f"{where}: the keys' help folded to one line")
            if size == ZOOMED[-1]:
                w.axe(where + ", zoomed")
            walked = w.js("return walk(25)")
            check(not walked, f"{where} #n=8&piece=queen&step=196: 25 steps, each in view: {walked}")
    # One page for both views: the log chosen by hand, the zooms in the other order.
    for tail, sizes in (("n=6&piece=queen&step=30&view=sequence", ZOOMED), ("n=6&piece=queen&step=60&view=log", ZOOMED[::-1])):
        step = int(tail.split("step=")[1].split("&")[0])
        for size in sizes:
            if "sequence" in tail and size == ZOOMED[0]:
                where = opened(w, tail, size)
            else:
                if size == sizes[0]:
                    w.js("document.getElementById('tab-log').click(); document.activeElement.blur()")
                where = resized(w, size, step)
            walked = w.js("return walk(25)")
            check(not walked, f"{where} #{tail}: 25 steps, each in view: {walked}")


# A laptop at browser zoom 200 %: 1280x720 and 1366x768 as 640x360 and 683x384 CSS pixels.
DOUBLED = [(640, 360, 2), (683, 384, 2)]
# Each panel's height and whether it hides part of what it holds; the page's scrolling.
REFLOWED = """
const page = document.scrollingElement, panel = (id) => {
  const e = document.getElementById(id), r = e.getBoundingClientRect();
  return [id, Math.round(r.height), e.scrollHeight > e.clientHeight + 1 && getComputedStyle(e).overflowY !== 'visible'];
};
return {down: page.scrollHeight > innerHeight + 1, across: page.scrollWidth > innerWidth + 1,
        panels: ['board-wrap', 'object-view', 'frames-view', 'panel-code', 'timeline'].map(panel)};"""


def reflowed(w):
    """WCAG's reflow (a teacher's trial): at browser zoom 200 % on a laptop the page is one column
    that scrolls, every panel whole in it (the code's hundreds of lines, the frames, the objects),
    none of them squeezed to a few lines; the keyboard reaches the code, brought into view."""
    for size in DOUBLED:
        where = opened(w, "n=8&piece=queen&step=196", size) if size == DOUBLED[0] else resized(w, size, 196)
        got = w.js(REFLOWED)
        heights = {name: height for name, height, _ in got["panels"]}
        check(got["down"] and not got["across"] and not any(hidden for _, _, hidden in got["panels"])
              and heights["panel-code"] > 1000 and heights["frames-view"] > 60 and heights["board-wrap"] > 150,
              f"{where}: one column that scrolls, every panel whole: {got}")
        w.focus("panel-code")
        seen = w.js("const r = document.activeElement.getBoundingClientRect(); return r.top < innerHeight && r.bottom > 0")
        check(seen, f"{where}: the code panel, reached by the keyboard, in view")
        w.js("document.activeElement.blur()")
        if size == DOUBLED[0]:
            w.axe(where + ", 200 %")


def grammar(w):
    """The pins' verdict in good English: on a page opened with a pin on b4 (objects), and a
    second pin placed there."""
    said = w.until(lambda: "solution at" not in w.text("pins-said") and "first comes" in w.text("pins-said") and w.text("pins-said"), 10)
    check(said and said.startswith("The pin on b4 leaves a solution"), f"one pin: {said!r}")
    w.js("document.querySelector('#board .cell[data-square=\"c6\"]').click()")
    said = w.until(lambda: "c6" in w.text("pins-said") and "first comes" in w.text("pins-said") and w.text("pins-said"), 10)
    check(said and said.startswith("The pins on b4,c6 leave a solution"), f"two pins: {said!r}")


def focus(w):
    """At step 0 the frames' list seen when Tab reaches it: on 6 queens just opened at 1024
    (legend), and in the window resized to 1366; the keyboard left to the page after."""
    for size in (PROJECTOR, (1366, 768)):
        where = resized(w, size)
        w.js("document.activeElement.blur()")
        w.focus("stack")
        box = w.js("const r = document.activeElement.getBoundingClientRect(); return [document.activeElement.id, Math.round(r.height), inView(document.activeElement)]")
        check(box[0] == "stack" and box[1] >= 12 and not box[2], f"{where}: at step 0 the frames' list, focused: {box}")
    w.js("document.activeElement.blur()")


def run():
    w = Page()
    w.d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    sequence(w)
    objects(w)  # the first on the page sequence() left
    without(w)
    legend(w)  # focus() on its first page
    zoomed(w)
    reflowed(w)
