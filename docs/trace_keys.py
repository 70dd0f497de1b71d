"""The JSONL key table of docs/trace-format.md (for docs/update.py).

The table is read from the keys the program writes in every kind of record (a trace of fast
queens has attacked_rows replies). A key the program writes without a meaning here stops the
run, so the table cannot drift.
"""
import json


TRACE_KEY_MEANINGS = {
    "seq": "1, 2, 3, ... across calls, replies and solutions; contiguous at level `trace` (lower "
           "levels leave out records but keep the numbers); the start line is 0",
    "phase": "`start`, `call`, `reply`, `solution`, `summary`",
    "size": "the board's size N",
    "piece": "the piece kind's registry name (`--piece`), as in `queens trace --piece NAME`",
    "singular": "the kind's word for one piece, as the text trace names them (`rook 3 (c)`)",
    "plural": "the kind's word for several (`8 rooks`)",
    "glyph": "how the explorer and the replay page draw the kind's pieces: one symbol, UTF-8 "
             "(`\u265b` for queens)",
    "pinned": "the squares pieces are pinned to (`--place`), each `[column,row]`, 1-based, as "
              "in a count's JSON; `[]` when none",
    "level": "the level the trace was written at: `info`, `debug` or `trace` (spdlog's names)",
    "depth": "nesting: the board's own questions are depth 0",
    "message": "`can_attack`, `find_solution`, `advance`, `attacked_rows` (fast queens), "
               "`solution`",
    "sender": "who asks (0 the sentinel, 1..N the pieces by column, N + 1 the board)",
    "receiver": "who is asked (the same on the reply)",
    "row": "`can_attack`: the row asked about. `find_solution`/`advance`: the receiver's row "
           "before (call) and after (reply); 0 before her first `find_solution` (she stands on "
           "no row yet). `attacked_rows`: unused",
    "column": "`can_attack`: the column asked about. `find_solution`/`advance`: the receiver's "
              "column. `attacked_rows`: the column asked about",
    "result": "replies: attacked? found? advanced?",
    "rows": "`attacked_rows` replies: the attacked rows; solutions: the row of each column",
    "messages": "how many of each message were sent: an object "
                "`{\"can_attack\":..,\"find_solution\":..,\"advance\":..,\"attacked_rows\":..}` "
                "(counted at every level, also where records were left out)",
    "solutions": "how many solutions were found",
    "seconds": "the wall-clock time of the run",
    "interrupted": "`true` if the run was stopped (Ctrl-C, SIGTERM, SIGHUP) before the end",
}


def trace_keys(queens, run):
    """The key table, with the phases each key appears in; RUN(queens, args) is what the
    program prints."""
    phases = {}
    for args in ("trace -n 4 --format jsonl", "trace -n 4 --piece fast --format jsonl"):
        for line in run(queens, args).splitlines():
            record = json.loads(line)
            for key in record:
                phases.setdefault(key, []).append(record["phase"])
    unknown = sorted(set(phases) - set(TRACE_KEY_MEANINGS))
    if unknown:
        raise SystemExit(f"docs/update.py: the trace writes keys with no meaning in "
                         f"TRACE_KEY_MEANINGS: {', '.join(unknown)}")
    order = ["start", "call", "reply", "solution", "summary"]
    rows = ["| key | in | meaning |", "| --- | --- | --- |"]
    for key in TRACE_KEY_MEANINGS:
        if key in phases:
            where = ", ".join(p for p in order if p in phases[key])
            rows.append(f"| `{key}` | {where} | {TRACE_KEY_MEANINGS[key]} |")
    return "\n".join(rows) + "\n"


def generators(run):
    return {"trace-keys": lambda queens: trace_keys(queens, run)}
