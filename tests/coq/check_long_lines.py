#!/usr/bin/env python3
"""gamecert-check-verified on lines of hundreds of thousands of characters.

  check_long_lines.py VERIFIED CHECKER SOURCE_DIR

A claim of 600,000 characters and a body line of 600,000 digits, in a Sylver
table and in a subtraction periodicity certificate, each followed in the
same run by a valid certificate: the verified checker must reject each long
one at the line where gamecert-check rejects it, and still check the valid
ones after it (an extracted recursion per character once ended the whole run
with Stack_overflow at about 262,000 characters, and the later files were
never checked).
"""
import re
import subprocess
import sys
import tempfile
from pathlib import Path

verified, checker, source = sys.argv[1], sys.argv[2], Path(sys.argv[3])
LONG = 600_000
sylver = (source / "certs/sylver/table/7-29.txt").read_text()
subtraction = (source / "certs/subtraction/periodicity-1-8.txt").read_text()


def replace_line(text, number, new):
    lines = text.split("\n")
    lines[number - 1] = new
    return "\n".join(lines)


def first_body_line(text):
    return text.split("\n").index("begin") + 2


# The claim is line 5 of the table and line 4 of the subtraction certificate.
long_files = {
    # 300,000 generators: every field and every list item is read.
    "sylver-claim": replace_line(sylver, 5, "claim position=" + ",".join(["7"] * (LONG // 2)) + " t=167 winning=153"),
    "sylver-claim-number": replace_line(sylver, 5, "claim position=7,29 t=1" + "0" * LONG + " winning=153"),
    "sylver-body-digits": replace_line(sylver, first_body_line(sylver), "N 1" + "0" * LONG),
    "subtraction-claim": replace_line(subtraction, 4, "claim sets=" + ",".join(str(n) for n in range(1, 120_000))
                                      + " count=1 max-preperiod=0 max-outcome-period=2 max-grundy-period=2"
                                      " all-n-by=subtraction-outcome-step,subtraction-grundy-step"),
    "subtraction-body-digits": replace_line(subtraction, first_body_line(subtraction),
                                            "1 normal outcome 0 2" + "0" * LONG + " PNPN"),
    "subtraction-body-terms": replace_line(subtraction, first_body_line(subtraction),
                                           "1 normal outcome 0 2 " + "PN" * (LONG // 2)),
}

failures = []
with tempfile.TemporaryDirectory() as folder:
    folder = Path(folder)
    (folder / "valid-sylver.txt").write_text(sylver)
    (folder / "valid-subtraction.txt").write_text(subtraction)
    names = []
    for name, text in long_files.items():
        (folder / (name + ".txt")).write_text(text)
        names += [name + ".txt", "valid-sylver.txt", "valid-subtraction.txt"]
    mine = subprocess.run([verified] + names, cwd=folder, capture_output=True, text=True)
    theirs = subprocess.run([checker] + names, cwd=folder, capture_output=True, text=True)
    my_lines, their_lines = mine.stdout.splitlines(), theirs.stdout.splitlines()
    if mine.returncode != 1:
        failures.append("exit status %d, not 1; stderr: %s" % (mine.returncode, mine.stderr.strip()[:300]))
    if len(my_lines) != len(names):
        failures.append("%d verdict lines for %d files" % (len(my_lines), len(names)))
    for name, my_line, their_line in zip(names, my_lines, their_lines):
        if name.startswith("valid-"):
            if my_line != their_line or not my_line.startswith("OK "):
                failures.append("%s: %s (gamecert-check: %s)" % (name, my_line, their_line))
            continue
        at = re.match(r"REJECTED [^:]+:(\d+):", my_line)
        expected = re.match(r"REJECTED [^:]+:(\d+):", their_line)
        if not at or not expected or at.group(1) != expected.group(1):
            failures.append("%s: %s (gamecert-check: %s)" % (name, my_line[:200], their_line[:200]))
        else:
            print("%s: %s" % (name, my_line[:160]))
print("%d files in one run, %d verdict lines" % (len(names), len(my_lines)))
if failures:
    print("\n".join(failures))
    sys.exit("%d failures" % len(failures))
