#!/usr/bin/env python3
"""Command-line tests for what `-o` may write and for stops in every phase: never an input of
the run, never a file the user may not write, through a link to its target, never a damaged
target; a stop signal during the count, a merge or a write ends the run by that signal at once
and without a core file; a result computed is printed when its file cannot be written.
Every stop is sent once the run is provably under way (a worker thread, a blocked system call,
its temporary file), never after a fixed sleep. Run by CTest one group at a time:

    process_test.py QUEENS_BINARY GROUP
"""
import os
import resource
import shutil
import signal
import subprocess
import tempfile
import time

from harness import (QUEENS, blocked_in, check, counting, ended_by, main, open_in, run,
                     sanitized, wait_until)


def refused(args, stdin=None, cwd=None):
    proc = subprocess.run([QUEENS, *args], stdin=stdin, capture_output=True, text=True,
                          timeout=60, cwd=cwd)
    check(proc.returncode == 2 and "cannot write" in proc.stderr,
          f"queens {' '.join(args)}: exit {proc.returncode}: {proc.stderr!r}")
    return proc.stderr


def inputs():
    with tempfile.TemporaryDirectory() as tmp:
        data = os.path.join(tmp, "in")
        with open(data, "w") as f:
            f.write("keep me\n")
        # Standard input, by any name, when it is a file or a pipe: never written.
        for path in ("/dev/stdin", "/proc/self/fd/0", "/dev/fd/0"):
            with open(data) as stdin:
                refused(["count", "-n", "6", "-o", path], stdin=stdin)
            with open(data) as f:
                check(f.read() == "keep me\n", f"-o {path} < file: the input is untouched")
        pipe = subprocess.run(["sh", "-c", 'echo x | "$0" count -n 6 -o /dev/stdin', QUEENS],
                              capture_output=True, text=True, timeout=60)
        check(pipe.returncode == 2, f"-o /dev/stdin from a pipe: exit {pipe.returncode}")
        # A device standard input often is (/dev/null in a batch job) stays a device to write.
        with open(os.devnull) as null:
            check(subprocess.run([QUEENS, "count", "-n", "6", "-o", os.devnull], stdin=null,
                                 timeout=60).returncode == 0, "-o /dev/null < /dev/null")
        # A shard of the merge, by its name or through a link.
        shard = os.path.join(tmp, "s.json")
        run("count", "-n", "6", "--json", "-o", shard)
        with open(shard) as f:
            before = f.read()
        os.symlink(shard, os.path.join(tmp, "link"))
        for target in (shard, os.path.join(tmp, "link")):
            refused(["merge", shard, "-o", target])
            with open(shard) as f:
                check(f.read() == before, f"merge -o {target}: the shard is untouched")


def links_and_rights():
    with tempfile.TemporaryDirectory() as tmp:
        # A link is written through to its target, as the shell's > writes it; the link stays.
        target, link = os.path.join(tmp, "t.txt"), os.path.join(tmp, "link")
        with open(target, "w") as f:
            f.write("old\n")
        os.symlink("t.txt", link)
        run("count", "-n", "6", "-o", link)
        check(os.path.islink(link), "the link is still a link")
        with open(target) as f:
            check(f.read().startswith("4 solutions"), "the link's target has the result")
        os.symlink("new.txt", os.path.join(tmp, "dangling"))
        run("count", "-n", "6", "-o", os.path.join(tmp, "dangling"))
        check(os.path.isfile(os.path.join(tmp, "new.txt")), "a dangling link's target is made")
        # A file the user may not write (mode 444) is refused, as the shell's > refuses it.
        locked = os.path.join(tmp, "locked")
        with open(locked, "w") as f:
            f.write("keep me\n")
        os.chmod(locked, 0o444)
        os.chmod(tmp, 0o777)
        user = []
        if os.geteuid() == 0:  # root may write it: try as nobody, where there is setpriv
            if not shutil.which("setpriv"):
                print("skipped: a read-only file as another user (no setpriv)")
                return
            user = ["setpriv", "--reuid=nobody", "--regid=nogroup", "--clear-groups"]
        proc = subprocess.run([*user, QUEENS, "count", "-n", "6", "-o", locked],
                              capture_output=True, text=True, timeout=60)
        check(proc.returncode == 2 and "Permission denied" in proc.stderr,
              f"a read-only target: exit {proc.returncode}: {proc.stderr!r}")
        with open(locked) as f:
            check(f.read() == "keep me\n", "the read-only target is untouched")


def whole():
    too_long = ["trace", "-n", "10", "--all", "--format", "html"]  # refused during the search (1)
    with tempfile.TemporaryDirectory() as tmp:
        # Whatever the path names, a refused run leaves no file, and a target as it was.
        shm = f"/dev/shm/queens-test-{os.getpid()}.html" if os.path.isdir("/dev/shm") else None
        for path in filter(None, ("/proc/self/cwd/p.html", shm)):
            refused_run = subprocess.run([QUEENS, *too_long, "-o", path], cwd=tmp,
                                         capture_output=True, timeout=60)
            check(refused_run.returncode == 1, f"{path}: exit {refused_run.returncode}")
            left = os.listdir(tmp) + ([shm] if shm and os.path.exists(shm) else [])
            check(left == [], f"-o {path}: a refused run left {left}")
        with open(os.path.join(tmp, "p.html"), "w") as f:
            f.write("keep me\n")
        for args in (too_long, ["explore"]):
            subprocess.run(["prlimit", "--fsize=1000", QUEENS, *args, "-o",
                            "/proc/self/cwd/p.html"], cwd=tmp, capture_output=True, timeout=60)
            with open(os.path.join(tmp, "p.html")) as f:
                check(f.read() == "keep me\n", f"{args[0]}: the target is as it was")
            check(os.listdir(tmp) == ["p.html"], f"{args[0]}: left {os.listdir(tmp)}")
        # A valid name of 255 bytes has a temporary file too.
        longest = os.path.join(tmp, "a" * 255)
        run("count", "-n", "6", "-o", longest)
        check(os.path.isfile(longest), "a 255-byte name is written")
    with tempfile.TemporaryDirectory() as tmp:
        # kill -9 while a new file is written: nothing left where it is unnamed (O_TMPFILE).
        proc = subprocess.Popen([QUEENS, "trace", "-n", "12", "--all", "--format", "jsonl",
                                 "-o", os.path.join(tmp, "t.jsonl")], stderr=subprocess.DEVNULL)
        wait_until(lambda: open_in(proc.pid, tmp)[0] > 0, "the trace's first lines")
        where = open_in(proc.pid, tmp)[1]
        proc.kill()
        proc.wait(timeout=60)
        if where and where.endswith("(deleted)"):
            check(os.listdir(tmp) == [], f"kill -9: left {os.listdir(tmp)}")


STOPS = (signal.SIGINT, signal.SIGTERM, signal.SIGHUP, signal.SIGQUIT, signal.SIGUSR1,
         signal.SIGUSR2, signal.SIGALRM, signal.SIGVTALRM, signal.SIGPROF, signal.SIGXCPU,
         signal.SIGXFSZ, signal.SIGIO, signal.SIGPWR, 16)  # 16: SIGSTKFLT


def with_core_files():
    resource.setrlimit(resource.RLIMIT_CORE, (resource.RLIM_INFINITY, resource.RLIM_INFINITY))


def stopped(args, sig, under_way, cwd):
    """Runs queens, sends `sig` once `under_way(pid)` holds; checks that it ended by the signal
    within half a second (two under the sanitizers), with no core file."""
    proc = subprocess.Popen([QUEENS, *args], cwd=cwd, stdout=subprocess.DEVNULL,
                            stderr=subprocess.DEVNULL, preexec_fn=with_core_files)
    wait_until(lambda: under_way(proc.pid), f"queens {' '.join(args)} under way")
    sent = time.monotonic()
    os.kill(proc.pid, sig)
    _, status = os.waitpid(proc.pid, 0)
    took = time.monotonic() - sent
    proc.returncode = -1  # reaped here
    name = f"queens {' '.join(args)}, signal {sig}"
    check(os.WIFSIGNALED(status) and ended_by(-os.WTERMSIG(status), sig),
          f"{name}: status {status:#x}, not ended by the signal")
    check(not os.WCOREDUMP(status) and os.listdir(cwd) == [], f"{name}: a core file")
    # README: over within 0.5 s; under the sanitizers (ten times slower, on a loaded machine)
    # a count on two threads took 0.50 s to unwind.
    check(took < (2.0 if sanitized() else 0.5), f"{name}: stopped after {took:.2f} s")


def phases():
    with tempfile.TemporaryDirectory() as tmp:
        # During the count, on one thread or two, whatever the engine.
        for sig in STOPS:
            stopped(["count", "-n", "17", "--threads", "1"], sig, counting, tmp)
        for sig in (signal.SIGINT, signal.SIGQUIT, signal.SIGTERM):
            stopped(["count", "-n", "17", "--threads", "2", "--quiet"], sig, counting, tmp)
        stopped(["count", "-n", "17", "--piece", "superqueen"], signal.SIGVTALRM, counting, tmp)
        stopped(["count", "-n", "15", "--place", "h5", "--engine", "chain"], signal.SIGXCPU,
                counting, tmp)
    with tempfile.TemporaryDirectory() as tmp, tempfile.TemporaryDirectory() as empty:
        # During a merge waiting for a shard from a FIFO: blocked in read(), woken at once.
        fifo = os.path.join(tmp, "shard")
        os.mkfifo(fifo)
        for sig in (signal.SIGTERM, signal.SIGQUIT):
            writer = []

            def reading(pid, writer=writer):
                if not writer:  # the writer's end opens once queens has opened the reader's
                    try:
                        writer.append(os.open(fifo, os.O_WRONLY | os.O_NONBLOCK))
                    except OSError:
                        return False
                return blocked_in(pid, "read")
            stopped(["merge", fifo], sig, reading, empty)
            os.close(writer[0])
        # During a write blocked on a FIFO nobody opens, then on a full pipe.
        out = os.path.join(tmp, "out")
        os.mkfifo(out)
        stopped(["count", "-n", "6", "-o", out], signal.SIGQUIT,
                lambda pid: blocked_in(pid, "openat"), empty)


def late_failures():
    with tempfile.TemporaryDirectory() as tmp:
        # The output's folder removed during the count: exit 1, the result on standard output.
        folder = os.path.join(tmp, "gone")
        os.mkdir(folder)
        # 16 queens by constellations (about a second; 17 by the join took a minute under ASan).
        proc = subprocess.Popen([QUEENS, "count", "-n", "16", "--engine", "constellations",
                                 "--threads", "1", "-o",
                                 os.path.join(folder, "c.txt")], stdout=subprocess.PIPE,
                                stderr=subprocess.PIPE, text=True)
        wait_until(lambda: counting(proc.pid), "the count under way")
        os.rmdir(folder)
        out, err = proc.communicate(timeout=120)
        check(proc.returncode == 1, f"folder removed: exit {proc.returncode}: {err!r}")
        check(out.startswith("14772512 solutions for 16 queens"), f"the result: {out!r}")
        check("cannot write" in err and "the result is on standard output" in err, err)
        # Out of file descriptors once the count is done (the limit lowered while it runs):
        # the same. Not under the sanitizers, whose runtime needs a descriptor of its own.
        if sanitized():
            print("skipped under the sanitizers: out of descriptors")
        else:
            proc = subprocess.Popen([QUEENS, "count", "-n", "16", "--engine", "constellations",
                                     "--threads", "1", "--json", "-o",
                                     os.path.join(tmp, "c.json")], stdout=subprocess.PIPE,
                                    stderr=subprocess.PIPE, text=True)
            wait_until(lambda: counting(proc.pid), "the count under way")
            resource.prlimit(proc.pid, resource.RLIMIT_NOFILE, (3, 3))
            out, err = proc.communicate(timeout=120)
            check(proc.returncode == 1 and '"solutions":14772512' in out,
                  f"out of descriptors: exit {proc.returncode}: {out!r} {err!r}")
            check(os.listdir(tmp) == [], f"out of descriptors: left {os.listdir(tmp)}")
    # Standard output itself failed: the result is on standard error.
    with open("/dev/full", "w") as full:
        proc = subprocess.run([QUEENS, "count", "-n", "8"], stdout=full, stderr=subprocess.PIPE,
                              text=True, timeout=60)
    check(proc.returncode == 1 and "92 solutions" in proc.stderr,
          f"> /dev/full: exit {proc.returncode}: {proc.stderr!r}")
    # A trace or a listing that cannot be written still says what it found: where standard
    # output is the failed target, on standard error; otherwise on standard output.
    with open("/dev/full", "w") as full:
        proc = subprocess.run([QUEENS, "solve", "-n", "6", "--all"], stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=60)
    check(proc.returncode == 1 and "4 solutions found; the last: solution 4: 5 3 1 6 4 2"
          in proc.stderr, f"solve > /dev/full: exit {proc.returncode}: {proc.stderr!r}")
    proc = subprocess.run([QUEENS, "trace", "-n", "8", "--all", "--format", "html", "-o",
                           "/dev/full"], capture_output=True, text=True, timeout=60)
    check(proc.returncode == 1 and proc.stdout == "92 solutions found; the last: solution 92: "
          "8 4 1 3 6 2 7 5\n", f"trace -o /dev/full: exit {proc.returncode}: {proc.stdout!r}")


if __name__ == "__main__":
    main("cli.process.", (inputs, links_and_rights, whole, phases, late_failures))
