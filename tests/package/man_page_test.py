#!/usr/bin/env python3
"""The man page queens.1: groff reads it without a warning, man renders it, and it holds the
standard sections and every subcommand and long option the program's own --help shows.

    man_page_test.py MAN_PAGE QUEENS_PROGRAM
"""
import os
import re
import subprocess
import sys


def main() -> int:
    page, program = sys.argv[1], sys.argv[2]
    if not os.path.exists(page):
        print(f"FAILED: {page} was not built (help2man missing? tools/install-deps installs it)")
        return 1
    failures = []
    groff = subprocess.run(["groff", "-man", "-Tutf8", "-ww", "-z", page],
                           capture_output=True, text=True)
    if groff.returncode != 0 or groff.stderr.strip():
        failures.append(f"groff -man -ww warns:\n{groff.stderr}")
    env = dict(os.environ, MANWIDTH="100", MAN_KEEP_FORMATTING="0", LC_ALL="C.UTF-8")
    man = subprocess.run(["man", "-l", page], capture_output=True, text=True, env=env)
    if man.returncode != 0:
        failures.append(f"man -l failed ({man.returncode}): {man.stderr}")
    text = re.sub(r".\x08", "", man.stdout)  # overstrike bold/underline, if any
    for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "OPTIONS", "EXIT STATUS", "EXAMPLES",
                    "SEE ALSO", "COPYRIGHT"]:
        if not re.search(rf"^{section}$", text, re.M):
            failures.append(f"no {section} section")
    version = subprocess.run([program, "--version"], capture_output=True, text=True).stdout.split()
    if version and version[-1] not in text:
        failures.append(f"the version {version[-1]} is not in the page")
    top = subprocess.run([program, "--help"], capture_output=True, text=True).stdout
    subcommands = re.findall(r"^  ([a-z][a-z-]*) ", top.split("Subcommands:")[-1], re.M)
    if not subcommands:
        failures.append("could not read the subcommands from --help")
    checked = 0
    # man justifies its lines, widening spaces where a line breaks: "queens  explore" is the
    # heading "queens explore" too.
    words = re.sub(r"[ \t]+", " ", text)
    for sub in subcommands:
        if f"queens {sub}" not in words:
            failures.append(f"subcommand {sub} has no section")
        help_text = subprocess.run([program, sub, "--help"], capture_output=True, text=True).stdout
        for option in sorted(set(re.findall(r"--[a-z][a-z-]*", help_text))):
            checked += 1
            if option not in text:
                failures.append(f"`queens {sub} --help` shows {option}, the man page does not")
    for failure in failures:
        print("FAILED:", failure)
    print(f"man page: {len(subcommands)} subcommands, {checked} options checked, "
          f"{len(failures)} problems")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
