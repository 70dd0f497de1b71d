// The code beside the board: the library's own sources and the extender's (sources.js), her
// class and the functions she runs, and the line that runs at each step lit.

// A queen's own steps (own.js, the "own steps" switch), as queen.cpp runs them: the function
// she is `in` (a frame of her own, or the message in progress), the function of hers it `calls`
// (found through any helper between), and the lines lit `then`, after the one that runs:
// [function, "=" its statement that assigns her row, or "" its first line: her walk step,
// her own where she overrides it]. A step that calls nothing lights its statement that assigns.
const OWN_STEPS = {
  start: { in: "find_solution", message: true, calls: "start", then: [["start", "="], ["first_row", ""]] },
  next_square: { in: "next_square", calls: "next_row", then: [["next_square", ""], ["next_row", ""]] },
  next_row: { in: "next_square", calls: "next_row", then: [["next_square", ""], ["next_row", ""]] },
  row: { in: "next_square", calls: "", then: [["next_square", ""]] },
  reset: { in: "next_square", calls: "start", then: [["start", "="], ["first_row", ""]] },
  out_of_rows: { in: "next_square", calls: "out_of_rows", then: [["out_of_rows", ""]] },
};

// The code of one kind of piece: her class and its bases, the sentinel, the board's loop.
// `kind`: the module's value for her ({className, queen}: kinds() in module.cpp), never a
// class guessed from her name.
class CodeView {
  constructor(element, kind) {
    this.element = element;
    this.classes = readClasses(embeddedSources());
    this.className = kind.className || ""; // as the registry has it: shown as it is
    const own = (this.own = this.className.replace(/<.*$/, "")); // a template's, by its name
    this.chain = this.bases(own);
    this.queen = typeof kind.queen === "boolean" ? kind.queen : this.chain.includes("queen");
    // Her source not in the page: Budd's queen's is, when she is one underneath.
    if (!this.classes[own] && this.queen) this.chain = [own || "piece"].concat(this.bases("queen"));
    if (!this.chain.length) this.chain = [own || "piece"];
    this.lit = [];
    this.spans = new Map();
    this.sent = new Map(); // sends(), read once per question: the sources do not change
    this.runs = this.reachable();
    this.draw();
  }
  // `cls` and the bases of hers whose source the page holds, hers first.
  bases(cls) {
    const chain = [];
    for (let c = cls; c && this.classes[c] && chain.length < 6; c = this.classes[c].base) chain.push(c);
    return chain;
  }
  // The function `name` as a piece of class `cls` runs it (her own, else the nearest base's).
  find(cls, name) {
    const from = this.chain.includes(cls) ? this.chain : [cls];
    for (const c of from) if (this.classes[c] && this.classes[c].functions[name]) return this.classes[c].functions[name];
    return null;
  }
  // The functions her pieces really run: from every virtual function her classes declare (the
  // messages, the walk, the attack rule) to every function of hers they call, as found().
  reachable() {
    const runs = new Set(), names = [];
    this.chain.forEach((c) => { if (this.classes[c]) names.push(...this.classes[c].virtuals); });
    while (names.length) {
      const f = this.find(this.chain[0], names.pop());
      if (!f || runs.has(f)) continue;
      runs.add(f);
      names.push(...callsIn(f));
    }
    return runs;
  }
  draw() {
    const parts = [], shown = new Set();
    // The functions of `cls` that `keep` keeps, a section for each file they are written in.
    const show = (cls, title, keep) => {
      const c = this.classes[cls];
      if (!c) return;
      const fns = Object.values(c.functions).filter((f) => !shown.has(f) && keep(f))
        .sort((a, b) => a.file.index - b.file.index || a.from - b.from);
      fns.forEach((f, k) => {
        shown.add(f);
        if (k === 0 || fns[k - 1].file !== f.file) {
          const section = document.createElement("section");
          const h = document.createElement("h3");
          h.textContent = title + " \u2014 " + f.file.path;
          section.append(h, document.createElement("pre"));
          parts.push(section);
        } else if (fns[k - 1].to + 1 < f.from) parts[parts.length - 1].lastChild.append("\u22ee\n");
        for (let i = f.from; i <= f.to; i++) {
          const line = document.createElement("span");
          line.className = "line";
          line.dataset.line = String(i + 1);
          line.textContent = f.file.lines[i] + "\n";
          this.spans.set(f.file.path + ":" + i, line);
          parts[parts.length - 1].lastChild.appendChild(line);
        }
      });
    };
    if (!this.classes[this.own]) {
      const note = document.createElement("p");
      note.className = "note";
      note.textContent = this.className
        ? "The source of class " + this.className + " is not among the files this page was built with" +
          " (queens_add_explorer_page's SOURCES and DEPENDS): only the library's code is shown."
        : "No class is known for this kind of piece (her registry names none, or this page's has no " +
          "such kind): her own code cannot be shown.";
      parts.push(note);
    }
    // Hers and her bases' as her pieces run them: what a derived class overrides is left out.
    this.chain.forEach((c) => show(c, "class " + c, (f) => this.runs.has(f)));
    show("null_queen", "class null_queen, the sentinel", () => true);
    show("board", "the board's loop", (f) => f.name === "place_all" || f.name === "next");
    this.element.replaceChildren(...parts);
  }
  // The source of `cls::name` as written, or `count` of its lines from the first that holds
  // `needle`, their common indentation taken off; "" when the page has no such code.
  excerpt(cls, name, needle = "", count = Infinity) {
    const f = this.find(cls, name);
    const from = needle ? lineWith(f, needle) : f ? f.from : -1;
    if (from < 0) return "";
    const lines = f.file.lines.slice(from, Math.min(f.to, from + count - 1) + 1);
    const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^ */)[0].length));
    return lines.map((l) => l.slice(indent)).join("\n");
  }
  static lastLine(f, text) {
    if (!f) return -1;
    for (let i = f.to; i >= f.from; i--) if (f.file.lines[i].includes(text)) return i;
    return -1;
  }
  // The line that sends `message` from a piece of class `cls` in the function `frame`, or in a
  // function of hers that `frame` calls (a helper such as next_square): [function, line, the
  // functions entered on the way].
  sends(cls, message, frame) {
    const key = cls + " " + message + " " + frame;
    if (!this.sent.has(key)) {
      this.sent.set(key, this.search(cls, frame, (f) => {
        const at = lineWith(f, "->" + message + "(");
        return at >= 0 ? at : lineWith(f, "." + message + "(");
      }));
    }
    return this.sent.get(key);
  }
  // The line of `frame`, or of a function of hers it calls, that calls her function `name`.
  reaches(cls, name, frame) {
    const key = cls + " " + name + "() " + frame;
    if (!this.sent.has(key)) this.sent.set(key, this.search(cls, frame, (f) => lineCalling(f, name)));
    return this.sent.get(key);
  }
  // The first function from `frame` on, through her calls to herself, where `found` finds a line.
  search(cls, frame, found) {
    const seen = new Set(), queue = [[frame, []]];
    while (queue.length) {
      const [name, path] = queue.shift();
      const f = this.find(cls, name);
      if (!f || seen.has(f)) continue;
      seen.add(f);
      const at = found(f);
      if (at >= 0) return [f, at, path];
      // Her own calls to herself, which no decorator on a link sees.
      callsIn(f).forEach((name) => { if (this.find(cls, name)) queue.push([name, path.concat(name)]); });
    }
    return [null, -1, []];
  }
  // Which line runs at `step`: [function, line] pairs (the sender's call, or the receiver's
  // return), given who is who (`n`) and the piece whose own rule said yes (`attacker`).
  lines(step, n, attacker) {
    const e = step.event;
    if (!e || e.phase === "solution") return [];
    if (e.phase === "self") return this.ownLines(OWN_STEPS[e.message]);
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
      at = attacker === e.receiver ? Math.max(lineWith(f, "return true"), lineWith(f, "attacks(")) : -1;
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
  // A queen's own step (OWN_STEPS): the line of the function she is in that leads to the one
  // it calls (or that assigns her row), then the lines it leads to.
  ownLines(step) {
    if (!step) return [];
    const cls = this.chain[0], row = this.rowField(), at = (name, what) => {
      const f = this.find(cls, name);
      return [f, what === "=" ? lineAssigning(f, row) : f ? f.from : -1];
    };
    // The line that makes the call, in whichever of her functions on the way makes it.
    const f = this.find(cls, step.in);
    const lit = step.calls ? this.reaches(cls, step.calls, step.in).slice(0, 2) : [f, lineAssigning(f, row)];
    return [lit].concat(step.then.map(([name, what]) => at(name, what)));
  }
  // What her next_row answers after `row`, where her code is Budd's `return row + 1;` (the
  // textbook's, or hers the same); null where it is her own, not read here.
  nextRow() {
    const f = this.find(this.chain[0], "next_row");
    const text = f ? f.file.lines.slice(f.from, f.to + 1).join(" ") : "";
    return /return\s+row\s*\+\s*1\s*;/.test(text) ? (row) => row + 1 : null;
  }
  // The field that holds her row: the one her row() returns (row_ for Budd's queen).
  rowField() {
    const f = this.find(this.chain[0], "row");
    const m = f ? /return\s+(\w+)\s*;/.exec(f.file.lines.slice(f.from, f.to + 1).join(" ")) : null;
    return m ? m[1] : "";
  }
  // The functions a queen's own step is in, beyond the message in progress: ["next_square"].
  ownCalls(e) {
    const step = OWN_STEPS[e.message];
    if (!step) return [];
    const path = step.calls ? this.reaches(this.chain[0], step.calls, step.in)[2] : [];
    return (step.message ? [] : [step.in]).concat(path, step.calls || []);
  }
  // A participant's class, as the registry names hers ("piece" when it names none).
  classOf(id, n) { return id === 0 ? "null_queen" : id === n + 1 ? "board" : this.className || this.chain[0]; }
  // The class that declares the function a participant runs for `name` (queen::find_solution
  // for a camel_queen), as a frame names it.
  declaring(id, n, name) {
    const f = this.find(id === 0 || id === n + 1 ? this.classOf(id, n) : this.chain[0], name);
    return f ? f.cls : this.classOf(id, n);
  }
  // Whether pieces of this kind are Budd's queen underneath (her walk, her fields row_ and
  // rows_), as the module found by asking one of them.
  isQueen() { return this.queen; }
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
