#!/usr/bin/env python3
"""The explorer in a real browser (ctest `browser`): headless Chromium,
driven over the DevTools protocol, plays a whole game of Sim as Red against
the page, checking every shown value against /api/sim/value and every Blue
move against /api/sim/blue-move; looks up a Sylver Coinage position and
compares the page with the command line; checks a bad request and
concurrent requests; saves screenshots.

  drive_explorer.py OUT_DIR [--save-docs DIR]

Screenshots go to OUT_DIR (explorer-sim.png, explorer-sylver.png) and, with
--save-docs, to DIR/sim.png and DIR/sylver.png (docs/explorer/).
Needs GAMECERT_BIN and GAMECERT_SOURCE_DIR (set by ctest) and /usr/bin/chromium
(scripts/install-deps installs it; without it the test fails)."""
import argparse
import base64
import concurrent.futures
import json
import os
import shutil
import signal
import subprocess
import sys
import tempfile
import time
import urllib.request

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from cdp import DevTools  # noqa: E402
from explorer_server import Explorer, environment, manifest_entries, run_cli  # noqa: E402

CHROMIUM = "/usr/bin/chromium"


def edge_name(u, v):
    return f"{min(u, v)}{max(u, v)}"


EDGES = [edge_name(u, v) for u in range(1, 7) for v in range(u + 1, 7)]


def closes_triangle(own, edge):
    u, v = int(edge[0]), int(edge[1])
    return any(edge_name(u, w) in own and edge_name(v, w) in own for w in range(1, 7) if w not in (u, v))


class Browser:
    """Headless Chromium on a fresh profile; its DevTools port from DevToolsActivePort."""

    def __init__(self):
        if not os.access(CHROMIUM, os.X_OK):
            raise AssertionError(f"{CHROMIUM} is missing: run scripts/install-deps (it installs chromium)")
        self.profile = tempfile.mkdtemp(prefix="gamecert-chromium-")
        self.process = subprocess.Popen(
            [CHROMIUM, "--headless=new", "--no-sandbox", "--disable-gpu", "--remote-debugging-port=0",
             f"--user-data-dir={self.profile}", "--window-size=1200,1000", "--no-first-run",
             "--no-default-browser-check", "about:blank"],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
            start_new_session=True)  # its own process group, ended as one in close()
        port_file = os.path.join(self.profile, "DevToolsActivePort")
        deadline = time.monotonic() + 60
        while not (os.path.exists(port_file) and open(port_file).read().count("\n") >= 1):
            if self.process.poll() is not None or time.monotonic() > deadline:
                self.close()
                raise AssertionError("chromium did not open its DevTools port")
            time.sleep(0.1)
        port = int(open(port_file).read().split("\n")[0])
        targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json", timeout=30))
        page = next(t for t in targets if t.get("type") == "page")
        self.devtools = DevTools(page["webSocketDebuggerUrl"])
        self.devtools.call("Page.enable")

    def wait_for(self, expression, what, timeout=60):
        """Polls a JavaScript expression until it is truthy; returns its value."""
        deadline = time.monotonic() + timeout
        while True:
            value = self.devtools.evaluate(expression)
            if value:
                return value
            if time.monotonic() > deadline:
                raise AssertionError(f"timed out waiting for {what}")
            time.sleep(0.005)  # fine enough for the latency figures the tests print

    def screenshot(self, selector, paths):
        """A PNG of one element, written to each path."""
        self.devtools.evaluate(f"document.querySelector({json.dumps(selector)}).scrollIntoView()")
        box = self.devtools.evaluate(
            f"(() => {{ const r = document.querySelector({json.dumps(selector)}).getBoundingClientRect();"
            " return {x: r.x + scrollX, y: r.y + scrollY, width: r.width, height: r.height}; })()")
        shot = self.devtools.call("Page.captureScreenshot", format="png", captureBeyondViewport=True,
                                  clip={**box, "scale": 1})
        data = base64.b64decode(shot["data"])
        for path in paths:
            os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
            with open(path, "wb") as out:
                out.write(data)
        return len(data)

    def save_screenshot(self, selector, name, options):
        """The element as OUT_DIR/explorer-NAME.png and, with --save-docs DIR, DIR/NAME.png."""
        paths = [os.path.join(options.out_dir, f"explorer-{name}.png")]
        if options.save_docs:
            paths.append(os.path.join(options.save_docs, f"{name}.png"))
        size = self.screenshot(selector, paths)
        print(f"ok   screenshot: {size} bytes -> {', '.join(paths)}")

    def close(self):
        if getattr(self, "devtools", None):
            self.devtools.close()
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait()
        shutil.rmtree(self.profile, ignore_errors=True)


SIM_STATE = """JSON.stringify({
  state: document.getElementById('sim-status').dataset.state,
  status: document.getElementById('sim-status').textContent,
  loser: document.getElementById('sim-status').dataset.loser || null,
  plies: document.getElementById('sim-status').dataset.plies || null,
  colours: Object.fromEntries([...document.querySelectorAll('#sim-board .edge')].map(
      g => [g.dataset.edge, g.dataset.colour])),
  values: Object.fromEntries([...document.querySelectorAll('#sim-board .value')].filter(
      t => t.dataset.value).map(t => [t.dataset.edgeValue, t.dataset.value])),
  blueMove: document.getElementById('sim-blue-move').dataset.move,
  blueLine: document.getElementById('sim-blue-line').dataset.line || null,
  tableLine: document.getElementById('sim-table-line').dataset.line || null,
  triangle: document.getElementById('sim-triangle')?.dataset.triangle || null})"""


def sim_state(browser):
    return json.loads(browser.devtools.evaluate(SIM_STATE))


def settled_sim(browser):
    browser.wait_for("['red-to-move', 'over', 'error'].includes(document.getElementById('sim-status').dataset.state)",
                     "the Sim panel to settle")
    state = sim_state(browser)
    assert state["state"] != "error", state["status"]
    return state


def play_sim(browser, server, timings):
    """One game as Red, to its end; returns the number of plies."""
    red, blue = [], []
    state = settled_sim(browser)
    while True:
        assert state["state"] == "red-to-move", state
        assert [e for e in EDGES if state["colours"][e] == "red"] == sorted(red), (state, red)
        assert [e for e in EDGES if state["colours"][e] == "blue"] == sorted(blue), (state, blue)
        query = f"red={','.join(red)}&blue={','.join(blue)}"
        started = time.monotonic()
        status, value = server.get_json(f"/api/sim/value?{query}")
        timings.append(time.monotonic() - started)
        assert status == 200, value
        expected = {edge: move["value"][0].upper() + str(move["depth"]) for edge, move in value["moves"].items()}
        assert state["values"] == expected, f"page shows {state['values']}, sim value says {expected}"
        # The value table's line for this class backs the value: the page shows it, and it says the same value.
        status, line = server.get_json(f"/api/sim/table-line?{query}")
        assert status == 200 and state["tableLine"] == str(line["line"]), (state["tableLine"], line)
        assert line["text"].split()[2:] == [value["value"][0].upper(), str(value["depth"])], (line, value)
        # Red's rule: the first uncoloured edge that does not close a red triangle, else the first uncoloured.
        free = [e for e in EDGES if e not in red and e not in blue]
        safe = [e for e in free if not closes_triangle(red, e)]
        move = (safe or free)[0]
        losing = closes_triangle(red, move)
        red.append(move)
        expected_blue = None
        if not losing:
            status, expected_blue = server.get_json(f"/api/sim/blue-move?red={','.join(red)}&blue={','.join(blue)}")
            assert status == 200, expected_blue
        browser.devtools.evaluate(
            f"document.querySelector('#sim-board [data-edge=\"{move}\"]').dispatchEvent("
            "new MouseEvent('click', {bubbles: true}))")
        state = settled_sim(browser)
        if losing:
            break
        assert state["blueMove"] == expected_blue["move"], (state["blueMove"], expected_blue)
        assert state["blueLine"] == str(expected_blue["line"]), (state["blueLine"], expected_blue)
        blue.append(expected_blue["move"])
        assert state["state"] == "red-to-move", state
    plies = len(red) + len(blue)
    # Blue's strategy is a certified win: the game must end with Red's triangle.
    assert state["state"] == "over" and state["loser"] == "red", state
    assert state["plies"] == str(plies) and f"loses after {plies} plies" in state["status"], state
    assert state["status"].startswith("Red closed the triangle"), state
    assert state["triangle"] and move[0] in state["triangle"] and move[1] in state["triangle"], state
    return plies, red, blue


def sylver_lookup(browser, binary, certificates, position):
    browser.devtools.evaluate(f"document.getElementById('sylver-position').value = {json.dumps(position)}")
    browser.devtools.evaluate("document.getElementById('sylver-go').click()")
    browser.wait_for("['done', 'error'].includes(document.getElementById('sylver-status').dataset.state)",
                     "the Sylver lookup")
    browser.wait_for("['shown', 'unavailable'].includes(document.getElementById('sylver-picture').dataset.state)",
                     "the Sylver picture or its message")
    page = json.loads(browser.devtools.evaluate("""JSON.stringify({
      state: document.getElementById('sylver-status').dataset.state,
      status: document.getElementById('sylver-status').textContent,
      t: document.getElementById('sylver-t').dataset.t,
      winning: document.getElementById('sylver-winning').dataset.winning,
      certificates: [...document.querySelectorAll('#sylver-certificate [data-path]')].map(e => e.dataset.path)})"""))
    assert page["state"] == "done", page
    code, out, err = run_cli(binary, "sylver", "winning", *position.split(","))
    assert code == 0, err
    cli = json.loads(out)
    assert page["winning"] == ",".join(map(str, cli["winning"])), (page, cli)
    assert page["t"] == str(cli["t"]), (page, cli)
    generators = ",".join(map(str, cli["position"]))
    listed = [path for _, _, path, claim in manifest_entries(certificates) if f" position={generators} " in claim + " "]
    assert page["certificates"] == listed, (page["certificates"], listed)
    return page, cli


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out_dir")
    parser.add_argument("--save-docs", metavar="DIR")
    options = parser.parse_args()
    binary = environment("GAMECERT_BIN")
    certificates = os.path.join(environment("GAMECERT_SOURCE_DIR"), "certs")
    started = time.monotonic()

    with Explorer(binary, certificates) as server:
        browser = Browser()
        try:
            browser.devtools.call("Page.navigate", url=f"http://127.0.0.1:{server.port}/")
            browser.wait_for("document.readyState === 'complete' && !!document.getElementById('sim-status')",
                             "the page to load")
            timings = []
            plies, red, blue = play_sim(browser, server, timings)
            print(f"ok   Sim: Red {','.join(red)}, Blue {','.join(blue)}: Red lost after {plies} plies; "
                  f"every value and Blue move matched the API")
            browser.save_screenshot("#sim", "sim", options)

            manifest = manifest_entries(certificates)
            browser.wait_for(f"document.getElementById('certificate-list').dataset.count === '{len(manifest)}'",
                             "the certificate list")
            browser.devtools.evaluate("document.querySelector('[data-cite=\"sim/k6-blue-strategy.txt\"]').click()")
            cited = browser.wait_for("document.getElementById('cite-output').dataset.state === 'done' && "
                                     "document.getElementById('cite-output').textContent", "the citation")
            sha = next(s for s, _, p, _ in manifest if p == "sim/k6-blue-strategy.txt")
            assert sha in cited and cited.startswith("@misc{"), cited
            print(f"ok   certificates: {len(manifest)} rows; cite shows the BibTeX entry with the SHA-256")

            for position in ["5,14", "8,37"]:
                page, cli = sylver_lookup(browser, binary, certificates, position)
                print(f"ok   Sylver {position}: page t={page['t']} winning={page['winning']} "
                      f"certificates={page['certificates']} equal the CLI's")
            browser.save_screenshot("#sylver", "sylver", options)
        finally:
            browser.close()

        status, answer = server.get_json("/api/sylver/winning?position=5,x")
        assert status == 400 and "error" in answer, (status, answer)
        print(f"ok   bad request: HTTP 400 {answer}")

        # In-process answers, stored ones, and commands run as children (the pictures), mixed.
        paths = ["/api/sim/value?red=12&blue=", "/api/sim/blue-move?red=12,34&blue=13",
                 "/api/sylver/winning?position=5,14", "/api/sylver/draw?position=5,14", "/api/certificates",
                 "/api/wythoff/plot?bound=40"] * 2
        sequential = {p: server.get(p) for p in paths}

        def timed(path):
            t = time.monotonic()
            reply = server.get(path)
            return path, reply, time.monotonic() - t

        with concurrent.futures.ThreadPoolExecutor(len(paths)) as pool:
            replies = list(pool.map(timed, paths))
        for path, (status, _, body), _ in replies:
            assert status == 200, (path, status, body[:200])
            if "sylver/winning" not in path:  # its JSON carries the run's seconds
                assert body == sequential[path][2], path
        slowest = max(t for _, _, t in replies)
        print(f"ok   {len(paths)} concurrent requests all answered (slowest {slowest:.3f} s)")
        print(f"     /api/sim/value latency over the game: mean {1000 * sum(timings) / len(timings):.1f} ms, "
              f"max {1000 * max(timings):.1f} ms")
    print(f"ok   browser test done in {time.monotonic() - started:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
