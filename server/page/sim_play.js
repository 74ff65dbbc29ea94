// Sim on K6 as Red or as Blue (docs/explorer.md, "Play Sim as Red or Blue").
// Loaded after explorer.js and uses its helpers (api, element, setStatus,
// errorOf, vertexPoint, edgeName, closedTriangle, VERTICES).
//
// Every value shown comes from the API: hints from /api/sim/value (the
// values of the side to move, so they are the user's whichever side the
// user plays), the computer's Red from /api/sim/trap-move (the exact optimal
// trap-setter against a uniformly random Blue), the computer's Blue from
// /api/sim/blue-move (the certified strategy) or from the three rules in
// /api/sim/value: the first edge of `allowed`, i.e. the smallest edge name,
// since the rules let Blue play any survivor. The page itself knows only
// which edge closes a triangle, to tell when a game is over.
"use strict";

const sp6 = {
  board: document.getElementById("simp-board"),
  status: document.getElementById("simp-status"),
  user: "blue",        // the side the user plays
  blueBy: "strategy",  // the computer's Blue: "strategy" | "rules"
  red: [],
  blue: [],
  values: {},          // edge -> {value, depth} for the user's move
  game: 0,             // bumped by a new game, so that answers for an abandoned one are dropped
  times: [],           // ms of each API round trip, shown and read by the test
};

function sp6ToMove() { return sp6.red.length === sp6.blue.length ? "red" : "blue"; }
function sp6Query(red, blue) { return "red=" + red.join(",") + "&blue=" + blue.join(","); }

async function sp6Api(path) {
  const started = performance.now();
  const result = await api(path);
  sp6.times.push(Math.round(performance.now() - started));
  document.getElementById("simp-times").textContent = "API round trips (ms): " + sp6.times.join(", ");
  return result;
}

function sp6Draw() { drawK6(sp6.board, sp6UserMove); }

function sp6Render() {
  sp6.board.dataset.user = sp6.user;
  paintK6(sp6.board, sp6.red, sp6.blue, sp6.values, document.getElementById("simp-moves"));
}

// The three rules' trace for the position Blue moved from: per mini-board the
// edges left after each rule, and per edge the counts of Blue's and Red's
// maximum safe sets containing it (what rules 2 and 3 compare).
function sp6ShowRules(rules) {
  const panel = document.getElementById("simp-rules");
  panel.replaceChildren();
  panel.dataset.allowed = rules ? rules.allowed.join(",") : "";
  document.getElementById("simp-rules-section").hidden = !rules;
  if (!rules) return;
  for (const m of rules.mini_boards) {
    const box = element("div", { class: "simp-mini", "data-vertices": m.vertices, "data-rule1": m.rule1.join(","),
                                 "data-rule2": m.rule2.join(","), "data-rule3": m.rule3.join(",") });
    box.append(element("p", {}, "mini-board {" + m.vertices.split("").join(",") + "}: rule 1 leaves " +
                       m.rule1.join(", ") + "; rule 2 " + m.rule2.join(", ") + "; rule 3 " + m.rule3.join(", ") +
                       ". Maximum safe sets: Blue " + m.blue_maximum_safe_sets + " of size " +
                       m.blue_maximum_safe_set_size + ", Red " + m.red_maximum_safe_sets + " of size " +
                       m.red_maximum_safe_set_size + "."));
    const table = element("table", { class: "facts" });
    table.append(element("tr", {}, ""));
    table.lastChild.append(element("th", {}, "edge"), element("th", {}, "in Blue's sets"),
                           element("th", {}, "in Red's sets"), element("th", {}, "survives up to"));
    for (const edge of m.rule1) {
      const c = m.containing[edge];
      const last = m.rule3.includes(edge) ? "rule 3" : m.rule2.includes(edge) ? "rule 2" : "rule 1";
      const row = element("tr", { "data-edge": edge, "data-blue": c.blue, "data-red": c.red });
      row.append(element("td", {}, edge), element("td", {}, String(c.blue)), element("td", {}, String(c.red)),
                 element("td", {}, last));
      table.append(row);
    }
    box.append(table);
    panel.append(box);
  }
}

function sp6Over(loser, edge, third) {
  const plies = sp6.red.length + sp6.blue.length;
  const corners = [+edge[0], +edge[1], third].sort();
  const points = corners.map(vertexPoint).map(p => p.x + "," + p.y).join(" ");
  sp6.board.append(element("polygon", { id: "simp-triangle", points, "data-triangle": corners.join("") }));
  sp6.values = {};
  sp6Render();
  setStatus(sp6.status, "over", (loser === "red" ? "Red" : "Blue") + " closed the triangle " + corners.join("-") +
            " and loses after " + plies + " plies" + (loser === sp6.user ? "." : ": you win."));
  sp6.status.dataset.loser = loser;
  sp6.status.dataset.plies = plies;
}

// Colours `edge` for the side to move; true when that ends the game.
function sp6Colour(edge) {
  const own = sp6ToMove() === "red" ? sp6.red : sp6.blue;
  const third = closedTriangle(own, edge);
  const loser = sp6ToMove();
  own.push(edge);
  if (third) sp6Over(loser, edge, third);
  return third !== 0;
}

// A certificate line as `sim table-line` / `strategy-move` return it, into a <pre>.
function sp6ShowLine(id, file, answer) {
  const shown = document.getElementById(id);
  shown.dataset.line = answer && answer.ok ? answer.json.line : "";
  shown.textContent = !answer ? ""
      : answer.ok ? file + " line " + answer.json.line + ": " + answer.json.text + "\nSHA-256 " + answer.json.sha256
      : file + ": " + errorOf(answer);
}

async function sp6UserTurn(game, note) {
  setStatus(sp6.status, "busy", "Asking gamecert sim value…");
  const query = sp6Query(sp6.red, sp6.blue);
  const [result, line] = await Promise.all([sp6Api("/api/sim/value?" + query), sp6Api("/api/sim/table-line?" + query)]);
  if (game !== sp6.game) return;
  if (!result.ok) return setStatus(sp6.status, "error", "sim value: " + errorOf(result));
  sp6.values = result.json.moves;
  sp6ShowLine("simp-table-line", "certs/sim/k6-value-table.txt", line);
  sp6Render();
  const outlook = result.json.value === "win" ? "win" : result.json.value === "loss" ? "lose" : "draw";
  setStatus(sp6.status, "your-move", (note ? note + " " : "") + "Your move as " +
            (sp6.user === "red" ? "Red" : "Blue") + "; with best play you " + outlook + " in " +
            result.json.depth + " plies.");
}

async function sp6ComputerRed(game) {
  setStatus(sp6.status, "busy", "Red is setting a trap (gamecert sim trap-move)…");
  const result = await sp6Api("/api/sim/trap-move?" + sp6Query(sp6.red, sp6.blue));
  if (game !== sp6.game) return;
  if (!result.ok) return setStatus(sp6.status, "error", "sim trap-move: " + errorOf(result));
  const t = result.json;
  const trap = document.getElementById("simp-trap");
  trap.dataset.move = t.move;
  trap.dataset.blueErrs = t.blue_errs;
  trap.dataset.redWins = t.red_wins;
  trap.textContent = "Red played " + t.move + ". Against a uniformly random Blue from here, Blue errs " +
                     "(turns a position it wins into one it loses) with probability " + t.blue_errs + " ≈ " +
                     t.blue_errs_decimal + "; Red wins with probability " + t.red_wins + " ≈ " +
                     t.red_wins_decimal + (t.red_wins_with_perfect_play ? " (Red already wins with perfect play)." : ".");
  if (sp6Colour(t.move)) return;
  await sp6UserTurn(game, "");
}

async function sp6ComputerBlue(game) {
  let move;
  if (sp6.blueBy === "rules") {
    setStatus(sp6.status, "busy", "Blue applies the three rules (gamecert sim value)…");
    const result = await sp6Api("/api/sim/value?" + sp6Query(sp6.red, sp6.blue));
    if (game !== sp6.game) return;
    if (!result.ok) return setStatus(sp6.status, "error", "sim value: " + errorOf(result));
    const rules = result.json.three_rules;
    sp6ShowRules(rules);
    sp6ShowLine("simp-blue-line", "", null);  // a move by the rules has no certificate line
    // With no safe edge the rules allow nothing: Blue closes a triangle on the first free edge.
    move = rules.allowed[0] ?? Object.keys(result.json.moves).sort()[0];
  } else {
    setStatus(sp6.status, "busy", "Blue is answering from the strategy certificate…");
    sp6ShowRules(null);  // the panel is about the rules only
    const result = await sp6Api("/api/sim/blue-move?" + sp6Query(sp6.red, sp6.blue));
    if (game !== sp6.game) return;
    if (!result.ok) return setStatus(sp6.status, "error", "sim strategy-move: " + errorOf(result));
    move = result.json.move;
    sp6ShowLine("simp-blue-line", "certs/sim/k6-blue-strategy.txt", result);
  }
  document.getElementById("simp-trap").dataset.blueMove = move;
  if (sp6Colour(move)) return;
  await sp6UserTurn(game, "Blue played " + move + ".");
}

async function sp6UserMove(edge) {
  if (sp6.status.dataset.state !== "your-move" || sp6.red.includes(edge) || sp6.blue.includes(edge)) return;
  const game = sp6.game;
  if (sp6Colour(edge)) return;
  sp6.values = {};
  sp6Render();
  await (sp6.user === "red" ? sp6ComputerBlue(game) : sp6ComputerRed(game));
}

function sp6NewGame() {
  ++sp6.game;
  sp6.user = document.getElementById("simp-side").value;
  sp6.blueBy = document.getElementById("simp-blue-by").value;
  sp6.red = [];
  sp6.blue = [];
  sp6.values = {};
  delete sp6.status.dataset.loser;
  delete sp6.status.dataset.plies;
  document.getElementById("simp-triangle")?.remove();
  const trap = document.getElementById("simp-trap");
  trap.textContent = "";
  for (const key of ["move", "blueErrs", "redWins", "blueMove"]) delete trap.dataset[key];
  sp6ShowRules(null);
  sp6ShowLine("simp-table-line", "", null);
  sp6ShowLine("simp-blue-line", "", null);
  sp6Render();
  return sp6.user === "red" ? sp6UserTurn(sp6.game, "") : sp6ComputerRed(sp6.game);
}

sp6Draw();
document.getElementById("simp-new").addEventListener("click", sp6NewGame);
document.getElementById("simp-side").addEventListener("change", sp6NewGame);
// The computer's Blue may change mid-game: it takes effect at Blue's next move.
document.getElementById("simp-blue-by").addEventListener("change", event => { sp6.blueBy = event.target.value; });
document.getElementById("simp-hints").addEventListener("change", event =>
  sp6.board.classList.toggle("hide-values", !event.target.checked));
sp6NewGame();
