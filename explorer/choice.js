// The page's choice as the page shows it: the kind, as one value from the registry (module.cpp's
// kinds(): name, words, glyph, class), her words and glyph, and the pins as a link writes them.
function chosenKind(source, kinds) { return kinds.find((k) => k.name === source.piece) || {}; }
// The kind's words: from the registry for a live search, from the trace for a recorded one.
function kindWords(source, kind) {
  if (source.words) return source.words;
  return { singular: kind.singular || source.piece, plural: kind.plural || source.piece };
}
// The kind's glyph, as the trace's start record or the registry gives it.
function kindGlyph(source, kind) { return source.glyph || kind.glyph || "\u25CF"; }
// The pins as a link writes them: "a1,c5", or "30:5" past 26 columns.
function pinsText(source, names) {
  const out = [];
  for (let c = 1; c <= source.n; c++) if (source.pins[c]) out.push(names.link(source.pins[c], c));
  return out.join(",");
}
