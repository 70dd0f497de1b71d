#!/usr/bin/python3
"""Screenshots of the queens explorer for the docs, taken in Debian's headless Chromium.

    screenshots.py EXPLORER_PAGE OUTPUT_DIR NAME=FRAGMENT [NAME=FRAGMENT ...]

Opens the page at each URL fragment (#n=..&piece=..&pins=..&step=..) from file:// with the
network off, waits until it has drawn that step, and saves OUTPUT_DIR/NAME (1200x860 px).
"""
import os
import sys
import time

from browser import dataset
from chromium import offline_chrome, quit_browser


def main():
    page, out, shots = os.path.abspath(sys.argv[1]), sys.argv[2], sys.argv[3:]
    driver = offline_chrome("--hide-scrollbars", "--window-size=1200,860",
                            "--force-device-scale-factor=1", full=True)
    # No motion: the message in flight is drawn where it arrives, the same in every take.
    driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                           {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
    try:
        for shot in shots:
            name, fragment = shot.split("=", 1)
            driver.get("about:blank")
            driver.get(f"file://{page}#{fragment}")
            step = fragment.split("step=")[1].split("&")[0]
            for _ in range(200):
                if dataset(driver, "step") == step:
                    break
                time.sleep(0.05)
            else:
                print(f"screenshots.py: the page did not reach step {step} for {name}")
                return 1
            # Fonts loaded, the log scrolled to its current line, two frames drawn: then shoot.
            driver.execute_async_script(
                "const done = arguments[0]; document.fonts.ready.then(() =>"
                " requestAnimationFrame(() => requestAnimationFrame(() => done())));")
            time.sleep(0.5)
            driver.save_screenshot(os.path.join(out, name))
    finally:
        left = quit_browser(driver)
    if left:
        print(f"screenshots.py: the browser did not end with its driver: {left} killed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
