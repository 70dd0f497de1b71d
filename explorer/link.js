// The page's link: its parts by name, the pins as squares, and the link written back as the
// page moves. A link is read once at the start; whatever of it the page cannot follow is said.
const FILES = "abcdefghijklmnopqrstuvwxyz";
// How far a link reaches at once as the page opens: the search runs from its start to the step
// asked for, and a step this far answers within about a second. A step further on (or the end
// of a longer search) is run to as End runs, as a job that says how far it got and can be
// stopped (jobs.js: linkJob), so every link the page writes reopens.
const LINK_STEPS = 500000;

// The link's parts, by name; a part that is not text (a stray %) is left out and said.
function linkParts(hash, ignored = []) {
  const f = Object.create(null);
  hash.replace(/^#/, "").split("&").forEach((part) => {
    const [k, v] = part.split("=");
    if (!k) return;
    try { f[k] = decodeURIComponent(v || ""); } catch (error) { ignored.push(part); }
  });
  return f;
}

// The pins of a link; squares that are not on the board go to `rejected`, a second square in a
// file (one piece a column, as the command line accepts) to `twice`: the first one is kept.
function parsePins(text, n, rejected = [], twice = []) {
  const pins = [];
  (text || "").split(",").filter(Boolean).forEach((sq) => {
    const m = /^([a-z])(\d+)$/.exec(sq) || /^(\d+):(\d+)$/.exec(sq);
    const c = m ? (/[a-z]/.test(m[1]) ? FILES.indexOf(m[1]) + 1 : Number(m[1])) : 0, r = m ? Number(m[2]) : 0;
    if (!(c >= 1 && c <= n && r >= 1 && r <= n)) rejected.push(sq);
    else if (pins[c] !== undefined) twice.push(sq);
    else pins[c] = r;
  });
  return pins;
}

// The step a link asks for: a step number (1-based, returned 0-based: one past LINK_STEPS is
// reached as a job), "end" (Infinity), or the first step with a note when it is not a step.
function linkStep(f, notes) {
  if (f.step === "end") return Infinity;
  if (f.step === undefined || f.step === "") return -1;
  const at = Number(f.step) - 1;
  if (Number.isInteger(at) && at >= -1) return at;
  notes.push("The link's step " + f.step + " is not a step (0, 1, 2 ... or end): the first step instead.");
  return -1;
}

// The page's link as it stands: the board (`pins`, as a link writes them; null on the replay
// page, whose trace is its board), the layers, the switches, the view and the step.
function pageLink(pins, source, layers, sub, step, aim) {
  const $ = (id) => document.getElementById(id);
  const parts = pins === null ? [] : ["n=" + source.n, "piece=" + source.piece, "pins=" + pins];
  const on = Object.keys(layers).filter((k) => layers[k]);
  if (on.length) parts.push("layers=" + on.join(","));
  parts.push(...switchParts({ own: $("own-steps").checked, sub, noSentinel: $("no-sentinel").checked, predict: $("predict").checked }));
  const view = document.querySelector('[role="tab"][aria-selected="true"]');
  if (view && view.id !== "tab-code") parts.push("view=" + view.id.slice(4));
  return parts.concat(stepPart(step, source.total, aim));
}
// The layers a link names, switched on (`layers` and their boxes); a name not known, said.
function linkLayers(f, layers, notes) {
  (f.layers ? f.layers.split(",") : []).forEach((k) => {
    if (Object.prototype.hasOwnProperty.call(layers, k)) { layers[k] = true; document.getElementById("layer-" + k).checked = true; }
    else notes.push("No layer called " + k + " (counting, tracing): left out.");
  });
}
// What the page says while it runs on to a link's step past LINK_STEPS (`asked`, as the link
// words it), or to the end (`at`: Infinity) of a search longer than that.
function farNote(at, asked) {
  return "The link's " + (at === Infinity ? "end" : "step " + stepWords(asked)) + " is further than a link reaches at once (" +
    LINK_STEPS.toLocaleString("en") + " steps): the search runs on to it as End does (stop, or Esc, leaves the page where it got).";
}
// A link's step as the page says it: a number grouped as every step count is ("60,000,000"),
// anything else as the link wrote it.
function stepWords(asked) {
  return /^\d+$/.test(asked) && Number.isSafeInteger(Number(asked)) ? Number(asked).toLocaleString("en") : asked;
}
// The step as the page's link writes it: the last step of a search whose end is known is
// "end", which reopens at any depth; `aim`: the link's own step while the page runs on to it.
function stepPart(step, total, aim) {
  if (aim !== null) return "step=" + aim;
  return "step=" + (total !== null && total > 0 && step === total - 1 ? "end" : String(step + 1));
}

// The board a live page opens on: the link's size, piece and pins, each checked; what the page
// cannot follow as it is goes to `notes`, said rather than only changed.
function linkChoice(f, pieceNames, defaultPiece, notes) {
  const asked = f.n === undefined ? 6 : Number(f.n);
  const n = Number.isInteger(asked) && asked >= 1 && asked <= 64 ? asked : 6;
  if (n !== asked) notes.push("The link's size " + f.n + " is not one the explorer steps through (1 to 64): 6 instead.");
  const wanted = f.piece || defaultPiece || "queen";
  const piece = pieceNames.includes(wanted) ? wanted : "queen";
  if (piece !== wanted) notes.push("No piece called " + wanted + " here (" + pieceNames.join(", ") + "): queen instead.");
  const rejected = [], twice = [];
  const pins = parsePins(f.pins, n, rejected, twice);
  if (rejected.length) notes.push("Not squares of this board, left out: " + rejected.join(", ") + ".");
  if (twice.length) notes.push("One piece a file: the link's later squares in a file already pinned, left out: " + twice.join(", ") + ".");
  return { n, piece, pins };
}

// Writes the link as the page moves, at most a few times a second (browsers throttle
// history updates). `parts()` gives the link's parts at the moment it is written.
function linkWriter(parts) {
  let timer = null;
  return () => {
    if (timer !== null) return;
    timer = setTimeout(() => { timer = null; history.replaceState(null, "", "#" + parts().join("&")); }, 150);
  };
}

// The switches a link keeps besides the board and the step: "without the sentinel"
// (nosentinel=1), predict (predict=1), own steps (own=1) and the own step shown after the step
// (ownstep=K, the K-th of them). `page`: {own, sub, noSentinel, predict}, as the page stands.
function switchParts(page) {
  const parts = [];
  if (page.own) parts.push("own=1");
  if (page.own && page.sub >= 0) parts.push("ownstep=" + (page.sub + 1));
  if (page.noSentinel) parts.push("nosentinel=1");
  if (page.predict) parts.push("predict=1");
  return parts;
}
// The same switches read from a link (linkParts); what cannot be followed goes to `notes`.
function linkSwitches(f, notes) {
  const on = (name) => {
    if (f[name] === undefined || f[name] === "0") return false;
    if (f[name] === "1") return true;
    notes.push("The link's " + name + "=" + f[name] + " is neither 1 nor 0: left off.");
    return false;
  };
  const switches = { own: on("own"), noSentinel: on("nosentinel"), predict: on("predict"), ownStep: -1 };
  if (f.ownstep !== undefined) {
    const k = Number(f.ownstep);
    if (switches.own && Number.isInteger(k) && k >= 1) switches.ownStep = k - 1;
    else notes.push("The link's ownstep=" + f.ownstep + " is not an own step shown here (own=1 and 1, 2, ...): the step itself instead.");
  }
  return switches;
}
