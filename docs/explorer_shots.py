"""The explorer's screenshots in the docs (for docs/update.py).

Pictures of the explorer, taken by Debian's headless Chromium from the page the build writes.
Rewriting takes them afresh. Checking takes them again and compares pixels where that means
something: with the Chromium recorded in docs/images/explorer-shots.txt, at most SAME_PICTURE
pixels may differ (anti-aliasing under load). Elsewhere (another Chromium, other fonts) it
checks that each image is there and is a real picture, and says so.
"""
import os
import subprocess
import sys
import tempfile

from png_pixels import differing

# At most this many pixels may differ from the recorded picture (of 1200 x 717).
SAME_PICTURE = 400

SHOTS = [
    ("explorer-backtrack.png", "n=6&piece=queen&pins=b4&step=96",
     "The explorer at a backtrack: queen f is out of rows, and the lit line of her out_of_rows "
     "asks queen e to advance; each piece is an object with her fields, the frames show who "
     "is waiting for whom"),
    ("explorer-decorators.png", "n=6&piece=queen&step=120&layers=counting,tracing&view=sequence",
     "The explorer with the counting and tracing layers: each decorator is an object on a "
     "link, lit as the message passes through it, beside a sequence diagram of the last "
     "messages"),
    ("explorer-solution.png", "n=6&piece=queen&pins=b4&step=339&view=log",
     "The explorer at the first solution with a queen pinned on b4, and the log of what the "
     "pieces said"),
]


# Whether a check takes the screenshots again to compare them (update.py --no-screenshots: no).
compare = True


def _take(root, queens, out):
    page = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(queens))), "explorer",
                        "queens-explorer.html")
    with tempfile.TemporaryDirectory() as folder:
        if not os.path.exists(page):
            page = os.path.join(folder, "explorer.html")
            subprocess.run([queens, "explore", "-o", page], check=True)
        shots = [f"{name}={fragment}" for name, fragment, _ in SHOTS]
        subprocess.run(["/usr/bin/python3", os.path.join(root, "tests", "browser", "screenshots.py"),
                        page, out, *shots], check=True)


def _chromium_version():
    return subprocess.run(["chromium", "--version"], capture_output=True, text=True).stdout.strip()


def _refresh(root, queens, check):
    images = os.path.join(root, "docs", "images")
    record = os.path.join(images, "explorer-shots.txt")
    if not check:
        _take(root, queens, images)
        with open(record, "w", encoding="utf-8") as f:
            f.write(_chromium_version() + "\n")
        return
    for name, _, _ in SHOTS:
        path = os.path.join(images, name)
        with open(path, "rb") as f:
            if f.read(8) != b"\x89PNG\r\n\x1a\n" or os.path.getsize(path) < 20_000:
                sys.exit(f"docs/update.py: {name} is missing or not a screenshot; run update.py")
    if not compare:
        return
    recorded = open(record, encoding="utf-8").read().strip() if os.path.exists(record) else ""
    if recorded != _chromium_version():
        print(f"explorer screenshots: present; not compared (taken with {recorded or 'unknown'}, "
              f"this is {_chromium_version() or 'no chromium'})")
        return
    with tempfile.TemporaryDirectory() as first:
        _take(root, queens, first)
        # Chromium's anti-aliasing moves a few pixels on a loaded machine (six, on a button's
        # corner): a page drawn differently changes thousands.
        changes = {name: differing(os.path.join(first, name), os.path.join(images, name))
                   for name, _, _ in SHOTS}
    for name, changed in changes.items():
        if changed is None or changed > SAME_PICTURE:
            sys.exit(f"docs/update.py: docs/images/{name} is stale (the page draws it differently "
                     f"now: {'another size' if changed is None else f'{changed} pixels'}); run "
                     f"python3 docs/update.py --queens BIN")


def generators(root, check):
    """The two generated blocks (README and docs/walkthrough.md) showing the screenshots; the
    first one asked for takes (or, with `check`, checks) the pictures."""
    done = []

    def markdown(prefix):
        def generate(queens):
            if not done:
                done.append(True)
                _refresh(root, queens, check)
            return "".join(f"![{alt}]({prefix}{name})\n\n`queens explore -o explorer.html`, "
                           f"opened at `#{fragment}`\n\n" for name, fragment, alt in SHOTS)
        return generate

    return {"explorer-screenshots": markdown("docs/images/"),
            "explorer-screenshots-docs": markdown("images/")}
