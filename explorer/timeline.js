"use strict";
// The timeline: the slider, the status line, and the marks of every solution and backtrack
// searched so far, however the search got there (the source's MarkBook, marks.js: a jump to
// step 10^8 marks all it passed; a new search starts with none).
const MARKS_SHOWN = 400;

// `shown`: the step drawn ({event, state}). Its depth is the trace's: how many messages are in
// progress around its message (the board's own questions are depth 0, as in `queens trace`); a
// piece's own step is at the depth of the message she is in.
function drawTimeline(source, step, shown) {
  const state = shown.state, e = shown.event, stack = state.stack;
  const depth = !e ? "" : e.phase !== "self" ? " \u00b7 depth " + e.depth
    : stack.length ? " \u00b7 depth " + stack[stack.length - 1].depth : "";
  const $ = (id) => document.getElementById(id);
  const known = source.total !== null ? source.total : source.frontier;
  const scrub = $("scrub");
  scrub.max = String(Math.max(known, 1)); scrub.value = String(step + 1);
  // Step counts grouped as every step count the page says is ("17,058,288").
  const count = (i) => i.toLocaleString("en");
  $("status").textContent = "step " + count(step + 1) + (source.total !== null ? " of " + count(source.total)
    : known > step + 1 ? " of " + count(known) + "+ (searched so far: the search goes on)"
    : " (the search goes on: its length is not known yet)") +
    depth + " \u00b7 solutions " + state.solutions + " \u00b7 backtracks " + state.backtracks +
    (source.total !== null && step === source.total - 1 ? " \u00b7 the search is over" : "") +
    (source.error ? " \u00b7 it ended on an error: " + source.error : "");
  const book = source.marks;
  const drawn = [known, book.solutions.length, book.backtracks.size, book.width].join();
  if (source.marked === drawn) return;
  source.marked = drawn;
  const at = (i) => (100 * (i + 1) / Math.max(known, 1)) + "%";
  const marks = [];
  const mark = (kind, i) => { const m = document.createElement("span"); m.className = kind; m.style.left = at(i); marks.push(m); };
  // Every stretch of steps with backtracks, then every solution, each kind thinned to a few
  // hundred marks (the slider is no wider): solutions drawn last, over the backtracks.
  const stretches = [...book.backtracks.keys()];
  const every = Math.ceil(stretches.length / MARKS_SHOWN);
  stretches.forEach((s, k) => { if (k % every === 0) mark("backtrack", s * book.width); });
  const often = Math.ceil(book.solutions.length / MARKS_SHOWN);
  book.solutions.forEach((s, k) => { if (k % often === 0) mark("solution", s); });
  $("marks").replaceChildren(...marks);
}
