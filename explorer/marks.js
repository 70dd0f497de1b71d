"use strict";
// The marks of a search, for the timeline and the jumps: every solution passed (its step), and
// the backtracks as counts per stretch of `width` steps (a stretch doubles when there would be
// more than STRETCHES of them: a timeline a few thousand pixels wide shows no finer). Kept by
// the page, outside the module's memory: a checkpoint put back forgets nothing seen.
const STRETCHES = 2048;
const MAX_SOLUTIONS = 1 << 20; // then `exactTo` says up to where the list is whole

class MarkBook {
  constructor() {
    this.solutions = [];
    this.width = 1;
    this.backtracks = new Map(); // stretch (step / width) -> backtracks in it, in step order
    this.exactTo = Infinity;     // every solution before this step is listed
  }
  addSolution(step) {
    if (this.solutions.length < MAX_SOLUTIONS) this.solutions.push(step);
    else if (this.exactTo === Infinity) this.exactTo = step;
  }
  addBacktracks(step, count) {
    const at = Math.floor(step / this.width);
    this.backtracks.set(at, (this.backtracks.get(at) || 0) + count);
    if (this.backtracks.size > STRETCHES) this.coarsen();
  }
  coarsen() {
    const old = this.backtracks;
    this.width *= 2; this.backtracks = new Map();
    for (const [at, count] of old) this.backtracks.set(Math.floor(at / 2), (this.backtracks.get(Math.floor(at / 2)) || 0) + count);
  }
  // What the module noted in one run (module.cpp's marks()).
  take(noted) {
    noted.solutions.forEach((s) => this.addSolution(s));
    for (let i = 0; i < noted.backtracks.length; i += 2) this.addBacktracks(noted.backtracks[i], noted.backtracks[i + 1]);
  }
  // The index in `solutions` of the first solution after `step`.
  after(step) {
    let lo = 0, hi = this.solutions.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (this.solutions[mid] <= step) lo = mid + 1; else hi = mid; }
    return lo;
  }
  // The last solution before `step` among those listed, or -1 (see `exactTo`).
  solutionBefore(step) {
    const i = this.after(step - 1);
    return i > 0 ? this.solutions[i - 1] : -1;
  }
  // The first solution after `step` among those passed, or -1.
  solutionAfter(step) {
    const i = this.after(step);
    return i < this.solutions.length ? this.solutions[i] : -1;
  }
  // The first step of the last stretch before `step` with a backtrack, or -1.
  backtrackStretchBefore(step) {
    let best = -1;
    for (const at of this.backtracks.keys()) if (at * this.width < step) best = at * this.width;
    return best;
  }
  // Each mark as [step, kind], solutions then one per stretch with backtracks (as the page's
  // marks were listed before: views.js reads the last solution this way).
  *[Symbol.iterator]() {
    for (const s of this.solutions) yield [s, "solution"];
    for (const at of this.backtracks.keys()) yield [at * this.width, "backtrack"];
  }
  get size() { return this.solutions.length + this.backtracks.size; }
}
