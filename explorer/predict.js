// Predict mode: before a reply is shown, the student says what it will be: yes or no for
// can_attack and for the sentinel; for a piece's find_solution and advance, the row she will
// stand on, or no. `page` gives the source, the names, the step and a way to move on.
function predictor(page) {
  const $ = (id) => document.getElementById(id);
  const score = { right: 0, asked: 0 };
  let pending = null, typed = "", typedTimer = null;
  const movesQuestion = (e) => e.message !== "can_attack" && e.receiver !== 0;
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
    $("question").hidden = false;
  }
  function close() {
    clearTimeout(typedTimer); typed = ""; $("typed").textContent = "";
    if (pending) { pending = null; $("question").hidden = true; }
  }
  // `guess`: true or false for a yes-or-no question; a row, or false for none, for the moves.
  function answer(guess) {
    if (!pending) return;
    score.asked++;
    const right = movesQuestion(pending) ? (guess || 0) === (pending.result ? pending.row : 0)
                                         : guess === pending.result;
    if (right) score.right++;
    page.next();
    $("score").textContent = (right ? "Right! " : "Not this time. ") + said();
  }
  // A key while a question is open: y, n, or a row typed digit by digit (Enter ends it; a row
  // no further digit could extend is taken at once). True when the key was an answer.
  function answering(k) {
    if (!pending) return false;
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
    if (movesQuestion(pending) && c === pending.receiver) answer(r);
    return true;
  }
  return {
    // Whether `next` is a step the student is asked about first.
    wants: (next) => $("predict").checked && !!next && next.phase === "reply" && next.message !== "attacked_rows",
    pending: () => pending,
    score: () => score.right + "/" + score.asked,
    toggled: () => { $("score").textContent = $("predict").checked ? said() : ""; },
    ask, close, answer, answering, square,
  };
}
