"""Debian's headless Chromium for the browser tests, driven through chromedriver with the network
switched off (a page must need nothing but itself): started, and quit with nothing of it left
running."""
import atexit
import contextlib
import os
import shutil
import signal
import tempfile

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service

from browser import wait_for

CHROMEDRIVER = "/usr/bin/chromedriver"
# The tests' browser: Debian's Chromium headless shell (chromium-headless-shell: the same Blink
# and V8 as chromium, without the whole browser around them), which drove the two page tests
# (browser.student and browser.teacher, side by side) on 130 core-seconds where chromium's own
# headless mode took 183. Without it installed, chromium itself. Pictures a reader sees (the
# docs' screenshots) and the explorer's benchmark ask for chromium itself (`full`).
#
# The shell's binary, not Debian's /usr/bin/chromium-headless-shell: that is a script that runs
# it without exec, so quitting the driver ended the script and left the browser running, taking
# CPU from every test after it (quit_browser checks that none is left).
SHELL = "/usr/lib/chromium/chromium-headless-shell"
FULL = "/usr/bin/chromium"


def offline_chrome(*flags, console=False, full=False):
    """A headless Chromium with `flags` and no network; `console`: keep the page's console log;
    `full`: chromium itself, not its headless shell."""
    options = Options()
    shell = not full and os.path.exists(SHELL)
    options.binary_location = SHELL if shell else FULL
    for flag in ["--headless" if shell else "--headless=new", "--no-sandbox", "--disable-gpu",
                 "--no-first-run", "--disable-background-networking",
                 "--disable-component-update", *flags]:
        options.add_argument(flag)
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # What Chromium leaves in the temporary folder (its profile lock's socket, left behind even
    # when it is quit), in a folder of this run's own, removed when the run ends.
    scratch = tempfile.mkdtemp(prefix="queens-chromium-")
    atexit.register(shutil.rmtree, scratch, ignore_errors=True)
    service = Service(CHROMEDRIVER, env={**os.environ, "TMPDIR": scratch})
    driver = webdriver.Chrome(service=service, options=options)
    driver.queens_scratch = scratch
    driver.set_network_conditions(offline=True, latency=0, download_throughput=0,
                                  upload_throughput=0)
    return driver


def processes_of(scratch):
    """The processes whose command line names `scratch`: the browser's, whose profile is there."""
    found = []
    for pid in filter(str.isdigit, os.listdir("/proc")):
        try:
            with open(f"/proc/{pid}/cmdline", "rb") as f:
                if scratch.encode() in f.read():
                    found.append(int(pid))
        except OSError:
            pass  # ended meanwhile
    return found


def quit_browser(driver):
    """Quits `driver` and its browser. Returns the browser's processes still running 5 s later
    (none, when all is well), killed, so that no test leaves a browser taking CPU from the next."""
    driver.quit()
    ended = wait_for(lambda: not processes_of(driver.queens_scratch), 5)
    left = [] if ended else processes_of(driver.queens_scratch)
    for pid in left:
        with contextlib.suppress(OSError):
            os.kill(pid, signal.SIGKILL)
    return left
