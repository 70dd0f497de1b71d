"use strict";
// Follows the action: after each step, every panel that scrolls brings what the step is about
// into its own view (the page itself never scrolls), as a debugger keeps the current line and
// the innermost frame in sight: the sender and the receiver with the message between them, the
// innermost frame, the lit line of code, the current message of the sequence diagram, the log's
// current line and the version without the sentinel.

// Scrolls `panel` (vertically) the least that shows `elements` whole; when they cannot all be
// shown, the last of them (the receiver, the innermost) is.
function showIn(panel, elements, margin = 6) {
  const shown = elements.filter((e) => e && e.getClientRects().length);
  if (!panel || !shown.length) return;
  const p = panel.getBoundingClientRect(), head = panel.querySelector(":scope > h2");
  const sticky = head && getComputedStyle(head).position === "sticky" ? head.offsetHeight : 0;
  const top = p.top + panel.clientTop + sticky + margin, bottom = p.top + panel.clientTop + panel.clientHeight - margin;
  const rects = shown.map((e) => e.getBoundingClientRect());
  let low = Math.min(...rects.map((r) => r.top)), high = Math.max(...rects.map((r) => r.bottom));
  if (high - low > bottom - top) { low = rects[rects.length - 1].top; high = rects[rects.length - 1].bottom; }
  if (low < top || high > bottom) panel.scrollTop += low < top ? low - top : Math.min(high - bottom, low - top);
  // Sideways too, for what is wider than its panel (the sequence diagram of a long chain).
  const left = p.left + panel.clientLeft + margin, right = p.left + panel.clientLeft + panel.clientWidth - margin;
  const last = rects[rects.length - 1];
  if (last.left < left || last.right > right) panel.scrollLeft += last.left < left ? last.left - left : Math.min(last.right - right, last.left - left);
}

// The objects' panel takes from the frames' below it the room the action needs (the sender,
// the decorators the message crosses, the receiver: page.css, --action), so both ends of the
// message are in sight in a short panel (a projector's, the layers on); the frames keep room
// for their innermost. In steps of 16 px, so play does not shake the panels at every step.
function roomForAction(view, elements) {
  const rects = elements.filter((e) => e && e.getClientRects().length).map((e) => e.getBoundingClientRect());
  if (!rects.length) return;
  const span = Math.max(...rects.map((r) => r.bottom)) - Math.min(...rects.map((r) => r.top));
  const need = Math.ceil((span + 20 + view.offsetHeight - view.clientHeight) / 16) * 16 + "px";
  if (view.parentElement.style.getPropertyValue("--action") !== need) view.parentElement.style.setProperty("--action", need);
  // The line of the objects' names above the panel, where it is shown (page.css), and its gap.
  const index = document.getElementById("object-index"), lines = index ? index.getBoundingClientRect().height : 0;
  const taken = lines ? Math.ceil(lines + 6) + "px" : "0px";
  if (view.parentElement.style.getPropertyValue("--index") !== taken) view.parentElement.style.setProperty("--index", taken);
}

// The action of the step now drawn, in every panel that shows it.
function followAction() {
  const $ = (id) => document.getElementById(id);
  const chain = [...document.querySelectorAll("#chain .obj.sender, #chain .arrow.flight, #chain .obj.forwarding," +
                                              " #chain .obj.receiver, #chain .obj.speaking")];
  roomForAction($("object-view"), chain);
  showIn($("object-view"), chain.length ? chain : [document.querySelector("#chain .obj.lifted")]);
  const frames = $("stack").lastElementChild;
  if (frames) showIn($("frames-view"), [frames]);
  if (!$("panel-code").hidden) showIn($("panel-code"), [document.querySelector("#source .line.lit")]);
  if (!$("panel-sequence").hidden) showIn($("panel-sequence"), [...document.querySelectorAll("#sequence .now")]);
  if (!$("panel-log").hidden) showIn($("log"), [document.querySelector("#log li.current")]);
  // The version without the sentinel: its null test (the last of its blocks) before all else.
  if (!$("without").hidden) showIn($("without"), [...document.querySelectorAll("#code pre")]);
}

// Once a step is drawn: the pointers drawn over the chain, the pieces not made yet named, and
// every panel on the action. `playing`: the message in flight is not animated while play runs.
// When the window (or a panel) changes size, the arrows are drawn again where the boxes now are.
let settled = null;
function settle(drawn, playing) {
  const $ = (id) => document.getElementById(id);
  $("unmade").textContent = drawn.unmade ? "Not made yet: " + drawn.unmade +
    " (the board makes each piece once the one before has found her square)." : "";
  const still = playing || matchMedia("(prefers-reduced-motion: reduce)").matches;
  fitUnder(); // fit.js: the board leaves room for what is under it (a notice, a longer caption)
  drawPointers($("pointers"), $("chain-wrap"), drawn, still);
  followAction();
  sendTargets(drawn);
  if (!settled) {
    let width = 0;
    new ResizeObserver(([entry]) => {
      if (entry.contentRect.width === width) return; // a step's own drawing changes only its height
      width = entry.contentRect.width;
      requestAnimationFrame(() => { drawPointers($("pointers"), $("chain-wrap"), settled, true); followAction(); });
    }).observe($("chain-wrap"));
    // The panels' height changes too (a line of the header comes or goes: the pins' verdict).
    let height = 0;
    new ResizeObserver(([entry]) => {
      if (entry.contentRect.height === height) return;
      height = entry.contentRect.height;
      requestAnimationFrame(followAction);
    }).observe(document.querySelector("main"));
  }
  settled = drawn;
}
