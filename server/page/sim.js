// Sim on K6 (docs/explorer.md, "Sim on K6"): the page's one Sim game, played
// as Red or as Blue. Loaded after explorer.js and uses its helpers (api,
// element, setStatus, errorOf).
//
// Every value shown comes from the API: the value labels from /api/sim/value
// (the values of the side to move, so they are the user's whichever side the
// user plays), the computer's Red from /api/sim/trap-move (the exact optimal
// trap-setter against a uniformly random Blue), the computer's Blue from
// /api/sim/blue-move (the certified strategy) or from the three rules in
// /api/sim/value: the first edge of `allowed`, i.e. the smallest edge name,
// since the rules let Blue play any survivor. The page itself knows only
// which edge closes a triangle, to tell when a game is over.
"use strict";

const simGame = {
  board: document.getElementById("sim-board"),
  status: document.getElementById("sim-status"),
  user: "red",         // the side the user plays
  blueBy: "strategy",  // the computer's Blue: "strategy" | "rules"
  red: [],
  blue: [],
  values: {},          // edge -> {value, depth} for the user's move
  lastComputerMove: null,
  game: 0,             // bumped by a new game, so that answers for an abandoned one are dropped
  times: [],           // ms of each API round trip, shown and read by the test
};

const VERTICES = 6;
const CENTRE = { x: 200, y: 190 };
const RADIUS = 160;

function vertexPoint(v) {
  const angle = (-90 + 60 * (v - 1)) * Math.PI / 180;
  return { x: CENTRE.x + RADIUS * Math.cos(angle), y: CENTRE.y + RADIUS * Math.sin(angle) };
}

function edgeName(u, v) { return u < v ? "" + u + v : "" + v + u; }

// The third vertex of a triangle that `edge` closes among `own` edges, or 0.
function closedTriangle(own, edge) {
  const u = +edge[0], v = +edge[1];
  for (let w = 1; w <= VERTICES; ++w)
    if (w !== u && w !== v && own.includes(edgeName(u, w)) && own.includes(edgeName(v, w))) return w;
  return 0;
}

// Where along its edge each value label goes: the midpoint, unless a label
// placed before (edges in name order) is within LABEL_GAP px, as at the
// centre, where the three long diagonals cross, and where a long diagonal's
// label moved toward an end would meet a short diagonal's midpoint.
const LABEL_GAP = 26;
const LABEL_POSITIONS = [0.5, 0.38, 0.62, 0.28, 0.72];

// K6 on the board: an edge group per edge (hit area, ink, value label) and
// the numbered vertices; a click on an edge plays it.
function simDrawBoard() {
  const svg = simGame.board;
  svg.replaceChildren();
  const placed = [];
  for (let u = 1; u <= VERTICES; ++u)
    for (let v = u + 1; v <= VERTICES; ++v) {
      const name = edgeName(u, v), a = vertexPoint(u), b = vertexPoint(v);
      const along = t => ({ x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y) });
      const t = LABEL_POSITIONS.find(t => placed.every(p => Math.hypot(p.x - along(t).x, p.y - along(t).y) >= LABEL_GAP))
                ?? 0.5;
      placed.push(along(t));
      const group = element("g", { class: "edge", "data-edge": name, "data-colour": "none" });
      const ends = { x1: a.x, y1: a.y, x2: b.x, y2: b.y };
      group.append(element("line", { class: "hit", ...ends }), element("line", { class: "ink", ...ends }),
                   element("text", { class: "value", "data-edge-value": name, ...along(t) }));
      group.addEventListener("click", () => simUserMove(name));
      svg.append(group);
    }
  for (let v = 1; v <= VERTICES; ++v) {
    const p = vertexPoint(v);
    svg.append(element("circle", { class: "vertex", cx: p.x, cy: p.y, r: 13 }),
               element("text", { class: "vertex-label", x: p.x, y: p.y }, String(v)));
  }
}

function simToMove() { return simGame.red.length === simGame.blue.length ? "red" : "blue"; }
function simQuery(red, blue) { return "red=" + red.join(",") + "&blue=" + blue.join(","); }

async function simApi(path) {
  const started = performance.now();
  const result = await api(path);
  simGame.times.push(Math.round(performance.now() - started));
  document.getElementById("sim-times").textContent = "API round trips (ms): " + simGame.times.join(", ");
  return result;
}

// Colours the board's edges, marks the computer's last move, labels the
// uncoloured edges with their values (W5, L9: `sim value`'s moves) and lists
// the moves.
function simRender() {
  const { board, red, blue, values } = simGame;
  board.dataset.user = simGame.user;
  for (const group of board.querySelectorAll(".edge")) {
    const name = group.dataset.edge;
    group.dataset.colour = red.includes(name) ? "red" : blue.includes(name) ? "blue" : "none";
    group.classList.toggle("last", name === simGame.lastComputerMove);
    const label = group.querySelector(".value");
    const value = group.dataset.colour === "none" ? values[name] : undefined;
    label.textContent = value ? value.value[0].toUpperCase() + value.depth : "";
    label.dataset.value = label.textContent;
    label.setAttribute("class", "value" + (value ? " " + value.value : ""));
  }
  const list = document.getElementById("sim-moves");
  list.replaceChildren();
  for (let i = 0; i < red.length; ++i) {
    list.append(element("li", { "data-colour": "red" }, "Red " + red[i]));
    if (i < blue.length) list.append(element("li", { "data-colour": "blue" }, "Blue " + blue[i]));
  }
}

// The three rules' trace for the position Blue moved from: per mini-board the
// edges left after each rule, and per edge the counts of Blue's and Red's
// maximum safe sets containing it (what rules 2 and 3 compare).
function simShowRules(rules) {
  const panel = document.getElementById("sim-rules");
  panel.replaceChildren();
  panel.dataset.allowed = rules ? rules.allowed.join(",") : "";
  document.getElementById("sim-rules-section").hidden = !rules;
  if (!rules) return;
  for (const m of rules.mini_boards) {
    const box = element("div", { class: "sim-mini-board", "data-vertices": m.vertices, "data-rule1": m.rule1.join(","),
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

function simOver(loser, edge, third) {
  const plies = simGame.red.length + simGame.blue.length;
  const corners = [+edge[0], +edge[1], third].sort();
  const points = corners.map(vertexPoint).map(p => p.x + "," + p.y).join(" ");
  simGame.board.append(element("polygon", { id: "sim-triangle", points, "data-triangle": corners.join("") }));
  simGame.values = {};
  simRender();
  setStatus(simGame.status, "over", (loser === "red" ? "Red" : "Blue") + " closed the triangle " + corners.join("-") +
            " and loses after " + plies + " plies" + (loser === simGame.user ? "." : ": you win."));
  simGame.status.dataset.loser = loser;
  simGame.status.dataset.plies = plies;
}

// Colours `edge` for the side to move; true when that ends the game.
function simColour(edge) {
  const own = simToMove() === "red" ? simGame.red : simGame.blue;
  const third = closedTriangle(own, edge);
  const loser = simToMove();
  own.push(edge);
  if (third) simOver(loser, edge, third);
  return third !== 0;
}

// A certificate line as `sim table-line` / `strategy-move` return it, into a <pre>.
function simShowLine(id, file, answer) {
  const shown = document.getElementById(id);
  shown.dataset.line = answer && answer.ok ? answer.json.line : "";
  shown.textContent = !answer ? ""
      : answer.ok ? file + " line " + answer.json.line + ": " + answer.json.text + "\nSHA-256 " + answer.json.sha256
      : file + ": " + errorOf(answer);
}

// The computer Blue's last move and where it came from.
function simShowBlueMove(move, source) {
  const shown = document.getElementById("sim-blue-move");
  shown.dataset.move = move || "";
  shown.textContent = move ? "Blue played " + move + ", " + source : "";
}

async function simUserTurn(game) {
  setStatus(simGame.status, "busy", "Asking gamecert sim value…");
  const query = simQuery(simGame.red, simGame.blue);
  const [result, line] = await Promise.all([simApi("/api/sim/value?" + query), simApi("/api/sim/table-line?" + query)]);
  if (game !== simGame.game) return;
  if (!result.ok) return setStatus(simGame.status, "error", "sim value: " + errorOf(result));
  simGame.values = result.json.moves;
  simShowLine("sim-table-line", "certs/sim/k6-value-table.txt", line);
  simRender();
  const outlook = result.json.value === "win" ? "win" : result.json.value === "loss" ? "lose" : "draw";
  setStatus(simGame.status, "your-move", "Your move as " +
            (simGame.user === "red" ? "Red" : "Blue") + "; with best play you " + outlook + " in " +
            result.json.depth + " plies.");
}

async function simComputerRed(game) {
  setStatus(simGame.status, "busy", "Red is setting a trap (gamecert sim trap-move)…");
  const result = await simApi("/api/sim/trap-move?" + simQuery(simGame.red, simGame.blue));
  if (game !== simGame.game) return;
  if (!result.ok) return setStatus(simGame.status, "error", "sim trap-move: " + errorOf(result));
  const t = result.json;
  const trap = document.getElementById("sim-trap");
  trap.dataset.move = t.move;
  trap.dataset.blueErrs = t.blue_errs;
  trap.dataset.redWins = t.red_wins;
  trap.textContent = "Red played " + t.move + ". Against a uniformly random Blue from here, Blue errs " +
                     "(turns a position it wins into one it loses) with probability " + t.blue_errs + " ≈ " +
                     t.blue_errs_decimal + "; Red wins with probability " + t.red_wins + " ≈ " +
                     t.red_wins_decimal + (t.red_wins_with_perfect_play ? " (Red already wins with perfect play)." : ".");
  simGame.lastComputerMove = t.move;
  if (simColour(t.move)) return;
  await simUserTurn(game);
}

async function simComputerBlue(game) {
  let move;
  if (simGame.blueBy === "rules") {
    setStatus(simGame.status, "busy", "Blue applies the three rules (gamecert sim value)…");
    const result = await simApi("/api/sim/value?" + simQuery(simGame.red, simGame.blue));
    if (game !== simGame.game) return;
    if (!result.ok) return setStatus(simGame.status, "error", "sim value: " + errorOf(result));
    const rules = result.json.three_rules;
    simShowRules(rules);
    simShowLine("sim-blue-line", "", null);  // a move by the rules has no certificate line
    // With no safe edge the rules allow nothing: Blue closes a triangle on the first free edge.
    move = rules.allowed[0] ?? Object.keys(result.json.moves).sort()[0];
    simShowBlueMove(move, rules.allowed.length ? "the smallest edge the three rules allow."
                                               : "the smallest free edge: the three rules allow none.");
  } else {
    setStatus(simGame.status, "busy", "Blue is answering from the strategy certificate…");
    simShowRules(null);  // the panel is about the rules only
    const result = await simApi("/api/sim/blue-move?" + simQuery(simGame.red, simGame.blue));
    if (game !== simGame.game) return;
    if (!result.ok) return setStatus(simGame.status, "error", "sim strategy-move: " + errorOf(result));
    move = result.json.move;
    simShowLine("sim-blue-line", "certs/sim/k6-blue-strategy.txt", result);
    simShowBlueMove(move, "from line " + result.json.line + " of the strategy certificate, a position of the " +
                          "same class (the move mapped back to this board's labels).");
  }
  simGame.lastComputerMove = move;
  if (simColour(move)) return;
  await simUserTurn(game);
}

async function simUserMove(edge) {
  if (simGame.status.dataset.state !== "your-move" || simGame.red.includes(edge) || simGame.blue.includes(edge)) return;
  const game = simGame.game;
  if (simColour(edge)) return;
  simGame.values = {};
  simRender();
  await (simGame.user === "red" ? simComputerBlue(game) : simComputerRed(game));
}

function simNewGame() {
  ++simGame.game;
  simGame.user = document.getElementById("sim-side").value;
  simGame.blueBy = document.getElementById("sim-blue-by").value;
  simGame.red = [];
  simGame.blue = [];
  simGame.values = {};
  simGame.lastComputerMove = null;
  delete simGame.status.dataset.loser;
  delete simGame.status.dataset.plies;
  document.getElementById("sim-triangle")?.remove();
  const trap = document.getElementById("sim-trap");
  trap.textContent = "";
  for (const key of ["move", "blueErrs", "redWins"]) delete trap.dataset[key];
  simShowBlueMove(null);
  simShowRules(null);
  simShowLine("sim-table-line", "", null);
  simShowLine("sim-blue-line", "", null);
  simRender();
  return simGame.user === "red" ? simUserTurn(simGame.game) : simComputerRed(simGame.game);
}

simDrawBoard();
document.getElementById("sim-new").addEventListener("click", simNewGame);
document.getElementById("sim-side").addEventListener("change", simNewGame);
// The computer's Blue may change mid-game: it takes effect at Blue's next move.
document.getElementById("sim-blue-by").addEventListener("change", event => { simGame.blueBy = event.target.value; });
document.getElementById("sim-show-values").addEventListener("change", event =>
  simGame.board.classList.toggle("hide-values", !event.target.checked));
simNewGame();
