"""What the repository's Sylver certificates settle, read from certs/MANIFEST
and certs/MANIFEST.large alone (each line: sha256, bytes, path, claim).

A claim gives a fact about the position it names (its minimal generators):
  win-loss-table / infinite-position, winning=none   the position is P
  win-loss-table / infinite-position, winning=a,b,…  the position is N, and
                                                     a, b, … are all its winning moves
  winning-move ... move=w                            the position is N, w wins;
                                                     so the position after w is P
A position with no certificate of its own is still settled when a certified
P-position lies one legal move away: naming w is legal when w is not a sum
of the position's numbers, and the position after it is the minimal
generators of the position and w; if those equal a certified P-position's,
w wins and the position is N.

settle(position) answers with a Verdict, or None when the manifests say
nothing. Nothing here runs gamecert: the checks are a few sums over small
numbers, so a table can be compared with the manifests in a test.
"""
import os
from dataclasses import dataclass, field

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
MANIFESTS = [os.path.join(ROOT, "certs", "MANIFEST"), os.path.join(ROOT, "certs", "MANIFEST.large")]
KINDS = ("win-loss-table", "infinite-position", "winning-move")


def representable(generators, top):
    """reach[n] for 0 <= n <= top: whether n is a sum of the generators (0 is the empty sum)."""
    reach = [False] * (top + 1)
    reach[0] = True
    gens = sorted(set(generators))
    for n in range(1, top + 1):
        for a in gens:
            if a > n:
                break
            if reach[n - a]:
                reach[n] = True
                break
    return reach


def minimal_generators(numbers):
    """The minimal generators of the semigroup the numbers generate, ascending."""
    gens = sorted(set(numbers))
    if not gens:
        return ()
    out = []
    reach = [True] + [False] * gens[-1]
    for a in gens:
        if not reach[a]:
            out.append(a)
            for n in range(a, gens[-1] + 1):
                if reach[n - a]:
                    reach[n] = True
    return tuple(out)


def nameable(position, w):
    """Whether w may be named in the position: w >= 1 and w is not a sum of its numbers."""
    return w >= 1 and not representable(position, w)[w]


def after(position, w):
    return minimal_generators(tuple(position) + (w,))


@dataclass
class Fact:
    position: tuple
    p: bool
    sha256: str
    path: str
    claim: str
    winning: tuple = ()  # the winning moves the claim names
    exact: bool = False  # the claim names every winning move (win-loss-table, infinite-position)


@dataclass
class Verdict:
    position: tuple
    value: str  # "P" or "N"
    how: str  # "own": a certificate of the position itself; "move": only moves into certified P-positions
    winning: tuple  # winning moves certified (all of them when exact)
    exact: bool
    facts: list = field(default_factory=list)  # the Facts that settle it, one per winning move for "move"

    def answer(self):
        """(move, fact) a table names for an N verdict: a move into a position certified P by its own
        certificate (win-loss-table or infinite-position) before one derived from a winning-move claim,
        then the smallest; (None, the fact) for P or an exact N verdict without moves."""
        if not self.winning or self.exact:
            return (self.winning[0] if self.winning else None), self.facts[0]
        return sorted(zip(self.winning, self.facts), key=lambda wf: (not wf[1].exact, wf[0]))[0]

    def describe(self):
        """One sentence that cites the certificates."""
        if self.exact:
            f = self.facts[0]
            return f"{self.value} by the certificate {f.sha256} ({f.claim})"
        parts = [f"{w} reaches the P-position {{{', '.join(map(str, f.position))}}}, certificate {f.sha256} ({f.claim})"
                 if f.p else f"{w} wins, certificate {f.sha256} ({f.claim})"
                 for w, f in zip(self.winning, self.facts)]
        return "N: " + "; ".join(parts)


def parse_claim(claim):
    words = claim.split()
    fields = dict(w.split("=", 1) for w in words[2:] if "=" in w)
    return words[0], words[1], fields


def numbers(text):
    return tuple(int(v) for v in text.split(",")) if text and text != "none" else ()


def read_facts(manifests=MANIFESTS):
    """Every fact the manifests' Sylver claims give, in manifest order."""
    facts = []
    for manifest in manifests:
        if not os.path.exists(manifest):
            continue
        with open(manifest) as f:
            for line in f:
                parts = line.rstrip("\n").split(" ", 3)
                if len(parts) < 4:
                    continue
                sha, _, path, claim = parts
                game, kind, fields = parse_claim(claim)
                if game != "sylver" or kind not in KINDS or "position" not in fields:
                    continue
                position = numbers(fields["position"])
                if kind == "winning-move":
                    w = int(fields["move"])
                    facts.append(Fact(position, False, sha, path, claim, (w,), False))
                    facts.append(Fact(after(position, w), True, sha, path, claim))
                else:
                    winning = numbers(fields.get("winning", "none"))
                    facts.append(Fact(position, not winning, sha, path, claim, winning, True))
    return facts


class Known:
    """The facts of the manifests, indexed: settle(position) -> Verdict or None."""

    def __init__(self, manifests=MANIFESTS):
        self.facts = read_facts(manifests)
        self.own = {}
        self.p_facts = {}
        for f in self.facts:
            self.own.setdefault(f.position, []).append(f)
            if f.p:
                self.p_facts.setdefault(f.position, f)
        self.conflicts = [pos for pos, fs in self.own.items() if len({f.p for f in fs}) > 1]

    def settle(self, named):
        """What the manifests settle about the position with these numbers (any generating set)."""
        position = minimal_generators(named)
        if not position or position == (1,):
            return None
        own = self.own.get(position, [])
        p = next((f for f in own if f.p), None)
        if p is not None:
            return Verdict(position, "P", "own", (), True, [p])
        exact = next((f for f in own if f.exact), None)
        if exact is not None:
            return Verdict(position, "N", "own", exact.winning, True, [exact])
        moves = {}
        for f in own:  # winning-move certificates of the position itself
            moves.setdefault(f.winning[0], f)
        # The position after w is a subset of the position and w, so a P-position one move away
        # has exactly one number the position lacks, and that number is the move.
        candidates = []
        members = set(position)
        for target, f in self.p_facts.items():
            extra = [a for a in target if a not in members]
            if len(extra) == 1 and extra[0] not in moves:
                candidates.append((extra[0], target, f))
        if candidates:
            reach = representable(position, max(w for w, _, _ in candidates))
            for w, target, f in candidates:
                if not reach[w] and after(position, w) == target:
                    moves.setdefault(w, f)
        if not moves:
            return None
        winning = tuple(sorted(moves))
        return Verdict(position, "N", "own" if own else "move", winning, False, [moves[w] for w in winning])


def position_of(text):
    """A position written 16,20 or 16-20 or 16 20."""
    for sep in (",", "-", " "):
        if sep in text:
            return tuple(int(v) for v in text.split(sep) if v)
    return (int(text),)
