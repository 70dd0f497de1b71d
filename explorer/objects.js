// The objects as objects, as Python Tutor and JIVE draw them: every piece with her fields and
// her neighbour_ pointer, the decorators the layers put on the links as objects of their own,
// the frames of the calls in progress, and a sequence diagram of the last messages.

const el = (tag, cls, text) => {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined) e.textContent = text;
  return e;
};
const field = (name, value, cls) => {
  const row = el("div", "field" + (cls ? " " + cls : ""));
  row.append(el("code", "", name), el("span", "value", value));
  return row;
};

// The decorators the page's layers put on the link from `sender` (n + 1: the board), outermost
// first, with the fields the library declares (piece_decorator.hpp, trace.hpp): wrapped_, the
// base's pointer, holds the next; the last holds the piece (through the page's recorder, which
// is not drawn: #recorder-note). `counted`: this link's counting_piece's counters.
const COUNTERS = ["can_attack_", "find_solution_", "advance_", "attacked_rows_"];
function decoratorBoxes(layers, counted, flight, sender) {
  const boxes = [];
  if (layers.tracing) {
    boxes.push(["traced_link", [field("sender_", String(sender)), field("context_", "\u2192 trace_context")]]);
  }
  if (layers.counting) boxes.push(["counting_piece", COUNTERS.map((name, k) => field(name, String(counted ? counted[k] : 0), "count"))]);
  return boxes.map(([name, fields]) => {
    const box = el("div", "obj decorator" + (flight ? " forwarding" : ""));
    box.dataset.name = name;
    const all = el("div", "fields");
    all.append(pointerField("wrapped_"), ...fields);
    box.append(el("b", "", name), all);
    return box;
  });
}
const sum = (numbers) => (numbers || []).reduce((a, b) => a + b, 0);
// A pointer field: its dot, where the drawn arrow (pointers.js) starts; the words say whom it
// points at for a screen reader and when the arrows are not drawn.
function pointerField(name, to = "") {
  const row = field(name, "");
  const dot = row.lastChild;
  dot.classList.add("ptr");
  if (to) dot.appendChild(el("span", "visually-hidden", "points to " + to));
  return row;
}
// The counters of the counting_piece on the link from `sender` (n + 1: the board) to
// `receiver`, as the module read them off that object at this step (window_state.hpp's order:
// can_attack, find_solution, advance, attacked_rows; steps.js: countedLink). Each link has one
// of its own: the board puts one on its link to each piece it places, apart from the one on
// her right neighbour's. The layers sit outside the page's recorder, so a call it hears has
// been counted.
function linkCounters(e, sender, receiver, n) {
  if (!e || !e.counts) return null;
  const at = LINK_COUNTERS * countedLink(sender, receiver, n);
  return e.counts.slice(at, at + LINK_COUNTERS);
}
// The board's links to the pieces before the newest, each with a counting_piece of its own:
// it placed each piece through hers, and its owned_ keeps them; its last_ has moved on.
function boardLinksWords(e, n, made, names) {
  if (!e || !e.counts || made < 2) return "";
  const each = [];
  for (let c = 1; c < made; c++) each.push(names.short(c) + " " + sum(linkCounters(e, n + 1, c, n)));
  return "The board's own links into the pieces before " + names.short(made) + " have counting_pieces of their own " +
    "(it placed each piece through hers; its last_ now points through the one into " + names.short(made) +
    "), each counting what the board sent her: " + each.join(", ") + ". ";
}
// The pieces made so far: the board makes them one at a time, column by column, each when the
// one before has found her square (board.cpp's place_all); later columns do not exist yet.
function madeSoFar(step, n) {
  const e = step.event;
  let made = 0;
  const see = (id) => { if (id >= 1 && id <= n && id > made) made = id; };
  if (e) { e.rows.forEach((r, c) => { if (r > 0) see(c + 1); }); see(e.sender); see(e.receiver); }
  step.state.stack.forEach((call) => { see(call.sender); see(call.receiver); });
  return made;
}

// One object's box: her name and class, her fields (her pointer's words naming `target`), and
// what the step makes of her (sender, receiver, waiting, frames in progress: `frames`).
function objectBox(id, step, n, names, code, pins, target, frames) {
  const e = step.event, rows = e ? e.rows : [];
  const obj = el("div", "obj");
  obj.dataset.id = String(id);
  obj.appendChild(el("b", "", id === n + 1 ? "board" : id === 0 ? "null_queen" : names.short(id)));
  obj.appendChild(el("span", "type", id === 0 ? "the sentinel" : id === n + 1 ? "owns the chain" : "a " + code.classOf(id, n)));
  const to = target === 0 ? "the sentinel" : names.short(target);
  if (id === 0) obj.classList.add("sentinel");
  else if (id <= n) {
    const row = rows[id - 1] || 0, pin = pins[id] || 0;
    if (!row) obj.classList.add("unmade");
    const fields = el("div", "fields");
    // Budd's queen's fields in the order queen.hpp declares them; another kind's row as she reports it.
    fields.appendChild(field(code.isQueen() ? "row_" : "row()", row ? String(row) : "\u2014"));
    fields.appendChild(field("column_", String(id)));
    if (code.isQueen()) {
      fields.appendChild(field("size_", String(n)));
      fields.appendChild(field("rows_", pin ? pin + ".." + pin : "1.." + n, pin ? "pinned" : ""));
    }
    fields.appendChild(pointerField("neighbour_", to));
    obj.appendChild(fields);
    if (step.state.stack.some((c) => c.message === "advance" && c.sender === id)) { obj.classList.add("lifted"); obj.appendChild(el("span", "waits", "waits for her neighbour")); }
  } else obj.appendChild(pointerField("last_", to));
  if (e && e.phase !== "solution") {
    if (id === e.sender) obj.classList.add("sender");
    if (id === e.receiver) obj.classList.add(e.phase === "reply" && id === 0 ? "speaking" : "receiver");
  }
  if (frames[id]) { const f = el("span", "frames", String(frames[id])); f.title = "frames in progress here"; obj.appendChild(f); }
  return obj;
}

// board -> queen m -> ... -> queen 1 -> null_queen, m the newest piece made: each box an object,
// each pointer field a dot whose arrow pointers.js draws. Returns the pointers as
// [field's dot, box pointed at], in the order a message crosses them, and the message in flight.
function drawObjects(element, step, n, names, layers, code, pins) {
  const e = step.event;
  const frames = new Array(n + 2).fill(0);
  step.state.stack.forEach((call) => { frames[call.receiver]++; });
  const made = madeSoFar(step, n);
  const items = [], links = [];
  const flying = e && (e.phase === "call" || e.phase === "reply") && e.sender !== e.receiver;
  let flight = null, pending = null; // pending: the dot of the pointer to the next box
  for (let id = n + 1; id >= 0; id--) {
    const li = el("li"), target = id === n + 1 ? made : id - 1;
    const obj = objectBox(id, step, n, names, code, pins, target, frames);
    li.appendChild(obj);
    li.hidden = id >= 1 && id <= n && id > made;
    items.push(li);
    if (li.hidden) continue;
    if (pending) links.push({ from: pending, to: obj });
    if (id === 0) break;
    // The message in flight leaves its sender along her pointer (the board's reaches the newest
    // piece it made) and crosses the decorators on the link.
    const onLink = flying && e.sender === id && e.receiver === target;
    if (onLink) {
      const arrow = el("span", "arrow flight" + (e.phase === "reply" ? " reply" : ""));
      arrow.dataset.to = String(e.receiver);
      arrow.textContent = flightWords(e, names);
      li.appendChild(arrow);
      flight = { element: arrow, first: links.length, reply: e.phase === "reply" };
    }
    pending = obj.querySelector(".ptr");
    if ((layers.counting || layers.tracing) && !(id === n + 1 && target === 0)) { // the board's bare last_
      decoratorBoxes(layers, linkCounters(e, id, target, n), onLink, id).forEach((box) => {
        box.dataset.link = String(target); // the piece whose link it sits on
        links.push({ from: pending, to: box });
        li.appendChild(box);
        pending = box.querySelector(".ptr");
      });
    }
    if (onLink) flight.count = links.length - flight.first + 1; // and the link into the receiver
  }
  element.replaceChildren(...items);
  drawIndex(document.getElementById("object-index"), n, made, names);
  const unmade = n - made;
  return { links, flight, made, receiver: e && e.phase !== "solution" ? e.receiver : -1,
           unmade: unmade > 0 ? names.short(n) + (unmade > 1 ? " \u2026 " + names.short(made + 1) : "") : "" };
}
// The objects by name, in the chain's order, each a button that brings her card into view in the
// objects' panel (shown where the panel holds only a few: page.css). Drawn anew only when the
// objects change, so a button keeps the focus as the steps go by.
function drawIndex(nav, n, made, names) {
  const ids = [n + 1];
  for (let id = made; id >= 0; id--) ids.push(id);
  if (!nav || nav.dataset.ids === ids.join()) return;
  nav.dataset.ids = ids.join();
  nav.replaceChildren(...ids.map((id) => {
    const button = el("button");
    button.type = "button";
    // A piece by her file ("queen " said to a screen reader), the others by their names.
    const name = id === 0 ? "sentinel" : names.short(id), cut = id >= 1 && id <= n ? name.lastIndexOf(" ") + 1 : 0;
    button.append(el("span", "visually-hidden", name.slice(0, cut)), name.slice(cut));
    button.onclick = () => {
      const box = document.querySelector('#chain .obj[data-id="' + id + '"]');
      document.querySelectorAll("#chain .obj.pointed").forEach((b) => b.classList.remove("pointed"));
      if (box) { box.classList.add("pointed"); showIn(document.getElementById("object-view"), [box]); }
    };
    return button;
  }));
}
// What the message in flight says on its arrow: the call, or the answer coming back.
function flightWords(e, names) {
  if (e.phase === "call") return e.message + (e.message === "can_attack" ? " " + names.square(e.row, e.column) + "?" : "()");
  if (e.message === "attacked_rows") return "\u2190 rows";
  if (e.message === "can_attack" || !e.result || e.receiver === 0) return "\u2190 " + (e.result ? "yes" : "no");
  return "\u2190 row " + e.row;
}

// The frames of the calls in progress, innermost last, as Python Tutor stacks them: the
// receiver (`this`), the arguments and, when a reply is shown, the value it returned. A piece's
// calls to herself (next_square...) are frames too, drawn apart: no decorator sees them.
// Returns how many frames it lists.
function drawFrames(element, step, n, names, code) {
  const e = step.event, stack = step.state.stack;
  const items = [];
  const args = (call) => (call.message === "can_attack" ? "row = " + call.row + ", column = " + call.column
    : call.message === "attacked_rows" ? "column = " + call.column : "");
  const own = "her own call: it never leaves her, so no decorator on a link sees it";
  // `this` names her own class where the function is a base's (queen::find_solution run by a
  // camel_queen), as a debugger shows the object's dynamic type.
  const frame = (id, fn, argText, note, kind) => {
    const li = el("li", "frame " + kind), cls = code.declaring(id, n, fn), own = code.classOf(id, n);
    const who = names.short(id) + (cls !== own ? ", a " + own : "");
    li.append(el("code", "fn", cls + "::" + fn + "(" + argText + ")"), el("span", "this", "this \u2192 " + who));
    if (note) li.appendChild(el("span", "note", note));
    return li;
  };
  stack.forEach((call, i) => {
    items.push(frame(call.receiver, call.message, args(call), "", call.message));
    // What she is doing now: the call above hers, or the reply she is receiving.
    const next = stack[i + 1] || (e && e.phase === "reply" && e.sender === call.receiver ? e : null);
    if (next && next.sender === call.receiver) {
      code.selfCalls(call.receiver, n, call.message, next.message).forEach((fn) => {
        items.push(frame(call.receiver, fn, "", own, "self"));
      });
    }
  });
  if (e && e.phase === "self") {
    code.ownCalls(e).forEach((fn) => items.push(frame(e.sender, fn, fn === "next_row" ? "row = " + e.from : "", own, "self")));
  }
  if (e && e.phase === "reply") {
    const value = e.message === "attacked_rows" ? "rows " + (e.mask || []).join(" ") : e.result ? "true" : "false";
    items.push(frame(e.receiver, e.message, args(e), "returned " + value, "returned"));
  }
  element.replaceChildren(...items);
  return items.length;
}
// The frames header's count: the frames listed, and how many of them are messages between
// objects (the rest: a piece's calls to herself, the value just returned), "16 frames (6 messages)".
function frameWords(frames, messages) {
  return frames + (frames === 1 ? " frame" : " frames") + (frames === messages ? "" : " (" + messages +
    (messages === 1 ? " message" : " messages") + ")");
}

// A sequence diagram of the last `count` messages up to `step`: a lifeline per participant
// (board, the pieces, the sentinel), calls drawn right to the receiver, replies dashed back.
// Whole in its panel, its text never under 12 px. A narrow panel (a projector's 1024 wide)
// takes narrower lanes, the names above them on two staggered lines so neighbours never
// overlap; only when the last messages have more lifelines than even that holds (a long chain of
// can_attack at 64 queens) are fewer of them drawn.
function drawSequence(svg, source, step, n, names, count = 14) {
  const NS = "http://www.w3.org/2000/svg";
  const margin = 52, rowH = 26, smallest = 0.75; // 16 px text at 12 px
  const room = svg.parentElement ? svg.parentElement.clientWidth - 4 : Infinity;
  const lanes = Math.max(2, Math.floor((room / smallest - margin - 24) / 60));
  const events = [], ids = new Set();
  for (let i = step; i >= 0 && i > step - count; i--) {
    const e = eventAt(source, i);
    if (!e || e.phase === "solution") continue;
    const more = [e.sender, e.receiver].filter((id) => !ids.has(id));
    if (events.length && ids.size + more.length > lanes) break;
    more.forEach((id) => ids.add(id));
    events.unshift([i, e]);
  }
  const order = [...ids].sort((a, b) => b - a); // board, queen n ... queen 1, sentinel
  const wide = order.length <= Math.max(3, Math.floor((room / smallest - margin) / 88)); // lanes as wide as a name
  const lane = wide ? 88 : 60, top = wide ? 34 : 56, pad = wide ? 0 : 12; // room for a label past the lanes
  const width = margin + 2 * pad + lane * Math.max(order.length, 3), height = top + rowH * (count + 0.5);
  svg.setAttribute("viewBox", "0 0 " + width + " " + height);
  svg.style.width = Math.round(width * Math.min(1.4, Math.max(smallest, room / width))) + "px";
  const x = (id) => margin + pad + lane * order.indexOf(id) + lane / 2;
  const add = (tag, attrs, text) => {
    const node = document.createElementNS(NS, tag);
    Object.entries(attrs).forEach(([k, v]) => node.setAttribute(k, v));
    if (text !== undefined) node.textContent = text;
    svg.appendChild(node);
    return node;
  };
  svg.replaceChildren();
  order.forEach((id, k) => {
    const y = wide || k % 2 === 0 ? 18 : 39;
    add("text", { x: x(id), y, "text-anchor": "middle", class: "who" }, id === 0 ? "sentinel" : names.short(id));
    add("line", { x1: x(id), y1: y + 4, x2: x(id), y2: height, class: "lifeline" });
  });
  events.forEach(([i, e], k) => {
    const y = top + rowH * k + rowH / 2, from = x(e.sender), to = x(e.receiver);
    const call = e.phase === "call";
    const [a, b] = call ? [from, to] : [to, from];
    const cls = (call ? "call" : "reply") + (i === step ? " now" : "");
    add("text", { x: margin - 6, y: y + 5, "text-anchor": "end", class: "number " + cls }, String(i + 1));
    add("line", { x1: a, y1: y, x2: b - Math.sign(b - a) * 4, y2: y, class: "msg " + cls });
    add("path", { d: "M" + b + " " + y + " l" + -Math.sign(b - a) * 7 + " -4 v8 z", class: "head " + cls });
    const square = n <= 26 ? " " + names.square(e.row, e.column) : "(" + e.row + ", " + e.column + ")"; // as the call reads
    const label = call ? e.message + (e.message === "can_attack" ? square : "")
                       : e.message === "attacked_rows" ? "rows" : e.result ? "yes" : "no";
    add("text", { x: (a + b) / 2, y: y - 4, "text-anchor": "middle", class: "label " + cls }, label);
  });
}

// The tracing layer's message_counter, as the module read it at this step (its traced_link is
// outside the page's recorder: a call the page hears has crossed it).
function layerWords(e) {
  return "Each traced_link's context_, one trace_context for the chain, reports to its message_counter: " + e.layer.messages + " messages, " + e.layer.squares + " squares tested.";
}
