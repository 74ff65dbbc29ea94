#!/usr/bin/env python3
"""The explorer's JSON API alone (ctest `explorer_api`): answers equal the
command line's output (in process, through a child, or stored), bad input is
HTTP 400 with a JSON error before or from the command, only MANIFEST's paths
are served, a followed request shows its progress and can be cancelled, and
a request past the time limit is stopped. Run through ctest (GAMECERT_BIN, GAMECERT_SOURCE_DIR)."""
import hashlib
import json
import os
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from explorer_server import (ServeProcess, environment, manifest_entries, run_cli, sim_position_args,  # noqa: E402
                             sylver_winning_args)

failures = []


def check(condition, what):
    print(("ok   " if condition else "FAIL ") + what)
    if not condition:
        failures.append(what)


def without_seconds(document):
    # `seconds` is the run's wall-clock time, the one field two runs may differ in.
    return {k: v for k, v in document.items() if k != "seconds"}


def main():
    binary = environment("GAMECERT_BIN")
    certificates = os.path.join(environment("GAMECERT_SOURCE_DIR"), "certs")
    manifest = manifest_entries(certificates)

    # No --certs and no installed certificates beside the build's program: a usage error.
    done = subprocess.run([binary, "serve", "--port", "0"], capture_output=True, timeout=30)
    check(done.returncode == 2 and b"pass --certs" in done.stderr, "serve without certificates exits 2 naming --certs")

    # Past the in-process cap a child answers, and its answer is kept: with a cap of 1 ms, {10}
    # (whose prover needs far more than 1 ms in process) goes to a child whatever the machine's speed.
    with ServeProcess(binary, certificates, "--in-process-ms", "1") as server:
        for position, road in [("10", "child"), ("10,20", "store")]:
            status, headers, body = server.get_with_headers("/api/sylver/winning?position=" + position)
            code, out, _ = run_cli(binary, *sylver_winning_args(position))
            check(status == 200 and without_seconds(json.loads(body)) == without_seconds(json.loads(out)) and
                  headers.get("X-Gamecert-Answered-By") == road,
                  f"/api/sylver/winning?position={position} (cap 1 ms) is the CLI's JSON (but seconds), answered by "
                  f"{headers.get('X-Gamecert-Answered-By')}, expected {road}")

    # The in-process cap raised from 0.25 s to 1 s, so that the roads checked below do not
    # depend on the machine's load: {8}, the slowest answered in process, takes about 0.16 s alone.
    with ServeProcess(binary, certificates, "--in-process-ms", "1000") as server:
        # Byte-for-byte the command's stdout.
        for red, blue in [("12,34", "13"), ("", ""), ("12", "")]:
            status, _, body = server.get(f"/api/sim/value?red={red}&blue={blue}")
            code, out, _ = run_cli(binary, "sim", "value", "--board", "6", *sim_position_args(red, blue))
            check(status == 200 and code == 0 and body == out, f"/api/sim/value red={red} blue={blue} is the CLI's JSON")

        for red, blue in [("12,34", "13,56"), ("", "")]:
            status, _, body = server.get(f"/api/sim/trap-move?red={red}&blue={blue}")
            code, out, _ = run_cli(binary, "sim", "trap-move", *sim_position_args(red, blue))
            check(status == 200 and code == 0 and body == out, f"/api/sim/trap-move red={red} blue={blue} is the CLI's JSON")

        table = os.path.join(certificates, "sim", "k6-value-table.txt")
        for red, blue in [("12,34", "13"), ("", ""), ("16", "25")]:
            status, _, body = server.get(f"/api/sim/table-line?red={red}&blue={blue}")
            code, out, _ = run_cli(binary, "sim", "table-line", table, *sim_position_args(red, blue))
            check(status == 200 and code == 0 and body == out, f"/api/sim/table-line red={red} blue={blue} is the CLI's JSON")

        strategy = os.path.join(certificates, "sim", "k6-blue-strategy.txt")
        status, _, body = server.get("/api/sim/blue-move?red=12,34&blue=13")
        code, out, _ = run_cli(binary, "sim", "strategy-move", strategy, "--red", "12,34", "--blue", "13")
        check(status == 200 and body == out, "/api/sim/blue-move is the CLI's JSON")
        listed = {path: sha for sha, _, path, _ in manifest}
        check(json.loads(body)["sha256"] == listed["sim/k6-blue-strategy.txt"], "Blue's move cites the MANIFEST hash")
        status, answer = server.get_json("/api/sim/blue-move?red=12&blue=13")
        check(status == 422 and "Red is to move" in answer["error"], "Red to move: 422 with the CLI's message")

        # The in-process Sim endpoints fail with the command's own message and the status its exit code maps to.
        refusals = [("value", "17", "", ["sim", "value", "--board", "6"], 2),
                    ("value", "12,13,23", "45,46", ["sim", "value", "--board", "6"], 2),
                    ("trap-move", "12", "", ["sim", "trap-move"], 2),
                    ("blue-move", "12", "13", ["sim", "strategy-move", strategy], 1)]
        for endpoint, red, blue, args, exit_code in refusals:
            status, answer = server.get_json(f"/api/sim/{endpoint}?red={red}&blue={blue}")
            code, _, err = run_cli(binary, *args, *sim_position_args(red, blue))
            check(code == exit_code and status == {2: 400, 1: 422}[exit_code] and answer["error"] == err.strip(),
                  f"/api/sim/{endpoint} red={red} blue={blue}: {status} {answer['error']!r} = the CLI's")

        # In process (finite, the prover's quick ones, the pairing, a game over), and from the store on a
        # second request (another spelling of the same position): always the CLI's JSON but seconds. The
        # header says which road it took.
        roads = [("8,37", "process"), ("5,14", "process"), ("4,5,11", "process"), ("8", "process"),
                 ("5", "process"), ("8,12", "process"), ("1,5", "process"), ("37,8,45", "store")]
        for position, road in roads:
            status, headers, body = server.get_with_headers("/api/sylver/winning?position=" + position)
            code, out, _ = run_cli(binary, *sylver_winning_args(position))
            check(status == 200 and without_seconds(json.loads(body)) == without_seconds(json.loads(out)),
                  f"/api/sylver/winning?position={position} is the CLI's JSON (but seconds)")
            check(headers.get("X-Gamecert-Answered-By") == road,
                  f"/api/sylver/winning?position={position} answered by {headers.get('X-Gamecert-Answered-By')}, "
                  f"expected {road}")
        for position, road in [("5,14", "process"), ("7,11,13", "process"), ("14,5", "store"), ("1000,1001", "child")]:
            status, headers, body = server.get_with_headers("/api/sylver/ender?position=" + position)
            code, out, _ = run_cli(binary, "sylver", "ender", *position.split(","), "--max-t", "100000000", "--quiet")
            check(status == 200 and body == out and headers.get("X-Gamecert-Answered-By") == road,
                  f"/api/sylver/ender?position={position} is the CLI's JSON, answered by {road}")
        for path, args in [("/api/sylver/ender?position=4,6", ["sylver", "ender", "4", "6"]),
                           ("/api/sylver/ender?position=1,5", ["sylver", "ender", "1", "5"]),
                           ("/api/sylver/winning?position=0,5", sylver_winning_args("0,5"))]:
            status, answer = server.get_json(path)
            code, _, err = run_cli(binary, *args)
            check(code == 2 and status == 400 and answer["error"] == err.strip(),
                  f"{path}: 400 {answer['error']!r} = the CLI's message")

        # A followed request: its progress while it runs, then cancelled (409), then gone.
        for path, message in [("/api/job?id=a/b", "a job id is"), ("/api/job?id=x&more=1", "one parameter, id"),
                              ("/api/job/cancel", "one parameter, id"),
                              ("/api/sylver/winning?position=5&job=" + "x" * 65, "a job id is")]:
            status, answer = server.get_json(path)
            check(status == 400 and message in answer["error"], f"400 for {path}: {answer['error']}")
        status, answer = server.get_json("/api/job?id=nothing")
        check(status == 200 and answer == {"id": "nothing", "running": False}, "an unknown job is not running")
        status, answer = server.get_json("/api/job/cancel?id=nothing")
        check(status == 200 and answer == {"id": "nothing", "cancelled": False}, "an unknown job cannot be cancelled")
        followed = {}
        worker = threading.Thread(target=lambda: followed.update(
            answer=server.get_json("/api/sylver/winning?position=18&job=api-18")))
        worker.start()
        running = {}
        for _ in range(400):
            _, running = server.get_json("/api/job?id=api-18")
            if "moves tried one by one" in running.get("progress", ""):
                break
            time.sleep(0.025)
        check(running.get("running") and running["endpoint"] == "sylver/winning" and
              "moves tried one by one" in running["progress"], f"/api/job shows the search's progress: {running}")
        status, answer = server.get_json("/api/sylver/winning?position=18&job=api-18")
        check(status == 400 and "running already" in answer["error"], "a job id in use: 400")
        status, answer = server.get_json("/api/job/cancel?id=api-18")
        check(status == 200 and answer == {"id": "api-18", "cancelled": True}, "a running job is cancelled")
        worker.join(30)
        status, answer = followed["answer"]
        check(status == 409 and "cancelled by /api/job/cancel" in answer["error"], f"the cancelled request: {status} {answer}")
        status, answer = server.get_json("/api/job?id=api-18")
        check(answer == {"id": "api-18", "running": False}, "a finished job is not running")

        status, listing = server.get_json("/api/certificates")
        entries = listing["certificates"]
        check(status == 200 and len(entries) == len(manifest), f"/api/certificates lists {len(manifest)} entries")
        check([(e["sha256"], e["bytes"], e["path"], e["claim"]) for e in entries] == manifest,
              "/api/certificates entries are MANIFEST's lines")

        status, content_type, body = server.get("/api/certificate?path=sim/k6-blue-strategy.txt")
        check(status == 200 and content_type.startswith("text/plain") and
              hashlib.sha256(body).hexdigest() == listed["sim/k6-blue-strategy.txt"], "a listed certificate's bytes")

        status, cited = server.get_json("/api/cite?path=sylver/table/7-30.txt.gz")
        check(status == 200 and cited["sha256"] == listed["sylver/table/7-30.txt.gz"],
              "/api/cite of a .gz certificate cites the text inside (MANIFEST's hash)")

        status, cited = server.get_json("/api/cite?path=sim/k6-value-table.txt")
        code, out, _ = run_cli(binary, "cite", os.path.join(certificates, "sim/k6-value-table.txt"), "--format", "json")
        check(status == 200 and cited == json.loads(out), "/api/cite is gamecert cite --format json")

        bad = {
            "/api/sim/value?red=12": "missing parameter 'blue'",
            "/api/sim/value?red=12&blue=&colour=1": "unknown parameter 'colour'",
            "/api/sim/value?red=12;ls&blue=": "digits and commas",
            "/api/sim/value?red=12&red=13&blue=": "given twice",
            "/api/sim/value?red=12,12&blue=": "listed twice",  # the CLI's own message
            "/api/sylver/winning?position=": "empty",
            "/api/sylver/winning?position=5,,14": "empty item",
            "/api/sylver/winning?position=0,5": "0 cannot be named",  # the CLI's own message
            "/api/sylver/ender?position=4,6": "gcd",
            "/api/wythoff/plot?bound=6e1": "must be a number",
            "/api/cite?path=sim/k6-value-table.txt&format=pdf": "json, bibtex or latex",
        }
        for path, message in bad.items():
            status, answer = server.get_json(path)
            check(status == 400 and message in answer.get("error", ""), f"400 for {path}: {answer.get('error')}")

        for path in ["../README.md", "sim/../sim/k6-blue-strategy.txt", "%2e%2e/%2e%2e/etc/passwd",
                     "/etc/passwd", os.path.join(certificates, "sim", "k6-blue-strategy.txt"), "MANIFEST", ""]:
            for endpoint in ["certificate", "cite"]:
                status, answer = server.get_json(f"/api/{endpoint}?path={path}")
                check(status == 400 and "not a certificate listed in MANIFEST" in answer["error"],
                      f"/api/{endpoint} refuses path {path!r}")
        status, _, _ = server.get("/../README.md")
        check(status in (400, 404), "a path outside the page is not served")
        status, answer = server.get_json("/api/sylver/unknown?position=5")
        check(status == 404, "unknown endpoint: 404")

    # A request past the limit is stopped: {16} takes seconds (gcd 16, the prover).
    with ServeProcess(binary, certificates, "--time-limit", "1") as server:
        status, answer = server.get_json("/api/sylver/winning?position=16")
        check(status in (422, 503) and "error" in answer, f"past --time-limit 1: {status} {answer.get('error')}")

    if failures:
        print(f"{len(failures)} check(s) failed")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
