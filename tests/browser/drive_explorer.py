#!/usr/bin/env python3
"""The explorer in a real browser (ctest `browser`): headless Chromium,
driven over the DevTools protocol, lists the certificates and cites one;
looks up Sylver Coinage positions and compares the page with the command
line; checks a bad request and concurrent requests; saves a screenshot.
The games have their own tests: drive_sim_play.py and drive_sylver_play.py.

  drive_explorer.py OUT_DIR [--save-docs DIR]

The screenshot goes to OUT_DIR/explorer-sylver.png and, with --save-docs,
to DIR/sylver.png (docs/explorer/)."""
import concurrent.futures
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from explorer_server import manifest_entries, run_cli  # noqa: E402
from page import run  # noqa: E402


def sylver_lookup(browser, binary, certificates, position):
    browser.evaluate(f"document.getElementById('sylver-position').value = {json.dumps(position)}")
    browser.evaluate("document.getElementById('sylver-go').click()")
    browser.wait_for("['done', 'error'].includes(document.getElementById('sylver-status').dataset.state)",
                     "the Sylver lookup")
    browser.wait_for("['shown', 'unavailable'].includes(document.getElementById('sylver-picture').dataset.state)",
                     "the Sylver picture or its message")
    page = json.loads(browser.evaluate("""JSON.stringify({
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


def cite(browser, certificates):
    manifest = manifest_entries(certificates)
    browser.wait_for(f"document.getElementById('certificate-list').dataset.count === '{len(manifest)}'",
                     "the certificate list")
    browser.evaluate("document.querySelector('[data-cite=\"sim/k6-blue-strategy.txt\"]').click()")
    cited = browser.wait_for("document.getElementById('cite-output').dataset.state === 'done' && "
                             "document.getElementById('cite-output').textContent", "the citation")
    sha = next(s for s, _, p, _ in manifest if p == "sim/k6-blue-strategy.txt")
    assert sha in cited and cited.startswith("@misc{"), cited
    print(f"ok   certificates: {len(manifest)} rows; cite shows the BibTeX entry with the SHA-256")


def concurrent_requests(server):
    """In-process answers, stored ones, and commands run as children (the pictures), mixed."""
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


def steps(session):
    cite(session.browser, session.certificates)
    for position in ["5,14", "8,37"]:
        page, cli = sylver_lookup(session.browser, session.binary, session.certificates, position)
        print(f"ok   Sylver {position}: page t={page['t']} winning={page['winning']} "
              f"certificates={page['certificates']} equal the CLI's")
    session.screenshot("#sylver", "sylver")
    status, answer = session.server.get_json("/api/sylver/winning?position=5,x")
    assert status == 400 and "error" in answer, (status, answer)
    print(f"ok   bad request: HTTP 400 {answer}")
    concurrent_requests(session.server)


if __name__ == "__main__":
    sys.exit(run("browser test", "sylver-status", steps))
