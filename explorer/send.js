"use strict";
// "Send a message yourself", as BlueJ calls a method on an object: can_attack, find_solution or
// advance to the sentinel or any piece the board has made, as she stands at this step. The
// search is brought to this step, the message sent to the real object there (engine.js's ask,
// session.cpp), and the module's memory put back afterwards, so the search shown stays
// untouched; the reply and the conversation it starts are shown in the library's words.
const SEND_MESSAGES = ["can_attack", "find_solution", "advance"];
let sendChosen = false; // the student picked a recipient: the page no longer picks one

// The menu for a board of `n`: the sentinel and every piece (those not made yet disabled as
// each step is drawn, sendTargets).
function fillSendMenu(select, n, names) {
  const $ = (id) => document.getElementById(id);
  const options = Array.from({ length: n }, (_, i) => new Option(names.short(n - i), String(n - i)));
  select.replaceChildren(...options, new Option("the sentinel (null_queen)", "0"));
  select.onchange = () => { sendChosen = true; sendDefaults(); };
  sendChosen = false;
  const what = $("send-what");
  if (!what.options.length) what.replaceChildren(...SEND_MESSAGES.map((m) => new Option(m + (m === "can_attack" ? "(row, column)" : "()"), m)));
  what.onchange = () => { $("send-square").hidden = what.value !== "can_attack"; };
  $("send-row").max = String(n);
  $("send-column").max = String(n);
  select.dataset.n = String(n);
}
// As each step is drawn (`drawn`: drawObjects' answer): the pieces made so far can be sent to;
// unless the student chose, the recipient is the one the step is about (else the newest piece,
// else the sentinel), always one that exists.
function sendTargets(drawn) {
  const select = document.getElementById("send-to");
  if (!select || !select.options.length) return;
  for (const option of select.options) option.disabled = Number(option.value) > drawn.made;
  const chosen = select.selectedOptions[0];
  if (sendChosen && chosen && !chosen.disabled) return;
  const want = drawn.receiver >= 0 && drawn.receiver <= drawn.made ? drawn.receiver : drawn.made;
  select.value = String(want);
  sendDefaults();
}
// A square to ask about that works: in the column to the recipient's right (the square her right
// neighbour would ask about), row 1.
function sendDefaults() {
  const $ = (id) => document.getElementById(id), n = Number($("send-to").dataset.n || 1);
  const to = Number($("send-to").value);
  $("send-column").value = String(Math.min(n, to + 1));
  $("send-row").value = "1";
}

// Sends the chosen message at step `step` (0-based; -1 before the first) and shows what was said.
function sendMessage(element, source, module, step, n, names, singular) {
  const $ = (id) => document.getElementById(id), el = (tag, cls, text) => {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    e.textContent = text;
    return e;
  };
  const to = Number($("send-to").value), what = $("send-what").value || "can_attack";
  const row = Number($("send-row").value), column = Number($("send-column").value);
  const number = module.messageNames().indexOf(what);
  const got = source.ask(Math.max(step, 0), to, row, column, what);
  if (got.error) { element.replaceChildren(el("li", "error", got.error)); return got; }
  got.row = to > 0 ? got.rows[to - 1] : 0; // where she stands after it
  const lines = [el("li", "you", module.youAsk(to, number, row, column, n, singular))];
  const base = got.events.length ? Math.min(...got.events.map((e) => e.depth)) : 0;
  got.events.forEach((e) => {
    const li = el("li", "", describe(e, names));
    li.style.paddingLeft = 2 * (e.depth - base + 1) + "ch";
    lines.push(li);
  });
  lines.push(el("li", "you", module.youHear(to, number, got.answer, got.row, n, singular)));
  if (what !== "can_attack" && to > 0) {
    lines.push(el("li", "note", "That was a copy of the search at step " + Math.max(step + 1, 1) +
      ": the search shown has not moved."));
  }
  element.replaceChildren(...lines);
  return got;
}
