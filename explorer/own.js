// A queen's own steps (the "own steps" switch): what she does to herself between two messages,
// found in the rows the objects report at each step and in where the conversation stands, never
// in an order of rows (her walk is her own: first_row, next_row, out_of_rows):
//  - she stood on no row: her first find_solution's start() put her where her walk starts;
//  - her neighbour has just said yes to her advance: next_square's start() put her back where
//    her walk starts (on the same row, perhaps: a pinned queen has one);
//  - else a new row is next_square's move to the next row of her walk;
//  - a call to her neighbour to advance is next_square finding her walk has no row left.
// Each becomes a step of its own, shown between the two messages (the step number stays the
// message's); code.js lights the lines of each (OWN_STEPS).
function ownStepsBetween(before, after, n) {
  if (!before || !after || after.phase === "solution") return [];
  const steps = [], rows = before.rows.slice();
  const add = (message, id, from, to) => {
    rows[id - 1] = to;
    steps.push({ phase: "self", message, sender: id, receiver: id, row: to, column: id, from,
                 result: false, depth: after.depth, rows: rows.slice(), layer: after.layer, counts: after.counts });
  };
  const piece = (id) => id >= 1 && id <= n;
  const restarts = before.phase === "reply" && before.message === "advance" && before.result && piece(before.sender)
    ? before.sender : 0;
  for (let c = 1; c <= n; c++) {
    const from = before.rows[c - 1], to = after.rows[c - 1];
    if (!to) continue; // not made yet
    if (c === restarts) add("reset", c, from, to);
    else if (!from) add("start", c, from, to);
    else if (from !== to) { add("next_square", c, from, from); add("row", c, from, to); }
  }
  if (after.phase === "call" && after.message === "advance" && piece(after.sender)) {
    const row = after.rows[after.sender - 1];
    add("out_of_rows", after.sender, row, row);
  }
  return steps;
}
