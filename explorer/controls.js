"use strict";
// The page's controls wired to its moves: the timeline's buttons and slider, the speed, the
// switches and the layers, the size, piece and pins, a message of one's own, and the keys.
// `page`: app.js's moves and what they read (the step, the source, the layers).
const SPEEDS = [1, 2, 4, 8, 15, 30, 60, 120, 250, 500, 1000, 2000, 5000];

function wireControls(page) {
  const $ = (id) => document.getElementById(id);
  const { go, pause, back, forward, play, end, jump, render, open, predict } = page;
  wirePins();
  wireFocusKeys(); // focus.js
  wireTabs(() => { if (page.current) render(); });
  $("first").onclick = () => { pause(); go(-1); };
  $("back").onclick = back;
  $("forward").onclick = forward;
  $("play").onclick = play;
  $("end").onclick = end;
  $("next-solution").onclick = () => jump("solution", true);
  $("prev-solution").onclick = () => jump("solution", false);
  $("next-backtrack").onclick = () => jump("backtrack", true);
  $("prev-backtrack").onclick = () => jump("backtrack", false);
  $("answer-yes").onclick = () => predict.answer(true);
  $("answer-no").onclick = () => predict.answer(false);
  $("scrub").oninput = coalesced(() => { pause(); go(Number($("scrub").value) - 1); });
  const speedLabel = () => { $("speed-label").textContent = SPEEDS[Number($("speed").value)] + " steps/s"; };
  $("speed").oninput = speedLabel; speedLabel();
  $("predict").onchange = () => { predict.toggled(); render(); }; // the log hides what it asks
  $("no-sentinel").onchange = render;
  $("own-steps").onchange = () => { go(page.step); page.writeLink(); };
  const relayer = () => {
    page.setLayers({ counting: $("layer-counting").checked, tracing: $("layer-tracing").checked });
    const at = page.step, source = page.source; // the new search runs back to this step as a job (jobs.js): it may be deep
    if (open(source.n, source.piece, source.pins, -1)) reachJob(page.jobs, page.source, at, () => go(at));
  };
  $("layer-counting").onchange = relayer;
  $("layer-tracing").onchange = relayer;
  $("size").onchange = () => {
    const n = Number($("size").value), source = page.source;
    open(n, source.piece, source.pins.map((r, c) => (c <= n && r <= n ? r : 0)), -1);
  };
  $("piece").onchange = () => open(page.source.n, $("piece").value, page.source.pins, -1);
  $("clear-pins").onclick = () => open(page.source.n, page.source.piece, [], -1);
  $("send-go").onclick = () => {
    const source = page.source;
    const got = sendMessage($("send-said"), source, page.module, page.step, source.n, page.names, page.words().singular);
    document.body.dataset.sent = got.error ? "error" : String(got.answer);
  };
  const speed = (by) => { $("speed").value = Number($("speed").value) + by; $("speed").oninput(); };
  wireKeys({ board: () => page.board, answering: predict.answering, back, forward, play,
             first: () => { pause(); go(-1); }, end, jump, speed, cancel: () => page.jobs.cancel() });
}
