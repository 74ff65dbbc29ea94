#!/usr/bin/env python3
"""Compiles proofs/coq/Assumptions.v against the compiled development and
requires every `Print Assumptions` in it to answer "Closed under the global
context": no theorem of gamecert's Coq proofs rests on an axiom or an
unfinished proof.

  check_assumptions.py COQC SOURCE_DIR/proofs/coq BUILD_DIR/proofs/coq
"""
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

coqc, source, compiled = sys.argv[1], Path(sys.argv[2]), Path(sys.argv[3])
text = (source / "Assumptions.v").read_text()
names = re.findall(r"^Print Assumptions ([\w.']+)\.", text, re.M)
with tempfile.TemporaryDirectory() as scratch:
    shutil.copy(source / "Assumptions.v", scratch)
    run = subprocess.run([coqc, "-q", "-Q", str(compiled), "GameCert", "Assumptions.v"],
                         cwd=scratch, capture_output=True, text=True)
output = run.stdout + run.stderr
if run.returncode != 0:
    sys.exit(f"coqc failed on Assumptions.v:\n{output}")
closed = output.count("Closed under the global context")
print(output, end="")
if not names or closed != len(names):
    sys.exit(f"{len(names)} theorems asked, {closed} closed under the global context")
print(f"{closed} theorems, none resting on an axiom: {', '.join(names)}")
