#!/usr/bin/env python3
"""The tables of docs/ against the manifests (scripts/research/sylver-known):
no row calls a position unknown, open or unanswered that a listed
certificate settles, and none contradicts one. Then the rule itself, on
made-up manifests: a move into a certified P-position must be legal, and the
position after it is compared by its minimal generators."""
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
RESEARCH = os.path.join(ROOT, "scripts", "research")
sys.path.insert(0, RESEARCH)
import known  # noqa: E402

SCRIPT = os.path.join(RESEARCH, "sylver-known")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True)


class Tables(unittest.TestCase):
    def test_docs_agree_with_the_manifests(self):
        done = run("check")
        self.assertEqual(done.returncode, 0, done.stdout + done.stderr)


class Facts(unittest.TestCase):
    def setUp(self):
        self.known = known.Known()

    def test_the_cases_of_issue_51(self):
        # Replies 56 and 58 to 16, answered by the certified P-positions {16, 30, 56} and {16, 28, 58}.
        v = self.known.settle((16, 56))
        self.assertEqual((v.value, v.answer()[0]), ("N", 30))
        v = self.known.settle((16, 58))
        self.assertEqual(v.value, "N")
        self.assertIn(28, v.winning)
        self.assertEqual(v.answer()[0], 28)
        # {16, 20}: its own winning-move certificate.
        v = self.known.settle((20, 16))
        self.assertEqual((v.value, v.how, v.winning), ("N", "own", (34,)))
        self.assertEqual(self.known.settle((16, 20, 34)).value, "P")
        # Reply 38 is open.
        self.assertIsNone(self.known.settle((16, 38)))
        self.assertEqual(self.known.conflicts, [])


class Rule(unittest.TestCase):
    def manifest(self, *claims):
        folder = tempfile.mkdtemp()
        self.addCleanup(shutil.rmtree, folder)
        path = os.path.join(folder, "MANIFEST")
        with open(path, "w") as f:
            for i, claim in enumerate(claims):
                f.write(f"{i:064x} 100 sylver/x{i}.txt sylver {claim}\n")
        return folder, path

    def test_moves_must_be_legal_and_generators_minimal(self):
        _, path = self.manifest("win-loss-table position=3,5 t=7 winning=none")
        k = known.Known([path])
        # {3, 10} + 5 = {3, 5, 10}, whose minimal generators are {3, 5}: N by 5.
        v = k.settle((3, 10))
        self.assertEqual((v.value, v.winning), ("N", (5,)))
        # {5, 8} + 3 = {3, 5, 8}, that is {3, 5} (8 = 3 + 5): N by 3.
        self.assertEqual(k.settle((5, 8)).winning, (3,))
        # 13 = 5 + 8 is no move of {5, 8}; 3 and 7 are.
        self.assertFalse(known.nameable((5, 8), 13))
        self.assertTrue(known.nameable((5, 8), 3) and known.nameable((5, 8), 7))
        self.assertIsNone(k.settle((4, 7)))  # {3, 4, 7} = {3, 4}, not {3, 5}
        # Named numbers are reduced first: {3, 5, 6} is the certified {3, 5}.
        self.assertEqual(k.settle((3, 5, 6)).value, "P")

    def test_a_table_that_calls_a_settled_position_open_fails_and_is_fixed(self):
        folder, path = self.manifest("infinite-position position=16,30,56 gcd=2 winning=none lemmas=none",
                                     "winning-move position=16,20 gcd=4 move=34 lemmas=none")
        docs = os.path.join(folder, "docs")
        os.makedirs(docs)
        with open(os.path.join(docs, "sylver-opening-16.tsv"), "w") as f:
            f.write("reply\tanswer\tstatus\tclaim_or_reason\tcertificate_sha256\n"
                    "38\t\topen\tno answer known\t\n56\t\topen\tno answer known\t\n")
        with open(os.path.join(docs, "sylver-p-positions.tsv"), "w") as f:
            f.write("position\tgcd\tshape\tvalue\twinning_found\tstatus\tlimits\tcertificate_sha256\n"
                    "16,20\t4\tshort\tunknown\t\tunknown\tdefault\t\n16,30,56\t2\tshort\tN\t5\tsolved\tdefault\t\n")
        done = run("check", "--docs", docs, "--manifest", path)
        self.assertEqual(done.returncode, 1)
        self.assertIn("sylver-opening-16.tsv:3 {16, 56}", done.stdout)
        self.assertIn("sylver-p-positions.tsv:2 {16, 20}", done.stdout)
        self.assertIn("the row says N", done.stdout)  # {16, 30, 56} is certified P
        self.assertNotIn(":2 {16, 38}", done.stdout)
        run("fix", "--docs", docs, "--manifest", path)
        with open(os.path.join(docs, "sylver-opening-16.tsv")) as f:
            self.assertIn("56\t30\tcertified\tsylver infinite-position position=16,30,56", f.read())
        with open(os.path.join(docs, "sylver-p-positions.tsv")) as f:
            self.assertIn("16,20\t4\tshort\tN\t34\tcertified", f.read())
        # What is left is the contradiction, which no rewrite settles.
        done = run("check", "--docs", docs, "--manifest", path)
        self.assertEqual(done.stdout.count("\n"), 1, done.stdout)


if __name__ == "__main__":
    unittest.main()
