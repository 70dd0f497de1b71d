// The sources the page was built with (explorer/assemble.cmake puts each file in as the text of
// a hidden <pre>: nothing here is a copy that can drift), read as classes and functions.

// Every embedded file: { path, lines, index } (index: its place among them).
function embeddedSources() {
  return [...document.querySelectorAll("pre.source-file")].map((s, index) => ({
    path: s.dataset.path, lines: s.textContent.split("\n"), index,
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

// The classes and member functions of the files: { name: { base, virtuals, functions: {name:
// {name, file, from, to, cls}} } }, from class bodies (functions written inline, and the
// virtual functions a class declares) and from `type class::name(` outside.
function readClasses(files) {
  const classes = Object.create(null);
  const get = (name) => (classes[name] = classes[name] ||
    { name, base: "", virtuals: new Set(), functions: Object.create(null) });
  const fn = /^\s*(?:\[\[nodiscard\]\]\s*)?(?:virtual\s+)?[\w:<>]+\s+(\w+)\([^;]*\)[^;]*\{/;
  const virtual = /^\s*(?:\[\[nodiscard\]\]\s*)?virtual\s+[\w:<>&* ]+?\b(\w+)\(/;
  files.forEach((file) => {
    const lines = file.lines;
    for (let i = 0; i < lines.length; i++) {
      const head = /^class (\w+)(?: final)?(?: : public ([\w:]+))?/.exec(lines[i]);
      if (head && !lines[i].includes(";")) {
        const c = get(head[1]), end = blockEnd(lines, i);
        c.base = head[2] ? head[2].split("::").pop() : ""; // queens::chained_piece: chained_piece
        for (let j = i + 1; j < end; j++) {
          const v = virtual.exec(lines[j]);
          if (v) c.virtuals.add(v[1]);
          const m = fn.exec(lines[j]);
          if (m) { const to = blockEnd(lines, j); c.functions[m[1]] = { name: m[1], file, from: j, to, cls: c.name }; j = to; }
        }
        i = end;
        continue;
      }
      const out = /^[\w:<>]+\s+(\w+)::(\w+)\(/.exec(lines[i]);
      if (out) {
        const to = blockEnd(lines, i);
        get(out[1]).functions[out[2]] = { name: out[2], file, from: i, to, cls: out[1] };
        i = to;
      }
    }
  });
  return classes;
}

// The functions a function calls on her own object, by name: `name(` and `this->name(`, not a
// call to another object (`neighbour_->name(`, `x.name(`) nor a qualified one.
function callsIn(f) {
  const names = [];
  for (let i = f.from; i <= f.to; i++) {
    const line = f.file.lines[i].replace(/\/\/.*$/, "").replace(/this->/g, "");
    for (const m of line.matchAll(/(?<![>.:\w])(\w+)\(/g)) names.push(m[1]);
  }
  return names;
}

// The line of `f` (from line `after` on) that holds `text`, or -1.
function lineWith(f, text, after = f ? f.from : 0) {
  if (!f) return -1;
  for (let i = after; i <= f.to; i++) if (f.file.lines[i].includes(text)) return i;
  return -1;
}
// The body of `f` line by line, [line, text]: her head (up to its brace) left out, comments too.
function bodyLines(f) {
  const out = [];
  for (let i = f.from; i <= f.to; i++) {
    const text = f.file.lines[i].replace(/\/\/.*$/, "");
    out.push([i, i === f.from ? text.slice(text.indexOf("{") + 1) : text]);
  }
  return out;
}
// The line of `f` that calls `name` on her own object (as callsIn reads calls), or -1.
function lineCalling(f, name) {
  if (!f) return -1;
  const call = new RegExp("(?<![>.:\\w])(?:this->)?" + name + "\\(");
  const found = bodyLines(f).find(([, text]) => call.test(text));
  return found ? found[0] : -1;
}
// The statement of `f` that assigns `name` (`name = ...;`; any variable when no name), or -1.
function lineAssigning(f, name = "") {
  if (!f) return -1;
  const assigns = new RegExp("(?:^|[{;])\\s*" + (name || "\\w+") + "\\s*=[^=]");
  const found = bodyLines(f).find(([, text]) => assigns.test(text));
  return found ? found[0] : -1;
}
