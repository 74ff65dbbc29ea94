#!/usr/bin/env python3
"""Installs gamecert into a temporary prefix and uses it as a stranger would.

Checks the installed layout (programs, library, the five public headers and
no internal one, exactly the declared functions exported, the CMake package, the pkg-config file, the certificates),
builds examples/ with find_package(gamecert) against that prefix, runs every
example and compares what it prints with the installed gamecert program's
JSON, and builds one example again through pkg-config alone. The installed
`gamecert serve` must find the installed certificates without --certs.

usage: test_install.py BUILD_DIR SOURCE_DIR
"""
import json
import os
import subprocess
import sys
import tempfile

build, source = sys.argv[1], sys.argv[2]
sys.path.insert(0, os.path.join(source, "tests", "browser"))
from explorer_server import ServeProcess, manifest_entries  # noqa: E402


def run(args, **kwargs):
    result = subprocess.run(args, capture_output=True, text=True, **kwargs)
    if result.returncode != 0:
        sys.exit(f"FAILED ({result.returncode}): {' '.join(args)}\n{result.stdout}\n{result.stderr}")
    return result.stdout


def require(condition, message):
    if not condition:
        sys.exit("FAILED: " + message)


with tempfile.TemporaryDirectory(prefix="gamecert-install-") as scratch:
    prefix = os.path.join(scratch, "prefix")
    run(["cmake", "--install", build, "--prefix", prefix])
    gamecert = os.path.join(prefix, "bin", "gamecert")

    def gamecert_json(*args):
        return json.loads(run([gamecert, *args]))

    # The layout.
    headers = sorted(os.listdir(os.path.join(prefix, "include", "gamecert")))
    require(headers == ["certificate.hpp", "sim.hpp", "subtraction.hpp", "sylver.hpp", "wythoff.hpp"],
            f"installed headers {headers}")
    require(sorted(os.listdir(os.path.join(prefix, "include"))) == ["gamecert"], "only include/gamecert is installed")
    libdirs = [d for d in ("lib", "lib64") if os.path.isdir(os.path.join(prefix, d, "cmake", "gamecert"))]
    require(len(libdirs) == 1, "one lib*/cmake/gamecert folder")
    libdir = os.path.join(prefix, libdirs[0])
    for name in ("cmake/gamecert/gamecertConfig.cmake", "cmake/gamecert/gamecertConfigVersion.cmake",
                 "pkgconfig/gamecert.pc", "libgamecert.so"):
        require(os.path.exists(os.path.join(libdir, name)), f"{name} installed")
    # The library exports exactly the interface: one symbol per GAMECERT_API declaration.
    declared = 0
    for header in headers:
        with open(os.path.join(prefix, "include", "gamecert", header)) as text:
            declared += sum(1 for line in text if line.startswith("GAMECERT_API "))
    exported = [line for line in run(["nm", "-DC", "--defined-only", os.path.join(libdir, "libgamecert.so")]).splitlines()
                if " T gamecert::" in line]
    require(len(exported) == declared, f"{len(exported)} functions exported, {declared} declared:\n" + "\n".join(exported))
    certs = os.path.join(prefix, "share", "gamecert", "certs")
    listed = [path for _, _, path, _ in manifest_entries(os.path.join(source, "certs"))]
    missing = [path for path in listed if not os.path.isfile(os.path.join(certs, path))]
    require(not missing, f"certificates listed in MANIFEST but not installed: {missing[:5]}")
    verdict = run([os.path.join(prefix, "bin", "gamecert-check"), os.path.join(certs, "sim", "k6-value-table.txt")])
    require(verdict.startswith("OK bdc157f3"), "the installed checker accepts the installed K6 table")

    # The installed explorer finds the installed certificates by itself.
    explorer = ServeProcess(gamecert, None)
    try:
        require(os.path.realpath(explorer.certificates) == os.path.realpath(certs),
                f"serve's default certificates folder {explorer.certificates}")
        status, listing = explorer.get_json("/api/certificates")
        require(status == 200 and len(listing["certificates"]) == len(listed), "serve lists every certificate")
    finally:
        explorer.close()

    # The examples, through find_package.
    examples = os.path.join(scratch, "examples")
    run(["cmake", "-S", os.path.join(source, "examples"), "-B", examples, f"-DCMAKE_PREFIX_PATH={prefix}",
         "-DCMAKE_BUILD_TYPE=Release"])
    run(["cmake", "--build", examples, "-j", "2"])

    def example(name, *args):
        return run([os.path.join(examples, name), *args])

    # Sim: every move's value as `gamecert sim value` prints it, and a best move among the best.
    printed = example("sim_best_move").splitlines()
    cli = gamecert_json("sim", "value", "--board", "6", "--red", "14,24,34", "--blue", "12,23")
    spell = lambda v: {"win": "W", "loss": "L", "draw": "D"}[v["value"]] + str(v["depth"])
    require(printed[0] == f"Blue to move: {spell(cli)}", f"sim value line: {printed[0]}")
    require(printed[1:-1] == [f"  {edge} {spell(v)}" for edge, v in cli["moves"].items()], "sim move values")
    score = lambda v: {"win": 64 - v["depth"], "loss": -64 + v["depth"], "draw": 0}[v["value"]]
    best = printed[-1].split()[-1]
    require(score(cli["moves"][best]) == max(score(v) for v in cli["moves"].values()), f"best move {best}")

    # Sylver: certified and checked in-process; the file checks the same with gamecert-check.
    certificate = os.path.join(scratch, "5-14.txt")
    line = example("sylver_certify_row", "5", "14", certificate).strip()
    winning = gamecert_json("sylver", "winning", "5", "14")
    require(line.endswith(f"sylver win-loss-table position=5,14 t={winning['t']} winning=" +
                          ",".join(map(str, winning["winning"]))), f"sylver claim: {line}")
    require(run([os.path.join(prefix, "bin", "gamecert-check"), certificate]).strip() == line,
            "gamecert-check prints the in-process verdict")

    # Subtraction: preperiod, period and P-positions as the CLI gives them.
    lines = example("subtraction_period", "2", "5", "7").splitlines()
    cli = gamecert_json("subtraction", "--set", "2,5,7")
    require(lines[0] == f"preperiod {cli['preperiod']} period {cli['period']}", f"subtraction: {lines[0]}")
    p_positions = [str(n) for n, o in enumerate(cli["outcomes"]) if o == "P"]
    require(lines[1].split(":")[1].split() == p_positions, f"subtraction P-positions: {lines[1]}")

    # Wythoff: every listed position is a P-position of the variant by the CLI's Grundy value.
    listed_positions = example("wythoff_p_positions", "30").split(":")[1].split()
    for item in listed_positions:
        x, y = item.strip("()").split(",")
        require(gamecert_json("wythoff", "grundy", x, y)["p_position"], f"({x},{y}) is a P-position")
    require(len(listed_positions) == int(example("wythoff_p_positions", "30").split()[0]), "count")

    # pkg-config alone is enough to build against the package.
    env = dict(os.environ, PKG_CONFIG_PATH=os.path.join(libdir, "pkgconfig"))
    flags = run(["pkg-config", "--cflags", "--libs", "gamecert"], env=env).split()
    binary = os.path.join(scratch, "sim_best_move_pc")
    run(["g++", "-std=c++20", os.path.join(source, "examples", "sim_best_move.cpp"), "-o", binary, *flags,
         f"-Wl,-rpath,{libdir}"])
    require(run([binary]).splitlines() == printed, "the pkg-config build prints the same")
    # The Python package, where Debian's python3 looks for this prefix, finds the installed library.
    site = [os.path.join(prefix, "lib", d, "dist-packages") for d in os.listdir(os.path.join(prefix, "lib"))
            if d.startswith("python3")]
    require(len(site) == 1 and os.path.isdir(os.path.join(site[0], "gamecert")), "the Python package installed")
    python = os.environ.get("GAMECERT_PYTHON", sys.executable)
    answer = run([python, "-c", "import gamecert, json; print(gamecert.__file__); "
                  "print(json.dumps(gamecert.sylver.winning([8, 37])['winning']))"],
                 env=dict(os.environ, PYTHONPATH=site[0])).splitlines()
    require(answer[0].startswith(site[0]) and answer[1] == "[126]", f"the installed module answers: {answer}")
    print(f"installed into {prefix}: 4 examples built with find_package and one with pkg-config, all agree "
          f"with the CLI; {len(listed)} certificates installed")
