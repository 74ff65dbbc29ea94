// Sylver Coinage as a game on the explorer page (docs/explorer.md, "Play
// Sylver Coinage"). Loaded after explorer.js and uses its helpers (api,
// element, setStatus, certificateList, claimField, certificateLink).
//
// Every value shown comes from /api/sylver/winning and /api/sylver/ender,
// i.e. from `gamecert sylver winning` / `ender`. The page knows only the rule
// of the game, "x is nameable iff x is not a sum of named numbers (repeats
// allowed)", which it needs to draw the board and to fade on hover the
// numbers a move would kill; it never decides who wins.
//
// The computer's choice (documented in docs/explorer.md):
// - gcd 1 (finitely many moves, the winning set is exact): the smallest
//   winning move; in a P-position the largest nameable number t, because
//   naming t kills only t and so leaves the opponent the most room to err;
// - gcd > 1: the smallest proved winning move if the API names one, else the
//   smallest nameable number > 1 (no attempt at being clever where the
//   prover is silent).
"use strict";

const SYLVER_DISPLAY_BOUND = 60;       // numbers shown while infinitely many stay nameable
const SYLVER_OPENINGS = [5, 7, 11];    // the computer's first move, each a proved winning opening ({p} is P)
const SYLVER_EXAMPLE = [5, 4, 11, 6, 7, 2, 3];  // Wikipedia's example game, A and B alternately
const SYLVER_PROGRESS_AFTER_MS = 300;  // a search still running then shows its progress and a cancel button
const SYLVER_POLL_MS = 250;

const sylverGame = {
  mode: "study",   // "computer-first" | "you-first" | "study"
  moves: [],       // {n, player: "A" | "B", leaves: "P" | "N" | "?"}, in order
  info: null,      // the analysis of the current position (see analyse)
  busy: false,
  over: false,
  game: 0,         // bumped by a new game, so that answers for an abandoned one are dropped
  seed: null,      // from ?seed=, for a reproducible opening
  times: [],       // ms of each API round trip, shown and read by the test
  jobs: 0,         // numbers the job ids of this page's requests
  search: null,    // the search in flight: {ids, done}, for the cancel button
};

function sylverGcd(a, b) { return b === 0 ? a : sylverGcd(b, a % b); }

// reachable[s] for s <= bound: s is a sum of named numbers (the rule of the game).
function sylverReachable(named, bound) {
  const reachable = new Uint8Array(bound + 1);
  reachable[0] = 1;
  for (const g of named)
    for (let s = g; s <= bound; ++s) if (reachable[s - g]) reachable[s] = 1;
  return reachable;
}

// A deterministic choice for ?seed= (a few rounds of an integer hash), else Math.random.
function sylverRandomIndex(n) {
  if (sylverGame.seed === null) return Math.floor(Math.random() * n);
  let h = (sylverGame.seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) >>> 0;
  return ((h ^ (h >>> 16)) >>> 0) % n;
}

function sylverNamed() { return sylverGame.moves.filter(m => m.n !== 1).map(m => m.n); }
function sylverToMove() { return sylverGame.moves.length % 2 === 0 ? "A" : "B"; }
function sylverComputer() { return sylverGame.mode === "computer-first" ? "A" : sylverGame.mode === "you-first" ? "B" : null; }
function sylverWho(player) {
  const computer = sylverComputer();
  return computer === null ? player : player === computer ? player + " (computer)" : player + " (you)";
}

// What the API says about the current position: {gcd, t, winning, status,
// reason, value, moves, otherMoves, generators, genus, error, shown (the
// numbers on the board), classify(x)}.
async function sylverAnalyse() {
  const named = sylverNamed();
  const g = named.reduce(sylverGcd, 0);
  const info = { gcd: g, t: null, winning: [], status: null, reason: null, generators: [], genus: null, error: null,
                 known: null, value: null, moves: [], otherMoves: [] };
  if (named.length) {
    const query = "?position=" + named.join(",");
    const started = performance.now();
    // ender needs gcd 1; asking it otherwise would only fetch its refusal.
    const [winning, ender] = await sylverFollowed(["/api/sylver/winning" + query, g === 1 ? "/api/sylver/ender" + query : null]);
    sylverGame.times.push(Math.round(performance.now() - started));
    info.cancelled = winning.status === 409;
    if (winning.ok) Object.assign(info, { t: winning.json.t, winning: winning.json.winning, status: winning.json.status,
                                          reason: winning.json.reason || null, generators: winning.json.position,
                                          known: winning.json.known || null, value: winning.json.value,
                                          moves: winning.json.moves, otherMoves: winning.json.other_moves });
    else info.error = "sylver winning: " + errorOf(winning);
    if (ender && ender.ok) Object.assign(info, { t: ender.json.t, genus: ender.json.genus, generators: ender.json.position });
    else if (ender) info.error = (info.error ? info.error + "; " : "") + "sylver ender: " + errorOf(ender);
  }
  // The board: 1..t when the API gave t (gcd 1), else 1..SYLVER_DISPLAY_BOUND.
  const bound = g === 1 && info.t !== null ? info.t : SYLVER_DISPLAY_BOUND;
  info.finite = g === 1 && info.t !== null;
  info.reachable = sylverReachable(named, bound);
  info.shown = [];
  for (let x = 1; x <= bound; ++x) if (!info.reachable[x]) info.shown.push(x);
  info.classify = x => sylverClassify(info, x);
  return info;
}

// What the API proves about naming x: its standing in `moves`, else that of
// every move x with its gcd(x, g) in `other_moves` (docs/sylver.md, "What
// the answer says").
function sylverStanding(info, x) {
  const listed = info.moves.find(m => m.move === x);
  if (listed) return listed.standing;
  const h = sylverGcd(x, info.gcd);
  const others = info.otherMoves.find(c => c.gcd === h);
  return others ? others.standing : "open";
}

// A number's mark ("win", "lose", "unknown") from the API's standing, and
// the reason in words: for gcd > 1, `known` names the rule behind it.
function sylverClassify(info, x) {
  if (x === 1) return { mark: "lose", why: "naming 1 loses at once" };
  if (info.status === null) return { mark: "unknown", why: "nothing was asked or answered" };
  const standing = sylverStanding(info, x);
  const mark = standing === "winning" ? "win" : standing === "losing" ? "lose" : "unknown";
  return { mark, why: sylverWhy(info, x, standing) };
}

function sylverWhy(info, x, standing) {
  const g = info.gcd, known = info.known;
  if (standing === "winning") return g === 1 ? "exact search: naming " + x + " leaves a P-position"
                                             : "proved: naming " + x + " leaves a proved P-position";
  if (g === 1) return standing === "losing" ? "exact search: every answer to " + x + " is examined; one wins"
                                            : "not searched: the search stopped at a winning move";
  if (known === null) return standing === "losing" ? "proved losing" : "no proof either way";
  if (known.pairing) return "the pairing strategy for {8, 12} answers every move";
  const examined = "tried one by one up to " + known.examined;
  const h = sylverGcd(x, g);
  if (standing === "open")
    return known.unsettled.includes(x) ? examined + ": neither proved winning nor losing"
                                       : "open: no rule covers the moves with gcd(x, " + g + ") = " + h + " beyond " + known.examined;
  const family = known.families.find(f => f.gcd === h);
  if (family && x > family.above)
    return "loses for every x > " + family.above + " with gcd(x, " + g + ") = " + h + ": " + sylverRuleWords(family);
  return examined + ": proved losing";
}

// Why every move of a family loses, in words.
function sylverRuleWords(family) {
  return family.rule === "quiet end"
      ? "Quiet End theorem (each leaves a quiet ender with t > 1, an N-position; no answer is named)"
      : family.rule === "absorption"
      ? "absorption (answered by " + family.answer + ", reaching the P-position {" + family.reaches.join(", ") + "})"
      : "periodicity theorem (the values repeat from " + family.period_start + " with period " + family.period_length + ")";
}

// What is known about a gcd > 1 position, one {text, reaches} per fact
// (reaches: an absorption family's P-position, linked to its certificate if one is committed).
function sylverKnownFacts(info) {
  const known = info.known, g = info.gcd;
  if (known === null) return [];
  const facts = [];
  const fact = (text, reaches) => facts.push({ text, reaches });
  if (known.hutchings) fact("Hutchings' theorem: {p} is a P-position for every prime p ≥ 5.");
  if (known.pairing) fact("P by the pairing strategy for {8, 12} (a Z3 lemma): every move loses.");
  for (const f of known.families)
    fact("Moves x > " + f.above + " with gcd(x, " + g + ") = " + f.gcd + " lose: " + sylverRuleWords(f) + ".",
         f.rule === "absorption" ? f.reaches : undefined);
  for (const h of known.open_families)
    fact("Open: no rule covers the moves x > " + known.examined + " with gcd(x, " + g + ") = " + h + ".");
  if (!known.pairing)
    fact("Search: every move x ≤ " + known.examined + " was tried one by one; " +
         (known.unsettled.length ? known.unsettled.length + " stay unsettled (" + known.unsettled.join(", ") + ")."
                                 : "each is settled."));
  fact(info.status === "solved" ? "So the winning moves are exactly those marked ✓ (status solved)."
       : info.value === "N" ? "So the position is N (a winning move is proved); whether the moves marked ? win is unknown."
       : "So the value of this position is unknown: no move is proved winning and not every move is proved losing.");
  return facts;
}

// Runs the requests (null: none) with job ids; when they take longer than
// SYLVER_PROGRESS_AFTER_MS, shows the server's progress line for the search
// (/api/job) and a button that cancels them (/api/job/cancel). Resolves to
// the answers in order; a cancelled request answers HTTP 409.
async function sylverFollowed(paths) {
  // Ids unique across tabs and reloads: the server refuses an id already running.
  const tag = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);
  const ids = paths.map(p => p === null ? null : "sylver-" + tag + "-" + ++sylverGame.jobs);
  const search = { ids: ids.filter(id => id !== null), done: false };
  sylverGame.search = search;
  const progress = document.getElementById("sylver-play-progress");
  const text = document.getElementById("sylver-play-progress-text");
  // Only the latest search draws the progress line: an abandoned one may end later.
  const current = () => sylverGame.search === search;
  delete progress.dataset.progress;
  const sleep = ms => new Promise(resolve => setTimeout(resolve, ms));
  (async () => {
    await sleep(SYLVER_PROGRESS_AFTER_MS);
    while (!search.done) {
      const job = await api("/api/job?id=" + search.ids[0]);
      if (search.done || !current()) break;
      progress.hidden = false;
      progress.dataset.state = "running";
      text.textContent = job.ok && job.json.running
          ? "Searching for " + job.json.seconds.toFixed(1) + " s (the server's limit is its --time-limit)" +
            (job.json.progress ? ": " + job.json.progress : "") + "."
          : "Searching…";
      if (job.ok && job.json.progress) progress.dataset.progress = job.json.progress;
      await sleep(SYLVER_POLL_MS);
    }
  })().catch(() => {});  // a server gone away: the answers below say so
  try {
    return await Promise.all(paths.map((p, i) => p === null ? null : api(p + "&job=" + ids[i])));
  } finally {
    search.done = true;
    if (current()) sylverForgetSearch();
  }
}

function sylverForgetSearch() {
  sylverGame.search = null;
  const progress = document.getElementById("sylver-play-progress");
  progress.hidden = true;
  progress.dataset.state = "idle";
}

// Stops the search in flight, if any (the cancel button, and a new game).
function sylverCancel() {
  if (sylverGame.search) for (const id of sylverGame.search.ids) api("/api/job/cancel?id=" + id);
}

// P, N or ? for the player to move: the API's value.
function sylverValue(info) {
  return info.value === "P" || info.value === "N" ? info.value : "?";
}

function sylverComputerChoice(info) {
  if (info.winning.length) return Math.min(...info.winning);
  const moves = info.shown.filter(x => x > 1);
  if (moves.length === 0) return 1;
  return info.finite ? Math.max(...moves) : Math.min(...moves);
}

function sylverRender() {
  const info = sylverGame.info;
  const named = sylverNamed();
  const board = document.getElementById("sylver-play-board");
  board.replaceChildren();
  for (const x of info.shown) {
    const { mark, why } = info.classify(x);
    const button = element("button", { type: "button", class: "sylver-number " + mark, "data-n": x, "data-mark": mark,
                                       title: why, "data-why": why });
    button.append(document.createTextNode(String(x)),
                  element("span", { class: "sylver-mark" }, mark === "win" ? "✓" : mark === "lose" ? "✗" : "?"));
    button.disabled = sylverGame.over;
    board.append(button);
  }
  board.dataset.count = info.shown.length;
  board.dataset.finite = info.finite;

  const facts = document.getElementById("sylver-play-facts");
  const set = (id, text, data) => {
    const cell = facts.querySelector("#" + id);
    cell.textContent = text;
    if (data !== undefined) cell.dataset.value = data;
  };
  set("sylver-play-position", named.length ? "{" + named.join(", ") + "}" +
      (info.generators.length && info.generators.join(",") !== named.join(",")
           ? ", minimal generators {" + info.generators.join(", ") + "}" : "") : "nothing named yet",
      info.generators.join(","));
  set("sylver-play-t", info.finite ? String(info.t)
              : named.length ? "none: gcd " + info.gcd + ", infinitely many numbers stay nameable"
                             : "none: nothing named, every number is nameable", info.finite ? info.t : "");
  set("sylver-play-count", info.finite ? info.shown.length + (info.genus !== null ? " (genus from sylver ender: " + info.genus + ")" : "")
                  : "infinitely many; the board shows those up to " + SYLVER_DISPLAY_BOUND,
      info.finite ? info.shown.length : "");
  set("sylver-play-api", info.cancelled ? "the search was cancelled (" + info.error + "): every mark but 1's is unknown"
                : info.error ? info.error
                : named.length === 0 ? "no question for the empty position: every mark but 1's is unknown"
                : "status " + info.status + (info.reason ? " (" + info.reason + ")" : "") + "; winning moves " +
                  (info.winning.length ? (info.status === "solved" ? "" : "proved: ") + info.winning.join(", ")
                                       : info.value === "P" ? "none: the player to move loses (P)" : "none proved") +
                  (info.finite || info.status === "solved" ? "" : "; the other marks: see what is known"),
      info.status || "");
  const known = sylverKnownFacts(info);
  const list = facts.querySelector("#sylver-play-known");
  const items = known.map(f => element("li", f.reaches ? { "data-reaches": f.reaches.join(",") } : {}, f.text));
  list.replaceChildren(...items);
  facts.querySelector("#sylver-play-known-row").hidden = known.length === 0;
  set("sylver-play-value", sylverValue(info) === "P" ? "P: the player to move loses with best play"
                  : sylverValue(info) === "N" ? "N: the player to move wins with best play" : "unknown", sylverValue(info));
  // Emptied now, filled when MANIFEST arrives: until then it must not show the previous position's certificates.
  const cell = facts.querySelector("#sylver-play-certificate");
  const position = info.generators.join(",");
  cell.replaceChildren();
  delete cell.dataset.position;
  certificateList().then(list => {
    const matching = list.filter(e => info.generators.length && claimField(e.claim, "position") === info.generators.join(","));
    cell.replaceChildren(...(matching.length ? matching.map(certificateLink)
                                             : [document.createTextNode("none listed in MANIFEST")]));
    cell.dataset.position = position;
    // An absorption family's P-position, when it has a committed certificate: the answer lands on a certified P-position.
    // This render's items: a later render has replaced them, and gets links of its own.
    for (const item of items.filter(item => item.dataset.reaches)) {
      const certified = list.filter(e => claimField(e.claim, "position") === item.dataset.reaches);
      if (certified.length) item.append(" Certified P-position: ", ...certified.map(certificateLink));
    }
  });

  const log = document.getElementById("sylver-play-log");
  log.replaceChildren();
  for (const m of sylverGame.moves) {
    const text = sylverWho(m.player) + " names " + m.n +
                 (m.n === 1 ? " and loses" : m.leaves === "P" ? ": leaves a P-position (no winning move)"
                                           : m.leaves === "N" ? ": leaves an N-position (winning: " + m.answers + ")"
                                           : ": the value of the position left is unknown");
    log.append(element("li", { "data-player": m.player, "data-n": m.n, "data-leaves": m.leaves }, text));
  }
  document.getElementById("sylver-play-times").textContent =
      sylverGame.times.length ? "API round trips (ms): " + sylverGame.times.join(", ") : "";
}

function sylverSetStatus(state, text) {
  const status = document.getElementById("sylver-play-status");
  setStatus(status, state, text);
  if (state !== "over") delete status.dataset.loser;
}

function sylverGameOver(loser, text) {
  sylverGame.over = true;
  sylverRender();
  sylverSetStatus("over", text);
  document.getElementById("sylver-play-status").dataset.loser = loser;
}

// Names x for the player to move, asks the API about the new position, then
// either ends the game, lets the computer answer or waits for a click.
async function sylverName(x) {
  const player = sylverToMove();
  sylverGame.moves.push({ n: x, player, leaves: "?" });
  if (x === 1) return sylverGameOver(player, sylverWho(player) + " named 1 and loses.");
  sylverGame.busy = true;
  sylverSetStatus("busy", "Asking gamecert sylver winning " + sylverNamed().join(" ") + "…");
  const game = sylverGame.game;
  const info = await sylverAnalyse();
  if (game !== sylverGame.game) return;
  sylverGame.info = info;
  sylverGame.busy = false;
  const last = sylverGame.moves[sylverGame.moves.length - 1];
  last.leaves = sylverValue(sylverGame.info);
  last.answers = sylverGame.info.winning.join(", ");
  const next = sylverToMove();
  // Only 1 is left: the player to move must name it and loses.
  if (sylverGame.info.finite && sylverGame.info.t === 1) return sylverGameOver(next, sylverWho(next) + " must name 1 and loses.");
  sylverRender();
  if (next === sylverComputer()) return sylverName(sylverComputerChoice(sylverGame.info));
  sylverSetStatus("to-move", sylverWho(next) + " to move: click a number." +
              (sylverGame.info.error ? " (The API could not answer: " + sylverGame.info.error + ")" : ""));
}

function sylverClick(x) {
  if (sylverGame.busy || sylverGame.over || sylverGame.info === null || !sylverGame.info.shown.includes(x) || sylverToMove() === sylverComputer()) return;
  return sylverName(x);
}

async function sylverNewGame() {
  sylverCancel();  // an abandoned search would hold a slot and a core until the time limit
  sylverForgetSearch();
  sylverGame.mode = document.getElementById("sylver-play-mode").value;
  sylverSetStatus("busy", "Starting a new game…");
  sylverGame.moves = [];
  sylverGame.times = [];
  sylverGame.over = false;
  sylverGame.busy = false;
  const game = ++sylverGame.game;
  const info = await sylverAnalyse();
  if (game !== sylverGame.game) return;
  sylverGame.info = info;
  sylverRender();
  if (sylverComputer() === "A") {
    const choice = document.getElementById("sylver-play-opening").value;
    return sylverName(choice === "random" ? SYLVER_OPENINGS[sylverRandomIndex(SYLVER_OPENINGS.length)] : +choice);
  }
  sylverSetStatus("to-move", sylverWho("A") + " to move: click a number.");
}

async function sylverReplayExample() {
  document.getElementById("sylver-play-mode").value = "study";
  await sylverNewGame();
  const game = sylverGame.game;
  for (const x of SYLVER_EXAMPLE) if (game === sylverGame.game && !sylverGame.over) await sylverName(x);
}

// Hover: fade the numbers naming x would kill (x itself included).
function sylverHover(x) {
  const info = sylverGame.info;
  if (!info || sylverGame.over) return;
  const bound = info.reachable.length - 1;
  const after = Uint8Array.from(info.reachable);
  for (let s = x; s <= bound; ++s) if (after[s - x]) after[s] = 1;
  let killed = 0;
  for (const button of document.querySelectorAll("#sylver-play-board .sylver-number")) {
    const doomed = after[+button.dataset.n] === 1;
    button.classList.toggle("doomed", doomed);
    button.classList.toggle("hovered", +button.dataset.n === x);  // faded too, but outlined to stay readable
    killed += doomed;
  }
  document.getElementById("sylver-play-board").dataset.killed = killed;
  document.getElementById("sylver-play-hover").textContent =
      "Naming " + x + " makes " + killed + " of the numbers shown un-nameable (faded).";
}

function sylverUnhover() {
  for (const button of document.querySelectorAll("#sylver-play-board .doomed, #sylver-play-board .hovered"))
    button.classList.remove("doomed", "hovered");
  delete document.getElementById("sylver-play-board").dataset.killed;
  document.getElementById("sylver-play-hover").textContent = "";
}

(function sylverStart() {
  const seed = new URLSearchParams(location.search).get("seed");
  sylverGame.seed = seed !== null && /^\d+$/.test(seed) ? +seed : null;
  const board = document.getElementById("sylver-play-board");
  // Delegated handlers: the buttons are redrawn after every move.
  board.addEventListener("click", e => { const b = e.target.closest(".sylver-number"); if (b) sylverClick(+b.dataset.n); });
  board.addEventListener("mouseover", e => { const b = e.target.closest(".sylver-number"); if (b) sylverHover(+b.dataset.n); });
  board.addEventListener("mouseleave", sylverUnhover);
  document.getElementById("sylver-play-new").addEventListener("click", sylverNewGame);
  document.getElementById("sylver-play-example").addEventListener("click", sylverReplayExample);
  document.getElementById("sylver-play-cancel").addEventListener("click", sylverCancel);
  sylverNewGame();
})();
