// The views: board, chain of objects, messages in progress, log, the version without sentinel.
// Each draws one step (from stepAt) and knows nothing of where steps come from.

// Names and sentences as the library words them (queens/trace_words.hpp, through the module:
// the page holds no wording of the conversation). `singular` is the kind's word for one piece.
function namer(module, n, singular = "queen") {
  const file = (c) => (n <= 26 ? FILES[c - 1] : String(c));
  return {
    file,
    who: (id) => module.participant(id, n, singular),
    // The short labels of the chain's boxes.
    short: (id) => (id === 0 ? "sentinel" : id === n + 1 ? "board" : singular + " " + (n <= 26 ? file(id) : id)),
    square: (row, column) => module.square(row, column, n),
    // As links write them: c5, or 30:5 (column:row; a comma separates the pins).
    link: (row, column) => (n <= 26 ? file(column) + row : column + ":" + row),
    // The sentence the text trace says for this event; a solution as its text format writes it,
    // "solution 1: 2 4 1 3" (`number`: which solution it is).
    describe: (e, number) => (e.phase === "self" ? module.ownStep(e.message, e.sender, e.from, e.message === "next_row" ? e.named : e.row, e.walked, n, singular)
                              : e.phase === "solution" && number ? "solution " + number + ": " + e.solution.join(" ")
                              : module.describe(e, n, singular)),
  };
}

function describe(e, names, number) {
  return e ? names.describe(e, number) : "";
}

// Which pieces stand on the board: made, not waiting for a neighbour to advance (a piece out
// of rows has left her square), not given up.
function standing(step, n) {
  const e = step.event, s = step.state, rows = new Array(n + 1).fill(0);
  if (!e) return rows;
  const lifted = new Set();
  s.stack.forEach((call) => { if (call.message === "advance" && call.sender >= 1 && call.sender <= n) lifted.add(call.sender); });
  if (e.phase === "reply" && e.message === "advance" && e.sender >= 1 && e.sender <= n) lifted.add(e.sender);
  for (let c = 1; c <= n; c++) {
    if (e.rows[c - 1] > 0 && !lifted.has(c) && !s.gaveUp[c]) rows[c] = e.rows[c - 1];
  }
  return rows;
}

// The board: a grid of rows of squares (role grid, row, gridcell), one tab stop whose arrows
// move between squares; Enter or space on a square does what a click does.
class BoardView {
  constructor(element, svg, n, glyph, names, activate) {
    this.element = element; this.svg = svg; this.n = n; this.names = names;
    this.glyph = pieceGlyph(glyph, names.short(1)); // glyph.js: a letter where no font has it
    const note = document.getElementById("glyph-note");
    if (note) note.textContent = this.glyph.note;
    this.activate = activate;
    element.replaceChildren();
    element.style.gridTemplateColumns = "minmax(0, 0.6fr) repeat(" + n + ", minmax(0, 1fr))";
    element.style.gridTemplateRows = "repeat(" + n + ", minmax(0, 1fr)) minmax(0, 0.6fr)";
    element.style.setProperty("--files", String(n + 0.6));
    const width = element.parentElement ? element.parentElement.getBoundingClientRect().width : 0;
    if (width) element.style.setProperty("--cell", (width / (n + 0.6)).toFixed(2) + "px"); // fit.js follows resizes
    element.style.setProperty("--glyph", JSON.stringify(this.glyph.fallback || glyph)); // a ghost's (page.css)
    this.cells = [];
    this.said = [];
    // Past 26 files the labels are thinned so they stay legible: every 4th or 8th, and the first.
    const every = n <= 26 ? 1 : n <= 40 ? 4 : 8, shown = (i) => i === 1 || i % every === 0;
    for (let r = n; r >= 1; r--) {
      const row = this.row();
      row.appendChild(this.label(String(r), "rowheader", !shown(r)));
      for (let c = 1; c <= n; c++) {
        const cell = document.createElement("div");
        cell.className = "cell";
        cell.setAttribute("role", "gridcell");
        cell.tabIndex = r === 1 && c === 1 ? 0 : -1;
        cell.dataset.square = this.names.square(r, c);
        cell.dataset.r = String(r); cell.dataset.c = String(c);
        cell.title = this.names.square(r, c);
        // A click does what it says and leaves the keyboard where it was.
        cell.addEventListener("click", (event) => { activate(r, c); if (event.detail > 0) cell.blur(); });
        row.appendChild(cell);
        this.cells[r * (n + 1) + c] = cell;
      }
    }
    const files = this.row();
    files.appendChild(this.label("", "none"));
    for (let c = 1; c <= n; c++) files.appendChild(this.label(this.names.file(c), "columnheader", !shown(c)));
    // The square that takes the focus keeps the one tab stop.
    element.onfocusin = (event) => {
      if (!event.target.classList.contains("cell")) return;
      element.querySelectorAll('.cell[tabindex="0"]').forEach((c) => { if (c !== event.target) c.tabIndex = -1; });
      event.target.tabIndex = 0;
    };
  }
  row() { const r = document.createElement("div"); r.setAttribute("role", "row"); this.element.appendChild(r); return r; }
  // A label of a rank or a file; a thinned one keeps its name for a screen reader only.
  label(text, role, thinned = false) {
    const l = document.createElement("div"); l.className = "label" + (thinned ? " thinned" : ""); l.setAttribute("role", role);
    if (thinned) { const t = document.createElement("span"); t.className = "visually-hidden"; t.textContent = text; l.appendChild(t); }
    else l.textContent = text;
    return l;
  }
  // A key on a focused square (keys.js): true when the board used it.
  key(k, cell) {
    const r = Number(cell.dataset.r), c = Number(cell.dataset.c), n = this.n;
    const to = { ArrowUp: [r + 1, c], ArrowDown: [r - 1, c], ArrowLeft: [r, c - 1], ArrowRight: [r, c + 1],
                 Home: [r, 1], End: [r, n], PageUp: [n, c], PageDown: [1, c] }[k.key];
    if (to) { this.focus(Math.min(n, Math.max(1, to[0])), Math.min(n, Math.max(1, to[1]))); return true; }
    if (k.key !== "Enter" && k.key !== " ") return false;
    this.activate(r, c);
    // A pin makes a new board in the same element: the focus stays on the same square.
    const again = this.element.querySelector('.cell[data-r="' + r + '"][data-c="' + c + '"]');
    if (again) again.focus();
    return true;
  }
  focus(r, c) { this.cells[r * (this.n + 1) + c].focus(); }
  draw(step, rows, pins, attacker, solved, ghosts = []) {
    const n = this.n, e = step.event;
    this.svg.replaceChildren();
    for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) {
      const at = r * (n + 1) + c, cell = this.cells[at];
      let cls = "cell " + ((r + c) % 2 === 0 ? "dark" : "light"), text = "", mark = "";
      let said = cell.dataset.square;
      if (rows[c] === r) {
        cls += " queen"; text = this.glyph.text; said += ", " + this.names.short(c);
        if (solved) cls += " solved";
        else if (e && e.sender === c) cls += " active";
        else if (e && e.receiver === c) cls += " active receiver"; // gold, as among the objects
        if (attacker === c) { cls += " attacker"; said += ", attacks"; }
      }
      if (ghosts[c] === r) { cls += " ghost"; said += ", " + this.names.short(c) + " left it: she waits"; }
      if (pins[c] === r) { cls += " pinned"; said += ", pinned"; }
      if (e && e.message === "can_attack" && e.row === r && e.column === c && e.phase !== "solution") {
        cls += " asked";
        if (e.phase === "reply") { cls += e.result ? " yes" : " no"; mark = e.result ? "\u2717 yes" : "\u2713 no"; }
        else mark = "?";
        said += ", asked about" + (e.phase === "reply" ? (e.result ? ": yes, attacked" : ": no, safe") : "");
      }
      if (e && e.mask && e.column === c && e.mask.includes(r)) { cls += " attacked"; mark = "\u2717"; said += ", attacked"; }
      if (cell.className !== cls) cell.className = cls;
      if (this.said[at] !== said) { this.said[at] = said; cell.setAttribute("aria-label", said); }
      if (text && this.glyph.fallback) {
        const g = document.createElement("span");
        g.className = "glyph missing"; g.dataset.fallback = this.glyph.fallback; g.textContent = text;
        cell.replaceChildren(g);
      } else cell.textContent = text;
      if (mark) { const m = document.createElement("span"); m.className = "mark"; m.setAttribute("aria-hidden", "true"); m.textContent = mark; cell.appendChild(m); }
    }
    // The attack line: from the piece whose own rule said yes to the square asked about.
    if (attacker && e && rows[attacker]) this.line(rows[attacker], attacker, e.row, e.column);
  }
  line(r1, c1, r2, c2) {
    const n = this.n, unit = 100 / (n + 0.6);
    const x = (c) => (0.6 + c - 0.5) * unit, y = (r) => (n - r + 0.5) * unit;
    this.svg.setAttribute("viewBox", "0 0 100 100");
    this.svg.setAttribute("preserveAspectRatio", "none");
    const l = document.createElementNS("http://www.w3.org/2000/svg", "line");
    l.setAttribute("x1", x(c1)); l.setAttribute("y1", y(r1)); l.setAttribute("x2", x(c2)); l.setAttribute("y2", y(r2));
    l.setAttribute("stroke", "#c62828"); l.setAttribute("stroke-width", "0.8"); l.setAttribute("stroke-dasharray", "2 1");
    l.setAttribute("class", "attack-line");
    this.svg.appendChild(l);
  }
}

// Tabs (code, sequence diagram, log): a click or Enter chooses one, arrows move between them as
// in a tab list; `changed()` redraws what became visible.
function wireTabs(changed) {
  const tabs = [...document.querySelectorAll('[role="tab"]')];
  const select = (tab) => {
    tabs.forEach((t) => {
      const on = t === tab;
      t.setAttribute("aria-selected", String(on)); t.tabIndex = on ? 0 : -1;
      document.getElementById(t.getAttribute("aria-controls")).hidden = !on;
    });
    changed();
  };
  tabs.forEach((t, i) => {
    t.onclick = () => select(t);
    t.onkeydown = (k) => {
      const to = { ArrowLeft: i - 1, ArrowRight: i + 1, Home: 0, End: tabs.length - 1 }[k.key];
      if (to === undefined) return;
      k.preventDefault();
      const tab = tabs[(to + tabs.length) % tabs.length];
      select(tab); tab.focus();
    };
  });
}

// The log: a few lines before the current one and many after, so the current line stays near
// the top without scrolling the log (scrolling forces a layout at every step, which play
// cannot afford). `hidden`: predict mode, which asks for the replies to come: none of the lines
// after the current one is shown (each may be the answer to the next question), and it says so.
function drawLog(element, source, step, names, solutions = 0, hidden = false) {
  const items = [], from = Math.max(0, step - 8);
  // The number of each solution shown: `solutions` were found up to and with `step`.
  let number = solutions;
  for (let i = from; i <= step; i++) { const e = eventAt(source, i); if (e && e.phase === "solution") number--; }
  for (let i = from; i <= (hidden ? step : step + 40); i++) {
    const e = eventAt(source, i);
    if (!e) break;
    if (e.phase === "solution") number++;
    const li = document.createElement("li");
    li.textContent = describe(e, names, number);
    li.style.paddingLeft = 2 * (e.depth || 0) + 4 + "ch";
    if (e.phase === "solution") li.className = "solution";
    if (i === step) li.classList.add("current");
    items.push(li);
  }
  if (hidden && eventAt(source, step + 1)) {
    const li = document.createElement("li");
    li.className = "hidden-ahead";
    li.textContent = "(predict: the messages after this one are shown as you reach them)";
    items.push(li);
  }
  element.replaceChildren(...items);
}

// What the page shows at `step`, said in the body's data attributes for scripts and tests:
// the step, the rows (`rows`: standing pieces; the objects' own), the frames, the counts.
function tellStep(b, source, step, s, rows, attacker) {
  const e = s.event;
  b.step = String(step + 1);
  b.total = source.total !== null ? String(source.total) : "";
  b.rows = rows.slice(1).join(" ");
  b.objectRows = e ? e.rows.join(" ") : "";
  b.depth = String(s.state.stack.length);
  b.stack = s.state.stack.map((c) => c.sender + ">" + c.receiver + ":" + c.message).join(",");
  b.event = e ? JSON.stringify({ phase: e.phase, message: e.message, sender: e.sender, receiver: e.receiver,
                                 row: e.row, column: e.column, result: e.result, depth: e.depth }) : "";
  b.solutions = String(s.state.solutions);
  b.backtracks = String(s.state.backtracks);
  b.sentinelReplies = String(s.state.sentinelReplies);
  b.nullTests = String(s.state.nullTests);
  b.attacker = attacker ? String(attacker) : "";
  b.counted = e && e.counts ? e.counts.join(" ") : "";
  b.layerMessages = e && e.layer ? String(e.layer.messages) : "";
  b.layerSquares = e && e.layer ? String(e.layer.squares) : "";
  const last = source.marks.solutionBefore(step + 1);
  b.lastSolution = last >= 0 ? eventAt(source, last).solution.join(" ") : "";
}
