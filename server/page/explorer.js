// The explorer page (docs/explorer.md). Plain JavaScript, no framework, no
// external resources. Every value shown comes from the JSON API, which runs
// the gamecert command line; the page itself only knows the rules of Sim
// (which edge closes a triangle) to tell when a game is over. Elements carry
// stable ids and data-* attributes so tests/browser/drive_explorer.py can
// play and read the page.
"use strict";

// One API call: the status, the text and, when the body is JSON, the object.
async function api(path) {
  const response = await fetch(path);
  const text = await response.text();
  let json = null;
  try { json = JSON.parse(text); } catch (e) { json = null; }
  return { ok: response.ok, status: response.status, text, json, response };
}

function errorOf(result) {
  return result.json && result.json.error ? result.json.error : "HTTP " + result.status;
}

function element(tag, attributes, text) {
  const svg = ["svg", "g", "line", "text", "circle", "polygon"].includes(tag);
  const e = svg ? document.createElementNS("http://www.w3.org/2000/svg", tag) : document.createElement(tag);
  for (const [k, v] of Object.entries(attributes || {})) e.setAttribute(k, v);
  if (text !== undefined) e.textContent = text;
  return e;
}

function setStatus(node, state, text) {
  node.dataset.state = state;
  node.textContent = text;
}

// A picture command's SVG as an <img> (never inlined: an image cannot run
// script), or the API's message while the command is missing or refuses.
async function showPicture(container, path, what) {
  container.replaceChildren(element("p", { class: "hint" }, "drawing " + what + "…"));
  const result = await api(path);
  if (!result.ok) {
    container.dataset.state = "unavailable";
    container.replaceChildren(element("p", { class: "error" }, "No picture of " + what + ": " + errorOf(result)));
    return;
  }
  const image = element("img", { alt: what });
  image.src = URL.createObjectURL(new Blob([result.text], { type: "image/svg+xml" }));
  container.dataset.state = "shown";
  container.replaceChildren(image);
}

// ---------------------------------------------------------------- Sim on K6

const sim = {
  board: document.getElementById("sim-board"),
  status: document.getElementById("sim-status"),
  red: [],
  blue: [],
  values: {},      // edge -> {value, depth} for Red's move, from /api/sim/value
  lastBlue: null,
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

// K6 into `svg`: an edge group per edge (hit area, ink, value label) and the
// numbered vertices; a click on an edge calls onClick with its name. Both Sim
// sections of the page draw their board with it.
// Where along its edge each value label goes: the midpoint, unless a label
// placed before (edges in name order) is within LABEL_GAP px, as at the
// centre, where the three long diagonals cross, and where a long diagonal's
// label moved toward an end would meet a short diagonal's midpoint.
const LABEL_GAP = 26;
const LABEL_POSITIONS = [0.5, 0.38, 0.62, 0.28, 0.72];

function drawK6(svg, onClick) {
  svg.replaceChildren();
  const names = [], placed = [];
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
      group.addEventListener("click", () => onClick(name));
      svg.append(group);
      names.push(name);
    }
  for (let v = 1; v <= VERTICES; ++v) {
    const p = vertexPoint(v);
    svg.append(element("circle", { class: "vertex", cx: p.x, cy: p.y, r: 13 }),
               element("text", { class: "vertex-label", x: p.x, y: p.y }, String(v)));
  }
  return names;
}

function drawBoard() { drawK6(sim.board, redMove); }

function renderSim() {
  paintK6(sim.board, sim.red, sim.blue, sim.values, document.getElementById("sim-moves"));
  for (const group of sim.board.querySelectorAll(".edge")) group.classList.toggle("last", group.dataset.edge === sim.lastBlue);
}

// Colours a board drawn by drawK6, labels its uncoloured edges with their
// values (W5, L9: `sim value`'s moves), and lists the moves; both Sim sections use it.
function paintK6(svg, red, blue, values, list) {
  for (const group of svg.querySelectorAll(".edge")) {
    const name = group.dataset.edge;
    group.dataset.colour = red.includes(name) ? "red" : blue.includes(name) ? "blue" : "none";
    const label = group.querySelector(".value");
    const value = group.dataset.colour === "none" ? values[name] : undefined;
    label.textContent = value ? value.value[0].toUpperCase() + value.depth : "";
    label.dataset.value = label.textContent;
    label.setAttribute("class", "value" + (value ? " " + value.value : ""));
  }
  list.replaceChildren();
  for (let i = 0; i < red.length; ++i) {
    list.append(element("li", { "data-colour": "red" }, "Red " + red[i]));
    if (i < blue.length) list.append(element("li", { "data-colour": "blue" }, "Blue " + blue[i]));
  }
}

function position() { return "red=" + sim.red.join(",") + "&blue=" + sim.blue.join(","); }

async function refreshValues() {
  setStatus(sim.status, "busy", "Asking gamecert sim value…");
  const result = await api("/api/sim/value?" + position());
  if (!result.ok) return setStatus(sim.status, "error", "sim value: " + errorOf(result));
  sim.values = result.json.moves;
  renderSim();
  const line = await api("/api/sim/table-line?" + position());
  const shown = document.getElementById("sim-table-line");
  shown.dataset.line = line.ok ? line.json.line : "";
  shown.textContent = line.ok ? line.json.line + ": " + line.json.text + "   (SHA-256 " + line.json.sha256 + ")"
                              : "table-line: " + errorOf(line);
  setStatus(sim.status, "red-to-move", "Red to move (you). With best play Red " +
            (result.json.value === "win" ? "wins" : result.json.value === "loss" ? "loses" : "draws") +
            " in " + result.json.depth + " plies.");
}

function gameOver(loser, edge, third) {
  const plies = sim.red.length + sim.blue.length;
  const [u, v] = [+edge[0], +edge[1]];
  const points = [u, v, third].map(vertexPoint).map(p => p.x + "," + p.y).join(" ");
  sim.board.append(element("polygon", { id: "sim-triangle", points, "data-triangle": [u, v, third].sort().join("") }));
  sim.values = {};
  renderSim();
  const name = loser === "red" ? "Red" : "Blue";
  setStatus(sim.status, "over", name + " closed the triangle " + [u, v, third].sort().join("-") + " and loses after " +
            plies + " plies.");
  sim.status.dataset.loser = loser;
  sim.status.dataset.plies = plies;
}

async function redMove(edge) {
  if (sim.status.dataset.state !== "red-to-move" || sim.red.includes(edge) || sim.blue.includes(edge)) return;
  const third = closedTriangle(sim.red, edge);
  sim.red.push(edge);
  if (third) return gameOver("red", edge, third);
  renderSim();
  setStatus(sim.status, "busy", "Blue is answering from the strategy certificate…");
  const result = await api("/api/sim/blue-move?" + position());
  if (!result.ok) return setStatus(sim.status, "error", "sim strategy-move: " + errorOf(result));
  const answer = result.json;
  const shown = document.getElementById("sim-blue-move");
  shown.dataset.move = answer.move;
  shown.textContent = "Blue played " + answer.move + ", from line " + answer.line +
                      " of the certificate (SHA-256 " + answer.sha256 + "), a position of the same class:";
  const line = document.getElementById("sim-blue-line");
  line.dataset.line = answer.line;
  line.textContent = answer.line + ": " + answer.text;
  const blueThird = closedTriangle(sim.blue, answer.move);
  sim.blue.push(answer.move);
  sim.lastBlue = answer.move;
  if (blueThird) return gameOver("blue", answer.move, blueThird);
  await refreshValues();
}

function newGame() {
  sim.red = [];
  sim.blue = [];
  sim.values = {};
  sim.lastBlue = null;
  delete sim.status.dataset.loser;
  delete sim.status.dataset.plies;
  document.getElementById("sim-triangle")?.remove();
  const shown = document.getElementById("sim-blue-move");
  shown.dataset.move = "";
  shown.textContent = "none yet";
  document.getElementById("sim-blue-line").textContent = "";
  renderSim();
  return refreshValues();
}

// ------------------------------------------------------------ Sylver Coinage

let certificates = null;  // MANIFEST's entries, from /api/certificates
async function certificateList() {
  if (certificates === null) {
    const result = await api("/api/certificates");
    certificates = result.ok ? result.json.certificates : [];
  }
  return certificates;
}

// The claim's field, e.g. "position" of "sylver win-loss-table position=5,14 t=51".
function claimField(claim, name) {
  const word = claim.split(" ").find(w => w.startsWith(name + "="));
  return word === undefined ? null : word.slice(name.length + 1);
}

function certificateLink(entry) {
  const link = element("a", { href: "/api/certificate?path=" + encodeURIComponent(entry.path) }, entry.path);
  const item = element("div", { "data-path": entry.path });
  item.append(link, document.createTextNode(" (" + entry.claim + ")"));
  return item;
}

async function sylverLookup(text) {
  const position = text.trim().split(/[\s,]+/).filter(w => w !== "").join(",");
  const status = document.getElementById("sylver-status");
  const fields = ["sylver-t", "sylver-winning", "sylver-ender", "sylver-certificate", "sylver-json"];
  for (const id of fields) document.getElementById(id).textContent = "";
  setStatus(status, "busy", "Asking gamecert sylver winning " + position.replaceAll(",", " ") + "…");
  const query = "?position=" + encodeURIComponent(position);
  const picture = showPicture(document.getElementById("sylver-picture"), "/api/sylver/draw" + query,
                              "the position " + position);
  const [winning, ender, list] = await Promise.all([api("/api/sylver/winning" + query),
                                                    api("/api/sylver/ender" + query), certificateList()]);
  const enderCell = document.getElementById("sylver-ender");
  enderCell.textContent = ender.ok
      ? "ender: " + ender.json.ender + ", quiet: " + ender.json.quiet + ", genus " + ender.json.genus +
        ", E(S) = {" + ender.json.ender_completion.join(", ") + "}"
      : errorOf(ender);
  if (!winning.ok) {
    setStatus(status, "error", errorOf(winning));
    await picture;
    return;
  }
  const w = winning.json;
  document.getElementById("sylver-json").textContent = winning.text;
  const t = document.getElementById("sylver-t");
  t.dataset.t = w.t === null ? "" : w.t;
  t.textContent = w.t === null ? "none: gcd " + w.gcd + ", infinitely many numbers stay unnameable" : String(w.t);
  const moves = document.getElementById("sylver-winning");
  moves.dataset.winning = w.winning.join(",");
  moves.textContent = w.winning.length ? w.winning.join(", ")
                                       : (w.status === "solved" ? "none: the player to move loses (a P-position)"
                                                                : "none found");
  const cell = document.getElementById("sylver-certificate");
  const matching = list.filter(e => claimField(e.claim, "position") === w.position.join(","));
  cell.replaceChildren(...(matching.length ? matching.map(certificateLink)
                                           : [document.createTextNode("none listed in MANIFEST")]));
  setStatus(status, "done", "{" + w.position.join(", ") + "}: status " + w.status +
            (w.reason ? " (" + w.reason + ")" : "") + ", " + w.states + " positions stored.");
  await picture;
}

// ---------------------------------------------------------------- Wythoff

function wythoffPlot(bound) {
  const clean = bound.trim();
  return showPicture(document.getElementById("wythoff-plot"), "/api/wythoff/plot?bound=" + encodeURIComponent(clean),
                     "the Wythoff variant up to " + clean);
}

// ---------------------------------------------------------- Certificates

async function cite(path) {
  const output = document.getElementById("cite-output");
  output.dataset.path = path;
  output.dataset.state = "busy";
  output.textContent = "gamecert cite " + path + " …";
  const result = await api("/api/cite?format=bibtex&path=" + encodeURIComponent(path));
  output.dataset.state = result.ok ? "done" : "error";
  output.textContent = result.ok ? result.text : "not cited: " + errorOf(result);
}

async function showCertificates() {
  const body = document.querySelector("#certificate-list tbody");
  for (const entry of await certificateList()) {
    const row = element("tr", { "data-path": entry.path });
    const link = element("td");
    link.append(element("a", { href: "/api/certificate?path=" + encodeURIComponent(entry.path) }, entry.path));
    const button = element("button", { type: "button", "data-cite": entry.path }, "cite");
    button.addEventListener("click", () => cite(entry.path));
    const action = element("td");
    action.append(button);
    row.append(link, element("td", {}, String(entry.bytes)), element("td", { class: "sha" }, entry.sha256),
               element("td", {}, entry.claim), action);
    body.append(row);
  }
  body.closest("table").dataset.count = certificates.length;
}

// ---------------------------------------------------------------- start

drawBoard();
document.getElementById("sim-new").addEventListener("click", newGame);
document.getElementById("sim-show-values").addEventListener("change", event =>
  sim.board.classList.toggle("hide-values", !event.target.checked));
document.getElementById("sylver-form").addEventListener("submit", event => {
  event.preventDefault();
  sylverLookup(document.getElementById("sylver-position").value);
});
document.getElementById("wythoff-form").addEventListener("submit", event => {
  event.preventDefault();
  wythoffPlot(document.getElementById("wythoff-bound").value);
});
newGame();
showCertificates();
wythoffPlot(document.getElementById("wythoff-bound").value);
