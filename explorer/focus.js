"use strict";
// The step keys from any control. Buttons, boxes and the views' panels leave ← → to the steps
// (keys.js); a control that needs them keeps them (the board's squares, the sliders, the size
// box, the menus, the tabs of the views) and the page says so where the keys are explained,
// with the way back: Escape takes the keyboard from it to the forward button, where ← → step.
function keeperWords(t) {
  if (!t || !t.matches) return "";
  const tag = t.tagName, type = tag === "INPUT" ? t.type : "";
  if (t.classList.contains("cell")) return "On the board ← → ↑ ↓ move between squares and Enter pins: Esc gives the arrows back to the steps (n, p, b jump from here too).";
  if (type === "range") return "This slider takes ← →: Esc gives them back to the steps.";
  if (tag === "SELECT") return "This menu takes the keys: Esc gives them back to the steps.";
  if (tag === "INPUT" && type !== "checkbox") return "This box takes the keys you type: Esc gives them back to the steps.";
  if (t.getAttribute("role") === "tab") return "← → choose a view here: Esc gives them back to the steps.";
  return "";
}
function wireFocusKeys() {
  const said = document.getElementById("keys-here");
  const say = (text) => { if (said.textContent !== text) said.textContent = text; };
  document.addEventListener("focusin", (event) => say(keeperWords(event.target)));
  document.addEventListener("focusout", () => say(""));
  document.addEventListener("keydown", (k) => {
    if (k.key !== "Escape" || k.defaultPrevented || !keeperWords(k.target)) return;
    document.getElementById("forward").focus();
    say("← → step again (the keyboard is on the forward button).");
  });
}
