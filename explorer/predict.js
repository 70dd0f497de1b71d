// Predict mode: before a reply is shown, the student says what it will be: yes or no for
// can_attack and for the sentinel; for a piece's find_solution and advance, the row she will
// stand on, or no. And before a call: when every row of a piece is attacked, what she does now
// (moves to her next row, asks her neighbour to advance, gives up), answered by what the real
// chain does next (callAnswer). `page` gives the source, the names, the step and ways to move
// on: `next` to the next step, `onward` into what follows the step shown (her own steps first).
function predictor(page) {
  const $ = (id) => document.getElementById(id);
  const score = { right: 0, asked: 0 };
  let pending = null, typed = "", typedTimer = null;
  const movesQuestion = (e) => !e.call && e.message !== "can_attack" && e.receiver !== 0;
  const CALL_KEYS = { h: "herself", a: "neighbour", g: "give up" };
  const said = () => "Score: " + score.right + " of " + score.asked;

  function ask(next) {
    pending = next; typed = "";
    const who = page.names().who(next.receiver), n = page.source().n;
    $("question-text").textContent = "Before you see it: " + (movesQuestion(next)
      ? "where will " + who + " stand? Click the square in her column or type its row (1 to " + n + ")" +
        (n > 9 ? " and Enter" : "") + ", or answer no if she finds none."
      : next.message === "can_attack"
        ? "will " + who + " answer yes (" + page.names().square(next.row, next.column) + " is attacked) or no?"
        : "will " + who + " answer yes or no to " + next.message + "?");
    $("answer-yes").hidden = movesQuestion(next);
    $("answer-no").hidden = false;
    $("call-answers").hidden = true;
    $("question").hidden = false;
    fitUnder(); // fit.js: the board gives the question room at once
  }
  // Every row of the piece that heard "yes" (`shown`) is attacked: what will she do?
  function askCall(shown, next) {
    pending = { call: true, answer: callAnswer(shown, next, page.source().n) };
    typed = "";
    $("question-text").textContent = "Before you see it: " + page.names().who(shown.sender) +
      " hears \u201cyes\u201d: her square is attacked, and so is every row left in her walk. What does she do now?";
    $("answer-yes").hidden = $("answer-no").hidden = true;
    $("call-answers").hidden = false;
    $("question").hidden = false;
    fitUnder(); // fit.js: the board gives the question room at once
  }
  function close() {
    clearTimeout(typedTimer); typed = ""; $("typed").textContent = "";
    if (pending) { pending = null; $("question").hidden = true; }
  }
  // `guess`: true or false for a yes-or-no question; a row, or false for none, for the moves.
  function answer(guess) {
    if (!pending) return;
    score.asked++;
    const right = pending.call ? guess === pending.answer
      : movesQuestion(pending) ? (guess || 0) === (pending.result ? pending.row : 0) : guess === pending.result;
    if (right) score.right++;
    const call = pending.call;
    if (call) page.onward(); else page.next();
    $("score").textContent = (right ? "Right! " : "Not this time. ") + said();
  }
  // A key while a question is open: y, n, or a row typed digit by digit (Enter ends it; a row
  // no further digit could extend is taken at once). True when the key was an answer.
  function answering(k) {
    if (!pending) return false;
    if (pending.call) { if (CALL_KEYS[k.key]) answer(CALL_KEYS[k.key]); return !!CALL_KEYS[k.key]; }
    if (k.key === "n") { answer(false); return true; }
    if (!movesQuestion(pending)) { if (k.key === "y") answer(true); return k.key === "y"; }
    if (k.key === "Enter" && typed) { answer(Number(typed)); return true; }
    if (!/^[0-9]$/.test(k.key)) return false;
    clearTimeout(typedTimer);
    const row = Number(typed + k.key), n = page.source().n;
    if (row < 1 || row > n) { typed = ""; $("typed").textContent = "There is no row " + row + "."; return true; }
    if (row * 10 > n) { answer(row); return true; }
    typed = String(row);
    $("typed").textContent = "Row " + row + "\u2026 (Enter, or another digit)";
    typedTimer = setTimeout(() => { if (pending && typed) answer(Number(typed)); }, 1500);
    return true;
  }
  // A square clicked while a question is open: true when the click was about the question.
  function square(r, c) {
    if (!pending) return false;
    if (!pending.call && movesQuestion(pending) && c === pending.receiver) answer(r);
    return true;
  }
  Object.entries({ "answer-herself": "herself", "answer-neighbour": "neighbour", "answer-give-up": "give up" })
    .forEach(([id, choice]) => { $(id).onclick = () => answer(choice); });
  return {
    // Whether `next` is a step the student is asked about first.
    wants: (next) => $("predict").checked && !!next && next.phase === "reply" && next.message !== "attacked_rows",
    // Whether, after the step `shown`, the student is asked what a piece out of rows does.
    wantsCall: (shown, next) => $("predict").checked && !!callAnswer(shown, next, page.source().n),
    pending: () => pending,
    score: () => score.right + "/" + score.asked,
    toggled: () => { $("score").textContent = $("predict").checked ? said() : ""; },
    ask, askCall, close, answer, answering, square,
  };
}

// What the piece that has just heard "yes" to can_attack (`shown`) does next, as the real chain
// does it (`next`, the step after): "neighbour" (she asks her neighbour to advance: her walk had
// no row left), "give up" (she answers no herself); null when she simply moves on to her next
// row, or `shown` is not such a moment.
function callAnswer(shown, next, n) {
  if (!shown || !next || shown.phase !== "reply" || shown.message !== "can_attack" || !shown.result) return null;
  const she = shown.sender;
  if (she < 1 || she > n) return null;
  if (next.phase === "call" && next.sender === she && next.message === "advance") return "neighbour";
  if (next.phase === "reply" && next.receiver === she && !next.result) return "give up";
  return null;
}
