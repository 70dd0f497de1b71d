// The keyboard. A focused control keeps the keys it answers to (space and enter on a button or
// a box, arrows on a slider, everything in a field or menu); the board's squares are one tab
// stop, moved between with the arrows; every other key is the page's (see #keys).
function wireKeys(page) {
  document.addEventListener("keydown", (k) => {
    // A long jump stops, from anywhere (even where Esc also stopped a search of the pins: pins.js).
    if (k.key === "Escape" && !k.altKey && !k.ctrlKey && !k.metaKey && page.cancel()) { k.preventDefault(); return; }
    if (k.altKey || k.ctrlKey || k.metaKey || k.defaultPrevented) return;
    const t = k.target || document.body, tag = t.tagName, type = tag === "INPUT" ? t.type : "";
    if (tag === "SELECT" || tag === "TEXTAREA" || (tag === "INPUT" && type !== "range" && type !== "checkbox")) return;
    if (type === "range" && /^(Arrow|Home$|End$|Page)/.test(k.key)) return;
    if ((tag === "BUTTON" || tag === "SUMMARY" || type === "checkbox" || type === "range") && (k.key === " " || k.key === "Enter")) {
      // Enter ticks a box as space does (a browser leaves that to the page).
      if (k.key === "Enter" && type === "checkbox") { k.preventDefault(); t.click(); }
      return;
    }
    if (t.classList && t.classList.contains("cell") && page.board().key(k, t)) { k.preventDefault(); return; }
    if (page.answering(k)) { k.preventDefault(); return; }
    const actions = {
      ArrowLeft: page.back, ArrowRight: page.forward, " ": page.play, Home: page.first, End: page.end,
      n: () => page.jump("solution", true), p: () => page.jump("solution", false),
      b: () => page.jump("backtrack", true), B: () => page.jump("backtrack", false),
      "+": () => page.speed(1), "-": () => page.speed(-1),
    };
    if (actions[k.key]) { k.preventDefault(); actions[k.key](); }
  });
}
