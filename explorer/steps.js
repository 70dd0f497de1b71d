"use strict";
// Sources of steps. A step is one event of the conversation (a call, a reply or a solution),
// with the row every piece holds at that moment. Two sources feed the same page:
//  - the live source asks the library's own chain, compiled to WebAssembly, for a window of
//    steps at a time (nothing is computed past what is shown);
//  - the recorded source reads a trace written by `queens trace --format html`.
// Both are cut into windows of CHUNK steps, each with the state before its first step, so any
// step is drawn from at most one window.
const CHUNK = 2048;

function freshState(n) {
  return { stack: [], sentinelReplies: 0, nullTests: 0, solutions: 0, backtracks: 0,
           gaveUp: new Uint8Array(n + 2) };
}
function cloneState(s) {
  return { stack: s.stack.slice(), sentinelReplies: s.sentinelReplies, nullTests: s.nullTests,
           solutions: s.solutions, backtracks: s.backtracks, gaveUp: s.gaveUp.slice() };
}
const isMove = (e) => e.message === "find_solution" || e.message === "advance";
// The bookkeeping of a step (the calls in progress, the counts, who gave up) is the module's:
// module.follow(state, event, n) keeps the page's state by the rules the module keeps its own.
function maskRows(low, high) {
  const rows = [];
  for (let r = 0; r < 32; r++) if ((low >>> r) & 1) rows.push(r + 1);
  for (let r = 0; r < 32; r++) if ((high >>> r) & 1) rows.push(r + 33);
  return rows;
}

// The live source: a session of the WebAssembly module.
class LiveSource {
  constructor(module, n, piece, pins, layers) {
    this.module = module; this.n = n; this.piece = piece; this.pins = pins; this.layers = layers;
    const vector = new module.IntVector();
    for (let c = 1; c <= n; c++) vector.push_back(pins[c] || 0);
    this.session = module.open(n, piece, vector, !!layers.counting, !!layers.tracing);
    vector.delete();
    this.stride = this.session.stride();
    this.fixed = module.fixedFields;
    // The names of the numbers the module records its steps with, from the module itself.
    this.messages = module.messageNames(); this.phases = module.phaseNames();
    this.windows = new Map();
    this.total = null;      // known once a window comes back short
    this.frontier = 0;      // steps seen so far
    this.marks = new Map(); // step -> "solution" | "backtrack", for the windows seen
  }
  close() { this.session.delete(); }
  window(k) {
    if (this.windows.has(k)) {
      const w = this.windows.get(k); this.windows.delete(k); this.windows.set(k, w); return w;
    }
    if (this.total !== null && k * CHUNK >= this.total) return null;
    const got = this.session.record(k * CHUNK, CHUNK);
    const count = got.data.length / this.stride;
    if (count < CHUNK) this.total = k * CHUNK + count;
    if (count === 0) return null;
    const w = { start: k * CHUNK, length: count, data: got.data, state: this.startState(got.start) };
    this.frontier = Math.max(this.frontier, w.start + count);
    for (let j = 0; j < count; j++) {
      const e = this.decode(w, j);
      if (e.phase === "solution") this.marks.set(w.start + j, "solution");
      else if (this.module.backtrack(e, this.n)) this.marks.set(w.start + j, "backtrack");
    }
    this.windows.set(k, w);
    if (this.windows.size > 64) this.windows.delete(this.windows.keys().next().value);
    return w;
  }
  startState(a) {
    const n = this.n, s = freshState(n);
    s.sentinelReplies = a[0]; s.nullTests = a[1]; s.solutions = a[2]; s.backtracks = a[3];
    const depth = a[4];
    s.gaveUp = Uint8Array.from(a.subarray(5, 5 + n + 2));
    for (let i = 0, at = 5 + n + 2; i < depth; i++, at += 6) {
      s.stack.push({ phase: "call", message: this.messages[a[at]], sender: a[at + 1], receiver: a[at + 2],
                     row: a[at + 3], column: a[at + 4], depth: a[at + 5] });
    }
    return s;
  }
  decode(w, j) {
    const d = w.data, at = j * this.stride, n = this.n, f = this.fixed;
    const e = { phase: this.phases[d[at]], message: this.messages[d[at + 1]], sender: d[at + 2], receiver: d[at + 3],
                row: d[at + 4], column: d[at + 5], result: d[at + 6] === 1, depth: d[at + 7],
                rows: Array.from(d.subarray(at + f, at + f + n)),
                layer: this.layers.tracing ? { messages: d[at + 10], squares: d[at + 11] } : null,
                counts: this.layers.counting ? Array.from(d.subarray(at + f + n, at + f + 2 * n + 1)) : null };
    if (e.message === "attacked_rows" && e.phase === "reply") e.mask = maskRows(d[at + 8], d[at + 9]);
    if (e.phase === "solution") e.solution = e.rows.slice();
    return e;
  }
  // The number of steps of the whole search, found by running it without recording; -2 when it
  // is longer than `budget` steps (then the total stays unknown).
  finish(budget) {
    if (this.total === null) {
      const length = this.session.length(budget);
      if (length >= 0) this.total = length;
    }
    return this.total !== null ? this.total : -2;
  }
  // A student's own can_attack to a real piece as she stands at step `at` (module's ask).
  ask(at, to, row, column) { return this.session.ask(at, to, row, column); }
  // The next (or last earlier) solution or backtrack: asked of the module, which runs the
  // search without recording (within a budget of steps, so a 64-queens board cannot hang).
  seek(from, what, forward) {
    const found = this.session.seek(Math.max(from, 0), what === "solution" ? 0 : 1, forward, 5e7);
    return found;
  }
}

// The recorded source: the JSON lines of `queens trace --format jsonl`, kept in the page.
class RecordedSource {
  constructor(records, module) {
    this.module = module;
    const start = records[0];
    this.n = start.size; this.piece = start.piece; this.pins = [];
    // The kind's words, as the start record gives them (a custom piece is not in any menu).
    this.words = { singular: start.singular || start.piece, plural: start.plural || start.piece };
    this.glyph = typeof start.glyph === "string" ? start.glyph : "";
    // Pinned squares, as the start record names them: [column,row], 1-based.
    (start.pinned || []).forEach(([column, row]) => { this.pins[column] = row; });
    const n = this.n;
    this.events = records.filter((r) => r.phase === "call" || r.phase === "reply" || r.phase === "solution");
    this.total = this.frontier = this.events.length;
    this.marks = new Map();
    // Rows as the trace tells them: a piece's square when she asks about it, and the square
    // her move messages report; the sentinel-less pieces not yet asked stand nowhere.
    const now = new Array(n).fill(0);
    this.states = [];
    let s = freshState(n);
    this.events.forEach((r, i) => {
      const e = { phase: r.phase, message: r.message || "solution", sender: r.sender, receiver: r.receiver,
                  row: r.row, column: r.column, result: !!r.result, depth: r.depth || 0, layer: null, counts: null };
      if (r.phase === "solution") { e.solution = r.rows.slice(); r.rows.forEach((row, c) => { now[c] = row; }); }
      if (r.message === "attacked_rows" && r.phase === "reply") e.mask = r.rows || [];
      if (r.phase === "call" && r.message === "can_attack" && r.sender === r.column && r.sender <= n) now[r.sender - 1] = r.row;
      if (isMove(e) && r.receiver >= 1 && r.receiver <= n && r.row > 0) now[r.receiver - 1] = r.row;
      e.rows = now.slice();
      if (i % CHUNK === 0) this.states.push(cloneState(s));
      module.follow(s, e, n);
      this.events[i] = e;
      if (e.phase === "solution") this.marks.set(i, "solution");
      else if (module.backtrack(e, n)) this.marks.set(i, "backtrack");
    });
  }
  close() {}
  finish() { return this.total; }
  window(k) {
    if (k * CHUNK >= this.total) return null;
    const start = k * CHUNK;
    return { start, length: Math.min(CHUNK, this.total - start), state: this.states[k], events: this.events };
  }
  decode(w, j) { return this.events[w.start + j]; }
  seek(from, what, forward) {
    const steps = [...this.marks.keys()].filter((i) => this.marks.get(i) === what);
    if (forward) { const s = steps.find((i) => i > from); return s === undefined ? -1 : s; }
    const earlier = steps.filter((i) => i < from);
    return earlier.length ? earlier[earlier.length - 1] : -1;
  }
}

// Step i of a source with the state after it: the calls in progress, the counts.
function stepAt(source, i, cache) {
  if (i < 0) return { index: -1, event: null, state: freshState(source.n) };
  const k = Math.floor(i / CHUNK);
  const w = source.window(k);
  if (!w || i - w.start >= w.length) return null;
  let s, from;
  if (cache && cache.window === w && cache.index <= i && cache.index >= w.start) {
    s = cache.state; from = cache.index + 1;
  } else { s = cloneState(w.state); from = w.start; }
  for (let j = from; j <= i; j++) source.module.follow(s, source.decode(w, j - w.start), source.n);
  const result = { index: i, event: source.decode(w, i - w.start), state: s, window: w };
  if (cache) { cache.window = w; cache.index = i; cache.state = s; }
  return result;
}
function eventAt(source, i) {
  if (i < 0) return null;
  const w = source.window(Math.floor(i / CHUNK));
  return w && i - w.start < w.length ? source.decode(w, i - w.start) : null;
}
// The piece whose own attack rule said "yes": the innermost reply of the chain of yeses.
function attackerOf(source, i) {
  let e = eventAt(source, i);
  while (e && e.phase === "reply" && e.message === "can_attack" && e.result) {
    const before = eventAt(source, i - 1);
    if (!before) return e.receiver;
    if (before.phase === "call" && before.message === "can_attack" && before.receiver === e.receiver) return e.receiver;
    i -= 1; e = before;
  }
  return null;
}
