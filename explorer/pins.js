"use strict";
// Pins judged when they are placed. A pin attacked by another pin is said at once, in the words
// `queens solve` prints ("no solution for 8 queens with a1,b2: the pin on a1 attacks b2"), asked
// of the kind's own pinned pieces (pins.cpp, the library's problem::clash). Whether pins that do not attack each other leave any
// solution takes a search: it is the page's own search with these pins (engine.js), run on to its
// first solution in the background, in slices that leave the page answering between them, up to
// PIN_STEPS steps; the stop button or Escape ends it, and the answer is said when it is known.
// What it searched stays searched: its marks are the timeline's, and solution >> goes straight
// to the solution it found.
const PIN_STEPS = 4000000;
const PIN_SLICE = 1 << 18;
let pinJob = null; // the search in progress: {timer}

function stopPins(said) {
  if (!pinJob) return;
  clearTimeout(pinJob.timer);
  pinJob = null;
  document.getElementById("pins-stop").hidden = true;
  if (said !== undefined) document.getElementById("pins-said").textContent = said;
}

// `board`: {module, source (the live search with these pins, steps.js), n, piece, pins (row by
// column), plural, text (the pins as a link writes them), square(row, column) (a square's name)}.
function judgePins(board) {
  const $ = (id) => document.getElementById(id);
  stopPins();
  const { module, n, piece, pins, plural } = board;
  const said = $("pins-said");
  said.textContent = "";
  document.body.dataset.pins = "";
  if (!pins.some((r) => r > 0)) return;
  const rows = new module.IntVector();
  for (let c = 1; c <= n; c++) rows.push_back(pins[c] || 0);
  const clash = module.pinsAttacking(n, piece, rows);
  const none = "no solution for " + n + " " + plural + " with " + board.text;
  const several = pins.filter((r) => r > 0).length > 1; // "the pin on b4 leaves", "the pins on b4,c1 leave"
  const theyLeave = (several ? "the pins on " : "the pin on ") + board.text + (several ? " leave" : " leaves");
  if (clash.length) {
    rows.delete();
    const [a, b] = clash;
    said.textContent = none + ": the pin on " + board.square(pins[a], a) + " attacks " + board.square(pins[b], b) + ".";
    document.body.dataset.pins = "attacked";
    return;
  }
  rows.delete();
  const { source } = board;
  pinJob = { timer: 0 };
  $("pins-stop").hidden = false;
  document.body.dataset.pins = "searching";
  // The first solution from before step 1, searched on from what the page has searched already.
  let reached = source.frontier;
  const slice = () => {
    // What a jump beside it has searched meanwhile is searched (marks.js): on from there.
    reached = Math.max(reached, Math.min(source.frontier, source.marks.exactTo));
    const got = source.seekSlice(-1, "solution", true, reached, Math.max(1, Math.min(PIN_SLICE, PIN_STEPS - reached)));
    reached = got.reached;
    if (got.found === null && reached < PIN_STEPS) {
      said.textContent = "Searching whether " + theyLeave + " a solution: no solution in the first " +
        reached.toLocaleString("en") + " steps yet (stop, or Escape, ends the search).";
      pinJob.timer = setTimeout(slice, 0);
      return;
    }
    const found = got.found === null ? -2 : got.found;
    document.body.dataset.pins = found >= 0 ? "solution" : found === -1 ? "none" : "unknown";
    stopPins(found >= 0 ? "T" + theyLeave.slice(1) + " a solution: the first comes at step " + (found + 1).toLocaleString("en") + " (solution >> goes there)."
      : found === -1 ? none + " (the whole search finds none)."
      : "Not known: no solution in the first " + reached.toLocaleString("en") + " steps; solution >> searches on.");
  };
  pinJob.timer = setTimeout(slice, 0);
}

// The stop button, and Escape from anywhere, end the search of the pins.
function wirePins() {
  const stop = () => {
    if (!pinJob) return;
    stopPins("Stopped: whether the pins leave a solution is not known.");
    document.body.dataset.pins = "stopped";
  };
  document.getElementById("pins-stop").onclick = stop;
  document.addEventListener("keydown", (k) => {
    if (k.key === "Escape" && pinJob) { k.preventDefault(); stop(); }
  });
}
