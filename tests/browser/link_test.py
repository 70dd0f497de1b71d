#!/usr/bin/python3
"""The link keeps every switch (issue 30): size, piece, pins, layers, own steps and the own step
shown, "without the sentinel", predict, the view and the step, set by hand, written into the
link, reopen exactly that moment; links written before these switches existed still open as
they did.

    pages.py page=EXPLORER_PAGE out=OUTPUT_DIR link
"""
from browser import check, dataset, key, open_page, session, wait_for

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
    for _ in range(80):  # on to the second own step after a message
        key(d, "ArrowRight")
        if dataset(d, "sub") == "1":
            break
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


def run():
    every_switch(session.d)
    old_links(session.d)
