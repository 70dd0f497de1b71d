// The page: its state (the source, the step shown, the layers) and its moves, and every view
// drawn at each step; its controls are wired in controls.js, its link read in opening.js.
(function () {
  const $ = (id) => document.getElementById(id);
  const errors = [];
  const fail = (message) => { errors.push(String(message)); document.body.dataset.errors = errors.join(" | "); };
  window.addEventListener("error", (e) => fail(e.message));
  window.addEventListener("unhandledrejection", (e) => fail(e.reason));
  const recorded = JSON.parse($("recorded").textContent);
  let module = null, kinds = [], source = null, board = null, names = null, code = null;
  let step = -1, cache = {}, timer = null, layers = { counting: false, tracing: false };
  let current = null, notice = "", sub = -1; // sub: the own step shown after `step`, or -1
  let aim = null; // the link's step while the page runs on to it (reach), kept in the link
  const predict = predictor({ source: () => source, names: () => names, next: () => go(step + 1),
                              onward: () => (ownAfter(step).length ? go(step, "", 0) : go(step + 1)) });
  const jobs = new Jobs(() => drawTimeline(source, step, current)); // long jumps, in slices (jobs.js)

  const writeLink = linkWriter(() => pageLink(recorded ? null : pinsText(source, names), source, layers, sub, step, aim)); // link.js

  // A new live source for the chosen size, piece, pins and layers (the library checks them).
  function open(n, piece, pins, at) {
    const vector = new module.IntVector();
    for (let c = 1; c <= n; c++) vector.push_back(pins[c] || 0);
    const problem = module.check(n, piece, vector);
    vector.delete();
    $("choose-error").textContent = problem;
    if (problem) { if (source) $("piece").value = source.piece; return false; } // the menu as the page is
    jobs.cancel(); // a jump under way belongs to the search it was asked of
    if (source) source.close();
    source = new LiveSource(module, n, piece, pins, layers);
    source.finish(150000); // a small board's whole length, known before the first step
    start(at);
    judgePins({ module, source, n, piece, pins, plural: words().plural, text: pinsText(source, names), square: names.square }); // pins.js
    return true;
  }
  function start(at) {
    names = namer(module, source.n, words().singular);
    board = new BoardView($("board"), $("lines"), source.n, glyph(), names, square);
    code = new CodeView($("source"), recorded ? recordedKind() : kindInfo());
    fillSendMenu($("send-to"), source.n, names);
    $("send-said").replaceChildren();
    cache = {};
    $("size").value = source.n;
    $("piece").value = source.piece;
    go(at);
  }
  // A square clicked, or chosen by key: answers "where will she stand?", else pins or unpins.
  function square(r, c) {
    if (predict.square(r, c)) return;
    if (recorded) return;
    const pins = source.pins.slice();
    pins[c] = pins[c] === r ? 0 : r;
    if (open(source.n, source.piece, pins, -1)) {
      go(-1, (pins[c] ? "Pinned " : "Unpinned ") + names.square(r, c) + ": the search starts again from the first step." +
             (pins[c] ? " Click the square again to unpin it." : ""));
    }
  }

  // Every move of the page goes here: an open question goes with the step it was about.
  // `at`: one of the queen's own steps after step `to` (the "own steps" switch), or -1.
  function go(to, said = "", at = -1) {
    predict.close();
    to = Math.max(-1, to);
    if (source.total !== null) to = Math.min(to, source.total - 1);
    let s = stepAt(source, to, cache);
    while (!s && to > -1) { to = source.total !== null ? source.total - 1 : to - 1; s = stepAt(source, to, cache); }
    step = to; current = s; notice = said; sub = -1;
    const mine = at >= 0 ? ownAfter(to) : [];
    if (at >= 0 && at < mine.length) { sub = at; current = { index: to, event: mine[at], state: s.state }; }
    render();
  }
  // The queen's own steps between step `i` and the next, when the switch shows them.
  function ownAfter(i) {
    if (!$("own-steps").checked || !code.isQueen() || i < 0) return [];
    return ownStepsBetween(eventAt(source, i), eventAt(source, i + 1), source.n, source.walks, code.nextRow());
  }
  function back() {
    pause();
    if (sub >= 0) return go(step, "", sub - 1);
    go(step - 1, "", ownAfter(step - 1).length - 1);
  }
  // The end of the search, as a job (jobs.js).
  function end() {
    pause();
    endJob(jobs, source, (last, more) => go(last >= 0 ? last : step, more));
  }
  // A link's step further than a link reaches at once, or its end (Infinity; `asked`: the link's
  // words for it): run on to as a job that can be stopped (jobs.js), said and kept in the link
  // meanwhile (from the next task on, the page ready first); then its own step, if it has one.
  function reach(at, ownStep, asked) {
    if (at === Infinity && source.total !== null) return go(source.total - 1, "", ownStep);
    aim = at === Infinity ? "end" : String(at + 1);
    const said = $("choose-error"), before = said.textContent;
    said.textContent = (before ? before + " " : "") + farNote(at, asked); // link.js
    const run = () => linkJob(jobs, source, at, asked, (to, more, past) => {
      aim = null;
      said.textContent = before + (past ? (before ? " " : "") + more : "");
      go(to >= 0 ? to : step, past ? "" : more, to >= 0 && (past || !more) ? ownStep : -1); // stopped: where it got
    });
    if (source.total !== null) run(); else setTimeout(run, 250); // the page drawn and answering first
  }

  function render() {
    const s = current, e = s.event, n = source.n;
    const rows = standing(s, n);
    const solved = e && e.phase === "solution";
    const attacker = e && e.phase === "reply" && e.message === "can_attack" && e.result ? attackerOf(source, step) : null;
    // A piece waiting for her neighbours (or out of rows) has left her square: a ghost there.
    const ghosts = rows.map((r, c) => (c >= 1 && !r && e && e.rows[c - 1] > 0 ? e.rows[c - 1] : 0));
    board.draw(s, rows, source.pins, attacker, solved, ghosts);
    let caption = e ? describe(e, names, s.state.solutions) : "Press \u2192 or play: " + n + " " + (n === 1 ? words().singular : words().plural) + " start talking.";
    if (attacker) caption += " \u2014 " + names.who(attacker) + " attacks " + names.square(e.row, e.column);
    $("caption").textContent = caption;
    $("notice").textContent = notice;
    if (!timer) $("announce").textContent = notice || caption; // a screen reader hears steps, not play
    const drawn = drawObjects($("chain"), s, n, names, layers, code, source.pins);
    $("frame-count").textContent = frameWords(drawFrames($("stack"), s, n, names, code), s.state.stack.length);
    code.light(s, n, attacker);
    drawWalk($("walk"), e, source, names); // own.js
    if (!$("panel-sequence").hidden) drawSequence($("sequence"), source, step, n, names);
    $("sentinel-count").textContent = "The sentinel (a null_queen, the Null Object) has replied " + s.state.sentinelReplies +
      (s.state.sentinelReplies === 1 ? " time" : " times") +
      (e && e.phase === "reply" && e.receiver === 0 ? ": it is speaking now." : ".");
    $("layers").textContent = (layers.counting ? "counting_piece on every link: each one counts the messages it passes on to the piece it wraps (wrapped_). " +
      boardLinksWords(e, n, drawn.made, names) : "") +
      (layers.tracing && e && e.layer ? layerWords(e) : "");
    $("without").hidden = !$("no-sentinel").checked;
    if ($("no-sentinel").checked) drawWithout($("code"), $("null-tests"), s, names, n, code);
    if (!$("panel-log").hidden) drawLog($("log"), source, step, names, s.state.solutions, $("predict").checked);
    drawTimeline(source, step, current);
    tellStep(document.body.dataset, source, step, s, rows, attacker);
    document.body.dataset.sub = String(sub);
    document.body.dataset.score = predict.score();
    settle(drawn, !!timer); // action.js: arrows drawn, every panel on the action
    writeLink();
  }
  function forward() {
    pause();
    if (predict.pending()) return;
    if (sub < 0 && predict.wantsCall(current.event, eventAt(source, step + 1))) return predict.askCall(current.event, eventAt(source, step + 1));
    if (sub + 1 < ownAfter(step).length) return go(step, "", sub + 1);
    const next = eventAt(source, step + 1);
    if (predict.wants(next)) return predict.ask(next);
    go(step + 1);
  }

  function pause() {
    jobs.cancel();
    if (!timer) return;
    cancelAnimationFrame(timer); timer = null; $("play").textContent = "play";
    $("announce").textContent = $("caption").textContent;
  }
  function play() {
    if (timer) return pause();
    jobs.cancel();
    $("play").textContent = "pause";
    let last = performance.now(), owed = 0;
    const tick = (now) => {
      // At most a twentieth of a second's steps a frame: a slow frame drops steps, never input.
      const speed = SPEEDS[Number($("speed").value)];
      owed = Math.min(owed + (now - last) * speed / 1000, Math.max(1, speed / 20)); last = now;
      let moved = false, at = sub;
      while (owed >= 1) {
        owed -= 1;
        const shown = at < 0 ? eventAt(source, step) : null;
        if (shown && predict.wantsCall(shown, eventAt(source, step + 1))) {
          if (moved) go(step, "", at);
          pause(); predict.askCall(shown, eventAt(source, step + 1)); return;
        }
        if (at + 1 < ownAfter(step).length) { at += 1; moved = true; continue; }
        const next = eventAt(source, step + 1);
        if (!next) { pause(); go(step, "", at); return; }
        if (predict.wants(next)) { if (moved) go(step, "", at); pause(); predict.ask(next); return; }
        step += 1; at = -1; moved = true;
        if (next.phase === "solution") { owed = 0; break; } // play pauses at a solution
      }
      if (moved) go(step, "", at);
      if (moved && current.event && current.event.phase === "solution") { pause(); return; }
      timer = requestAnimationFrame(tick);
    };
    timer = requestAnimationFrame(tick);
  }
  // The next or last solution or backtrack, as a job (jobs.js): a long one goes on at the next press.
  function jump(what, forwardDirection) {
    pause();
    const key = { solution: forwardDirection ? "n" : "p", backtrack: forwardDirection ? "b" : "B" }[what];
    jumpJob(jobs, source, step, what, forwardDirection, key, (found, said) => (found >= 0 ? go(found) : go(step, said)));
  }
  // The kind chosen, her words and glyph (choice.js); a recorded trace's class is the one this
  // page's registry gives the kind it names.
  const kindInfo = () => chosenKind(source, kinds), recordedKind = () => chosenKind(source, module.kinds());
  const words = () => kindWords(source, kindInfo()), glyph = () => kindGlyph(source, kindInfo());

  // For the benchmark: draw `count` steps one by one, as play does, and time it.
  window.queensExplorer = {
    benchmark(count) {
      const from = step, t0 = performance.now();
      for (let i = 0; i < count; i++) go(step + 1);
      const seconds = (performance.now() - t0) / 1000;
      return { steps: step - from, perSecond: (step - from) / seconds };
    },
    go: (i) => go(i - 1),
    source: () => source, // for the tests: the steps as the page has them (steps.js)
  };

  // What controls.js and opening.js move the page by, and read of it.
  const page = {
    get step() { return step; }, get sub() { return sub; }, get source() { return source; },
    get current() { return current; }, get board() { return board; }, get names() { return names; },
    get module() { return module; }, get layers() { return layers; }, recorded, predict, jobs,
    setLayers: (chosen) => { layers = chosen; }, setSource: (s) => (source = s), setKinds: (k) => (kinds = k),
    go, open, start, render, back, forward, play, pause, end, jump, reach, writeLink, words,
  };

  function begin() {
    wireControls(page); // controls.js
    fitBoard();
    // A link changed by hand (or followed from lecture notes) opens as a new page would.
    window.addEventListener("hashchange", () => location.reload());
    openFromLink(page); // opening.js
    document.body.dataset.readyMs = String(Math.round(performance.now()));
    document.body.dataset.ready = "yes";
  }
  // Both pages run the library's module: the live search, and the words of the conversation.
  if (typeof QueensModule === "function") QueensModule().then((m) => { module = m; begin(); }).catch(fail);
  else fail("this page lacks the queens module (a build without emscripten)");
})();
