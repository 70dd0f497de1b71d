"""The page tests' hands: keys and clicks sent to the page as Chromium's input sends them
(DevTools), or a key's event dispatched by script; browser.py gives them to the tests."""
from selenium.webdriver.common.action_chains import ActionChains
from selenium.webdriver.common.keys import Keys


def key(driver, name, target="document.body", times=1):
    """A keydown of `name` dispatched by script to `target` (a JavaScript expression), `times`
    times: the page's key handling alone, without the browser's input (see `press`)."""
    driver.execute_script(f"const t = {target};"
                          "for (let i = 0; i < arguments[1]; i++) t.dispatchEvent("
                          "new KeyboardEvent('keydown', {key: arguments[0], bubbles: true}))", name, times)


# Selenium's key codes as Chromium's input names them: (key, code, Windows key code, text).
KEY_NAMES = {Keys.ARROW_RIGHT: ("ArrowRight", "ArrowRight", 39, ""), Keys.ARROW_LEFT: ("ArrowLeft", "ArrowLeft", 37, ""),
             Keys.ARROW_UP: ("ArrowUp", "ArrowUp", 38, ""), Keys.ARROW_DOWN: ("ArrowDown", "ArrowDown", 40, ""),
             Keys.HOME: ("Home", "Home", 36, ""), Keys.END: ("End", "End", 35, ""), Keys.TAB: ("Tab", "Tab", 9, ""),
             Keys.ENTER: ("Enter", "Enter", 13, "\r"), Keys.ESCAPE: ("Escape", "Escape", 27, ""),
             "Escape": ("Escape", "Escape", 27, ""), " ": (" ", "Space", 32, " ")}


def press(driver, *keys):
    """Keys pressed as Chromium's input sends them (DevTools), to whatever has the focus, as a
    keyboard does: the browser's own handling included (Tab moves the focus, space ticks a box),
    at once even while the page works flat out, where a WebDriver key waits for its answer. Many
    keys go as one WebDriver action (one call, where DevTools takes two for each key)."""
    if len(keys) > 2:
        ActionChains(driver).send_keys(*keys).perform()
        return
    for k in keys:
        name, code, number, typed = KEY_NAMES.get(k) or (k, ("Digit" if k.isdigit() else "Key") + k.upper(), ord(k.upper()), k)
        for kind in ("rawKeyDown" if not typed else "keyDown", "keyUp"):
            driver.execute_cdp_cmd("Input.dispatchKeyEvent", {
                "type": kind, "key": name, "code": code, "windowsVirtualKeyCode": number,
                "text": typed if kind == "keyDown" else ""})


def click_at(driver, element_id):
    """A click at the middle of an element, as Chromium's input sends it (as `press`)."""
    box = driver.execute_script("const r = document.getElementById(arguments[0]).getBoundingClientRect();"
                                "return [r.left + r.width / 2, r.top + r.height / 2]", element_id)
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": box[0], "y": box[1], "button": "left", "clickCount": 1})


# Where WebDriver's element click would press the element (the one with id arguments[0], else the
# first arguments[1] selects): the middle of its first box within the window, [x, y], once what a
# click there reaches is the element or inside it, scrolled into view if it is not (as little as
# brings it into view, as chromedriver scrolls, else to the middle of its scrolling boxes); else
# why it cannot be clicked (WebDriver's "element click intercepted").
CLICKABLE = """
const e = arguments[0] ? document.getElementById(arguments[0]) : document.querySelector(arguments[1]);
if (!e) return 'not found';
const middle = () => {
  const r = e.getClientRects()[0];
  if (!r || !r.width || !r.height) return 'not shown';
  const x = (Math.max(r.left, 0) + Math.min(r.right, innerWidth)) / 2;
  const y = (Math.max(r.top, 0) + Math.min(r.bottom, innerHeight)) / 2;
  const at = document.elementFromPoint(x, y);
  return at && (at === e || e.contains(at)) ? [x, y] : 'under ' + (at ? at.id || at.className || at.tagName : 'nothing');
};
let at = middle();
for (const block of ['nearest', 'center']) {
  if (typeof at !== 'string' || at === 'not shown') break;
  e.scrollIntoView({block, inline: block});
  at = middle();
}
return at;"""


def click(driver, element_id=None, selector=None):
    """A click as WebDriver's element click makes it (the element by id, else by CSS selector):
    scrolled into view, refused (the test stops) when something else lies over its middle, the
    mouse pressed and released there as Chromium's input sends it (as `press`, `click_at`): the
    same click, without the quarter of a second chromedriver's own takes."""
    at = driver.execute_script(CLICKABLE, element_id, selector)
    if not isinstance(at, list):  # the test stops there, as browser.expect stops it
        raise AssertionError(f"{element_id or selector} cannot be clicked: {at}")
    for kind in ("mousePressed", "mouseReleased"):
        driver.execute_cdp_cmd("Input.dispatchMouseEvent", {
            "type": kind, "x": at[0], "y": at[1], "button": "left", "clickCount": 1})
