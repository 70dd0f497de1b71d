#!/usr/bin/python3
"""The link keeps every switch (issue 30): size, piece, pins, layers, own steps and the own step
shown, "without the sentinel", predict, the view and the step, set by hand, written into the
link, reopen exactly that moment; links written before these switches existed still open as
they did.

    pages.py page=EXPLORER_PAGE out=OUTPUT_DIR link
"""
import re

from browser import check, dataset, open_page, session, text, wait_for
from browser_input import key

# Everything the page shows that a link should bring back.
MOMENT = """
const b = document.body.dataset, on = (id) => document.getElementById(id).checked;
return {step: b.step, sub: b.sub, event: b.event, rows: b.objectRows, counted: b.counted,
        size: document.getElementById('size').value, piece: document.getElementById('piece').value,
        pins: [...document.querySelectorAll('#board .cell.pinned')].map((c) => c.dataset.square).join(','),
        switches: ['no-sentinel', 'predict', 'own-steps', 'layer-counting', 'layer-tracing'].filter(on).join(','),
        view: document.querySelector('[role="tab"][aria-selected="true"]').id,
        withoutShown: !document.getElementById('without').hidden, said: document.getElementById('choose-error').textContent};
"""


def click(d, element_id):
    d.execute_script("document.getElementById(arguments[0]).click(); document.activeElement.blur()", element_id)


def written_link(d, wanted):
    """The page's link once it holds every part of `wanted` (it is written a moment later)."""
    wait_for(lambda: all(w in d.current_url for w in wanted), 3)
    return d.current_url


def every_switch(d):
    """Each switch set by hand, the link reopened: the same moment."""
    open_page(d, "#n=7&piece=superqueen&step=1")
    d.execute_script("document.querySelector('#board .cell[data-square=\"c4\"]').click()")
    for box in ("layer-counting", "layer-tracing", "own-steps", "no-sentinel", "tab-sequence"):
        click(d, box)
    # On to the second own step after a message (80 steps at most), in one call.
    d.execute_script("let i = 0;"
                     " do document.body.dispatchEvent(new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true}));"
                     " while (++i < 80 && document.body.dataset.sub !== '1')")
    click(d, "predict")
    before = d.execute_script(MOMENT)
    url = written_link(d, ["nosentinel=1", "predict=1", "own=1", "ownstep=2", "view=sequence",
                           "layers=counting,tracing", "pins=c4", "n=7", "piece=superqueen", f"step={before['step']}"])
    open_page(d, "#" + url.split("#", 1)[1])
    after = d.execute_script(MOMENT)
    said = after.pop("said")
    before.pop("said")
    check(before["sub"] == "1" and after == before, f"reopened {url.split('#')[1]}: {after} (was {before})")
    check(not said, f"nothing of the link left out: {said!r}")


# Links of before issue 30, and what each must still open on.
OLD = [("#n=8&piece=queen&pins=b4&step=12", {"step": "12", "pins": "b4", "switches": ""}),
       ("#n=6&piece=queen&step=40&own=1&layers=counting&view=log",
        {"step": "40", "switches": "own-steps,layer-counting", "view": "tab-log"}),
       ("#n=8&piece=queen&step=end", {"step": "88898"}),
       ("#n=5&step=7", {"step": "7", "size": "5", "piece": "queen"})]


def old_links(d):
    for fragment, want in OLD:
        open_page(d, fragment)
        got = d.execute_script(MOMENT)
        check(all(got[k] == v for k, v in want.items()) and not got["said"],
              f"an old link {fragment} opens as before: {({k: got[k] for k in want})} {got['said']!r}")


def busy_over(d, seconds=60):
    return wait_for(lambda: dataset(d, "busy") != "yes" and dataset(d, "ready") == "yes", seconds)


def reaches(d, step, seconds=60):
    """Whether the page gets to `step` (a link's run to it is a job, begun once the page is ready)."""
    return wait_for(lambda: dataset(d, "step") == step and dataset(d, "busy") != "yes", seconds)


def deep_links(d):
    """Links past what a link reaches at once (500,000 steps) reopen (a teacher's trial): the end
    of a long search is written step=end and reopens there; a deep step is run to as a job that
    says so and keeps the link meanwhile; a step past the end opens the end, said; Esc stops."""
    open_page(d, "#n=10&piece=queen")
    key(d, "End")
    busy_over(d)
    total = dataset(d, "total")
    url = written_link(d, ["step=end"])
    check(int(total or 0) > 500000 and dataset(d, "step") == total and "step=end" in url,
          f"End on 10 queens: step {dataset(d, 'step')} of {total}, the link {url.split('#')[1]}")
    open_page(d, "#" + url.split("#", 1)[1])
    reaches(d, total)
    check(dataset(d, "step") == total and not text(d, "choose-error"),
          f"reopened {url.split('#')[1]}: step {dataset(d, 'step')} of {total} {text(d, 'choose-error')!r} {text(d, 'notice')!r}")
    # A deep step (10 queens' search is 2,326,610 steps long): the moment the page has there, by
    # hand (on the page just reopened at the end) and by link.
    d.execute_script("window.queensExplorer.go(1234567)")
    by_hand = d.execute_script(MOMENT)
    url = written_link(d, ["step=1234567"])
    open_page(d, "#" + url.split("#", 1)[1])
    reaches(d, "1234567")
    by_link = d.execute_script(MOMENT)
    check(by_link == by_hand and "step=1234567" in written_link(d, ["step=1234567"]),
          f"a deep step's link reopens it: {by_link['step']} {by_link['event']} (by hand {by_hand['step']} {by_hand['event']})")
    # Past the end of a short search (hostile_test.py's links, each said, opened here).
    open_page(d, "#n=8&piece=queen&step=10000000")
    reaches(d, "88898", 5)
    said = text(d, "choose-error")
    check(dataset(d, "step") == "88898" and "step 10,000,000" in said and "ends at step 88,898" in said
          and not dataset(d, "errors"), f"a step past the end: step {dataset(d, 'step')}, {said!r} {dataset(d, 'errors')!r}")
    # Deep in 20 queens: said and kept in the link while it runs; Esc stops it where it got.
    open_page(d, "#n=20&piece=queen&step=900000000")
    busy = wait_for(lambda: dataset(d, "busy") == "yes", 3)
    said, kept = text(d, "choose-error"), written_link(d, ["step=900000000"])
    key(d, "Escape")
    busy_over(d, 3)
    check(busy and "step 900,000,000 is further than a link reaches at once" in said and "step=900000000" in kept
          and dataset(d, "busy") != "yes",
          f"a run to a deep link's step, said {said!r}, the link {kept.split('#')[1]}, stopped by Esc")
    stopped_where_said(d, "900,000,000")


def stopped_where_said(d, aim):
    """A run to a link's step stopped (a teacher's trial): the page stands at the step its notice
    says it stopped at, the board, the status and the link too, and the notice words the link's
    step as it words every step (`aim`)."""
    notice = text(d, "notice")
    found = re.search(r"Stopped at step ([\d,]+) of the search, on the way to the link's step ([\d,]+)", notice)
    at = found.group(1).replace(",", "") if found else "?"
    url = written_link(d, [f"step={at}"])
    check(found and found.group(2) == aim and int(at) > 0 and dataset(d, "step") == at
          and text(d, "status").startswith(f"step {int(at):,} of ") and f"step={at}" in url
          and any(r != "0" for r in dataset(d, "objectRows").split()),
          f"stopped on the way to step {aim}: {notice!r}; the page at step {dataset(d, 'step')}, "
          f"{text(d, 'status')!r}, rows {dataset(d, 'objectRows')!r}, the link {url.split('#')[1]}")


def run():
    every_switch(session.d)
    old_links(session.d)
    deep_links(session.d)
