#!/usr/bin/env python3
"""What a teacher projects: the trace's colours, lines fitted to the terminal, and a pace a
class can follow.

    teacher_test.py QUEENS GROUP
"""
import re
import signal
import subprocess
import time

from harness import QUEENS, check, ended_by, main, on_terminal, run

ESC = "\x1b["


def colours():
    coloured = run("trace", "-n", "4", "--level", "debug", "--color", "always").stdout
    lines = coloured.splitlines()
    placing = [l for l in lines if "find a safe square" in l]
    backtracking = [l for l in lines if ": advance" in l]
    check(placing and backtracking, "the debug trace has placing and backtracking lines")
    check(all(ESC in l for l in placing + backtracking), "--color always colours the moves")
    check({l[:l.index("m") + 1] for l in placing}.isdisjoint(
        {l[:l.index("m") + 1] for l in backtracking}), "placing and backtracking look different")
    # Each colour reads on a white and on a black terminal (WCAG contrast, the 256-colour
    # palette's cube); the 8-colour yellow, whose shade each terminal picks, read at 1.7:1.
    for line in placing + backtracking:
        code = re.match(r"\x1b\[38;5;(\d+)m", line)
        check(code and 16 <= int(code[1]) <= 231, f"a colour of the 256-colour cube: {line!r}")
        level = [0, 95, 135, 175, 215, 255]
        rgb = [level[(int(code[1]) - 16) // 36], level[(int(code[1]) - 16) // 6 % 6],
               level[(int(code[1]) - 16) % 6]]
        linear = [(c / 255 / 12.92) if c / 255 <= 0.03928 else ((c / 255 + 0.055) / 1.055) ** 2.4
                  for c in rgb]
        lum = 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
        on_white, on_black = 1.05 / (lum + 0.05), (lum + 0.05) / 0.05
        check(min(on_white, on_black) >= 4.4, f"{rgb}: {on_white:.1f}:1 on white, "
                                              f"{on_black:.1f}:1 on black")
    trace = run("trace", "-n", "4", "--color", "always").stdout.splitlines()
    asks = [l for l in trace if "can you attack" in l]
    check(asks and not any("\x1b[37m" in l or "\x1b[1;37m" in l for l in asks),
          "can_attack lines keep the terminal's own colour (never white)")
    for how in (["--color", "never"], []):
        check(ESC not in run("trace", "-n", "4", *how).stdout, f"{how or 'not a terminal'}: plain")
    check(ESC not in run("trace", "-n", "4", "--color", "auto", env={"NO_COLOR": "1"}).stdout,
          "NO_COLOR: plain")
    info = run("trace", "-n", "5", env={"SPDLOG_LEVEL": "info"}).stdout
    check("can you attack" not in info and "solution 1" in info, "SPDLOG_LEVEL=info: solutions")
    err = run("trace", env={"SPDLOG_LEVEL": "warn"}, expect=2).stderr  # silent: refused
    check("trace, debug or info" in err, f"SPDLOG_LEVEL=warn: {err!r}")
    # Read as spdlog reads it (cfg/helpers-inl.h): the level without a logger's name counts,
    # trimmed, in any case, "=level" too; a level it does not know, or over 512 bytes, is left
    # out (the default, trace); the last entry for every logger wins, known or not.
    for level in ("info,x=debug", "INFO", " Info ", "=info", "debug,info", "info,,x=debug"):
        said = run("trace", "-n", "5", env={"SPDLOG_LEVEL": level}).stdout
        check("can you attack" not in said and "solution 1" in said,
              f"SPDLOG_LEVEL={level!r}: the solutions only")
    for level in ("loud", "x=info", "info,loud", "info, ", "info" + " " * 600):
        said = run("trace", "-n", "4", env={"SPDLOG_LEVEL": level}).stdout
        check("can you attack" in said, f"SPDLOG_LEVEL={level[:20]!r}: left out, as spdlog does")
    # It is the trace's alone: every other subcommand, --help and --version ignore it.
    for level in ("warn", "err", "off", "loud", "info,x=debug"):
        for args in (["--help"], ["--version"], ["solve", "-n", "6"], ["count", "-n", "6"],
                     ["trace", "--help"], ["trace", "-n", "4", "--level", "info"]):
            run(*args, env={"SPDLOG_LEVEL": level})


def widths():
    """The text trace fits the terminal it is shown on: lines broken between words, not one
    word lost or added; piped, or with --width 0, lines as long as they are."""
    timing = re.compile(r" in\s+[0-9.]+\s+ms")

    def words(text):
        return timing.sub("", re.sub(r"\x1b\[[0-9;]*m|\r", "", text)).split()

    def longest(text):
        return max(len(l) for l in re.sub(r"\x1b\[[0-9;]*m|\r", "", text).splitlines())

    piped = run("trace", "-n", "8").stdout
    check(longest(piped) == 68, f"piped: lines as long as they are ({longest(piped)})")
    for columns, fits in ((50, 50), (30, 40), (120, 68)):  # never narrower than 40 columns
        code, _, shown = on_terminal(["trace", "-n", "8"], stream="stdout", columns=columns)
        check(code == 0 and longest(shown) == fits,
              f"a {columns}-column terminal: lines of {longest(shown)} columns, not {fits}")
        check(words(shown) == words(piped), f"a {columns}-column terminal: the same words")
    code, _, shown = on_terminal(["trace", "-n", "8", "--width", "0"], stream="stdout",
                                 columns=50)
    check(code == 0 and longest(shown) == 68, "--width 0: not broken on a terminal")
    code, _, shown = on_terminal([], stream="stdout", columns=45)
    check(code == 0 and longest(shown) <= 45, f"the show on 45 columns: {longest(shown)}")
    narrow = run("trace", "-n", "16", "--width", "60", "--level", "debug", "--limit", "1").stdout
    check(longest(narrow) <= 60 and words(narrow) ==
          words(run("trace", "-n", "16", "--level", "debug", "--limit", "1").stdout),
          "--width 60 piped: 16 queens' lines broken at 60 columns, the same words")
    for args, needle in ((["--width", "39"], "'39' is too narrow: accepted 0 (no limit) or 40"),
                         (["--width", "60", "--format", "jsonl"], "--format jsonl has none")):
        said = run("trace", "-n", "4", *args, expect=2).stderr
        check(needle in said, f"{args}: {said!r}")


def pace():
    """--pace waits after each line of the text trace, shown at once; the summary's time is the
    search's, not the waits'; a stop ends the wait at once; other formats refuse it."""
    start = time.monotonic()
    paced = run("trace", "-n", "4", "--pace", "20").stdout
    took = time.monotonic() - start
    lines = paced.splitlines()
    timing = re.compile(r"in [0-9.]+ ms")
    check(timing.sub("", paced) == timing.sub("", run("trace", "-n", "4").stdout),
          "the same trace, paced")
    check(took >= 0.02 * len(lines), f"{len(lines)} lines paced 20 ms took {took:.2f} s")
    ms = float(re.search(r"in ([0-9.]+) ms", paced)[1])
    check(ms < 20 * len(lines) / 4, f"the summary's time leaves the waits out: {ms} ms")
    # Each line reaches a pipe as it is written, before its wait (not at the end); a stop ends
    # the wait.
    proc = subprocess.Popen([QUEENS, "trace", "-n", "8", "--pace", "60000"],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    first = proc.stdout.readline()  # before its wait of a minute
    start = time.monotonic()
    proc.send_signal(signal.SIGTERM)
    rest, said = proc.communicate(timeout=30)
    check(first.startswith("The conversation of 8 queens"), f"a line shown as it comes: {first!r}")
    check(ended_by(proc.returncode, signal.SIGTERM) and time.monotonic() - start < 1.5 and
          "interrupted after" in said, f"a stop ends the wait: exit {proc.returncode}, {said!r}")
    for args, needle in ((["--pace", "0"], "accepted 1 to 60000 milliseconds"),
                         (["--pace", "60001"], "accepted 1 to 60000 milliseconds"),
                         (["--pace", "10", "--format", "jsonl"], "--format jsonl is not read")):
        refused = run("trace", "-n", "4", *args, expect=2).stderr
        check(needle in refused, f"{args}: {refused!r}")


if __name__ == "__main__":
    main("cli.teacher.", (colours, widths, pace))
