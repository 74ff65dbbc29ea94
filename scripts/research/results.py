"""What the research runs in this folder leave behind: their tables
(tab-separated files, under docs/ by default) and the certificates they
make, each with the certs/RECIPES line by which scripts/reproduce/certs
regenerates and verifies it."""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RECIPES = os.path.join(ROOT, "certs", "RECIPES")


def write_table(path, header, rows):
    """The rows under the header, tab-separated. Written to path.tmp and then renamed over path, so an
    interrupted run leaves the previous table whole."""
    with open(path + ".tmp", "w") as out:
        out.write("\t".join(header) + "\n")
        out.writelines("\t".join(str(v) for v in row) + "\n" for row in rows)
    os.replace(path + ".tmp", path)


def replace_recipes(folder, recipes):
    """certs/RECIPES with its lines for the certificates under folder (e.g. "sylver/p-positions/")
    replaced by recipes, which go last; every other line is kept."""
    with open(RECIPES) as f:
        kept = [line for line in f.read().splitlines() if not line.startswith(folder)]
    with open(RECIPES, "w") as f:
        f.write("\n".join(kept + recipes) + "\n")


def certify(gamecert, arguments, path):
    """Runs `gamecert ARGUMENTS -o PATH`: (the JSON it prints, {claim, file, bytes, sha256}, and its
    stderr), or (None, its stderr) when it fails."""
    done = subprocess.run([gamecert, *arguments, "-o", path], capture_output=True, text=True)
    return (json.loads(done.stdout) if done.returncode == 0 else None), done.stderr


def run_measured(command, stdout_path):
    """Runs command with stdout to a file; returns (exit status, CPU seconds, peak RSS bytes, stderr)."""
    with open(stdout_path, "wb") as out:
        process = subprocess.Popen(command, stdout=out, stderr=subprocess.PIPE)
        err = process.stderr.read().decode(errors="replace")
        _, status, usage = os.wait4(process.pid, 0)
    process.returncode = os.waitstatus_to_exitcode(status)
    return process.returncode, usage.ru_utime + usage.ru_stime, usage.ru_maxrss * 1024, err
