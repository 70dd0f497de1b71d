"use strict";
// The board fits its panel: the panel's size, and then a square's, given to the style sheet as
// they change (page.css: --side-w, --side-h, --cell), as container queries would, without
// their cost at every step (at 64 queens they re-resolve 4,096 squares each time).
function fitBoard() {
  const side = document.getElementById("board-side"), wrap = document.getElementById("board-wrap");
  const board = document.getElementById("board");
  // Set in the next frame: on a phone the panel's height follows the board's width, and a
  // change made in the observer's own frame would be a loop the browser reports as an error.
  new ResizeObserver(([entry]) => {
    const { width, height } = entry.contentRect;
    requestAnimationFrame(() => {
      side.style.setProperty("--side-w", width + "px");
      side.style.setProperty("--side-h", height + "px");
    });
  }).observe(side);
  new ResizeObserver(([entry]) => {
    const files = Number(board.style.getPropertyValue("--files")) || 8.6, width = entry.contentRect.width;
    requestAnimationFrame(() => board.style.setProperty("--cell", (width / files).toFixed(2) + "px"));
  }).observe(wrap);
}
