"""What the browser tests share: the one browser of a run of page tests (pages.py, started by
chromium.py) and what it was given; the checks, and what failed; the page's own words and
waits."""
import itertools
import os
import re
import time

from browser_input import click, click_at, press

# The windows the page tests look through: a laptop, a projector at 150 % (1920x1080 at device
# pixel ratio 1.5) and 1920x1080, as (CSS width, CSS height, device pixel ratio).
SIZES = [(1366, 768, 1), (1280, 720, 1.5), (1920, 1080, 1)]


class Session:
    """The run: its browser (`d`), the test running (`name`), what the command line gave
    (`args`: queens=..., page=..., ...) and the checks that failed, each named by its test."""

    def __init__(self):
        self.d, self.name, self.args, self.failed = None, "", {}, []

    def __getattr__(self, key):
        if key in self.__dict__.get("args", {}):
            return self.args[key]
        raise AttributeError(key)

    def out(self, name):
        """The test's own folder for what it writes (screenshots, pages)."""
        path = os.path.join(self.args["out"], self.name)
        os.makedirs(path, exist_ok=True)
        return os.path.join(path, name)


session = Session()


def check(condition, message):
    """One fact: said ok or FAILED, and a failure remembered for the run's end (which fails)."""
    print(("ok: " if condition else "FAILED: ") + message, flush=True)
    if not condition:
        session.failed.append(f"{session.name}: {message}")
    return condition


def expect(condition, message):
    """A fact the rest of a test builds on: when it fails the test stops there (pages.py says
    which and goes on with the next test)."""
    if not condition:
        raise AssertionError(message)


def dataset(driver, key):
    """What the page says of itself in `document.body.dataset[key]` ('' when unsaid)."""
    return driver.execute_script("return document.body.dataset[arguments[0]] || ''", key)


def wait_for(condition, seconds):
    """The first true value of `condition()` within `seconds` (asked every 20 ms), else its
    last: what came true is what the caller reads, asked no second time."""
    end = time.monotonic() + seconds
    while True:
        value = condition()
        if value or time.monotonic() >= end:
            return value
        time.sleep(0.02)


# Whether the page says it is ready within arguments[0] seconds, asked in the page every 10 ms
# (one call, where asking from here costs a round trip each time).
READY = """
const done = arguments[1], end = performance.now() + arguments[0] * 1000;
const ask = () => document.body && document.body.dataset.ready === 'yes' ? done(true) :
  performance.now() > end ? done(false) : setTimeout(ask, 10);
ask();"""


OPENED = itertools.count(1)


def open_ready(driver, url, seconds=10):
    """Opens `url` afresh and waits until the page says it is ready: the seconds from its opening
    until then, or None when it never did. Afresh: its query made new each time (?opened=N, the
    pages read their fragment alone), so that a link that differs from the page open only in its
    fragment, or not at all, loads the page again, as through about:blank, one navigation fewer."""
    base, mark, fragment = url.partition("#")
    base = re.sub(r"[?&]opened=\d+$", "", base)
    started = time.monotonic()
    driver.get(f"{base}{'&' if '?' in base else '?'}opened={next(OPENED)}{mark}{fragment}")
    ready = driver.execute_async_script(READY, seconds)
    return time.monotonic() - started if ready else None


def open_page(driver, tail="", page=None, seconds=10, blur=False):
    """The explorer (or `page`) opened afresh at the link's `tail` ('#n=8&step=3'), ready, and
    with `blur` the keyboard left to the page (no control focused): the seconds until it was
    ready (a page that never says so stops the test there)."""
    url = "file://" + os.path.abspath(page or session.page) + tail
    took = open_ready(driver, url, seconds)
    expect(took is not None, f"{url} never said it was ready: {dataset(driver, 'errors')!r}")
    if blur:
        driver.execute_script("document.activeElement.blur()")
    return took


# The page open brought by hand to what a link's fragment (arguments[0], "n=6&piece=queen&
# layers=counting&view=log&step=40") names, as a student would bring it there: the switches and
# layers ticked or unticked, the size and piece chosen, the view's tab; the step is gone to after
# (choose); its pins, where they are not the page's, cleared and each clicked on its square.
CHOOSE = """
const f = Object.fromEntries(arguments[0].split('&').map((p) => p.split('=')));
const $ = (id) => document.getElementById(id), on = (k) => f[k] === '1';
const tick = (id, wanted) => { if ($(id).checked !== wanted) $(id).click(); };
tick('own-steps', on('own')); tick('no-sentinel', on('nosentinel')); tick('predict', on('predict'));
const layers = (f.layers || '').split(',');
for (const k of ['counting', 'tracing']) tick('layer-' + k, layers.includes(k));
const change = (id, value) => { if ($(id).value !== value) { $(id).value = value; $(id).dispatchEvent(new Event('change')); } };
change('piece', f.piece || 'queen');
change('size', f.n);
const pinned = () => [...document.querySelectorAll('#board .cell.pinned')].map((c) => c.dataset.square).sort().join();
const pins = (f.pins || '').split(',').filter(Boolean);
if (pinned() !== [...pins].sort().join()) {
  if (pinned()) $('clear-pins').click();
  for (const square of pins) document.querySelector('#board .cell[data-square="' + square + '"]').click();
}
$('tab-' + (f.view || 'code')).click();
document.activeElement.blur();"""


def choose(driver, fragment):
    """The page open brought by hand to the moment the link's `fragment` opens (CHOOSE, then its
    step), in place of opening it: a page opened costs a second, a 64-queen one more. The test
    stops unless the page's own link then names that moment, part for part."""
    driver.execute_script(CHOOSE, fragment)
    wait_for(lambda: dataset(driver, "busy") != "yes", 20)  # a layer's new search, run back
    driver.execute_script("window.queensExplorer.go(arguments[0])", int(fragment.split("step=")[1].split("&")[0]))
    parts = lambda link: {p for p in link.split("&") if not p.endswith("=")}  # "pins=" names none
    wanted = parts(fragment)
    named = lambda: {p if p != "step=end" else "step=" + dataset(driver, "total")
                     for p in parts(driver.current_url.split("#", 1)[-1])}
    expect(wait_for(lambda: named() == wanted, 3), f"brought by hand to #{fragment}, the page's link says {driver.current_url}")


def resize(driver, width, height, ratio=1):
    """The same browser as a window of another size (one browser for every size); its name."""
    driver.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
        "width": width, "height": height, "deviceScaleFactor": ratio, "mobile": width < 500})
    return f"{width}x{height}" + (f"@{ratio}" if ratio != 1 else "")


def text(driver, element_id):
    return driver.execute_script("return document.getElementById(arguments[0]).textContent", element_id)


# axe-core's violations of the page as it is now (best practices included), once every
# animation that ends (the message in flight moving along its arrow) has finished; axe read in
# once a page (arguments[0], its source), null when it is not yet and no source was given. Only
# the violations are gathered in full (resultTypes: the other results' nodes, never read here,
# cut short, as axe-core's documentation advises for speed).
AXE_RUN = """
const done = arguments[1];
if (typeof axe === 'undefined') { if (!arguments[0]) return done(null); (0, eval)(arguments[0]); }
const moving = document.getAnimations().filter((a) => a.effect && a.effect.getTiming().iterations !== Infinity);
Promise.all(moving.map((a) => a.finished.catch(() => null))).then(() => axe.run(document, {resultTypes: ['violations']})).then(
  (r) => done(r.violations.map((v) => v.id + ' (' + v.nodes.length + '): ' +
                               v.nodes.slice(0, 2).map((n) => n.target.join(' ')).join(', '))),
  (e) => done(['axe: ' + e]));"""


def axe_source(driver=None):
    """axe-core (npm, tools/install-deps; `axe=` of the run), read once a run; with `driver`
    read into its page now, before a moment that is to be checked."""
    if "axe_source" not in session.__dict__:
        with open(session.args["axe"], encoding="utf-8") as f:
            session.axe_source = f.read()
    if driver:
        driver.execute_script("if (typeof axe === 'undefined') (0, eval)(arguments[0])", session.axe_source)
    return session.axe_source


def axe(driver, where):
    """Checks that axe-core finds nothing wrong in the page as it is now (its source, half a
    megabyte, sent to a page that has not read it yet, and only then)."""
    found = driver.execute_async_script(AXE_RUN, None)
    if found is None:
        found = driver.execute_async_script(AXE_RUN, axe_source())
    check(not found, f"axe-core at {where}: {found}")


class Page:
    """The explorer (or another page) in the run's browser, used by clicks and keys."""

    def __init__(self, page=None):
        self.d = self.driver = session.d
        self.page = page  # the page `open` opens (None: the run's explorer, `page=`)

    def open(self, tail="", page=None, seconds=10, blur=False):
        return open_page(self.d, tail, page or self.page, seconds, blur)

    def load(self, url):
        expect(open_ready(self.d, url) is not None, f"the page did not start: {self.data('errors')}")

    def resize(self, width, height, ratio=1):
        return resize(self.d, width, height, ratio)

    def choose(self, fragment):
        choose(self.d, fragment)

    def data(self, key):
        return dataset(self.d, key)

    def js(self, script, *args):
        return self.d.execute_script(script, *args)

    def text(self, element_id):
        return text(self.d, element_id)

    def click(self, element_id=None, selector=None):
        click(self.d, element_id, selector)

    def click_at(self, element_id):
        click_at(self.d, element_id)

    def focus(self, element_id):
        self.js("document.getElementById(arguments[0]).focus()", element_id)

    def key(self, keys):
        """Keys to the page itself, whatever control had the focus (which loses it, as WebDriver's
        keys to the body do): a student's keys (each character of `keys` one)."""
        self.js("document.activeElement.blur()")
        press(self.d, *keys)

    def keys(self, *keys):
        """Keys to whatever has the focus, as a keyboard sends them (browser.press)."""
        press(self.d, *keys)

    def until(self, condition, seconds=20):
        return wait_for(condition, seconds)

    def axe(self, where):
        axe(self.d, where)

    def url_with(self, text):
        """The page's link once it says `text` (the page updates it a moment after a change)."""
        expect(wait_for(lambda: text in self.d.current_url, 5),
               f"the link never said {text}: {self.d.current_url}")
        return self.d.current_url

    def shot(self, name):
        path = session.out(name)
        self.d.save_screenshot(path)
        return path
