"use strict";
// The objects' pointers drawn as arrows (SVG), as Python Tutor and JIVE draw them: from the dot
// of a pointer field (last_, neighbour_, wrapped_) to the box of the object it points at. Where the
// row of objects wraps, the arrow leaves the end of one line, runs back along the gap between
// the lines and enters the box at the start of the next. The message in flight is carried along
// the arrows it crosses, from the sender to the receiver (a reply the other way) and rests on the
// last of them.
const SVG = "http://www.w3.org/2000/svg";

function svgNode(tag, attrs) {
  const node = document.createElementNS(SVG, tag);
  Object.entries(attrs).forEach(([k, v]) => node.setAttribute(k, String(v)));
  return node;
}
// `element`'s rectangle in the coordinates of `origin` (the box the arrows are drawn over).
function rectIn(element, origin) {
  const r = element.getBoundingClientRect();
  return { left: r.left - origin.left, top: r.top - origin.top, right: r.right - origin.left,
           bottom: r.bottom - origin.top, width: r.width, height: r.height };
}
// The path of one pointer, from the dot's centre out of its box to the left side of the target,
// and where a message carried along it rests: in the gap above the target's line of boxes, over
// the arrow's way between the two boxes (so it covers no field). `gap`: the space between two
// lines of boxes, where a wrapped arrow runs.
function pointerRoute(dot, box, to, gap) {
  const x0 = (dot.left + dot.right) / 2, y0 = (dot.top + dot.bottom) / 2;
  if (to.left >= box.right - 1 && to.top < box.bottom && to.bottom > box.top) {
    // Side by side: a curve from the box's right side to the target's left, level where it can.
    const y1 = Math.min(Math.max(y0, to.top + 8), to.bottom - 8), k = Math.max(6, (to.left - box.right) / 2);
    return { d: "M" + x0 + " " + y0 + " H" + box.right + " C" + (box.right + k) + " " + y0 + " " +
                (to.left - k) + " " + y1 + " " + to.left + " " + y1,
             rest: [(box.right + to.left) / 2, Math.min(box.top, to.top) - gap / 2] };
  }
  const y1 = to.top + Math.min(to.height / 2, 14);
  if (to.top >= box.bottom) {
    // The row wrapped: down the right of the box, back along the gap, into the target's left.
    const mid = to.top - gap / 2, out = box.right + 6, into = Math.max(2, to.left - 8);
    return { d: "M" + x0 + " " + y0 + " H" + out + " V" + mid + " H" + into + " V" + y1 + " H" + to.left,
             rest: [(out + into) / 2, mid] };
  }
  return { d: "M" + x0 + " " + y0 + " L" + to.left + " " + y1, rest: [(x0 + to.left) / 2, (y0 + y1) / 2] };
}

// Draws `drawn.links` ([{from: dot, to: box}], drawObjects) over `wrap`, the element holding the
// chain, into `svg`; then carries the message in flight along its arrows.
function drawPointers(svg, wrap, drawn, still) {
  const origin = wrap.getBoundingClientRect();
  svg.setAttribute("width", String(wrap.scrollWidth));
  svg.setAttribute("height", String(wrap.scrollHeight));
  const defs = svgNode("defs", {});
  ["head", "head-flight"].forEach((id) => {
    const marker = svgNode("marker", { id: "ptr-" + id, viewBox: "0 0 8 8", refX: 7, refY: 4,
                                       markerWidth: 7, markerHeight: 7, orient: "auto-start-reverse" });
    marker.appendChild(svgNode("path", { d: "M0 0 L8 4 L0 8 z", class: id }));
    defs.appendChild(marker);
  });
  const nodes = [defs], paths = [];
  const chain = wrap.querySelector("ol");
  const gap = chain ? parseFloat(getComputedStyle(chain).rowGap) || 12 : 12;
  const { flight } = drawn;
  drawn.links.forEach((link, i) => {
    const box = link.from.closest(".obj");
    const onFlight = flight && i >= flight.first && i < flight.first + flight.count;
    const route = pointerRoute(rectIn(link.from, origin), rectIn(box, origin), rectIn(link.to, origin), gap);
    const path = svgNode("path", { d: route.d,
                                   class: "pointer" + (onFlight ? " flight" : ""),
                                   "marker-end": "url(#ptr-" + (onFlight ? "head-flight" : "head") + ")" });
    [["from", box], ["to", link.to]].forEach(([end, b]) => {
      path.dataset[end] = boxName(b);
      path.dataset[end + "Selector"] = b.dataset.id !== undefined ? '#chain .obj[data-id="' + b.dataset.id + '"]'
        : '#chain .decorator[data-link="' + b.dataset.link + '"][data-name="' + b.dataset.name + '"]';
    });
    path.rest = route.rest;
    const dot = rectIn(link.from, origin);
    nodes.push(path, svgNode("circle", { cx: (dot.left + dot.right) / 2, cy: (dot.top + dot.bottom) / 2, r: 3.5, class: "dot" }));
    paths.push(path);
  });
  svg.replaceChildren(...nodes);
  if (flight) carry(flight, paths.slice(flight.first, flight.first + flight.count), still);
}
// A box's name in the arrows' data attributes (for scripts and tests): a piece's id, or a
// decorator's link and class, "link3:counting_piece".
function boxName(box) {
  return box.dataset.id !== undefined ? box.dataset.id : "link" + box.dataset.link + ":" + box.dataset.name;
}

// The message in flight along `paths` (sender to receiver): points sampled along them, the label
// moved through them (a reply backwards) and left over the arrow it arrives by (its `rest`).
function carry(flight, paths, still) {
  const points = [];
  paths.forEach((p) => {
    const length = p.getTotalLength();
    for (let k = 0; k <= 8; k++) { const q = p.getPointAtLength(length * k / 8); points.push([q.x, q.y]); }
  });
  if (!points.length) return;
  const along = flight.reply ? points.slice().reverse() : points;
  const last = flight.reply ? paths[0] : paths[paths.length - 1];
  const [x, y] = last.rest;
  const place = (px, py) => "translate(" + px.toFixed(1) + "px, " + py.toFixed(1) + "px) translate(-50%, -50%)";
  const label = flight.element;
  label.style.transform = place(x, y);
  label.dataset.along = String(paths.indexOf(last));
  last.classList.add("carrying");
  const frames = along.slice(0, along.length - 4).map(([x, y]) => ({ transform: place(x, y) }));
  if (!still && frames.length > 1 && label.animate) {
    frames.push({ transform: place(x, y) });
    label.animate(frames, { duration: 450, easing: "ease-out" });
  }
}
