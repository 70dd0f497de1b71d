"""What the command-line tests share: the program under test, running it, checking, and
one group of checks per CTest test.

    SCRIPT QUEENS_BINARY [MORE ARGUMENTS] GROUP
"""
import fcntl
import json
import os
import pty
import select
import signal
import struct
import subprocess
import sys
import termios
import time

QUEENS = sys.argv[1]


def run(*args, expect=0, env=None):
    """Runs queens with `args`; the process, once it exited with `expect`."""
    proc = subprocess.run([QUEENS, *args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})
    if proc.returncode != expect:
        raise AssertionError(f"queens {' '.join(args)}: exit {proc.returncode}, expected {expect}\n"
                             f"stdout: {proc.stdout[-500:]}\nstderr: {proc.stderr[-500:]}")
    return proc


def on_terminal(args, stop_on=None, stream="stderr", env=None, columns=None):
    """Runs queens with one stream (`stream`: "stderr" or "stdout", or "both") on a terminal (a
    pty), the other piped, `env` added to the environment; Ctrl-C once the terminal shows `stop_on`
    (bytes; at most a minute: a sanitizer build on a busy machine is slow to say it). The
    terminal says it is `columns` wide (else it says no width). Returns the exit status, the
    piped stream and what the terminal showed."""
    controller, terminal = pty.openpty()
    if columns is not None:
        fcntl.ioctl(terminal, termios.TIOCSWINSZ, struct.pack("HHHH", 24, columns, 0, 0))
    streams = {"stdout": subprocess.PIPE, "stderr": subprocess.PIPE}
    for name in ("stdout", "stderr") if stream == "both" else (stream,):
        streams[name] = terminal
    proc = subprocess.Popen([QUEENS, *args], stdout=streams["stdout"], stderr=streams["stderr"],
                            text=True, env={**os.environ, **(env or {})})
    os.close(terminal)
    shown = b""
    if stop_on is not None:
        deadline = time.monotonic() + 60
        while stop_on not in shown and time.monotonic() < deadline:
            ready, _, _ = select.select([controller], [], [], 0.2)
            if ready:
                try:
                    shown += os.read(controller, 4096)
                except OSError:
                    break
        proc.send_signal(signal.SIGINT)
    while True:
        try:
            chunk = os.read(controller, 4096)
        except OSError:  # the terminal is gone with the program
            break
        if not chunk:
            break
        shown += chunk
    piped = proc.communicate(timeout=120)[0 if stream == "stderr" else 1]
    os.close(controller)
    return proc.returncode, piped, shown.decode()


def sanitized():
    """Whether the program is built with AddressSanitizer, whose runtime reserves terabytes of
    address space (no RLIMIT_AS fits it) and needs file descriptors of its own."""
    with open(QUEENS, "rb") as binary:
        return b"__asan_init" in binary.read()


def check(condition, message):
    if not condition:
        raise AssertionError(message)


def jsonl_records(lines):
    """The records of a JSON-lines trace, each line parsed on its own, start and summary checked."""
    records = [json.loads(line) for line in lines]
    check(records[0]["phase"] == "start", "the first record starts the trace")
    check(records[-1]["phase"] == "summary", "the last record sums it up")
    return records


def main(prefix, groups):
    """Runs the group named by the last argument; exit 1 with the failed check's words."""
    group = sys.argv[-1]
    try:
        {f.__name__: f for f in groups}[group]()
    except AssertionError as error:
        print(f"FAILED: {error}")
        sys.exit(1)
    print(f"{prefix}{group}: passed")


def ended_by(code, sig):
    """A stopped run ends by the signal itself, raised again after its clean-up (GNU sort's way):
    Python's -N, what a shell shows as 128 + N."""
    return code == -sig


def wait_until(condition, what, timeout=60):
    """Polls `condition` until it holds (never a fixed sleep: a run is stopped only once it is
    provably under way); fails after `timeout` seconds saying `what` was awaited."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited {timeout} s for {what}")
        time.sleep(0.01)


def counting(pid):
    """True once a thread of process `pid` other than its first has worked a few hundredths of
    a second: a count's worker, so the count is under way (a waiting thread uses no CPU)."""
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return False
    for task in tasks:
        if task != str(pid) and cpu_seconds(f"{pid}/task/{task}") >= 0.02:
            return True
    return False


SYSCALLS = {"x86_64": {"read": 0, "write": 1, "openat": 257},
            "aarch64": {"read": 63, "write": 64, "openat": 56}}


def blocked_in(pid, call):
    """True when process `pid` sleeps in system call `call` (read, write, openat)."""
    number = SYSCALLS.get(os.uname().machine, SYSCALLS["x86_64"])[call]
    try:
        with open(f"/proc/{pid}/stat") as f:
            state = f.read().rsplit(")", 1)[1].split()[0]
        with open(f"/proc/{pid}/syscall") as f:
            now = f.read().split()
    except OSError:
        return False
    return state == "S" and now and now[0] == str(number)


def open_in(pid, folder):
    """The size of the file process `pid` holds open in `folder` (its temporary file, named or
    not: an unnamed one shows as '#N (deleted)'), and where it leads; (-1, None) when none."""
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return -1, None
    for fd in fds:
        try:
            where = os.readlink(f"/proc/{pid}/fd/{fd}")
            if where.startswith(folder + "/"):
                return os.stat(f"/proc/{pid}/fd/{fd}").st_size, where
        except OSError:
            pass
    return -1, None


def cpu_seconds(pid):
    """The CPU time process `pid` has used: past a tenth of a second, it is past its start."""
    try:
        with open(f"/proc/{pid}/stat") as f:
            fields = f.read().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
