// A queen's own steps (the "own steps" switch): what she does to herself between two
// messages, found in the rows the objects report at each step. A row one higher is
// next_square's ++row_; a lower row is her reset to rows_.first after her neighbour moved; a
// call to her neighbour to advance is next_square finding her on her last row. Each becomes a
// step of its own, shown between the two messages (the step number stays the message's).
function ownStepsBetween(before, after, n) {
  if (!before || !after || after.phase === "solution") return [];
  const steps = [], rows = before.rows.slice();
  const add = (message, id, from, to) => {
    if (to !== from) rows[id - 1] = to;
    steps.push({ phase: "self", message, sender: id, receiver: id, row: to, column: id, from,
                 result: false, depth: after.depth, rows: rows.slice(), layer: after.layer, counts: after.counts });
  };
  for (let c = 1; c <= n; c++) {
    const from = before.rows[c - 1], to = after.rows[c - 1];
    if (!from || !to || from === to) continue;
    if (to === from + 1) { add("next_square", c, from, from); add("row", c, from, to); }
    else add("reset", c, from, to);
  }
  if (after.phase === "call" && after.message === "advance" && after.sender >= 1 && after.sender <= n) {
    const row = after.rows[after.sender - 1];
    add("out_of_rows", after.sender, row, row);
  }
  return steps;
}
