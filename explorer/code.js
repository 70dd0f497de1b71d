// The code beside the board: the library's own sources, put into the page when it was built
// (explorer/assemble.cmake reads the files: nothing here is a copy that can drift), read as
// classes and functions, and the line that runs at each step lit.

// Every embedded file: { path, lines }.
function embeddedSources() {
  return [...document.querySelectorAll("pre.source-file")].map((s) => ({
    path: s.dataset.path, lines: s.textContent.split("\n"),
  }));
}

// The line after `from` where the braces opened on or after line `from` close again.
function blockEnd(lines, from) {
  let depth = 0, opened = false;
  for (let i = from; i < lines.length; i++) {
    for (const ch of lines[i].replace(/\/\/.*$/, "").replace(/'[^']*'|"[^"]*"/g, "")) {
      if (ch === "{") { depth++; opened = true; } else if (ch === "}") depth--;
    }
    if (opened && depth <= 0) return i;
  }
  return lines.length - 1;
}

// The classes and member functions of the files: { name: { base, functions: {name: {file, from,
// to}} } }, from class bodies (functions written inline) and from `type class::name(` outside.
function readClasses(files) {
  const classes = Object.create(null);
  const get = (name) => (classes[name] = classes[name] || { name, base: "", functions: Object.create(null) });
  const fn = /^\s*(?:\[\[nodiscard\]\]\s*)?(?:virtual\s+)?[\w:<>]+\s+(\w+)\([^;]*\)[^;]*\{/;
  files.forEach((file) => {
    const lines = file.lines;
    for (let i = 0; i < lines.length; i++) {
      const head = /^class (\w+)(?: final)?(?: : public ([\w:]+))?/.exec(lines[i]);
      if (head && !lines[i].includes(";")) {
        const c = get(head[1]), end = blockEnd(lines, i);
        c.base = head[2] ? head[2].split("::").pop() : ""; // queens::chained_piece: chained_piece
        for (let j = i + 1; j < end; j++) {
          const m = fn.exec(lines[j]);
          if (m) { const to = blockEnd(lines, j); c.functions[m[1]] = { file, from: j, to, cls: c.name }; j = to; }
        }
        i = end;
        continue;
      }
      const out = /^[\w:<>]+\s+(\w+)::(\w+)\(/.exec(lines[i]);
      if (out) { const to = blockEnd(lines, i); get(out[1]).functions[out[2]] = { file, from: i, to, cls: out[1] }; i = to; }
    }
  });
  return classes;
}

const flat = (name) => name.replace(/_/g, "").toLowerCase();

// The code of one kind of piece: her class and its bases, the sentinel, the board's loop.
class CodeView {
  constructor(element, kind) {
    this.element = element;
    this.classes = readClasses(embeddedSources());
    const names = Object.keys(this.classes), key = flat(kind);
    const own = names.find((c) => flat(c) === key) || names.find((c) => flat(c).startsWith(key));
    this.chain = [];
    for (let c = own; c && this.classes[c] && this.chain.length < 6; c = this.classes[c].base) this.chain.push(c);
    this.lit = [];
    this.spans = new Map();
    this.sent = new Map(); // sends(), read once per question: the sources do not change
    this.draw();
  }
  // The function `name` as a piece of class `cls` runs it (her own, else the nearest base's).
  find(cls, name) {
    const from = this.chain.includes(cls) ? this.chain : [cls];
    for (const c of from) if (this.classes[c] && this.classes[c].functions[name]) return this.classes[c].functions[name];
    return null;
  }
  draw() {
    const parts = [];
    const shown = new Set(), shownNames = new Set();
    const show = (cls, title, only) => {
      const c = this.classes[cls];
      if (!c) return;
      // A base's function a derived class overrides is not what her pieces run: left out (in
      // her own chain of classes only: the sentinel's can_attack is hers, not an override).
      const mine = this.chain.includes(cls);
      const fns = Object.entries(c.functions)
        .filter(([name, f]) => !shown.has(f) && !(mine && shownNames.has(name)) && (!only || only.includes(name)))
        .map(([, f]) => f).sort((a, b) => a.from - b.from);
      if (!fns.length) return;
      const section = document.createElement("section");
      const h = document.createElement("h3");
      h.textContent = title + " \u2014 " + fns[0].file.path;
      section.appendChild(h);
      const pre = document.createElement("pre");
      if (this.chain.includes(cls)) Object.keys(c.functions).forEach((name) => shownNames.add(name));
      fns.forEach((f, k) => {
        shown.add(f);
        if (k > 0 && fns[k - 1].to + 1 < f.from) pre.appendChild(document.createTextNode("\u22ee\n"));
        for (let i = f.from; i <= f.to; i++) {
          const line = document.createElement("span");
          line.className = "line";
          line.dataset.line = String(i + 1);
          line.textContent = f.file.lines[i] + "\n";
          this.spans.set(f.file.path + ":" + i, line);
          pre.appendChild(line);
        }
      });
      section.appendChild(pre);
      parts.push(section);
    };
    this.chain.forEach((c) => show(c, "class " + c));
    show("null_queen", "class null_queen, the sentinel");
    show("board", "the board's loop", ["place_all", "next"]);
    this.element.replaceChildren(...parts);
  }
  // The source of `cls::name` as written, or `count` of its lines from the first that holds
  // `needle`, their common indentation taken off; "" when the page has no such code.
  excerpt(cls, name, needle = "", count = Infinity) {
    const f = this.find(cls, name);
    const from = needle ? CodeView.line(f, needle) : f ? f.from : -1;
    if (from < 0) return "";
    const lines = f.file.lines.slice(from, Math.min(f.to, from + count - 1) + 1);
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
    return lines.map((l) => l.slice(indent)).join("\n");
  }
  // The line of `f` (from line `after` on) that holds `text`, or -1.
  static line(f, text, after = f.from) {
    if (!f) return -1;
    for (let i = after; i <= f.to; i++) if (f.file.lines[i].includes(text)) return i;
    return -1;
  }
  static lastLine(f, text) {
    if (!f) return -1;
    for (let i = f.to; i >= f.from; i--) if (f.file.lines[i].includes(text)) return i;
    return -1;
  }
  // The line that sends `message` from a piece of class `cls` in the function `frame`, or in a
  // function of hers that `frame` calls (a helper such as next_square): [function, line].
  sends(cls, message, frame) {
    const key = cls + " " + message + " " + frame;
    if (!this.sent.has(key)) this.sent.set(key, this.search(cls, message, frame));
    return this.sent.get(key);
  }
  search(cls, message, frame) {
    const calls = (f) => {
      for (const pattern of ["->" + message + "(", "." + message + "("]) {
        const at = CodeView.line(f, pattern);
        if (at >= 0) return at;
      }
      return -1;
    };
    const seen = new Set(), queue = [[frame, []]];
    while (queue.length) {
      const [name, path] = queue.shift();
      const f = this.find(cls, name);
      if (!f || seen.has(f)) continue;
      seen.add(f);
      const at = calls(f);
      if (at >= 0) return [f, at, path];
      // Her own calls to herself, which no decorator on a link sees.
      for (let i = f.from; i <= f.to; i++) {
        for (const m of f.file.lines[i].matchAll(/(?<![>.:\w])(\w+)\(/g)) {
          if (this.find(cls, m[1])) queue.push([m[1], path.concat(m[1])]);
        }
      }
    }
    return [null, -1, []];
  }
  // Which line runs at `step`: [function, line] pairs (the sender's call, or the receiver's
  // return), given who is who (`n`) and the piece whose own rule said yes (`attacker`).
  lines(step, n, attacker) {
    const e = step.event;
    if (!e || e.phase === "solution") return [];
    if (e.phase === "self") { // a queen's own step, inside her next_square
      const f = this.find(this.chain[0], "next_square");
      const at = CodeView.line(f, { row: "++row_", reset: "row_ = rows_.first" }[e.message] || "if (row_");
      return [[f, at >= 0 ? at : f ? f.from : -1], [f, f ? f.from : -1]];
    }
    const cls = (id) => (id === 0 ? "null_queen" : id === n + 1 ? "board" : this.chain[0]);
    if (e.phase === "call") {
      let frame = "";
      const stack = step.state.stack;
      for (let i = stack.length - 2; i >= 0; i--) if (stack[i].receiver === e.sender) { frame = stack[i].message; break; }
      const [f, at] = this.sends(cls(e.sender), e.message, frame || (e.sender === n + 1 ? "next" : ""));
      const entry = this.find(cls(e.receiver), e.message);
      return [[f, at], [entry, entry ? entry.from : -1]];
    }
    const f = this.find(cls(e.receiver), e.message);
    if (!f) return [];
    let at = -1;
    if (e.receiver === 0) at = f.from;
    else if (e.message === "can_attack") {
      at = attacker === e.receiver ? Math.max(CodeView.line(f, "return true"), CodeView.line(f, "attacks(")) : -1;
      if (at < 0) at = this.sends(cls(e.receiver), "can_attack", "can_attack")[1];
    } else if (e.message === "find_solution") at = CodeView.lastLine(f, e.result ? "return true" : "return false");
    if (at < 0) at = CodeView.lastLine(f, "return");
    return [[f, at]];
  }
  // The calls a piece makes to herself between `frame` and sending `message`: ["next_square"].
  selfCalls(id, n, frame, message) {
    if (id === 0 || id === n + 1) return [];
    return this.sends(this.chain[0], message, frame)[2];
  }
  // The class a participant's code is read from.
  classOf(id, n) { return id === 0 ? "null_queen" : id === n + 1 ? "board" : this.chain[0]; }
  // The class that declares the function a participant runs for `name` (queen::find_solution
  // for a camel_queen), as a frame names it.
  declaring(id, n, name) {
    const f = this.find(this.classOf(id, n), name);
    return f ? f.cls : this.classOf(id, n);
  }
  // Whether pieces of this kind are Budd's queen underneath (her fields: row_, rows_...).
  isQueen() { return this.chain.includes("queen"); }
  light(step, n, attacker) {
    this.lit.forEach((s) => s.classList.remove("lit", "entry"));
    this.lit = [];
    this.lines(step, n, attacker).forEach(([f, at], k) => {
      const span = f && at >= 0 ? this.spans.get(f.file.path + ":" + at) : null;
      if (!span) return;
      span.classList.add(k === 0 ? "lit" : "entry");
      this.lit.push(span);
    });
    return this.lit.length ? this.lit[0] : null;
  }
}
