// The page's link: its parts by name, the pins as squares, and the link written back as the
// page moves. A link is read once at the start; whatever of it the page cannot follow is said.
const FILES = "abcdefghijklmnopqrstuvwxyz";
// How far a link reaches at once as the page opens: the search runs from its start to the step
// asked for, and a step this far answers within about a second (End, the jumps and play go on
// further, as jobs that can be stopped: jobs.js).
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

// The pins of a link; squares that are not on the board go to `rejected`.
function parsePins(text, n, rejected = []) {
  const pins = [];
  (text || "").split(",").filter(Boolean).forEach((sq) => {
    const m = /^([a-z])(\d+)$/.exec(sq) || /^(\d+):(\d+)$/.exec(sq);
    const c = m ? (/[a-z]/.test(m[1]) ? FILES.indexOf(m[1]) + 1 : Number(m[1])) : 0, r = m ? Number(m[2]) : 0;
    if (c >= 1 && c <= n && r >= 1 && r <= n) pins[c] = r;
    else rejected.push(sq);
  });
  return pins;
}

// The step a link asks for: a step number (1-based, returned 0-based), "end" (Infinity), or
// the first step with a note when the number is not one a link reaches.
function linkStep(f, notes) {
  if (f.step === "end") return Infinity;
  if (f.step === undefined || f.step === "") return -1;
  const at = Number(f.step) - 1;
  if (Number.isInteger(at) && at >= -1 && at < LINK_STEPS) return at;
  notes.push("The link's step " + f.step + " is not one a link reaches at once (1 to " +
             LINK_STEPS.toLocaleString("en") + ", or end): the first step instead.");
  return -1;
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
  const rejected = [];
  const pins = parsePins(f.pins, n, rejected);
  if (rejected.length) notes.push("Not squares of this board, left out: " + rejected.join(", ") + ".");
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
