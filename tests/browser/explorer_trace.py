"""The explorer against the library's own trace (explorer_test.py): 6 queens with one pinned on
b4, as `queens trace --place b4 --all --format jsonl` records the run, and what the page must
show at any step of it: the board, the chain of objects, the messages in progress, the message
in flight, the log's words, the layers' counts."""
import json
import re
import subprocess

from browser import expect, session

N, PIN = 6, "b4"
FILES = "abcdefghijklmnopqrstuvwxyz"


def library_trace():
    """The library's own record of the run: the JSON lines, calls/replies/solutions only."""
    out = subprocess.run([session.queens, "trace", "-n", str(N), "--place", PIN, "--all", "--format", "jsonl"],
                         capture_output=True, text=True, check=True).stdout
    records = [json.loads(line) for line in out.splitlines() if line.strip()]
    return [r for r in records if r.get("phase") in ("call", "reply", "solution")]


def who(i):
    return "the sentinel" if i == 0 else "the board" if i == N + 1 else f"queen {i} ({FILES[i - 1]})"


def sentence(r, number=0):
    """What the text trace says for this record (the log's wording); a solution as the text
    format writes it, "solution 1: 2 4 1 3" (`number`: which solution it is)."""
    square = lambda row, col: f"{FILES[col - 1]}{row}"
    if r["phase"] == "solution":
        return f"solution {number}: " + " ".join(str(row) for row in r["rows"])
    if r["phase"] == "call":
        question = {"can_attack": f"can you attack {square(r['row'], r['column'])}?",
                    "find_solution": "find a safe square", "advance": "advance"}[r["message"]]
        return f"{who(r['sender'])} asks {who(r['receiver'])}: {question}"
    if r["message"] == "can_attack":
        answer = "yes" if r["result"] else "no"
    elif r["receiver"] == 0:
        answer = "yes (nobody to the sentinel's left can attack it)" if r["result"] else "no (the sentinel cannot advance)"
    else:
        answer = f"stands on {square(r['row'], r['column'])}" if r["result"] else "no safe square left"
    return f"{who(r['receiver'])} answers {who(r['sender'])}: {answer}"


def open_calls(trace, index):
    """The depth after step `index` (0-based): calls not yet answered."""
    depth = 0
    for r in trace[: index + 1]:
        depth += 1 if r["phase"] == "call" else -1 if r["phase"] == "reply" else 0
    return depth


# What check_step reads of the page, in one call: the body's data, the frames drawn, the message in
# flight (the object before it, where it goes, its words), the log's current line, each object's
# box and the board's queens and pins (an element's text as WebDriver reads it: '' unless shown).
SHOWN = """
const b = document.body.dataset, all = (s) => [...document.querySelectorAll(s)];
const shown = (e) => (e && e.checkVisibility() ? e.innerText : '');
const before = (e) => {
  let p = e.previousElementSibling;
  while (p && p.tagName !== 'DIV') p = p.previousElementSibling;
  return p;
};
const current = document.querySelector('#log li.current');
const d = (k) => b[k] || '';
return {step: d('step'), event: d('event'), depth: d('depth'), objectRows: d('objectRows'), rows: d('rows'),
        attacker: d('attacker'),
        frames: all('#stack li.frame:not(.self):not(.returned)').length, returned: all('#stack li.returned').length,
        listed: all('#stack li').length, header: shown(document.querySelector('#frames-view h2')),
        status: shown(document.getElementById('status')),
        flights: all('#chain .arrow.flight').map((f) => [before(f) ? before(f).getAttribute('data-id') : null,
                                                          f.getAttribute('data-to'), shown(f)]),
        log: current ? shown(current) : null,
        boxes: Array.from({length: arguments[0]}, (_, i) => {
          const box = document.querySelector('#chain .obj[data-id="' + (i + 1) + '"]'); return box ? shown(box) : null; }),
        queens: all('#board .cell.queen').map((c) => c.getAttribute('data-square')),
        lines: all('#lines line').length, pinned: all('#board .cell.pinned').map((c) => c.getAttribute('data-square'))};"""


def check_step(page, trace, where):
    """Board, chain, stack depth and log at the current step against the library's trace."""
    got = page.js(SHOWN, N)
    index = int(got["step"]) - 1
    r = trace[index]
    shown = json.loads(got["event"])
    expect(shown["phase"] == r["phase"], f"{where}: step {index + 1} is a {shown['phase']}, the trace says {r['phase']}")
    if r["phase"] != "solution":
        for field in ("message", "sender", "receiver", "row", "column"):
            expect(shown[field] == r[field], f"{where}: step {index + 1} {field} {shown[field]} != trace {r[field]}")
        if r["phase"] == "reply":
            expect(shown["result"] == r["result"], f"{where}: step {index + 1} answer differs from the trace")
    depth = open_calls(trace, index)
    expect(got["depth"] == str(depth), f"{where}: stack depth {got['depth']}, trace says {depth}")
    # A frame for every message in progress; a piece's calls to herself and the value just
    # returned are frames of their own, drawn apart.
    expect(got["frames"] == depth, f"{where}: {got['frames']} messages in progress drawn, {depth} expected")
    expect(got["returned"] == (1 if r["phase"] == "reply" else 0), f"{where}: {got['returned']} returned frames drawn")
    # The words count what they say: the header the frames it lists (and the messages among
    # them), the status line the depth the trace gives this step (the board's questions: 0).
    listed = got["listed"]
    expect(re.search(rf"\b{listed} frames?\b", got["header"]) and (listed == depth or f"({depth} message" in got["header"]),
           f"{where}: {listed} frames listed ({depth} messages), the header says {got['header']!r}")
    expect(f"depth {r.get('depth', 0)} " in got["status"] + " ",
           f"{where}: the trace gives depth {r.get('depth', 0)}, the status says {got['status']!r}")
    # The message in flight is on the arrow leaving its sender, whoever it goes to (the board
    # talks to the newest piece it made), and names the message on a call.
    flights = got["flights"]
    if r["phase"] == "solution":
        expect(not flights, f"{where}: a message drawn in flight at a solution")
    else:
        expect(len(flights) == 1, f"{where}: {len(flights)} messages drawn in flight, not 1")
        sender, to, words = flights[0]
        expect(sender is not None, f"{where}: no object before the arrow in flight")
        expect((int(sender), int(to)) == (r["sender"], r["receiver"]),
               f"{where}: the arrow in flight leaves object {sender}, not {r['sender']}")
        expect(r["phase"] == "reply" or r["message"] in words, f"{where}: the arrow says {words!r}")
    expect(got["log"] is not None, f"{where}: no current line in the log")
    current = got["log"].strip()
    number = sum(1 for x in trace[: index + 1] if x["phase"] == "solution")
    expect(current == sentence(r, number), f"{where}: log says {current!r}, the trace says {sentence(r, number)!r}")
    # The pieces' rows: the chain shows what each object holds, the board only standing queens.
    object_rows = [int(x) for x in got["objectRows"].split()]
    board_rows = [int(x) for x in got["rows"].split()]
    for column in range(1, N + 1):
        box = got["boxes"][column - 1]
        expect(box is not None, f"{where}: no chain box {column}")
        if object_rows[column - 1]:
            expect(re.search(rf"row_\s+{object_rows[column - 1]}\b", box), f"{where}: chain box {column} says {box!r}")
        expect(board_rows[column - 1] in (0, object_rows[column - 1]), f"{where}: queen {column} drawn off her row")
        queen_cells = [c for c in got["queens"] if c[0] == FILES[column - 1]]
        expect(len(queen_cells) == (1 if board_rows[column - 1] else 0), f"{where}: column {column} shows {len(queen_cells)} queens")
    if r["phase"] == "call" and r["message"] == "can_attack" and r["sender"] == r["column"]:
        expect(object_rows[r["sender"] - 1] == r["row"], f"{where}: the asking queen is not on her square")
    if r["phase"] == "reply" and r["message"] in ("find_solution", "advance") and r["receiver"] > 0:
        expect(object_rows[r["receiver"] - 1] == r["row"], f"{where}: the answering queen is not where she says")
    if r["phase"] == "reply" and r["message"] == "can_attack" and r["result"]:
        attacker = int(got["attacker"])
        a_row, a_col = object_rows[attacker - 1], attacker
        on_line = a_row == r["row"] or a_row - a_col == r["row"] - r["column"] or a_row + a_col == r["row"] + r["column"]
        expect(1 <= attacker < r["sender"] and on_line,
               f"{where}: the page names queen {attacker} on row {a_row} as the attacker of {r['column']},{r['row']}")
        expect(got["lines"] == 1, f"{where}: no attack line drawn")
    if r["phase"] == "solution":
        expect(board_rows == r["rows"], f"{where}: board shows {board_rows}, the solution is {r['rows']}")
    # The pinned queen is marked wherever she is.
    expect(got["pinned"] == [PIN], f"{where}: pinned squares {len(got['pinned'])}")
    print(f"{where}: step {index + 1} agrees with the trace: {sentence(r, number)}")


def link_counters(calls, n):
    """What the counting_piece on each link has received, as the page records them
    (window_state.hpp): each piece's link to her left neighbour (into 0..n-1), then the board's
    own link to each piece (into 1..n), four counters each: can_attack, find_solution, advance,
    attacked_rows. Every link its own object: the board's links are not her neighbour's."""
    kinds = ("can_attack", "find_solution", "advance", "attacked_rows")
    counters = [0] * (8 * n)
    for r in calls:
        link = n + r["receiver"] - 1 if r["sender"] == n + 1 else r["receiver"]
        counters[4 * link + kinds.index(r["message"])] += 1
    return counters


def check_layers(page, trace):
    """The layers' own counters at this step against the trace. They sit outside the page's
    recorder on each link, so they have taken in this step's call too."""
    got = page.js("const b = document.body.dataset, t = document.getElementById('null-tests');"
                  "return ['step', 'counted', 'layerMessages', 'layerSquares', 'nullTests', 'sentinelReplies']"
                  ".map((k) => b[k] || '').concat(t.checkVisibility() ? t.innerText : '')")
    step, counted, messages, squares_shown, null_shown, sentinel_shown, text = got
    index = int(step) - 1
    upto = trace[: index + 1]
    calls = [r for r in upto if r["phase"] == "call"]
    received = link_counters(calls, N)
    counted = [int(x) for x in counted.split()]
    expect(counted == received, f"counting_pieces count {counted}, the trace says {received}")
    expect(messages == str(len(calls)), f"message_counter says {messages} messages, the trace {len(calls)}")
    squares = sum(1 for r in calls if r["message"] == "can_attack" and r["sender"] == r["column"])
    expect(squares_shown == str(squares), f"squares tested {squares_shown} != {squares}")
    null_tests = sum(1 for r in upto if r["phase"] == "call" and 1 <= r["sender"] <= N)
    sentinel = sum(1 for r in upto if r["phase"] == "reply" and r["receiver"] == 0)
    expect(null_shown == str(null_tests), f"null tests {null_shown} != {null_tests}")
    expect(sentinel_shown == str(sentinel), f"sentinel replies {sentinel_shown} != {sentinel}")
    expect(str(null_tests) in text, f"the view without the sentinel says {text!r}")
    print(f"layers at step {index + 1}: counting {counted}, {len(calls)} messages, {squares} squares, "
          f"{null_tests} null tests removed, {sentinel} sentinel replies")


def show_log(page):
    """The log's tab chosen (the code is shown first), the keyboard left to the page."""
    page.click("tab-log")
    page.driver.execute_script("document.activeElement.blur()")
