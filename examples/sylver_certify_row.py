#!/usr/bin/env python3
"""Certifies one row of Sicherman's table of Sylver Coinage from Python,
re-checks it with the independent checker, and prints its citation.

  PYTHONPATH=build/python python3 examples/sylver_certify_row.py 7 29 [OUT.txt]

The certificate is byte for byte `gamecert certify sylver 7 29 -o OUT.txt`.
"""
import sys

import gamecert

m, n = int(sys.argv[1]), int(sys.argv[2])
out = sys.argv[3] if len(sys.argv) > 3 else "%d-%d.txt" % (m, n)

answer = gamecert.sylver.winning([m, n])
print("{%d, %d}: t = %d, winning moves %s (%d positions)" % (m, n, answer["t"], answer["winning"],
                                                              answer["states"]))
certificate = gamecert.sylver.certify([m, n])
certificate.write(out)
verdict = gamecert.check_certificate(certificate)
print("%s: %s %s" % (out, "OK" if verdict["accepted"] else "REJECTED", verdict["sha256"]))
print(gamecert.cite(out, format="bibtex"), end="")
