// A queen's own steps (the "own steps" switch): what she does to herself between two messages,
// found in where the conversation stands and followed along her walk as the library learns it
// (walk.hpp, through module.walks: the rows she tries, in order, a function of her row):
//  - she stood on no row: her first find_solution's start() put her where her walk starts;
//  - her neighbour has just said yes to her advance: next_square's start() put her back where
//    her walk starts (on the same row, perhaps: a pinned queen has one);
//  - else a new row is next_square's move to the row her walk names after hers (next_row);
//  - a call to her neighbour to advance is next_square asking next_row first (`nextRow`: what it
//    answers, where her code says; else unknown) and finding no row of hers there, then
//    start_again's out_of_rows.
// Each becomes a step of its own, shown between the two messages (the step number stays the
// message's); code.js lights the lines of each (OWN_STEPS). `walked` is the row her walk names
// (0: none); where the row her object reports differs, her walk's state is not a function of
// her row, and the step's words say so (words.cpp). The layers' counters are as `before` left
// them: nothing crosses a link.
function ownStepsBetween(before, after, n, walks = [], nextRow = null) {
  if (!before || !after || after.phase === "solution") return [];
  const steps = [], rows = before.rows.slice();
  const add = (message, id, from, to, walked, named = 0) => {
    rows[id - 1] = to;
    steps.push({ phase: "self", message, sender: id, receiver: id, row: to, column: id, from, walked, named,
                 result: false, depth: after.depth, rows: rows.slice(), layer: before.layer, counts: before.counts });
  };
  const piece = (id) => id >= 1 && id <= n;
  const walk = (c) => walks[c] || null;
  const first = (c, to) => (walk(c) ? walk(c)[0] || 0 : to); // unknown: as she reports
  const next = (c, from, to) => {
    const w = walk(c);
    if (!w) return to;
    const at = w.indexOf(from);
    return at >= 0 && at + 1 < w.length ? w[at + 1] : 0;
  };
  const restarts = before.phase === "reply" && before.message === "advance" && before.result && piece(before.sender)
    ? before.sender : 0;
  for (let c = 1; c <= n; c++) {
    const from = before.rows[c - 1], to = after.rows[c - 1];
    if (!to) continue; // not made yet
    if (c === restarts) add("reset", c, from, to, first(c, to));
    else if (!from) add("start", c, from, to, first(c, to));
    else if (from !== to) {
      const walked = next(c, from, to);
      add("next_square", c, from, from, walked);
      add("row", c, from, to, walked);
    }
  }
  if (after.phase === "call" && after.message === "advance" && piece(after.sender)) {
    const row = after.rows[after.sender - 1], walked = next(after.sender, row, 0);
    add("next_row", after.sender, row, row, walked, nextRow ? nextRow(row) : 0);
    add("out_of_rows", after.sender, row, row, walked);
  }
  return steps;
}

// Each column's walk (index 1..n) for the page's choice, asked of the library; [] when the kind
// has none it can learn (the reason in `error`).
function askWalks(module, n, piece, pins) {
  const rows = new module.IntVector();
  for (let c = 1; c <= n; c++) rows.push_back(pins[c] || 0);
  const got = module.walks(n, piece, rows);
  rows.delete();
  return got;
}

// A walk as the page writes it: "4 5 3 6 2 7 1 8", the row she stands on marked; past a dozen
// rows, the stretch around it ("… 30 [35] 29 …"). Returns [before, here, after] texts.
function walkText(walk, row) {
  const at = walk.indexOf(row), lo = walk.length <= 12 ? 0 : Math.max(0, Math.min(at < 0 ? 0 : at - 4, walk.length - 9));
  const hi = walk.length <= 12 ? walk.length : lo + 9;
  const part = (a, b) => walk.slice(a, b).join(" ");
  const dots = (yes) => (yes ? "\u2026 " : "");
  if (at < lo || at >= hi) return [dots(lo > 0) + part(lo, hi) + (hi < walk.length ? " \u2026" : ""), "", ""];
  return [dots(lo > 0) + part(lo, at), String(row), part(at + 1, hi) + (hi < walk.length ? " \u2026" : "")];
}

// Above the code: the walk of the piece on the move (the sender, else the receiver), as the
// library learns it, her row marked, so a student sees why she moves as she does; or why the
// library could not learn it (`source.walkError`).
function drawWalk(element, e, source, names) {
  const walks = source.walks || [];
  const id = e && e.phase !== "solution" ? [e.sender, e.receiver].find((c) => walks[c] && walks[c].length) : 0;
  element.hidden = !id && !source.walkError;
  if (!id) { element.textContent = source.walkError ? "Her walk is not known: " + source.walkError : ""; return; }
  const [before, here, after] = walkText(walks[id], e.rows[id - 1]), mark = document.createElement("mark");
  mark.textContent = here;
  element.replaceChildren("Walk of " + names.short(id) + ": " + before,
                          ...(here ? [before ? " " : "", mark, after ? " " + after : ""] : []));
}
