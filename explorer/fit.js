"use strict";
// The board fits its panel: the panel's size, and then a square's, given to the style sheet as
// they change (page.css: --side-w, --side-h, --cell), as container queries would, without
// their cost at every step (at 64 queens they re-resolve 4,096 squares each time). What lies
// under the board (the caption, a notice, an open question, the score, the legend) is measured
// too (--below): the board leaves it room, so a notice never pushes the legend out of sight.
// What lies under the board, measured now (a step drawn, a question opened: action.js,
// predict.js), so the board makes room for it before anything is looked at.
function fitUnder() {
  const side = document.getElementById("board-side"), wrap = document.getElementById("board-wrap");
  const gap = parseFloat(getComputedStyle(side).rowGap) || 0;
  const below = [...side.children].reduce((sum, e) => sum + (e !== wrap && e.getClientRects().length ? e.offsetHeight + gap : 0), 0) + "px";
  if (side.style.getPropertyValue("--below") !== below) side.style.setProperty("--below", below);
}
function fitBoard() {
  const side = document.getElementById("board-side"), wrap = document.getElementById("board-wrap");
  const board = document.getElementById("board");
  const under = [...side.children].filter((e) => e !== wrap);
  // Set in the next frame: on a phone the panel's height follows the board's width, and a
  // change made in the observer's own frame would be a loop the browser reports as an error.
  let frame = 0;
  const fit = () => {
    if (frame) return;
    frame = requestAnimationFrame(() => {
      frame = 0;
      const style = getComputedStyle(side);
      const width = side.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      const height = side.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
      side.style.setProperty("--side-w", width + "px");
      side.style.setProperty("--side-h", height + "px");
      fitUnder();
    });
  };
  fitUnder(); // before the first board is built: a 64-queen board is laid out once, not twice
  const sizes = new ResizeObserver(fit);
  [side, ...under].forEach((e) => sizes.observe(e));
  new ResizeObserver(([entry]) => {
    const files = Number(board.style.getPropertyValue("--files")) || 8.6, width = entry.contentRect.width;
    requestAnimationFrame(() => board.style.setProperty("--cell", (width / files).toFixed(2) + "px"));
  }).observe(wrap);
  // The keys' help, closed in a short window (a projector at browser zoom 150 %): one line then,
  // opened by a click or Enter on it.
  const short = matchMedia("(max-height: 650px)"), help = document.getElementById("keys-help");
  const fold = () => { help.open = !short.matches; };
  short.addEventListener("change", fold);
  fold();
}
