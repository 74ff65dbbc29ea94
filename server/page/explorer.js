// The explorer page (docs/explorer.md): the helpers every section uses, the
// Sylver Coinage lookup, the Wythoff plot and the certificates; the two games
// are sim.js and sylver_play.js. Plain JavaScript, no framework, no external
// resources. Every value shown comes from the JSON API, which runs the
// gamecert command line; the page knows only the rules of the games it plays
// (which edge closes a triangle in Sim, which numbers are sums of named ones
// in Sylver Coinage), never who wins. Elements carry stable ids and data-*
// attributes so that the tests in tests/browser/ can play and read the page.
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

document.getElementById("sylver-form").addEventListener("submit", event => {
  event.preventDefault();
  sylverLookup(document.getElementById("sylver-position").value);
});
document.getElementById("wythoff-form").addEventListener("submit", event => {
  event.preventDefault();
  wythoffPlot(document.getElementById("wythoff-bound").value);
});
showCertificates();
wythoffPlot(document.getElementById("wythoff-bound").value);
