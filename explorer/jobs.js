"use strict";
// Long jumps (the next solution at 32 queens, the end of a long search) run in slices, the page
// drawn and listening between them. One that takes longer than BUSY_AFTER milliseconds says
// that it works and how far it got, with a button to stop it (Esc does too). A press searches
// PRESS_STEPS steps at most; the next press of the same key goes on from where it stopped.
const SLICE_STEPS = 1 << 18;
const SLICE_MS = 40;
const BUSY_AFTER = 300;
const PRESS_STEPS = 5e7;
const stepCount = (count) => Math.round(count).toLocaleString("en");

// `told()`: as a job says how far it got, the timeline and its status line say it too.
class Jobs {
  constructor(told = () => {}) {
    this.told = told;
    this.current = null;
    this.resume = null; // where the last unfinished jump stopped: {source, key, reached}
    this.bar = document.createElement("p");
    this.bar.id = "busy"; this.bar.hidden = true; this.bar.setAttribute("role", "status");
    // Its words change as the job goes: contained, so the page is not laid out again for them
    // (a whole page's layout twice a second took half the job's time).
    this.bar.style.contain = "strict"; this.bar.style.height = "2.2em"; this.bar.style.margin = "2px 0";
    this.text = document.createElement("span");
    const stop = document.createElement("button");
    stop.id = "busy-stop"; stop.textContent = "stop (Esc)"; stop.onclick = () => this.cancel();
    this.bar.append(this.text, " ", stop);
    const status = document.getElementById("status");
    status.parentNode.insertBefore(this.bar, status);
  }
  // Runs `job`: {slice(): true once done, progress(): what it has done, done(cancelled)}.
  // Slices run for SLICE_MS at a time: a short job ends before the page draws at all.
  run(job) {
    this.cancel();
    this.current = job;
    const began = performance.now();
    let told = 0;
    const tick = () => {
      if (this.current !== job) return;
      const until = performance.now() + SLICE_MS;
      while (performance.now() < until) {
        if (job.slice()) { this.current = null; this.hide(); job.done(false); return; }
      }
      const now = performance.now();
      if (now - began > BUSY_AFTER && now - told > 500) { this.show(job.progress()); told = now; }
      setTimeout(tick, 0);
    };
    tick();
  }
  // Stops the job running, if any (it says where it got); true if there was one.
  cancel() {
    const job = this.current;
    if (!job) return false;
    this.current = null; this.hide(); job.done(true);
    return true;
  }
  show(text) { this.text.textContent = text; this.bar.hidden = false; document.body.dataset.busy = "yes"; this.told(); }
  hide() { this.bar.hidden = true; document.body.dataset.busy = ""; }
}

// The next (`forward`) or last solution or backtrack from step `from` (0-based), as a job;
// `land(step, said)`: the step found, or -1 and why not. `key`: the key that asks again.
function jumpJob(jobs, source, from, what, forward, key, land) {
  const asked = [what, forward, from].join();
  const again = jobs.resume && jobs.resume.source === source && jobs.resume.key === asked;
  let reached = again ? jobs.resume.reached : from, found = null;
  // Steps searched by this press: forward from the step after `from`, backward from `from`.
  const first = forward ? Math.max(reached, from + 1) : reached;
  const searched = () => Math.max(0, Math.abs(reached - first));
  jobs.resume = null;
  jobs.run({
    slice() {
      const got = source.seekSlice(from, what, forward, reached, SLICE_STEPS);
      reached = got.reached; found = got.found;
      return found !== null || searched() >= PRESS_STEPS;
    },
    progress() {
      return (forward ? "Searching for the next " + what : "Searching back for the last " + what) + ": at step " +
        stepCount(reached) + ", " + stepCount(searched()) + " steps searched.";
    },
    done(cancelled) {
      if (found !== null && found >= 0) return land(found, "");
      if (found === -1) {
        const total = source.total;
        return land(-1, "No " + what + " " + (forward ? "after" : "before") + " this step" +
          (forward && total !== null ? ": the search ends at step " + total + " without one." : "."));
      }
      jobs.resume = { source, key: asked, reached };
      const span = forward ? "between this step and step " + stepCount(reached) : "between step " + stepCount(reached + 1) + " and this step";
      land(-1, "No " + what + " " + span + " (" + stepCount(searched()) + " steps searched" +
        (cancelled ? ", then stopped" : "") + "): press " + key + " again to search on from there.");
    },
  });
}

// The end of the search, as a job: `land(last step, said)`; stopped or at PRESS_STEPS, `land(the
// last step run, how far it got)`: the page stands where the notice says it stopped.
function endJob(jobs, source, land) {
  let reached = source.frontier, found = null;
  const first = reached;
  jobs.run({
    slice() {
      const got = source.endSlice(reached, SLICE_STEPS);
      reached = got.reached; found = got.found;
      return found !== null || reached - first >= PRESS_STEPS;
    },
    progress() { return "Running to the end of the search: at step " + stepCount(reached) + "."; },
    done(cancelled) {
      if (found !== null) return land(found, "");
      land(reached - 1, "The search goes on past step " + stepCount(reached) + " (" + stepCount(reached - first) + " steps run" +
        (cancelled ? ", then stopped" : "") + "): press End again to run on.");
    },
  });
}

// A new search run on to step `at` (the layers switched deep in a search), as a job: `land()`
// once there (or at its end), or the page stays at its first step, saying how far it got.
function reachJob(jobs, source, at, land) {
  let reached = source.frontier, done = false;
  jobs.run({
    slice() {
      if (reached <= at && source.total === null) reached = source.endSlice(reached, Math.min(SLICE_STEPS, at + 1 - reached)).reached;
      done = reached > at || source.total !== null;
      return done;
    },
    progress() { return "Running the search again to step " + stepCount(at + 1) + ": at step " + stepCount(reached) + "."; },
    done() { if (done) land(); },
  });
}

// The step a link asks for beyond what a link reaches at once (LINK_STEPS, link.js), or the end
// of a search longer than that (`at`: Infinity), as a job with no limit: a link the page wrote
// is a moment it was at, reached again however deep. `asked`: the link's words for the step.
// `land(step, said, past)` once there (`past`: the step is past the end of the search, whose
// end it lands on, said); stopped, `land(the last step run, how far it got)`: the page stands
// where the notice says it stopped.
function linkJob(jobs, source, at, asked, land) {
  const end = at === Infinity, aim = end ? "its end" : "step " + stepWords(asked);
  let reached = source.frontier, done = false;
  jobs.run({
    slice() {
      // Short slices (a slice runs whole): keys and a script asking the page are answered at once.
      if (source.total === null && reached <= at) reached = source.endSlice(reached, Math.min(1 << 16, at + 1 - reached)).reached;
      done = source.total !== null || reached > at;
      return done;
    },
    progress() { return "Opening the link: running the search on to " + aim + ", at step " + stepCount(reached) + " now."; },
    done() {
      if (!done) return land(reached - 1, "Stopped at step " + stepCount(reached) + " of the search, on the way to the link's " + aim + ": End, play, n or the slider go on from here.");
      const last = source.total !== null ? source.total - 1 : Infinity;
      if (at > last && !end) return land(last, "The search ends at step " + stepCount(last + 1) + ", before the link's " + aim + ": its end instead.", true);
      land(Math.min(at, last), "");
    },
  });
}

// `draw` now, or, when the last one was slow, once on the next frame with the latest input:
// a slider dragged over a deep search drops frames, never input.
function coalesced(draw) {
  let frame = 0, slow = false;
  const now = () => {
    frame = 0;
    const began = performance.now();
    draw();
    slow = performance.now() - began > 30;
  };
  return () => {
    if (!slow) now();
    else if (!frame) frame = requestAnimationFrame(now);
  };
}
