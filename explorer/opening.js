"use strict";
// The page as its link asks (link.js reads its parts): the switches and the view, then the
// recorded trace, or a live search of the size, piece and pins chosen, at the step asked for.
// Whatever of the link the page cannot follow is said. `page`: app.js's moves and state.
function openFromLink(page) {
  const $ = (id) => document.getElementById(id);
  const notes = [], ignored = [];
  const f = linkParts(location.hash, ignored);
  if (ignored.length) notes.push("Parts of the link that are not text, left out: " + ignored.join(", ") + ".");
  linkLayers(f, page.layers, notes);
  const at = location.hash === "#end" ? Infinity : linkStep(f, notes);
  const switches = linkSwitches(f, notes);
  $("own-steps").checked = switches.own && !page.recorded;
  $("no-sentinel").checked = switches.noSentinel;
  $("predict").checked = switches.predict;
  page.predict.toggled();
  if (f.view !== undefined) {
    const tab = document.getElementById("tab-" + f.view);
    if (tab && tab.getAttribute("role") === "tab") tab.click();
    else notes.push("No view called " + f.view + " (code, sequence, log): the code instead.");
  }
  // A step further than a link reaches at once: run on to once the notes are said.
  const deep = page.recorded ? openRecorded(page, f, at, switches, notes) : openLive(page, f, at, switches, notes);
  $("choose-error").textContent = notes.join(" ");
  if (deep) page.reach(at, switches.ownStep, f.step);
}

// The trace the replay page holds, at the link's step (or its last, for "end").
function openRecorded(page, f, at, switches, notes) {
  const $ = (id) => document.getElementById(id);
  document.body.classList.add("recorded");
  const source = page.setSource(new RecordedSource(page.recorded, page.module));
  $("piece").replaceChildren(new Option(source.piece, source.piece));
  $("recorded-what").textContent = source.n + " " + (source.n === 1 ? page.words().singular : page.words().plural) +
    " (" + source.piece + "), as queens trace recorded them";
  if (Number.isFinite(at) && at >= source.total) notes.push("The link's step " + f.step + " is not a step of this trace (0 to " + source.total + ", or end): the first step instead.");
  page.start(Number.isFinite(at) && at < source.total ? at : Number.isFinite(at) ? -1 : source.total - 1);
  if (switches.ownStep >= 0) notes.push("Own steps are the live page's: the step itself instead.");
  return false;
}

// A live search of the link's choice (6 queens where the library refuses it), at its step and
// own step; true when the step is further than a link reaches at once.
function openLive(page, f, at, switches, notes) {
  const $ = (id) => document.getElementById(id);
  const kinds = page.setKinds(page.module.kinds());
  $("piece").replaceChildren(...kinds.map((k) => new Option(k.name + " \u2014 " + k.summary, k.name)));
  const { n, piece, pins } = linkChoice(f, kinds.map((k) => k.name), document.body.dataset.defaultPiece, notes);
  if (!page.open(n, piece, pins, at < LINK_STEPS ? at : -1)) {
    notes.push($("choose-error").textContent + " Showing 6 queens instead.");
    page.open(6, "queen", [], -1);
    return false;
  }
  if (at >= LINK_STEPS) return true;
  if (switches.ownStep >= 0) {
    page.go(page.step, "", switches.ownStep);
    if (page.sub !== switches.ownStep) notes.push("No own step " + (switches.ownStep + 1) + " after step " + (page.step + 1) + ": the step itself instead.");
  }
  return false;
}
