#!/usr/bin/python3
"""The explorer follows the action (issue 30): at every step of scripted walks, on boards of 4 to
64 queens, what the step is about is in view without scrolling anything by hand: the sender and
the receiver in the objects, the message in flight between them, the innermost frame, the lit
line of code, the current message of the sequence diagram, the log's current line, the version
without the sentinel and an open predict question. Each board begun in the laptop's window
(1366x768: the first opened, each other chosen on that page by hand) and that window resized to the smallest of the page tests' (browser.SIZES): a
1920x1080 screen at 150 % (1280x720 CSS pixels at device pixel ratio 1.5), the laptop's text
size in less room, the page laid out by the same rules as in 1366x768 and 1920x1080 (page.css:
no narrow, short or phone layout), where those two windows only give it more room (smaller
windows and browser zoom: projector_test.py).

    pages.py page=EXPLORER_PAGE out=OUTPUT_DIR layout
"""
from browser import SIZES, check, choose, open_page, resize, session

# Inside the window and inside every box that scrolls around it, and (unless `over`: the message
# in flight, drawn over the arrows) what a click at its centre reaches; '' when so, else why not.
IN_VIEW = """
window.inView = (e, over = false) => {
  if (!e || !e.getClientRects().length) return 'not shown';
  const r = e.getBoundingClientRect();
  if (r.top < -1 || r.left < -1 || r.bottom > innerHeight + 1 || r.right > innerWidth + 1) return 'off the window';
  for (let a = e.parentElement; a && a !== document.body; a = a.parentElement) {
    const s = getComputedStyle(a);
    if (!/(auto|scroll|hidden)/.test(s.overflowY)) continue;
    const p = a.getBoundingClientRect(), top = p.top + a.clientTop, bottom = top + a.clientHeight;
    const left = p.left + a.clientLeft, right = left + a.clientWidth;
    if (r.top < top - 1 || r.bottom > bottom + 1) return 'scrolled out of #' + (a.id || a.tagName);
    if (s.overflowX !== 'visible' && (r.left < left - 1 || r.right > right + 1)) return 'scrolled sideways out of #' + (a.id || a.tagName);
  }
  const x = Math.min(r.left + r.width / 2, innerWidth - 1), y = r.top + Math.min(r.height / 2, 12);
  const at = over ? e : document.elementFromPoint(x, y);
  if (at && !e.contains(at) && !at.contains(e) && !at.closest('.arrow.flight')) return 'under ' + (at.id || at.className || at.tagName);
  const page = document.scrollingElement;
  return page.scrollTop || page.scrollHeight > innerHeight + 1 ? 'the page scrolled' : '';
};
// What the step is about, by name, and where each is: '' when in view.
window.actionSeen = () => {
  const e = JSON.parse(document.body.dataset.event || 'null'), out = {};
  const q = (s) => document.querySelector(s);
  if (e && e.phase !== 'solution') {
    out.sender = inView(q('#chain .obj[data-id="' + e.sender + '"]'));
    out.receiver = inView(q('#chain .obj[data-id="' + e.receiver + '"]'));
    if (e.phase !== 'self') out.flight = inView(q('#chain .arrow.flight'), true);
    if (!q('#panel-code').hidden && q('#source .line.lit')) out.lit = inView(q('#source .line.lit'));
    if (!q('#panel-sequence').hidden && e.phase !== 'self') out.sequence = inView(q('#sequence text.label.now'));
  }
  if (!q('#panel-log').hidden && e) out.log = inView(q('#log li.current'));
  if (q('#stack').lastElementChild) out.frame = inView(q('#stack').lastElementChild);
  if (!q('#without').hidden) out.without = inView(q('#without #code pre') || q('#null-tests'));
  if (!q('#question').hidden) { out.yes = inView(q('#answer-no')); out.question = inView(q('#question-text')); }
  return Object.entries(out).filter(([, v]) => v).map(([k, v]) => k + ': ' + v).join('; ');
};
// `count` steps forward by the keyboard, each checked; the first few failures.
window.walk = (count) => {
  const bad = [];
  for (let i = 0; i < count && bad.length < 4; i++) {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    const seen = actionSeen();
    if (seen) bad.push('step ' + document.body.dataset.step + '.' + document.body.dataset.sub + ' ' + seen);
  }
  return bad;
};
// `count` steps forward, each question met answered "no": what was out of view at each.
window.questions = (count) => {
  const seen = [], press = (key) => document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  for (let i = 0; i < count; i++) {
    press('ArrowRight');
    if (!document.getElementById('question').hidden) { seen.push(actionSeen()); press('n'); }
  }
  return seen;
};
"""


def open_walk(d, fragment):
    open_page(d, "#" + fragment, blur=True)
    d.execute_script(IN_VIEW)


# (link, steps walked): small and large boards, early and deep, each view of the conversation,
# the layers, own steps, the version without the sentinel. The first link is opened; each after
# it is brought about by hand on the page the walk before left (browser.choose: a page opened
# costs a second, a 64-queen one more), a board of another size chosen in the laptop's window,
# one of the same size switched in the smallest.
WALKS = [
    ("n=8&piece=queen&step=1", 30),
    ("n=8&piece=queen&own=1&layers=counting,tracing&nosentinel=1&step=380", 30),
    ("n=4&piece=queen&view=sequence&step=20", 25),
    ("n=16&piece=queen&view=log&step=2000", 15),
    ("n=26&piece=queen&nosentinel=1&step=5", 20),
    ("n=64&piece=queen&step=1", 10),
    # Deep at 64 queens each step is the same: a "yes" passed back up the chain (steps 9000 to 9011).
    ("n=64&piece=queen&layers=counting&view=sequence&step=9000", 6),
]


SMALLEST = min(SIZES, key=lambda size: size[0] * size[1])


def board_size(fragment):
    return fragment.split("n=")[1].split("&")[0]


def walks(d):
    """Each walk on a board of its own begun in the laptop's window, the window resized to the
    smallest; each on the board before switched there; each walked from its step."""
    for i, (fragment, count) in enumerate(WALKS):
        if i == 0:
            resize(d, *SIZES[0])
            open_walk(d, fragment)
        elif board_size(fragment) != board_size(WALKS[i - 1][0]):
            resize(d, *SIZES[0])
            choose(d, fragment)
        else:
            choose(d, fragment)
        start = int(fragment.split("step=")[1].split("&")[0])
        where = resize(d, *SMALLEST)
        d.execute_script("window.queensExplorer.go(arguments[0])", start)
        started = d.execute_script("return actionSeen()")
        bad = d.execute_script("return walk(arguments[0])", count)
        check(not started and not bad, f"{where} #{fragment}: {count} steps in view {started} {bad}")


def predict(d):
    """An open question stays in view with its answers, and so does the board's action."""
    resize(d, *SIZES[0])
    choose(d, "n=12&piece=queen&predict=1&step=40")  # on the page walks() left
    where = resize(d, *SMALLEST)
    d.execute_script("window.queensExplorer.go(40)")
    questions(d, where)
    d.save_screenshot(session.out(f"layout-{SMALLEST[0]}.png"))


def questions(d, where):
    seen = d.execute_script("return questions(25)")
    check(seen and not any(seen), f"{where}: {len(seen)} predict questions in view: {[s for s in seen if s][:2]}")


def run():
    d = session.d
    # The message in flight where it rests (its way along the arrows: arrows_test.py).
    d.execute_cdp_cmd("Emulation.setEmulatedMedia",
                      {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    walks(d)
    predict(d)
