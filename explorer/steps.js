"use strict";
// Sources of steps. A step is one event of the conversation (a call, a reply or a solution),
// with the row every piece holds at that moment. Two sources feed the same page:
//  - the live source asks the library's own chain, compiled to WebAssembly, for a window of
//    steps at a time: the search pauses there and goes on from there (engine.js);
//  - the recorded source reads a trace written by `queens trace --format html`.
// Both keep the marks of every step searched so far (marks.js) and answer a jump one slice at a
// time (jobs.js).
// Both are cut into windows of CHUNK steps, each with the state before its first step, so any
// step is drawn from at most one window.
const CHUNK = 2048;
// With the counting layer a step ends with the counters of the counting_piece on each link, as
// window_state.hpp lays them out: each piece's link to her neighbour (into columns 0..n-1),
// then the board's own link into each piece (columns 1..n), LINK_COUNTERS numbers each.
const LINK_COUNTERS = 4;
const countedLinks = (n) => 2 * n;
const countedLink = (sender, receiver, n) => (sender === n + 1 ? n + receiver - 1 : receiver);

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

// The live source: the search the module runs, paused wherever the page looks (engine.js: at
// step 10^8 a window costs what it costs at step 10). One engine per module, made with the
// first search, before any: it keeps the module's memory of before any search.
class LiveSource {
  constructor(module, n, piece, pins, layers) {
    this.module = module; this.n = n; this.piece = piece; this.pins = pins; this.layers = layers;
    if (!module.engine) module.engine = new Engine(module);
    this.engine = module.engine;
    // Each piece's walk along her column, as the library learns it (own.js); asked before the
    // search opens, which puts back the module's memory of before any.
    const walks = askWalks(module, n, piece, pins);
    this.walks = walks.walks; this.walkError = walks.error;
    const refused = this.engine.open(n, piece, pins, !!layers.counting, !!layers.tracing);
    if (refused) throw new Error(refused);
    this.stride = this.engine.stride;
    this.fixed = module.fixedFields;
    // The names of the numbers the module records its steps with, from the module itself.
    this.messages = module.messageNames(); this.phases = module.phaseNames();
    this.windows = new Map();
  }
  // Known once the search has been run to its end; the steps searched so far; their marks.
  get total() { return this.engine.total; }
  get frontier() { return this.engine.frontier; }
  get marks() { return this.engine.book; }
  // What a piece threw, ending the search early (a walk gone astray in an extender's piece).
  get error() { return this.engine.error; }
  close() { this.windows.clear(); }
  window(k) {
    if (this.windows.has(k)) {
      const w = this.windows.get(k); this.windows.delete(k); this.windows.set(k, w); return w;
    }
    if (this.total !== null && k * CHUNK >= this.total) return null;
    const got = this.engine.record(k * CHUNK, CHUNK);
    const count = got.data.length / this.stride;
    if (count === 0) return null;
    const w = { start: k * CHUNK, length: count, data: got.data, state: this.startState(got.start) };
    this.windows.set(k, w);
    // 64 windows at most, and 64 MB (the counting layer's counters make a big board's steps long).
    const most = Math.max(4, Math.min(64, Math.floor((64 << 20) / Math.max(got.data.byteLength, 1))));
    while (this.windows.size > most) this.windows.delete(this.windows.keys().next().value);
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
                counts: this.layers.counting ? Array.from(d.subarray(at + f + n, at + f + n + countedLinks(n) * LINK_COUNTERS)) : null };
    if (e.message === "attacked_rows" && e.phase === "reply") e.mask = maskRows(d[at + 8], d[at + 9]);
    if (e.phase === "solution") e.solution = e.rows.slice();
    return e;
  }
  // The number of steps of the whole search, run on to `budget` steps at most; -2 when it is
  // longer (then the total stays unknown).
  finish(budget) {
    if (this.total === null) this.engine.goTo(budget);
    return this.total !== null ? this.total : -2;
  }
  // A student's own message to a real piece (or the sentinel, 0) as she stands after step
  // `at`: can_attack(row, column), find_solution or advance; the search is untouched.
  ask(at, to, row, column, what = "can_attack") {
    return this.engine.ask(at, to, ["can_attack", "find_solution", "advance"].indexOf(what), row, column, 20000);
  }
  // One slice of a jump (jobs.js): the next (or last earlier) solution or backtrack from
  // `from`, searched on from `reached`; {found: step, -1 none, null not yet; reached}.
  seekSlice(from, what, forward, reached, slice) {
    const wanted = what === "solution" ? 0 : 1;
    if (what === "solution" && this.marks.exactTo > from) {
      const known = forward ? this.marks.solutionAfter(from) : this.marks.solutionBefore(from);
      if (known >= 0 || !forward || this.total !== null) return { found: known, reached: from };
      if (reached <= from) reached = Math.min(this.frontier, this.marks.exactTo); // none listed before
    }
    return this.engine.seek(from, wanted, forward, reached, slice);
  }
  // One slice of the way to the end: {found: the last step | null not yet, reached}.
  endSlice(reached, slice) {
    if (this.total === null) this.engine.goTo(Math.max(reached, this.frontier) + slice);
    return { found: this.total !== null ? this.total - 1 : null, reached: this.total !== null ? this.total : this.frontier };
  }
}

// The recorded source: the JSON lines of `queens trace --format jsonl`, kept in the page.
class RecordedSource {
  constructor(records, module) {
    this.module = module;
    const start = records[0];
    // The kind's name, words and glyph, as the start record gives them (a custom piece is not
    // in any menu): a file's words, shown as the command line shows them (module.visible: what
    // a browser would obey or not show, escaped), a glyph that is not shown as it is left out.
    const shown = (text) => module.visible(String(text));
    this.n = start.size; this.piece = shown(start.piece); this.pins = [];
    this.words = { singular: shown(start.singular || start.piece), plural: shown(start.plural || start.piece) };
    this.glyph = typeof start.glyph === "string" && shown(start.glyph) === start.glyph ? start.glyph : "";
    // Pinned squares, as the start record names them: [column,row], 1-based.
    (start.pinned || []).forEach(([column, row]) => { this.pins[column] = row; });
    const n = this.n;
    this.events = records.filter((r) => r.phase === "call" || r.phase === "reply" || r.phase === "solution");
    this.total = this.frontier = this.events.length;
    this.marks = new MarkBook();
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
      if (e.phase === "solution") this.marks.addSolution(i);
      else if (module.backtrack(e, n)) this.marks.addBacktracks(i, 1);
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
  // The next (or last earlier) solution or backtrack, at once: every step is here.
  seekSlice(from, what, forward) {
    const hit = (e) => (what === "solution" ? e.phase === "solution" : this.module.backtrack(e, this.n));
    if (forward) { for (let i = from + 1; i < this.total; i++) if (hit(this.events[i])) return { found: i, reached: i }; }
    else for (let i = Math.min(from, this.total) - 1; i >= 0; i--) if (hit(this.events[i])) return { found: i, reached: i };
    return { found: -1, reached: forward ? this.total : 0 };
  }
  endSlice() { return { found: this.total - 1, reached: this.total }; }
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
