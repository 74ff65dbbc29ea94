"""The Python module against the command line: same answers, same
certificates, same refusals (run by ctest as `python`, which sets
PYTHONPATH to the build's python/ folder and GAMECERT_BIN and friends)."""
import hashlib
import json
import os
import signal
import subprocess
import sys
import threading
import time
from pathlib import Path

import pytest

import gamecert

GAMECERT = os.environ["GAMECERT_BIN"]
CHECKER = os.environ["GAMECERT_CHECK_BIN"]
FIXTURES = Path(os.environ["GAMECERT_FIXTURES"])


def cli(*words):
    done = subprocess.run([GAMECERT, *map(str, words)], capture_output=True, text=True)
    return done


def cli_json(*words):
    done = cli(*words)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def without_seconds(report):
    return {k: v for k, v in report.items() if k != "seconds"}


@pytest.mark.parametrize("numbers", [[8, 37], [6, 9], [5, 14, 16, 18], [3, 1], [9, 10, 16], [8, 12], [5]])
def test_sylver_winning_is_the_command(numbers):
    mine = gamecert.sylver.winning(numbers, threads=1)
    theirs = cli_json("sylver", "winning", *numbers, "--threads", "1")
    assert without_seconds(mine) == without_seconds(theirs)


def test_sylver_first_and_the_done_criterion():
    assert gamecert.sylver.winning([8, 37])["winning"] == [126]
    mine = gamecert.sylver.winning([9, 37], first=True, threads=1)
    theirs = cli_json("sylver", "winning", 9, 37, "--first", "--threads", "1")
    assert without_seconds(mine) == without_seconds(theirs)
    assert mine["status"] == "first"


@pytest.mark.parametrize("numbers", [[5, 14], [7, 9], [16, 23, 36], [9, 10, 16]])
def test_sylver_ender_is_the_command(numbers):
    assert gamecert.sylver.ender(numbers) == cli_json("sylver", "ender", *numbers)


def test_sylver_levels_and_limits_as_keywords():
    mine = gamecert.sylver.winning([8], levels=1)
    theirs = cli_json("sylver", "winning", 8, "--levels", "1")
    assert without_seconds(mine) == without_seconds(theirs)
    assert gamecert.sylver.standing([8], 12, levels=1) == "winning"
    # {8, 20}: answered by 26 into {8, 20, 26}, P by a certificate of the repository (a fact).
    assert gamecert.sylver.standing([8], 20, levels=1) == "losing"
    assert gamecert.sylver.standing([5, 14], 51) == "losing"
    capped = gamecert.sylver.winning([9, 37], memory="1M", threads=1)
    assert capped["winning"] == [98, 105, 130] and capped["evicted"] > 0


def test_sylver_certificate_is_the_commands_and_checks(tmp_path):
    cert = gamecert.sylver.certify([5, 14])
    command = subprocess.run([GAMECERT, "certify", "sylver", "5", "14", "-o", "-"], capture_output=True, text=True)
    assert cert.text == _certificate_text(command.stdout)
    assert cert.sha256 == hashlib.sha256(cert.text.encode()).hexdigest()
    assert cert.claim == "sylver win-loss-table position=5,14 t=51 winning=18"
    path = cert.write(tmp_path / "5-14.txt")
    verdict = subprocess.run([CHECKER, path], capture_output=True, text=True)
    assert verdict.stdout == "OK %s %s\n" % (cert.sha256, cert.claim)
    assert gamecert.check_certificate(cert) == {"accepted": True, "sha256": cert.sha256, "claim": cert.claim}


def _certificate_text(output):
    """`certify ... -o -` prints the certificate, then a JSON summary."""
    end = output.index("\nend\n") + len("\nend\n")
    return output[:end]


def test_check_certificate_gives_the_checkers_verdict():
    for path in sorted((FIXTURES / "reject" / "sylver").glob("*.txt"))[:12] + \
            sorted((FIXTURES / "accept").rglob("*.txt"))[:12]:
        text = path.read_bytes().decode("latin-1")
        mine = gamecert.check_certificate(text)
        theirs = subprocess.run([CHECKER, "-"], input=path.read_bytes(), capture_output=True).stdout.decode()
        if mine["accepted"]:
            assert theirs == "OK %s %s\n" % (mine["sha256"], mine["claim"]), path
        else:
            assert theirs.startswith("REJECTED -:%d: %s" % (mine["line"], mine["reason"])), path


def test_subtraction_is_the_command():
    assert gamecert.subtraction.period([2, 5, 7]) == cli_json("subtraction", "--set", "2,5,7")
    assert gamecert.subtraction.period([1, 2, 3], misere=True, n=100) == \
        cli_json("subtraction", "--set", "1,2,3", "--misere", "--n", "100")
    assert gamecert.subtraction.period([2, 5, 7], n=10 ** 30) == \
        cli_json("subtraction", "--set", "2,5,7", "--n", str(10 ** 30))
    assert gamecert.subtraction.say(30, 3) == cli_json("subtraction", "--say", "30", "--max", "3")
    cert = gamecert.subtraction.certify([1, 2, 3])
    command = subprocess.run([GAMECERT, "certify", "subtraction", "--set", "1,2,3", "-o", "-"],
                             capture_output=True, text=True).stdout
    assert cert.text == _certificate_text(command)
    assert gamecert.check_certificate(cert)["accepted"]


def test_wythoff_and_sim_are_the_command():
    assert gamecert.wythoff.p_positions(10) == [(0, 0), (1, 2), (2, 1), (3, 5), (4, 7), (5, 3), (6, 10), (7, 4),
                                                (10, 6)]
    assert gamecert.wythoff.variant_p_positions(300) == gamecert.wythoff.variant_p_positions(300, by_search=True)
    cert = gamecert.wythoff.certify(200)
    command = subprocess.run([GAMECERT, "certify", "wythoff", "--bound", "200", "-o", "-"],
                             capture_output=True, text=True).stdout
    assert cert.text == _certificate_text(command)
    assert gamecert.sim.value(5) == cli_json("sim", "value", "--board", "5")
    assert gamecert.sim.value(6, red=["12"], blue=[(3, 4)]) == \
        cli_json("sim", "value", "--board", "6", "--red", "12", "--blue", "34")


def test_pictures_are_the_commands_bytes():
    svg = gamecert.sylver.draw([5, 14])
    assert svg._repr_svg_() == cli("sylver", "draw", 5, 14).stdout
    assert gamecert.wythoff.plot(30).text == cli("wythoff", "plot", "--bound", "30").stdout


@pytest.mark.parametrize("call, words", [
    (lambda: gamecert.sylver.winning([0]), ["sylver", "winning", "0"]),
    (lambda: gamecert.sylver.winning([]), ["sylver", "winning"]),
    (lambda: gamecert.sylver.winning([100001]), ["sylver", "winning", "100001"]),
    (lambda: gamecert.sylver.certify([1, 3]), ["certify", "sylver", "1", "3", "-o", "-"]),
    (lambda: gamecert.sylver.certify([0]), ["certify", "sylver", "0", "-o", "-"]),
    (lambda: gamecert.sylver.ender([6, 9]), ["sylver", "ender", "6", "9"]),
])
def test_refused_input_is_a_value_error_with_the_commands_message(call, words):
    with pytest.raises(ValueError) as raised:
        call()
    message = cli(*words).stderr.strip()
    assert message == "gamecert: error: " + str(raised.value)


def test_a_limit_is_a_runtime_error():
    with pytest.raises(RuntimeError, match="raise --max-states"):
        gamecert.sylver.winning([11, 29], max_states=1000)


def test_long_searches_release_the_gil():
    ticks = []
    stop = threading.Event()

    def count():
        while not stop.is_set():
            ticks.append(1)
            time.sleep(0.01)

    counter = threading.Thread(target=count)
    counter.start()
    gamecert.sylver.winning([11, 29], threads=1)
    stop.set()
    counter.join()
    assert len(ticks) > 20  # the search takes seconds; the counter ran throughout


def test_ctrl_c_stops_a_long_search():
    script = "import gamecert\ntry:\n    gamecert.sylver.winning([19, 20], threads=1)\n" \
             "except KeyboardInterrupt:\n    print('interrupted')\n"
    child = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE, text=True,
                             env=dict(os.environ))
    time.sleep(1.5)
    child.send_signal(signal.SIGINT)
    out, _ = child.communicate(timeout=60)
    assert out.strip() == "interrupted"


SOURCE = Path(os.environ["GAMECERT_SOURCE_DIR"])


def test_cite_is_the_command():
    row = SOURCE / "certs" / "sylver" / "table" / "7-29.txt"
    assert gamecert.cite(row) == cli_json("cite", row, "--format", "json")
    assert gamecert.cite(row, format="bibtex") == cli("cite", row).stdout
    assert gamecert.cite(row, format="latex") == cli("cite", row, "--format", "latex").stdout
    packed = SOURCE / "certs" / "sylver" / "table" / "8-37.txt.gz"
    assert gamecert.cite(packed) == cli_json("cite", packed, "--format", "json")
    opening = SOURCE / "certs" / "sylver" / "opening-16"
    answer, table = opening / "16-36-move-23.txt", opening / "16-23-36.txt"
    cited = gamecert.cite(answer, with_=[table])
    assert cited == cli_json("cite", answer, "--with", table, "--format", "json")
    assert [c["claim"] for c in cited["rests_on_certificates"]] == [
        "sylver win-loss-table position=16,23,36 t=145 winning=none"]
    with pytest.raises(RuntimeError, match="not cited"):
        gamecert.cite(answer)
    made = gamecert.sylver.certify([5, 14])
    assert gamecert.cite(made)["sha256"] == made.sha256


def test_the_example_certifies_and_cites_a_row(tmp_path):
    out = tmp_path / "7-29.txt"
    done = subprocess.run([sys.executable, str(SOURCE / "examples" / "sylver_certify_row.py"), "7", "29", str(out)],
                          capture_output=True, text=True, env=dict(os.environ))
    assert done.returncode == 0, done.stderr
    assert out.read_bytes() == (SOURCE / "certs" / "sylver" / "table" / "7-29.txt").read_bytes()
    assert "@misc{gamecert-a880cbce," in done.stdout


@pytest.mark.parametrize("call, words", [
    (lambda: gamecert.subtraction.period([0, 2]), ["subtraction", "--set", "0,2"]),
    (lambda: gamecert.sim.value(6, red=["17"]), ["sim", "value", "--red", "17"]),
    (lambda: gamecert.subtraction.say(0, 3), ["subtraction", "--say", "0", "--max", "3"]),
    (lambda: gamecert.wythoff.certify(1), ["certify", "wythoff", "--bound", "1", "-o", "-"]),
])
def test_refused_options_are_value_errors_naming_the_value(call, words):
    # The command line names its flag (--set, --red, ...); the library names
    # the value and its range in its own words.
    with pytest.raises(ValueError):
        call()
    done = cli(*words)
    assert done.returncode == 2 and done.stderr.startswith("gamecert: error: ")
