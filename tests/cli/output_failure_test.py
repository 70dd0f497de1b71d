#!/usr/bin/env python3
"""Command-line tests for what goes wrong on the way out: broken or closed standard streams,
output targets, closed pipes and full disks (exit 1, a result never lost). Split from
failure_test.py by concern. Run by CTest one group at a time:

    output_failure_test.py QUEENS_BINARY GROUP
"""
import os
import signal
import subprocess
import tempfile
import time

from harness import QUEENS, check, ended_by, jsonl_records, main, open_in, run, wait_until


def streams():
    # Standard error closed or broken: the exit status stays the run's own (2 for a usage
    # error), never a SIGPIPE's 141.
    proc = subprocess.run(["bash", "-c", '"$0" trace -n 0 2>&1 | true; echo "${PIPESTATUS[0]}"',
                           QUEENS], capture_output=True, text=True, timeout=60)
    check(proc.stdout.strip() == "2", f"a usage error to a broken pipe: exit {proc.stdout!r}")
    # Stopped while its standard error is a broken pipe: ended by the signal, no temporary
    # file. The stop is sent once the page's file is open (the search under way), never after
    # a fixed time: a quiet machine finishes this trace in 0.4 s.
    with tempfile.TemporaryDirectory() as tmp:
        read_end, write_end = os.pipe()
        os.close(read_end)
        proc = subprocess.Popen([QUEENS, "trace", "-n", "10", "--all", "--format", "html",
                                 "--force", "-o", os.path.join(tmp, "o")], stderr=write_end)
        os.close(write_end)
        wait_until(lambda: open_in(proc.pid, tmp)[1] is not None, "the page's file open")
        proc.send_signal(signal.SIGINT)
        proc.wait(timeout=60)
        check(ended_by(proc.returncode, signal.SIGINT), f"INT, stderr broken: {proc.returncode}")
        check(os.listdir(tmp) == [], f"INT, stderr broken: left {os.listdir(tmp)}")
    # --help and --version must reach standard output: a full disk or a closed stream is 1.
    for args in (["--help"], ["--version"], ["trace", "--help"]):
        with open("/dev/full", "w") as full_disk:
            proc = subprocess.run([QUEENS, *args], stdout=full_disk, stderr=subprocess.PIPE,
                                  timeout=60)
        check(proc.returncode == 1, f"{' '.join(args)} >/dev/full: exit {proc.returncode}")
        proc = subprocess.run(["sh", "-c", '"$0" "$@" >&-', QUEENS, *args], timeout=60,
                              capture_output=True)
        check(proc.returncode == 1, f"{' '.join(args)} >&-: exit {proc.returncode}")
    # A path that names one of our open streams is written as that stream: not truncated.
    with tempfile.TemporaryDirectory() as tmp:
        log = os.path.join(tmp, "log.txt")
        with open(log, "w") as f:
            f.write("earlier line\n")
        for path in ("/dev/stderr", "/dev/fd/2", "/proc/self/fd/2"):
            with open(log, "a") as err:
                proc = subprocess.run([QUEENS, "count", "-n", "6", "-o", path], stderr=err,
                                      timeout=60)
            check(proc.returncode == 0, f"-o {path}: exit {proc.returncode}")
        with open(log) as f:
            lines = f.read().splitlines()
        check(lines[0] == "earlier line" and lines.count("4 solutions for 6 queens") == 3,
              f"-o /dev/stderr appends to the log standard error is: {lines}")
    # A bad output path is refused before the work, not after it (a count of 20 takes minutes,
    # where 18 by the quadrant join takes 5 s; the refusal comes at once): a missing folder, a
    # folder, an empty path (naming no file, as the shell's `> ''`), and a folder that says it
    # is writable to root and takes no new file (/proc: its file is made there before the
    # work, as the trace's is).
    for args in (["count", "-n", "20"], ["merge", "/nonexistent/shard.json"],
                 ["trace", "-n", "8"], ["explore"]):
        for path in ("/nonexistent/x", "/", "", "/proc/version"):
            start = time.monotonic()
            proc = run(*args, "-o", path, expect=2)
            took = time.monotonic() - start
            said = {"": "an empty path names no file",
                    "/proc/version": "its folder '/proc' takes no new files"}.get(
                        path, "cannot write")
            check(took < 10 and said in proc.stderr,
                  f"{args[0]} -o {path}: refused at once ({took:.1f} s): {proc.stderr!r}")


def targets():
    with tempfile.TemporaryDirectory() as tmp:
        # A planted symlink where a temporary file could be is never followed.
        victim = os.path.join(tmp, "victim")
        with open(victim, "w") as f:
            f.write("keep me\n")
        target = os.path.join(tmp, "t.jsonl")
        for name in [f"t.jsonl.tmp-{i}" for i in range(0, 10)] + [".t.jsonl.XXXXXX"]:
            os.symlink(victim, os.path.join(tmp, name))
        run("trace", "-n", "5", "--format", "jsonl", "-o", target)
        with open(victim) as f:
            check(f.read() == "keep me\n", "the symlink's target is untouched")
        check(sorted(os.listdir(tmp))[-2:] == ["t.jsonl", "victim"] or "t.jsonl" in
              os.listdir(tmp), "the trace is written")
        check(all(n in ("t.jsonl", "victim") or os.path.islink(os.path.join(tmp, n))
                  for n in os.listdir(tmp)), f"no temporary file left: {os.listdir(tmp)}")
        # -o /dev/stdout with standard output on a file: the lines go to that file.
        log = os.path.join(tmp, "log")
        with open(log, "w") as out:
            proc = subprocess.run([QUEENS, "trace", "-n", "4", "--format", "jsonl", "-o",
                                   "/dev/stdout"], stdout=out, stderr=subprocess.PIPE, timeout=60)
        check(proc.returncode == 0, f"/dev/stdout: exit {proc.returncode}")
        with open(log) as f:
            check(len(jsonl_records(f.read().splitlines())) > 10, "/dev/stdout: the log has it")
        check(os.path.islink("/dev/stdout") or os.path.exists("/dev/stdout"), "still there")
        # A FIFO is written directly.
        fifo = os.path.join(tmp, "fifo")
        os.mkfifo(fifo)
        proc = subprocess.Popen([QUEENS, "trace", "-n", "4", "--format", "jsonl", "-o", fifo])
        with open(fifo) as f:
            records = jsonl_records(f.read().splitlines())
        check(proc.wait(timeout=60) == 0 and records[-1]["solutions"] == 1, "FIFO: written")
        # A new file gets the usual permissions (not mkstemp's 0600).
        mode = os.stat(target).st_mode & 0o777
        umask = os.umask(0)
        os.umask(umask)
        check(mode == 0o666 & ~umask, f"new file mode {oct(mode)}")


def pipe():
    # With SIGPIPE ignored, a closed pipe ends the run quietly and at once: each run to its end
    # takes 12 s or more in a release build (solve -n 12 --all, 0.3 s, could not have failed).
    for args in (["trace", "-n", "12", "--all"], ["solve", "-n", "14", "--all"]):
        start = time.monotonic()
        proc = subprocess.run(["sh", "-c", "trap '' PIPE; \"$0\" \"$@\" | head -c 10 >/dev/null",
                               QUEENS, *args], capture_output=True, text=True, timeout=60)
        took = time.monotonic() - start
        check(took < 3.0, f"{args[0]} | head: took {took:.2f} s")
        check(proc.stderr == "", f"{args[0]} | head: quiet, got {proc.stderr!r}")


def full():
    # Every write failure, to standard output or a file, is one line and exit 1.
    if not os.path.exists("/dev/full"):
        return
    for args in ([], ["trace", "-n", "8", "--all", "--format", "jsonl"],
                 ["solve", "-n", "8", "--all"], ["solve", "-n", "8", "--all", "--json"],
                 ["count", "-n", "8", "--json"]):
        with open("/dev/full", "w") as out:
            proc = subprocess.run([QUEENS, *args], stdout=out, stderr=subprocess.PIPE, text=True,
                                  timeout=60)
        lines = proc.stderr.splitlines()
        check(proc.returncode == 1, f"queens {' '.join(args)} > /dev/full: exit {proc.returncode}")
        # A count's result is not lost: the line saying why, then the result (JSON: one line).
        said = lines[:1] if args[:1] != ["count"] else lines[:1] + lines[2:]
        check(len(said) == 1 and "No space left" in lines[0], f"one line: {lines}")
    proc = run("trace", "-n", "8", "--all", "-o", "/dev/full", expect=1)
    check(len(proc.stderr.splitlines()) == 1, "-o /dev/full: one line")


if __name__ == "__main__":
    main("cli.", (streams, targets, pipe, full))
