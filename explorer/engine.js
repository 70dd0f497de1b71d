"use strict";
// The live search at any depth for the cost of a short one. The module runs one search and
// pauses it wherever it is told (module.cpp); the engine keeps copies of the module's memory
// taken along the way (checkpoints) and puts one back to revisit an earlier step, so a step
// costs at most the run from the checkpoint before it, at step 10 or at step 10^9:
//  - along the search, one every `spacing` steps (LADDER of them at most: beyond, every other
//    one goes and the spacing doubles, within MEMORY bytes in all);
//  - where the page last looked (NEAR of them), so stepping back and forth there is a short run;
//  - the memory before any search (`pristine`): a new search starts from it, nothing left over.
// The page's marks (marks.js) are kept here, outside the module's memory: nothing seen is lost.
const SPACING = 1 << 16;
const LADDER = 1024;
const MEMORY = 64 << 20;
const NEAR = 8;

class Engine {
  constructor(module) {
    this.m = module;
    this.pristine = this.snapshot();
    this.book = new MarkBook();
  }
  snapshot() {
    const r = this.m.regions(), heap = this.m.HEAPU8, parts = [];
    for (let i = 0; i < r.length; i += 2) parts.push({ at: r[i], bytes: new Uint8Array(heap.subarray(r[i], r[i + 1])) });
    parts.size = parts.reduce((sum, p) => sum + p.bytes.length, 0);
    return parts;
  }
  restore(parts) {
    const heap = this.m.HEAPU8;
    for (const p of parts) heap.set(p.bytes, p.at);
  }
  // A new search; "" or the library's reason to refuse it.
  open(n, piece, pins, counting, tracing) {
    this.restore(this.pristine);
    const vector = new this.m.IntVector();
    for (let c = 1; c <= n; c++) vector.push_back(pins[c] || 0);
    const error = this.m.open(n, piece, vector, counting, tracing);
    vector.delete();
    this.stride = this.m.stride();
    this.position = 0; this.frontier = 0; this.total = null; this.error = "";
    this.book = new MarkBook();
    this.spacing = SPACING; this.ladder = [{ at: 0, parts: this.snapshot() }]; this.near = [];
    return error;
  }
  // One run of the module as ordered ({stop, recordFrom, recordTo, wanted: 0 solution,
  // 1 backtrack, 2 none, wantFrom, lastOnly}); notes what it passed beyond the frontier.
  run(o) {
    const refused = this.m.order(o.stop, o.recordFrom || 0, o.recordTo || 0, o.wanted === undefined ? 2 : o.wanted,
                                 o.wantFrom || 0, !!o.lastOnly, this.frontier, this.book.width);
    if (refused) throw new Error(refused);
    this.m._explorer_resume();
    const out = this.m.outcome();
    this.position = out.position;
    if (out.error) this.error = out.error;
    if (this.position > this.frontier) { this.book.take(this.m.marks()); this.frontier = this.position; }
    if (out.end === 2 && this.total === null) this.total = out.position;
    return out;
  }
  // Runs on to `o.stop` (or what `o` wants, or the end), taking the checkpoints along the way.
  advance(o) {
    let last = -1; // for `lastOnly`: the last match of every run
    for (;;) {
      const top = this.ladder[this.ladder.length - 1].at;
      const next = this.position >= top ? top + this.spacing : Infinity;
      const out = this.run(Object.assign({}, o, { stop: Math.min(o.stop, next) }));
      if (out.found >= 0) last = out.found;
      if (out.end !== 0 || this.position >= o.stop) return Object.assign(out, { found: o.lastOnly ? last : out.found });
      if (this.position === next) this.keep(next);
    }
  }
  keep(at) {
    const parts = this.snapshot();
    this.ladder.push({ at, parts });
    if (this.ladder.length > Math.max(8, Math.min(LADDER, Math.floor(MEMORY / Math.max(parts.size, 1))))) {
      this.spacing *= 2;
      this.ladder = this.ladder.filter((c) => c.at % this.spacing === 0);
    }
  }
  // The checkpoint to start from for step `at`: the latest at or before it.
  best(at) {
    let best = this.ladder[0];
    for (const c of this.ladder.concat(this.near)) if (c.at <= at && c.at > best.at) best = c;
    return best;
  }
  // Brings the search to `at` steps seen (or its end, if sooner): from where it stands when
  // that is nearest, else from the best checkpoint; a long way is remembered near `at`.
  goTo(at) {
    if (this.total !== null) at = Math.min(at, this.total);
    const from = this.best(at);
    if (at < this.position || from.at > this.position) { this.restore(from.parts); this.position = from.at; }
    const way = at - this.position;
    if (at > this.position) this.advance({ stop: at });
    if (way > (SPACING >> 2) && this.position === at && !this.near.some((c) => c.at === at)) {
      this.near.unshift({ at, parts: this.snapshot() });
      if (this.near.length > NEAR) this.near.pop();
    }
    return this.position;
  }
  // Steps [from, from + count) as the module records them: {data, start}, fewer when the
  // search ends sooner.
  record(from, count) {
    if (this.goTo(from) < from) return { data: new Int32Array(0), start: null };
    this.advance({ stop: from + count, recordFrom: from, recordTo: from + count });
    return { data: this.m.window(), start: this.m.start() };
  }
  // One slice of a search for the next (`forward`) or last solution or backtrack from `from`:
  // {found: its step | -1 none | null not yet, reached: steps searched so far}. Forward, it
  // goes on from `reached` (a jump resumed where it stopped); backward, from the checkpoint
  // below `reached` down to the one below that.
  seek(from, wanted, forward, reached, slice) {
    if (forward) {
      this.goTo(Math.max(reached, from + 1));
      if (this.position <= from) return { found: -1, reached: this.position };
      const out = this.advance({ stop: this.position + slice, wanted, wantFrom: from + 1 });
      return { found: out.end === 1 ? out.found : out.end === 2 ? -1 : null, reached: this.position };
    }
    if (reached <= 0) return { found: -1, reached: 0 };
    const low = this.best(reached - 1).at;
    this.goTo(low);
    const out = this.advance({ stop: reached, wanted, wantFrom: low, lastOnly: true });
    return { found: out.found >= 0 ? out.found : low > 0 ? null : -1, reached: low };
  }
  // A student's own message at step `at` (after it): the module's reply ({error} or {answer,
  // events, rows}); the memory is put back after, so the search is untouched.
  ask(at, to, what, row, column, budget) {
    if (this.goTo(at + 1) <= at) return { error: "the search ends before this step" };
    const before = this.snapshot();
    const refused = this.m.askOrder(to, what, row, column, budget);
    if (refused) return { error: refused };
    this.m._explorer_ask();
    const got = this.m.heard();
    this.restore(before);
    if (got.error) return { error: got.error };
    if (!got.answered) return { error: "the conversation goes on past " + budget.toLocaleString("en") + " messages: stopped there (the search is untouched)", events: got.events };
    return { answer: got.answer, events: got.events, rows: Array.from(got.rows) };
  }
  // Memory held in checkpoints, in bytes (for the benchmark and the tests).
  held() {
    return this.ladder.concat(this.near).reduce((sum, c) => sum + c.parts.size, 0) + this.pristine.size;
  }
}
