// The views: board, chain of objects, messages in progress, log, the version without sentinel.
// Each draws one step (from stepAt) and knows nothing of where steps come from.
const FILES = "abcdefghijklmnopqrstuvwxyz";
const GLYPHS = { queen: "\u265B", superqueen: "\u265B", toroidal: "\u265B", rook: "\u265C", fast: "\u265B" };

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
    // The sentence the text trace says for this event.
    describe: (e) => module.describe(e, n, singular),
  };
}

function describe(e, names) {
  return e ? names.describe(e) : "";
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

class BoardView {
  constructor(element, svg, n, piece, names, onClick) {
    this.element = element; this.svg = svg; this.n = n; this.names = names;
    this.glyph = GLYPHS[piece] || "\u25CF";
    element.replaceChildren();
    element.style.gridTemplateColumns = "minmax(0, 0.6fr) repeat(" + n + ", minmax(0, 1fr))";
    element.style.gridTemplateRows = "repeat(" + n + ", minmax(0, 1fr)) minmax(0, 0.6fr)";
    element.style.setProperty("--glyph", "calc(min(100vw, 72vh, 620px) / " + (n + 1) + " * 0.62)");
    this.cells = [];
    for (let r = n; r >= 1; r--) {
      element.appendChild(this.label(String(r)));
      for (let c = 1; c <= n; c++) {
        const cell = document.createElement("div");
        cell.className = "cell";
        cell.setAttribute("role", "gridcell");
        cell.dataset.square = this.names.square(r, c);
        cell.title = this.names.square(r, c);
        cell.addEventListener("click", () => onClick(r, c));
        element.appendChild(cell);
        this.cells[r * (n + 1) + c] = cell;
      }
    }
    element.appendChild(this.label(""));
    for (let c = 1; c <= n; c++) element.appendChild(this.label(this.names.file(c)));
  }
  label(text) { const l = document.createElement("div"); l.className = "label"; l.textContent = text; return l; }
  draw(step, rows, pins, attacker, solved) {
    const n = this.n, e = step.event;
    this.svg.replaceChildren();
    for (let r = 1; r <= n; r++) for (let c = 1; c <= n; c++) {
      const cell = this.cells[r * (n + 1) + c];
      let cls = "cell " + ((r + c) % 2 === 0 ? "dark" : "light"), text = "", mark = "";
      if (rows[c] === r) {
        cls += " queen"; text = this.glyph;
        if (solved) cls += " solved";
        else if (e && (e.receiver === c || e.sender === c)) cls += " active";
        if (attacker === c) cls += " attacker";
      }
      if (pins[c] === r) cls += " pinned";
      if (e && e.message === "can_attack" && e.row === r && e.column === c && e.phase !== "solution") {
        cls += " asked";
        if (e.phase === "reply") { cls += e.result ? " yes" : " no"; mark = e.result ? "\u2717 yes" : "\u2713 no"; }
        else mark = "?";
      }
      if (e && e.mask && e.column === c && e.mask.includes(r)) { cls += " attacked"; mark = "\u2717"; }
      if (cell.className !== cls) cell.className = cls;
      cell.textContent = text;
      if (mark) { const m = document.createElement("span"); m.className = "mark"; m.textContent = mark; cell.appendChild(m); }
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

// board -> queen n -> ... -> queen 1 -> sentinel, each arrow a neighbour pointer.
function drawChain(element, step, n, names, layers) {
  const e = step.event, s = step.state, rows = e ? e.rows : [];
  const frames = new Array(n + 2).fill(0);
  s.stack.forEach((call) => { frames[call.receiver]++; });
  const items = [];
  for (let id = n + 1; id >= 0; id--) {
    const li = document.createElement("li");
    const obj = document.createElement("div");
    obj.className = "obj"; obj.dataset.id = String(id);
    const title = document.createElement("b");
    title.textContent = id === n + 1 ? "board" : id === 0 ? "null_queen" : names.short(id);
    obj.appendChild(title);
    const detail = document.createElement("span");
    if (id === 0) { detail.textContent = "sentinel"; obj.classList.add("sentinel"); }
    else if (id <= n) {
      const row = rows[id - 1] || 0;
      detail.textContent = row ? "col " + id + " row " + row : "col " + id + ", not made";
      if (!row) obj.classList.add("unmade");
      if (s.stack.some((c) => c.message === "advance" && c.sender === id)) { obj.classList.add("lifted"); detail.textContent += " (waits)"; }
    } else detail.textContent = n + " pieces";
    obj.appendChild(detail);
    if (e && e.phase !== "solution") {
      if (id === e.sender) obj.classList.add("sender");
      if (id === e.receiver) obj.classList.add(e.phase === "reply" && id === 0 ? "speaking" : "receiver");
    }
    if (frames[id]) { const f = document.createElement("span"); f.className = "frames"; f.textContent = String(frames[id]); f.title = "messages in progress here"; obj.appendChild(f); }
    if (layers.counting && e && e.counts && id <= n) {
      obj.classList.add("layered");
      const count = document.createElement("span"); count.className = "count";
      count.textContent = "counted " + e.counts[id]; obj.appendChild(count);
    }
    li.appendChild(obj);
    if (id > 0) {
      const arrow = document.createElement("span"); arrow.className = "arrow"; arrow.textContent = "\u2192";
      // The message in flight travels along the arrow from its sender. A queen's arrow leads
      // to her neighbour; the board's to the piece it talks to, which is the newest one while
      // the board is still making them: that one is named on the arrow.
      const board = id === n + 1;
      if (e && e.phase !== "solution" && e.sender === id && (board || e.receiver === id - 1)) {
        arrow.classList.add("flight");
        arrow.dataset.to = String(e.receiver);
        if (e.phase === "reply") arrow.classList.add("reply");
        const to = board && e.receiver !== n ? " (" + names.short(e.receiver) + ")" : "";
        arrow.textContent = e.phase === "call" ? e.message + to + " \u2192" : "\u2190 " + (e.result ? "yes" : "no") + to;
      }
      li.appendChild(arrow);
    }
    items.push(li);
  }
  element.replaceChildren(...items);
}

function drawStack(element, step, names) {
  const items = step.state.stack.map((call) => {
    const li = document.createElement("li");
    li.className = call.message;
    li.textContent = names.short(call.sender) + " \u2192 " + names.short(call.receiver) + ": " + call.message +
      (call.message === "can_attack" ? " " + names.square(call.row, call.column) : "");
    return li;
  });
  element.replaceChildren(...items);
}

// The version with null checks (docs/examples/null_checks.cpp): what it does where the
// sentinel answers, next to what the sentinel does.
const NULL_CODE = {
  can_attack: ["bool null_queen::can_attack(int, int) const {\n  return false;\n}",
               "return neighbour_ != nullptr\n    && neighbour_->can_attack(row, column);"],
  find_solution: ["bool null_queen::find_solution() {\n  return true;\n}",
                  "while (neighbour_ != nullptr\n    && neighbour_->can_attack(row_, column_)) ..."],
  advance: ["bool null_queen::advance() {\n  return false;\n}",
            "if (neighbour_ == nullptr) { // the first queen\n  return false; }"],
  attacked_rows: ["attacked_lines null_queen lines: none", "if (neighbour_ == nullptr) return {};"],
};
function drawWithout(codeElement, countElement, step, names) {
  const e = step.event;
  countElement.textContent = "Null tests the sentinel removed so far: " + step.state.nullTests +
    " (every message a piece sends her neighbour is a test of neighbour_ != nullptr without the sentinel)";
  const code = e && e.phase !== "solution" ? NULL_CODE[e.message] : null;
  const left = document.createElement("pre"), right = document.createElement("pre");
  if (!code) { codeElement.replaceChildren(); return; }
  left.textContent = "With the sentinel:\n" + code[0];
  if (e.receiver === 0) {
    left.classList.add("hit");
    right.classList.add("hit");
    right.textContent = "Without (" + names.short(e.sender) + " has no neighbour):\n" + code[1] + "\n// the null test is true: no message";
  } else {
    right.textContent = "Without: " + names.short(e.sender) + " first tests neighbour_ != nullptr (true), then sends " + e.message;
  }
  codeElement.replaceChildren(left, right);
}
