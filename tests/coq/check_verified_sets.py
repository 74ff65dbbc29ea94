#!/usr/bin/env python3
"""gamecert-check-verified on the sets of certificates of tests/fixtures/sets.

  check_verified_sets.py VERIFIED SOURCE_DIR

Each folder is one run (`--rests-on` and its files in name order, as
tests/test_fixtures.cpp runs gamecert-check) and its `expect` file holds
gamecert-check's lines. For every file the verified checker covers (a
Sylver win-loss table in a form but keyed), its line must be the same: the
same OK line and the same `rests on` line after it, or REJECTED at the same
line, unless it rests on a file of a kind not covered, when it must be
UNSUPPORTED and say so; every other file must be UNSUPPORTED.
"""
import hashlib
import re
import subprocess
import sys
from pathlib import Path

verified, source = sys.argv[1], Path(sys.argv[2])


def covered(path):
    text = path.read_text()
    return re.search(r"^kind win-loss-table$", text, re.M) and not re.search(r"^evidence keyed-", text, re.M)


def verdicts(lines):
    """Each file's verdict line, with the rests-on line after it or None."""
    out = []
    for i, line in enumerate(lines):
        if not line.startswith("  rests on: "):
            after = lines[i + 1] if i + 1 < len(lines) and lines[i + 1].startswith("  rests on: ") else None
            out.append((line, after))
    return out


failures = []
checked = covered_files = resting = 0
for folder in sorted(p for p in (source / "tests/fixtures/sets").iterdir() if p.is_dir()):
    names = sorted(p.name for p in folder.glob("*.txt"))
    done = subprocess.run([verified, "--rests-on"] + names, cwd=folder, capture_output=True, text=True)
    mine = verdicts(done.stdout.splitlines())
    theirs = verdicts((folder / "expect").read_text().splitlines())
    by_sha = {hashlib.sha256((folder / n).read_bytes()).hexdigest(): n for n in names}
    if len(mine) != len(names) or len(theirs) != len(names):
        failures.append("%s: %d verdicts from the verified checker, %d expected, for %d files (stderr %s)"
                        % (folder.name, len(mine), len(theirs), len(names), done.stderr.strip()[:200]))
        continue
    for name, (my_line, my_after), (their_line, their_after) in zip(names, mine, theirs):
        checked += 1
        where = "%s/%s" % (folder.name, name)
        if not covered(folder / name):
            if not my_line.startswith("UNSUPPORTED %s: " % name):
                failures.append("%s: expected UNSUPPORTED, got %s" % (where, my_line))
            continue
        covered_files += 1
        rests = re.match(r"UNSUPPORTED [^:]+: rests on certificate ([0-9a-f]{64}) .*which the verified checker "
                         r"does not cover", my_line)
        if rests:
            if rests.group(1) not in by_sha or covered(folder / by_sha[rests.group(1)]):
                failures.append("%s: %s, but that file is covered" % (where, my_line))
            else:
                resting += 1
            continue
        if their_line.startswith("OK "):
            if (my_line, my_after) != (their_line, their_after):
                failures.append("%s:\n  gamecert-check:          %s\n%s  gamecert-check-verified: %s\n%s"
                                % (where, their_line, (their_after or "") + "\n", my_line, my_after or ""))
        else:
            at = re.match(r"REJECTED [^:]+:(\d+):", my_line)
            expected = re.match(r"REJECTED [^:]+:(\d+):", their_line)
            if not at or not expected or at.group(1) != expected.group(1):
                failures.append("%s:\n  gamecert-check:          %s\n  gamecert-check-verified: %s"
                                % (where, their_line, my_line))
print("%d files in %s: %d win-loss tables with the same verdict from both checkers, %d UNSUPPORTED as they rest "
      "on a kind not covered, the other %d UNSUPPORTED"
      % (checked, "tests/fixtures/sets", covered_files - resting - sum(1 for f in failures if "gamecert-check:" in f),
         resting, checked - covered_files))
if failures:
    print("\n".join(failures))
    sys.exit("%d disagreements" % len(failures))
