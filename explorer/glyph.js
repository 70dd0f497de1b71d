"use strict";
// A piece's glyph as this browser can draw it. A glyph none of the page's fonts holds (the
// camel, U+1F42A, where no emoji font is installed) would show as an empty box: it is drawn the
// way the browser draws a character no font has (a private-use one, U+10FFFD) when it is
// missing; then the board draws the first letter of her kind's word over it instead, and says so.
function glyphDrawable(glyph) {
  const canvas = document.createElement("canvas");
  canvas.width = canvas.height = 40;
  const pen = canvas.getContext("2d");
  if (!pen) return true;
  const look = (text) => {
    pen.clearRect(0, 0, 40, 40);
    pen.font = "28px " + getComputedStyle(document.body).fontFamily;
    pen.textBaseline = "top";
    pen.fillText(text, 2, 2);
    return pen.getImageData(0, 0, 40, 40).data.join(",");
  };
  return look(glyph) !== look("\u{10FFFD}");
}
// {text, fallback, note}: the glyph, the letter drawn when the glyph cannot be ("" when it can),
// and what the page says of it.
function pieceGlyph(glyph, word) {
  if (glyphDrawable(glyph)) return { text: glyph, fallback: "", note: "" };
  const letter = (word.trim()[0] || "?").toUpperCase();
  return { text: glyph, fallback: letter,
           note: "Her glyph " + glyph + " is in none of this browser's fonts: her pieces are drawn as " + letter + "." };
}
