"use strict";
// The version with null checks (docs/examples/null_checks.cpp, checked_queen) beside the
// sentinel's own answers (queens/piece.hpp, null_queen), both read from the sources the page
// holds (code.js): where the sentinel answers, the line of the version without her that
// decides instead; where a piece talks to a piece, the test that version makes first.
// [checked_queen's function, the line that decides, how many lines, what its test gives there].
function nullLine(message, frame) {
  if (message === "advance") {
    return ["next_square", "neighbour_ == nullptr", 3,
            "neighbour_ == nullptr is true: she answers no herself, as the sentinel's advance does"];
  }
  if (message === "can_attack" && frame === "can_attack") {
    return ["can_attack", "neighbour_ != nullptr", 1,
            "neighbour_ != nullptr is false: && stops there, the answer is no, as the sentinel's"];
  }
  if (message === "can_attack") {
    return ["find_solution", "while (neighbour_ != nullptr", 1,
            "neighbour_ != nullptr is false: the loop ends and she stays, as when the sentinel says no"];
  }
  return ["", "", 0, "one more test of neighbour_ == nullptr, written for " + message + ": true, no message"];
}
function drawWithout(codeElement, countElement, step, names, n, code) {
  const e = step.event;
  countElement.textContent = "Null tests the sentinel removed so far: " + step.state.nullTests +
    " (every message a piece sends her neighbour is a test of neighbour_ != nullptr without the sentinel)";
  const pre = (title, code, hit) => {
    const p = document.createElement("pre");
    p.textContent = title + (code ? "\n" + code : "");
    if (hit) p.classList.add("hit");
    return p;
  };
  if (!e || e.phase === "solution") { codeElement.replaceChildren(); return; }
  if (e.phase === "self") {
    codeElement.replaceChildren(pre(names.short(e.sender) + " works on her own fields: no message, so no null test, with the sentinel or without it."));
    return;
  }
  if (e.sender === n + 1) {
    codeElement.replaceChildren(pre("The board talks to " + names.short(e.receiver) + " directly: it holds its " +
      "pieces and has no neighbour_, so there is no null test here, with the sentinel or without it."));
    return;
  }
  if (e.receiver !== 0) {
    codeElement.replaceChildren(
      pre("With the sentinel: " + names.short(e.sender) + " sends " + e.message + " at once.", "neighbour_->" + e.message + "(...)"),
      pre("Without: " + names.short(e.sender) + " first tests neighbour_ != nullptr (true: her neighbour is " +
          names.short(e.receiver) + "), then sends " + e.message + "."));
    return;
  }
  // The sentinel is asked: the frame the first piece is in says which line of hers would decide.
  let frame = "";
  for (let i = step.state.stack.length - 1; i >= 0; i--) {
    const call = step.state.stack[i];
    if (call.receiver === e.sender) { frame = call.message; break; }
  }
  const [fn, needle, count, outcome] = nullLine(e.message, frame);
  const line = fn ? code.excerpt("checked_queen", fn, needle, count) : "";
  codeElement.replaceChildren(
    pre("With the sentinel (null_queen::" + e.message + "):", code.excerpt("null_queen", e.message), true),
    pre("Without (" + names.short(e.sender) + " has no neighbour):", (line ? line + "\n" : "") + "// " + outcome, true));
}
