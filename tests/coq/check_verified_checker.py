#!/usr/bin/env python3
"""gamecert-check-verified (the checker proved in Coq) against gamecert-check.

  check_verified_checker.py VERIFIED CHECKER SOURCE_DIR [--max-bytes N]

For every committed certificate and every fixture of the kinds the verified
checker covers (subtraction periodicity, Sylver win-loss tables but keyed
ones), both checkers must give the same
verdict: the same OK line for an accepted file, REJECTED at the same line
for a rejected one; so must a reject fixture of another kind whose envelope
is broken (the envelope reader is shared by all kinds). Every other file
must get UNSUPPORTED from it, never OK. With --max-bytes, files whose text is
longer are skipped (the quick test; the long one takes them all). Prints the CPU seconds
of both checkers on the committed certificates, side by side.
"""
import gzip
import os
import re
import resource
import subprocess
import sys
from pathlib import Path

verified, checker, source = sys.argv[1], sys.argv[2], Path(sys.argv[3])
max_bytes = int(sys.argv[5]) if len(sys.argv) > 5 and sys.argv[4] == "--max-bytes" else 0
COVERED = {("subtraction", "periodicity"), ("sylver", "win-loss-table")}


def kind_of(text):
    game = re.search(r"^game (\S+)$", text, re.M)
    kind = re.search(r"^kind (\S+)$", text, re.M)
    return (game.group(1) if game else "?", kind.group(1) if kind else "?")


def run(program, text):
    """The verdict line for text on stdin, and the child's CPU seconds."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([program, "-"], input=text.encode("latin-1"), capture_output=True)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    lines = done.stdout.decode("latin-1").splitlines()
    return (lines[0] if lines else "no output (exit %d)" % done.returncode), cpu


def read(path):
    data = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    return data.decode("latin-1")


def verdict_key(line):
    """OK lines compare whole; REJECTED lines by their line number."""
    if line.startswith("OK "):
        return line
    m = re.match(r"REJECTED -:(\d+):", line)
    return "REJECTED at line %s" % m.group(1) if m else line


failures = []
timings = []
committed = sorted(p for p in (source / "certs").rglob("*") if p.suffix in (".txt", ".gz")
                   and p.name not in ("MANIFEST", "RECIPES"))
fixtures = sorted((source / "tests/fixtures/accept").rglob("*.txt")) + \
    sorted((source / "tests/fixtures/reject").rglob("*.txt"))
covered_files = unsupported_files = skipped = 0
for path in committed + fixtures:
    text = read(path)
    name = str(path.relative_to(source))
    if max_bytes and len(text) > max_bytes:
        skipped += 1
        continue
    mine, my_cpu = run(verified, text)
    # Keyed tables (evidence keyed-...) are not covered yet: UNSUPPORTED.
    if kind_of(text) in COVERED and not re.search(r"^evidence keyed-", text, re.M):
        covered_files += 1
        theirs, their_cpu = run(checker, text)
        if verdict_key(mine) != verdict_key(theirs):
            failures.append("%s\n  gamecert-check:          %s\n  gamecert-check-verified: %s" % (name, theirs, mine))
        if path in committed:
            timings.append((name, their_cpu, my_cpu))
    elif mine.startswith("REJECTED ") and "/reject/" in name:
        # A reject fixture of another kind whose envelope is broken: rejected by both, at one line.
        covered_files += 1
        theirs, _ = run(checker, text)
        if verdict_key(mine) != verdict_key(theirs):
            failures.append("%s\n  gamecert-check:          %s\n  gamecert-check-verified: %s" % (name, theirs, mine))
    else:
        unsupported_files += 1
        if not mine.startswith("UNSUPPORTED "):
            failures.append("%s: expected UNSUPPORTED, got %s" % (name, mine))

print("%d files of covered kinds, same verdict from both checkers; %d of other kinds, UNSUPPORTED"
      % (covered_files - sum(1 for f in failures if "gamecert-check:" in f),
         unsupported_files - sum(1 for f in failures if "expected UNSUPPORTED" in f)))
if skipped:
    print("%d files over --max-bytes %d skipped" % (skipped, max_bytes))
print("committed certificates, CPU seconds (one run):")
print("%-50s %15s %24s" % ("certificate", "gamecert-check", "gamecert-check-verified"))
for name, theirs, mine in timings:
    print("%-50s %15.3f %24.3f" % (name, theirs, mine))
if failures:
    print("\n".join(failures))
    sys.exit("%d disagreements" % len(failures))
