"""What the browser tests share: Debian's Chromium, headless, driven through chromedriver with
the network switched off (a page must need nothing but itself), and a page of the explorer as
a person uses it."""
import os
import time

from selenium import webdriver
from selenium.webdriver.chrome.options import Options
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By

CHROMEDRIVER = "/usr/bin/chromedriver"


def offline_chrome(*flags, console=False):
    """A headless Chromium with `flags` and no network; `console`: keep the page's console log."""
    options = Options()
    for flag in ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", *flags]:
        options.add_argument(flag)
    if console:
        options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    driver = webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)
    driver.set_network_conditions(offline=True, latency=0, download_throughput=0,
                                  upload_throughput=0)
    return driver


def dataset(driver, key):
    """What the page says of itself in `document.body.dataset[key]` ('' when unsaid)."""
    return driver.execute_script("return document.body.dataset[arguments[0]] || ''", key)


def open_ready(driver, url, seconds=10):
    """Opens `url` afresh (through about:blank, so a new fragment loads the page again) and waits
    until the page says it is ready."""
    driver.get("about:blank")
    driver.get(url)
    end = time.monotonic() + seconds
    while dataset(driver, "ready") != "yes" and time.monotonic() < end:
        time.sleep(0.02)


class Page:
    """The explorer in a browser window, used by clicks and keys."""

    def __init__(self, shots_dir):
        self.driver = offline_chrome("--window-size=1400,900", console=True)
        self.shots_dir = shots_dir

    def load(self, url):
        self.driver.get(url)
        for _ in range(200):
            if self.data("ready") == "yes":
                return
            time.sleep(0.05)
        raise AssertionError(f"the page did not start: {self.data('errors')}")

    def data(self, key):
        return dataset(self.driver, key)

    def click(self, element_id):
        self.driver.find_element(By.ID, element_id).click()

    def key(self, key):
        self.driver.find_element(By.TAG_NAME, "body").send_keys(key)

    def url_with(self, text):
        """The page's link once it says `text` (the page updates it a moment after a change)."""
        for _ in range(100):
            if text in self.driver.current_url:
                return self.driver.current_url
            time.sleep(0.05)
        raise AssertionError(f"the link never said {text}: {self.driver.current_url}")

    def shot(self, name):
        path = os.path.join(self.shots_dir, name)
        self.driver.save_screenshot(path)
        return path
