#!/usr/bin/env python3
"""A second, independent gamecert certificate checker, written from certs/FORMAT.md alone.

It shares no code and no reading of the code with `gamecert-check`: a mistake
would have to be made twice, the same way, to let a false claim through both
(docs/mutation-testing.md compares their verdicts). It checks the Sylver
Coinage `win-loss-table` (every evidence form: witnesses, implied and keyed),
`infinite-position` and `winning-move` kinds and the Subtraction
`periodicity` kind; any other
kind gets the verdict `UNSUPPORTED`. Output, one line per FILE (`-` reads
standard input): `OK <sha256> <game> <kind> <claim>` or
`REJECTED <file>:<line>: <reason>`. The files are one set: a certificate whose
`R <sha256>` lines name others is accepted only if each is among them, accepted,
and claims the position's value (FORMAT.md). Exit status 0 when every file is
accepted, 1 otherwise. Python 3 standard library only.

One exception to "no reading of the code": the keyed form (evidence keyed-..., FORMAT.md "Keyed
entries") was written from FORMAT.md with checker/sylver_keyed_table.cpp read for its exact rules and
the order of its checks, so that both checkers name the same line; none of its code is shared.
"""
import array
import hashlib
import heapq
import math
import re
import sys

KNOWN_KINDS = {
    "sim": {"value-table", "strategy", "rules-strategy", "rules-failure", "plus-value-table"},
    "sylver": {"win-loss-table", "infinite-position", "winning-move"},
    "wythoff": {"p-positions"},
    "subtraction": {"periodicity"},
}
SHA256 = re.compile(r"^[0-9a-f]{64}$")
DECIMAL = re.compile(r"^(0|[1-9][0-9]*)$")
DECIMAL_LIST = re.compile(r"^(0|[1-9][0-9]*)(,(0|[1-9][0-9]*))*$")


class Rejected(Exception):
    def __init__(self, line, reason):
        super().__init__(reason)
        self.line = line
        self.reason = reason


class Unsupported(Exception):
    pass


# The premises of the certificate being checked: (sha256, position, "P" or "N", line) for each
# `R <sha256>` line, which the set of files checked together must hold (FORMAT.md).
PREMISES = []


def premise(text, line_no, monoid, value):
    """An `R <sha256>` entry: the value of `monoid` is the claim of that certificate."""
    sha = text[2:]
    if not SHA256.match(sha):
        raise Rejected(line_no, "'R' needs a SHA-256 in 64 lowercase hex digits: '%s'" % text)
    PREMISES.append((sha, ",".join(str(a) for a in monoid.generators()), value, line_no))


def number(text, line, what):
    if not DECIMAL.match(text):
        raise Rejected(line, "%s is not a decimal number without leading zeros: '%s'" % (what, text))
    # Python's int() refuses more than 4,300 digits; no bound of the format comes near 19.
    if len(text) > 18:
        raise Rejected(line, "%s has more than 18 digits: '%s...'" % (what, text[:80]))
    return int(text)


def number_list(text, line, what):
    if not DECIMAL_LIST.match(text):
        raise Rejected(line, "%s is not a comma-separated list of decimal numbers: '%s'" % (what, text))
    return [number(v, line, what) for v in text.split(",")]


class Envelope:
    """The header and body of a certificate, with every envelope rule of FORMAT.md checked."""

    def __init__(self, data):
        for offset, byte in enumerate(data):
            if not (32 <= byte <= 126 or byte == 10):
                raise Rejected(data.count(b"\n", 0, offset) + 1, "byte %d is not printable ASCII" % byte)
        if not data.endswith(b"\n"):
            raise Rejected(data.count(b"\n") + 1, "last line has no newline")
        self.lines = data.decode("ascii").split("\n")[:-1]
        self.next = 0

    def take(self, expected_key):
        """The value of the next header line, which must be `<expected_key> <value>`."""
        number_ = self.next + 1
        if self.next >= len(self.lines):
            raise Rejected(number_, "the header ends before '%s'" % expected_key)
        key, space, value = self.lines[self.next].partition(" ")
        if key != expected_key or not space:
            raise Rejected(number_, "expected the header line '%s ...', found '%s'" % (expected_key, self.lines[self.next]))
        self.next += 1
        return value, number_

    def claim(self, keys):
        """The claim's fields, which must be exactly `keys` in this order, single spaces."""
        text, line = self.take("claim")
        fields = text.split(" ")
        names = [f.partition("=")[0] for f in fields]
        if names != keys or any("=" not in f for f in fields):
            raise Rejected(line, "claim fields must be %s in this order, found '%s'" % (" ".join(keys), text))
        return text, line, {f.partition("=")[0]: f.partition("=")[2] for f in fields}

    def body(self):
        """(first body line number, body lines) after `lines N` and `begin`, checking the count and `end`."""
        count_text, count_line = self.take("lines")
        count = number(count_text, count_line, "lines")
        if self.next >= len(self.lines) or self.lines[self.next] != "begin":
            raise Rejected(self.next + 1, "expected 'begin'")
        first = self.next + 1
        if not self.lines or self.lines[-1] != "end":
            raise Rejected(len(self.lines), "last line is not 'end'")
        body = self.lines[first:-1]
        if len(body) != count:
            raise Rejected(count_line, "lines says %d, the body has %d lines" % (count, len(body)))
        return first + 1, body


# ---------------------------------------------------------------- Sylver Coinage


def frobenius(generators, line):
    """The largest non-representable number of the semigroup, by a dynamic programme until `smallest` in a row."""
    smallest = generators[0]
    representable = [True]
    run, n = 1, 0
    while run < smallest:
        n += 1
        if n > 5000 + smallest:
            raise Rejected(line, "the Frobenius number exceeds 5000")
        ok = any(n >= g and representable[n - g] for g in generators)
        representable.append(ok)
        run = run + 1 if ok else 0
    return n - smallest  # the last gap: the run started right after it


def close_under(mask, x, full):
    """The semigroup generated by mask (bits 0..t) and x, restricted to 0..t."""
    shift = x
    while shift < full.bit_length():
        mask = (mask | (mask << shift)) & full
        shift *= 2
    return mask


def largest_gap(mask, full):
    return (~mask & full).bit_length() - 1  # -1 when there is no gap


def check_sylver(env, name):
    evidence, evidence_line = env.take("evidence")
    if evidence not in ("witnesses", "witnesses-and-enders", "implied-witnesses", "implied-witnesses-and-enders",
                        "keyed-witnesses", "keyed-witnesses-and-enders"):
        raise Rejected(evidence_line, "evidence must be '[implied-|keyed-]witnesses' or "
                                      "'[implied-|keyed-]witnesses-and-enders'")
    claim_text, claim_line, claim = env.claim(["position", "t", "winning"])
    generators = number_list(claim["position"], claim_line, "position")
    if any(b <= a for a, b in zip(generators, generators[1:])):
        raise Rejected(claim_line, "position is not strictly ascending")
    if generators[0] < 2:
        raise Rejected(claim_line, "position contains %d: nothing is nameable" % generators[0])
    if generators[-1] > 100000 or generators[0] > 5001:
        raise Rejected(claim_line, "position exceeds the limits (generators <= 100000, smallest <= 5001)")
    if math.gcd(*generators) != 1:
        raise Rejected(claim_line, "position has gcd %d, not 1" % math.gcd(*generators))
    t = frobenius(generators, claim_line)
    for i, g in enumerate(generators[1:], 1):  # minimal: no generator is a sum of the smaller ones
        below = (1 << (g + 1)) - 1
        reach = 1
        for h in generators[:i]:
            reach = close_under(reach, h, below)
        if reach >> g & 1:
            raise Rejected(claim_line, "position is not minimal: %d is generated by the smaller ones" % g)
    if number(claim["t"], claim_line, "t") != t:
        raise Rejected(claim_line, "claimed t is wrong: the Frobenius number is %d" % t)
    if t > 5000:
        raise Rejected(claim_line, "t exceeds 5000")
    full = (1 << (t + 1)) - 1
    root = 1
    for g in generators:
        if g <= t:
            root = close_under(root, g, full)
    nameable_root = [x for x in range(2, t + 1) if not root >> x & 1]
    if claim["winning"] == "none":
        winning = []
    else:
        winning = number_list(claim["winning"], claim_line, "winning")
        if any(b <= a for a, b in zip(winning, winning[1:])):
            raise Rejected(claim_line, "winning is not strictly ascending")
        for x in winning:
            if x not in nameable_root:
                raise Rejected(claim_line, "winning move %d is not nameable" % x)
    first, body = env.body()
    if evidence.startswith("keyed-"):
        enders = check_keyed_table(root, full, generators[0], set(winning), nameable_root,
                                   evidence.endswith("-and-enders"), claim_line, first, body)
    else:
        enders = replay_sylver(root, full, t, set(winning), nameable_root, evidence, first, body)
    if evidence.endswith("-and-enders") and enders == 0:
        raise Rejected(evidence_line, "evidence %s, but no 'E' entry in the body" % evidence)


def replay_sylver(root, full, t, winning, nameable_root, evidence, first, body):
    entries = {}  # semigroup bitmask -> "P" or "N"
    cursor = [0]

    def read_entry(mask, required, context):
        """The entry for a position not seen before: the next body line."""
        index = cursor[0]
        line_no = first + index
        if index >= len(body):
            raise Rejected(first + len(body), "the body ends before the entry for %s" % context)
        cursor[0] += 1
        text = body[index]
        if text == "P":
            kind = "P"
        elif text == "E" or text.startswith("N "):
            kind = "N"
        elif text.startswith("R "):
            f = largest_gap(mask, full)
            premise(text, line_no, Monoid(1, f, mask & ((1 << (f + 1)) - 1)), required)
            kind = required
        else:
            raise Rejected(line_no, "entry must be 'P', 'N x' or 'E': '%s'" % text)
        if kind != required:
            raise Rejected(line_no, "%s must be a%s %s entry, the line is '%s'" % (
                context, "n" if required == "N" else "", required, text))
        entries[mask] = kind
        return line_no, text

    # Each frame: the moves still to visit, each as (child mask, value required, context).
    def frame_for(mask, entry_value, line_no, text):
        if text.startswith("R "):
            return iter([])
        if entry_value == "P":
            return iter([(close_under(mask, x, full), "N", "move %d after line %d" % (x, line_no))
                         for x in range(2, t + 1) if not mask >> x & 1])
        if text == "E":
            if not evidence.endswith("-and-enders"):
                raise Rejected(line_no, "'E' entries are not allowed with evidence witnesses")
            check_ender(mask, full, line_no)
            return iter([])
        x = number(text[2:], line_no, "witness")
        if x < 2 or x > t or mask >> x & 1:
            raise Rejected(line_no, "witness move %d is not nameable here" % x)
        return iter([(close_under(mask, x, full), "P", "the witness %d of line %d" % (x, line_no))])

    stack = [iter([(close_under(root, x, full), "P" if x in winning else "N",
                    "root move %d (claimed %s)" % (x, "winning" if x in winning else "losing"))
                   for x in nameable_root])]
    while stack:
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            continue
        mask, required, context = step
        if mask in entries:
            if entries[mask] != required:
                raise Rejected(first + min(cursor[0], len(body)) - 1 if cursor[0] else first,
                               "%s must reach a %s entry, but that position has a %s entry" % (
                                   context, required, entries[mask]))
            continue
        if required == "N" and evidence.startswith("implied-") and any(
                entries.get(close_under(mask, x, full)) == "P" for x in range(2, t + 1) if not mask >> x & 1):
            entries[mask] = "N"  # implied: a move reaches a P entry already replayed
            continue
        line_no, text = read_entry(mask, required, context)
        stack.append(frame_for(mask, entries[mask], line_no, text))
    if cursor[0] != len(body):
        raise Rejected(first + cursor[0], "line not reached by the replay (extra entry)")
    return sum(1 for text in body if text == "E")


def check_ender(mask, full, line_no):
    """An `E` entry: t > 1 is the position's largest gap and every other nameable number kills it."""
    gap = largest_gap(mask, full)
    if gap <= 1:
        raise Rejected(line_no, "'E' on a position whose largest gap is %d, not > 1" % gap)
    for u in range(2, gap):
        if mask >> u & 1:
            continue
        if not any(mask >> (gap - k * u) & 1 for k in range(1, gap // u + 1)):
            raise Rejected(line_no, "'E': naming %d does not kill %d, so this is not an ender" % (u, gap))


# ---------------------------------------------------------------- Sylver Coinage, keyed entries
#
# With evidence keyed-witnesses[-and-enders] each body line names its position by its Kunz
# coordinates relative to the root's smallest number m (FORMAT.md, "Keyed entries"). Each entry is
# proved by local work, each move it makes noted as a requirement (key, P or N); the requirements are
# sorted (in runs, each deduplicated and packed into an array when keys fit in 63 bits) and merged
# against the entries, which come in key order.

RESTART_EVERY = 1024  # every 1024th line gives its whole key
KEYED_RUN = 1 << 20  # requirements sorted into one run


class KunzKeys:
    """Positions that contain the root, as bitmasks over 0..t (the root's t: such a position lacks
    nothing above it), and their keys: the coordinates c_1..c_{m-1} (c_i how many numbers = i mod m
    the position lacks) packed into one integer, b bits each, c_1 in the highest field, so that keys
    compare as the coordinate lists do."""

    def __init__(self, root, full, m):
        t = full.bit_length() - 1
        self.m, self.t, self.full = m, t, full
        self.classes = [sum(1 << n for n in range(i, t + 1, m)) for i in range(m)]
        self.largest = [0] + [(self.classes[i] & ~root & full).bit_count() for i in range(1, m)]
        self.bits = max(1, max(self.largest).bit_length())
        self.shifts = [self.bits * (m - 1 - i) for i in range(m)]
        # tails[i][c]: the numbers of class i from i + m*c on
        self.tails = [[self.classes[i] >> (i + m * c) << (i + m * c) for c in range(self.largest[i] + 1)]
                      for i in range(m)]

    def mask(self, c):
        """The position of coordinates c."""
        mask = self.classes[0]
        for i in range(1, self.m):
            mask |= self.tails[i][c[i]]
        return mask

    def key(self, c):
        return sum(c[i] << self.shifts[i] for i in range(1, self.m))

    def moves(self, c):
        """The nameable numbers x >= 2 of the position: x = i + m*q with q < c_i."""
        m = self.m
        return [x for i in range(1, m) for x in range(i if i > 1 else i + m, i + m * c[i], m)]

    def requirements(self, mask, moves, p):
        """For each move x, the key of the position after naming x (the closure under adding x, as in
        close_under), times 2, plus p."""
        full, t, bits, classes = self.full, self.t, self.bits, self.classes[1:]
        out = []
        for x in moves:
            s, step = mask, x
            while step <= t:
                s |= s << step & full
                step <<= 1
            gaps, key = full & ~s, 0
            for numbers in classes:  # c_1 first, so it ends in the highest field
                key = key << bits | (gaps & numbers).bit_count()
            out.append(key << 1 | p)
        return out


def keyed_entries(body, first, keys):
    """Each body line as (line number, coordinates [0, c_1, ..., c_{m-1}], value text), after the rules
    of the key: the shared count (0 on a restart line, else exactly the prefix shared with the key
    before), coordinates canonical and at most the root's, keys strictly increasing. The coordinate
    list is the same list each time, updated in place."""
    m, largest = keys.m, keys.largest
    spelled = {str(v): v for v in range(max(max(largest), m) + 1)}
    c = [0] * m

    def bad(word, line_no, what, high):
        if word in spelled or DECIMAL.match(word) and len(word) <= 18:
            raise Rejected(line_no, "%s %s is outside 0..%d" % (what, word, high))
        raise Rejected(line_no, "%s is not a number in canonical form: '%s' (a line is the shared count, the "
                                "coordinates after it, then 'P', 'N <x>', 'E' or '<P|N> R <sha256>')" % (what, word))

    for index, text in enumerate(body):
        line_no = first + index
        words = text.split(" ")
        restart = index % RESTART_EVERY == 0
        shared = spelled.get(words[0])
        if shared is None or shared > (0 if restart else m - 2):
            bad(words[0], line_no, "a restart line's shared count" if restart else "shared count",
                0 if restart else m - 2)
        differs, smaller = 0, False  # the first coordinate unlike the key before's, and whether it is smaller
        for i in range(shared + 1, m):
            word = words[i - shared] if i - shared < len(words) else ""
            v = spelled.get(word)
            if v is None or v > largest[i]:
                bad(word, line_no, "coordinate c_%d" % i, largest[i])
            if not differs and v != c[i]:
                differs, smaller = i, v < c[i]
            c[i] = v
        if index > 0:
            if not differs:
                raise Rejected(line_no, "duplicate key: the line before names the same position")
            if smaller:
                raise Rejected(line_no, "keys out of order: this key comes before the line before's")
            if not restart and differs != shared + 1:
                raise Rejected(line_no, "not canonical: the key shares %d leading coordinates with the one "
                                        "before, not %d" % (differs - 1, shared))
        yield line_no, c, " ".join(words[m - shared:])


def keyed_value(value, line_no):
    """The entry's value text as (value P or N, witness, premise text): P, N x, E, P R <sha>, N R <sha>."""
    if value == "P" or value == "E":
        return ("P" if value == "P" else "N"), None, None
    if len(value) == 68 and value[1:4] == " R " and value[0] in "PN" and SHA256.match(value[4:]):
        return value[0], None, value[2:]
    if value.startswith("N ") and len(value) > 2:
        x = number(value[2:], line_no, "witness move")
        if not 2 <= x <= 100000:
            raise Rejected(line_no, "witness move %d is outside 2..100000" % x)
        return "N", x, None
    raise Rejected(line_no, "the value '%s' is not 'P', 'N <x>', 'E' or '<P|N> R <sha256>' (64 lowercase hex "
                            "digits)" % value)


def check_keyed_table(root, full, m, winning, nameable_root, enders, claim_line, first, body):
    """The keyed body: every entry proved locally, every requirement met by an entry of its value, every
    entry met. Returns the number of E entries."""
    keys = KunzKeys(root, full, m)
    if m - 1 > 4 * (64 // keys.bits):  # FORMAT.md: keys fit 4 words of floor(64/b) coordinates
        raise Rejected(claim_line, "a keyed table's keys hold at most 256 bits (use evidence witnesses)")
    packed = keys.bits * (m - 1) + 1 <= 64  # a requirement (key, P) fits an unsigned 64-bit word
    runs, pending = [], []

    def seal():
        run = sorted(set(pending))
        runs.append(array.array("Q", run) if packed else run)
        del pending[:]

    def root_requirements():
        mask = keys.mask(keys.largest)
        return [(x, keys.requirements(mask, [x], x in winning)[0]) for x in nameable_root]

    def prove(target=None):
        """Proves each entry, noting its requirements, and its (key, value) in entry_keys, entry_p. With a
        target (key, values), only finds the first line whose requirement is that key with one of those
        values, as (line, x, value)."""
        ender_count = 0
        for line_no, c, text in keyed_entries(body, first, keys):
            value, witness, rests_on = keyed_value(text, line_no)
            mask = keys.mask(c)
            if target is None:
                entry_keys.append(keys.key(c))
                entry_p.append(value == "P")
            if rests_on is not None:
                f = largest_gap(mask, full)
                if target is None:
                    premise(rests_on, line_no, Monoid(1, f, mask & ((1 << (f + 1)) - 1) if f >= 0 else 0), value)
                continue
            if text == "E":
                if not enders:
                    raise Rejected(line_no, "'E' entries are not allowed with evidence keyed-witnesses")
                check_ender(mask, full, line_no)
                ender_count += 1
                continue
            if witness is not None:
                if witness % m == 0 or witness // m >= c[witness % m]:
                    raise Rejected(line_no, "witness move %d is not nameable here" % witness)
                moves, p = [witness], 1
            else:
                moves, p = keys.moves(c), 0
            needs = keys.requirements(mask, moves, p)
            if target is None:
                pending.extend(needs)
                if len(pending) >= KEYED_RUN:
                    seal()
            elif target in needs:
                return line_no, moves[needs.index(target)], p
        return ender_count if target is None else None

    entry_keys = array.array("Q") if packed else []
    entry_p = bytearray()
    pending.extend(need for x, need in root_requirements())
    ender_count = prove()
    seal()

    def unmet(index):
        return Rejected(first + index, "no move of the root or of an entry reaches this entry")

    index, met, last = 0, False, -1
    for need in heapq.merge(*runs):
        if need == last:
            continue
        last, key = need, need >> 1
        while index < len(entry_keys) and entry_keys[index] < key:
            if not met:
                raise unmet(index)
            index, met = index + 1, False
        if index < len(entry_keys) and entry_keys[index] == key:
            if entry_p[index] == need & 1:
                met = True
                continue
            values, found = [need & 1], "the entry on line %d" % (first + index)
        else:
            values, found = [0, 1], "no entry at its position"
        # The first requirement that fails, in key order: report the least line that makes it (the root's
        # moves first), found by proving the entries again.
        hits = [(claim_line, x, v) for x, n in root_requirements() for v in values if n == key << 1 | v]
        if not hits:
            hits = [hit for hit in (prove(key << 1 | v) for v in values) if hit is not None]
        line_no, x, v = min(hits)
        what = "root move %d (claimed %s)" % (x, "winning" if v else "losing") if line_no == claim_line else \
            "%s %d of the entry" % ("witness move" if v else "move", x)
        raise Rejected(line_no, "%s must reach a%s entry, but finds %s" % (what, " P" if v else "n N", found))
    while index < len(entry_keys):
        if not met:
            raise unmet(index)
        index, met = index + 1, False
    return ender_count


# ---------------------------------------------------------------- Sylver Coinage, gcd > 1


class Monoid:
    """A position of any gcd: g and T = S/g, T given by its Frobenius number f and a bitmask of T over 0..f."""

    def __init__(self, g, f, mask):
        self.g, self.f, self.mask = g, f, mask

    def key(self):
        return (self.g, self.f, self.mask)

    def in_t(self, n):
        return n >= 0 and (n > self.f or bool(self.mask >> n & 1))

    def has(self, n):
        return n >= 0 and n % self.g == 0 and self.in_t(n // self.g)

    def name(self, x, line):
        """The position after naming x."""
        g2 = math.gcd(self.g, x)
        r, x2 = self.g // g2, x // g2
        top = r * (self.f + 1) + (r - 1) * x2 + r  # everything above is in the new quotient
        if top > 1 << 22:
            raise Rejected(line, "naming %d leads to a window of %d numbers, too large" % (x, top))
        full = (1 << (top + 1)) - 1
        mask = 0
        for n in range(0, top + 1, r):
            if self.in_t(n // r):
                mask |= 1 << n
        mask = close_under(mask, x2, full)
        f = largest_gap(mask, full)
        return Monoid(g2, f, mask & ((1 << (f + 1)) - 1) if f >= 0 else 0)

    def generators(self):
        """Minimal generators of S (for the pairing check)."""
        out = []
        for n in range(1, 2 * self.f + 4):
            if self.in_t(n) and not any(self.in_t(a) and self.in_t(n - a) for a in range(1, n // 2 + 1)):
                out.append(n * self.g)
        return out

    def symmetric(self):
        return all(self.in_t(n) != self.in_t(self.f - n) for n in range(self.f + 1))


def pairing_mate(n):
    """The mate of n in the pairing for {8, 12} (2-3, 4-6, 4k+1 - 4k+3, 8k+2 - 8k+6), or None."""
    table = {2: 3, 3: 2, 4: 6, 6: 4}
    if n in table:
        return table[n]
    if n >= 5 and n % 2 == 1:
        return n + 2 if n % 4 == 1 else n - 2
    if n >= 10 and n % 4 == 2:
        return n + 4 if n % 8 == 2 else n - 4
    return None


def in_pairing_family(s):
    if not s.has(8) or not s.has(12) or s.has(2):
        return False
    for u in s.generators():
        if u in (8, 12):
            continue
        mate = pairing_mate(u)
        if mate is None or not s.has(mate):
            return False
    return True


def quotient_position(claim, claim_line):
    generators = number_list(claim["position"], claim_line, "position")
    if any(b <= a for a, b in zip(generators, generators[1:])) or generators[0] < 2 or generators[-1] > 100000:
        raise Rejected(claim_line, "position must be strictly ascending numbers in 2..100000")
    g = math.gcd(*generators)
    if g == 1:
        raise Rejected(claim_line, "position has gcd 1: not a position of gcd > 1")
    if number(claim["gcd"], claim_line, "gcd") != g:
        raise Rejected(claim_line, "claimed gcd is wrong: it is %d" % g)
    quotient = [a // g for a in generators]
    top = quotient[0] * quotient[-1] + 1
    full = (1 << (top + 1)) - 1
    mask = 1
    for i, a in enumerate(quotient):
        below = mask & ((1 << (a + 1)) - 1)
        if below >> a & 1:
            raise Rejected(claim_line, "position is not minimal: %d is generated by the smaller ones" % generators[i])
        mask = close_under(mask, a, full)
    f = largest_gap(mask, full)
    return Monoid(g, f, mask & ((1 << (f + 1)) - 1) if f >= 0 else 0)


def periodic_rule(s, bound, start, length, line_no, finite_p):
    """Every odd x > bound makes s (gcd 2) an N-position, by the periodicity scan of FORMAT.md.

    A state is (U, D) at a base m: U a semigroup containing T = S/2, given by its set of gaps, and D the
    offsets (a - m)/2 of the odd minimal generators a from the least one, m. Its value is computed base
    after base from m0, the least odd number above f = F(T); positions with an odd generator below m0
    are solved by plain search."""
    f = s.f
    if f >= 256:
        raise Rejected(line_no, "the periodic rule needs F(S/2) < 256")
    m0 = 3 if f < 2 else f + 1 + (f % 2)
    # The period starts above the bound, so every odd move of one period is one the scan sees lose.
    if bound + 1 < m0 or start % 2 == 0 or start < m0 + 2 * max(f, 0) or start <= bound or length <= 0 or length % 2:
        raise Rejected(line_no, "the periodic rule's bound, start or length is out of range")

    def frob(gaps):
        return max(gaps) if gaps else -1

    def in_u(gaps, n):
        return n >= 0 and n not in gaps

    def add_even(gaps, u):
        members = set()
        for n in range(1, frob(gaps) + 1):
            if in_u(gaps, n) or n == u or (n > u and n - u in members):
                members.add(n)
        return frozenset(n for n in gaps if n not in members)

    def minimal(gaps, offsets):
        kept = []
        for e in sorted(offsets):
            if not any(in_u(gaps, e - b) for b in kept):
                kept.append(e)
        return frozenset(kept)

    def moves(shape):
        gaps, offsets = shape
        fu = frob(gaps)
        same = [(add_even(gaps, u), minimal(add_even(gaps, u), offsets)) for u in sorted(gaps)]
        same += [(gaps, minimal(gaps, offsets | {j})) for j in range(1, fu + 1)
                 if all(not in_u(gaps, j - e) for e in offsets if e <= j)]
        down = [(j, (gaps, frozenset([0] + [e + j for e in offsets if e + j in gaps]))) for j in range(1, fu + 1)]
        return same, down, (gaps, frozenset([0]))

    root = (frozenset(n for n in range(1, f + 1) if not s.in_t(n)), frozenset([0]))
    graph, queue = {}, [root]
    while queue:
        shape = queue.pop()
        if shape in graph:
            continue
        if len(graph) == 20000:
            raise Rejected(line_no, "the periodic rule's registry exceeds 20000 shapes")
        graph[shape] = moves(shape)
        same, down, reset = graph[shape]
        queue += same + [c for _, c in down] + [reset]
    order, done = [], set()

    def visit(shape):  # children along same-base moves first
        done.add(shape)
        for c in graph[shape][0]:
            if c not in done:
                visit(c)
        order.append(shape)
    for shape in sorted(graph, key=lambda sh: (sorted(sh[0]), sorted(sh[1]))):
        if shape not in done:
            visit(shape)

    rows = {}  # base -> {shape: P}

    def value(shape, k):
        if k >= m0:
            return rows[k][shape]
        named = set(s.generators()) | {2 * u for u in range(1, f + 1) if not s.in_t(u) and u not in shape[0]}
        named |= {k + 2 * e for e in shape[1]}
        position = Monoid(2, f, s.mask)
        for x in sorted(named):
            if not position.has(x):
                position = position.name(x, line_no)
        return finite_p(position, line_no)

    resets = sorted({graph[sh][2] for sh in graph}, key=lambda sh: sorted(sh[0]))

    checked = {r: [1, False] for r in resets}  # the last k looked at, and the flag so far

    def flag(reset, m):  # some odd 3 <= k <= m - 2 max(f_U, 0) - 2 has <2U, k> P
        state = checked[reset]
        while state[0] + 2 <= m - 2 * max(frob(reset[0]), 0) - 2:
            state[0] += 2
            state[1] = state[1] or value(reset, state[0])
        return state[1]

    def snapshot(m):
        return (tuple(flag(r, m) for r in resets),
                tuple(tuple(rows[k][sh] for sh in order) for k in range(m - 2 * f, m, 2)))

    first = None
    for m in range(m0, start + length, 2):
        if m == start:
            first = snapshot(m)
        flags = {r: flag(r, m) for r in resets}
        row = rows[m] = {}
        for shape in order:
            same, down, reset = graph[shape]
            row[shape] = (not flags[reset] and not any(m - 2 * j >= 3 and value(c, m - 2 * j) for j, c in down)
                          and not any(row[c] for c in same))
        if m > bound and row[root]:
            raise Rejected(line_no, "the odd move %d wins, so the periodic rule cannot cover it" % m)
    if snapshot(start + length) != first:
        raise Rejected(line_no, "the snapshots at %d and %d differ: not a period" % (start, start + length))


class InfiniteReplay:
    def __init__(self, first, body):
        self.first, self.body, self.cursor = first, body, 0
        self.entries = {}
        self.solved = {}
        self.lemma_used = False

    def take(self, context):
        if self.cursor >= len(self.body):
            raise Rejected(self.first + len(self.body), "the body ends before the entry for %s" % context)
        self.cursor += 1
        return self.first + self.cursor - 1, self.body[self.cursor - 1]

    def pairing(self, s, line_no):
        if not in_pairing_family(s):
            raise Rejected(line_no, "'P pairing-8-12' on a position that is not {8, 12} plus whole pairs")
        self.lemma_used = True

    def moves(self, s, bound, line_no, winning=()):
        """Every move of s: by family above the bound, one by one up to it (all of them when finite)."""
        if s.g == 1:
            bound = s.f
        elif bound < s.g * s.f:
            raise Rejected(line_no, "the bound %d is below %d, a nameable multiple of the gcd" % (bound, s.g * s.f))
        for h in range(1, s.g):
            if s.g % h == 0:
                self.family(s, h, bound)
        for x in range(2, bound + 1):
            if not s.has(x):
                self.require(s.name(x, line_no), x in winning, "move %d after line %d" % (x, line_no))

    def family(self, s, h, bound):
        line_no, text = self.take("the family %d" % h)
        words = text.split(" ")
        if len(words) < 3 or words[0] != "family" or words[1] != str(h):
            raise Rejected(line_no, "expected the family line for gcd(x, g) = %d, found '%s'" % (h, text))
        if words[2:] == ["enders"]:
            if h != 1 or not s.symmetric() or bound < s.f or (s.g - 1) * (bound + 1) + s.g * s.f <= 1:
                raise Rejected(line_no, "the enders rule's premises fail here")
            return
        if len(words) == 4 and words[2] == "answer":
            w = number(words[3], line_no, "answer")
            if w < 2 or w > bound or s.has(w):
                raise Rejected(line_no, "the answer %d is not a nameable number up to the bound" % w)
            answered = s.name(w, line_no)
            if h % answered.g != 0 or bound < answered.g * answered.f:
                raise Rejected(line_no, "the answer %d does not absorb the family" % w)
            self.require(answered, True, "the answer on line %d" % line_no)
            return
        if len(words) == 5 and words[2] == "periodic" and h == 1 and s.g == 2:
            periodic_rule(s, bound, number(words[3], line_no, "start"), number(words[4], line_no, "length"),
                          line_no, self.finite_p)
            return
        raise Rejected(line_no, "unknown family rule '%s'" % text)

    def finite_p(self, s, line_no):
        """The value of a finite position by plain search (the periodic rule's base region)."""
        key = s.key()
        if key not in self.solved:
            self.solved[key] = all(not self.finite_p(s.name(x, line_no), line_no)
                                   for x in range(2, s.f + 1) if not s.has(x))
        return self.solved[key]

    def require(self, s, p, context):
        key = s.key()
        if key in self.entries:
            if self.entries[key] != p:
                raise Rejected(self.first + self.cursor - 1, "%s reaches an entry of the wrong value" % context)
            return
        line_no, text = self.take(context)
        self.entries[key] = p
        if text.startswith("R "):
            premise(text, line_no, s, "P" if p else "N")
        elif p and text == "P pairing-8-12":
            self.pairing(s, line_no)
        elif p and s.g == 1 and text == "P":
            self.moves(s, s.f, line_no)
        elif p and s.g > 1 and text.startswith("P "):
            self.moves(s, number(text[2:], line_no, "bound"), line_no)
        elif not p and text == "E" and s.g == 1:
            full = (1 << (s.f + 1)) - 1
            check_ender(s.mask, full, line_no)
        elif not p and text.startswith("N "):
            x = number(text[2:], line_no, "witness")
            if x < 2 or s.has(x) or (s.g == 1 and x > s.f):
                raise Rejected(line_no, "witness %d is not nameable" % x)
            self.require(s.name(x, line_no), True, "the witness of line %d" % line_no)
        else:
            raise Rejected(line_no, "%s needs a%s %s entry here, the line is '%s'" % (
                context, "" if p else "n", "P" if p else "N", text))

    def finish(self, claim, claim_line):
        if self.cursor != len(self.body):
            raise Rejected(self.first + self.cursor, "line not reached by the replay (extra entry)")
        used = "sylver-pairing-8-12" if self.lemma_used else "none"
        if claim["lemmas"] != used:
            raise Rejected(claim_line, "claimed lemmas=%s, the proof uses %s" % (claim["lemmas"], used))


def check_sylver_infinite(env, name):
    claim_text, claim_line, claim = env.claim(["position", "gcd", "winning", "lemmas"])
    root = quotient_position(claim, claim_line)
    winning = [] if claim["winning"] == "none" else number_list(claim["winning"], claim_line, "winning")
    if any(b <= a for a, b in zip(winning, winning[1:])) or any(w < 2 or root.has(w) for w in winning):
        raise Rejected(claim_line, "winning must be ascending nameable numbers")
    first, body = env.body()
    replay = InfiniteReplay(first, body)
    line_no, text = replay.take("the root")
    if text == "P pairing-8-12" and not winning:
        replay.pairing(root, line_no)
    elif text.startswith("moves "):
        bound = number(text[6:], line_no, "bound")
        if winning and winning[-1] > bound:
            raise Rejected(line_no, "a winning move lies above the bound")
        replay.moves(root, bound, line_no, set(winning))
    else:
        raise Rejected(line_no, "the root line must be 'moves B' (or 'P pairing-8-12' for a P claim)")
    replay.finish(claim, claim_line)


def check_sylver_winning_move(env, name):
    claim_text, claim_line, claim = env.claim(["position", "gcd", "move", "lemmas"])
    root = quotient_position(claim, claim_line)
    move = number(claim["move"], claim_line, "move")
    if move < 2 or root.has(move):
        raise Rejected(claim_line, "move %d is not nameable" % move)
    first, body = env.body()
    replay = InfiniteReplay(first, body)
    replay.require(root.name(move, claim_line), True, "the claimed move")
    replay.finish(claim, claim_line)


# ---------------------------------------------------------------- Subtraction games


def subtraction_terms(moves, play, sequence, length):
    values = []
    for n in range(length):
        options = [values[n - s] for s in moves if s <= n]
        if sequence == "outcome":
            if not options:
                values.append("N" if play == "misere" else "P")
            else:
                values.append("N" if "P" in options else "P")
        else:
            if not options and play == "misere":
                values.append(1)
            else:
                g = 0
                while g in options:
                    g += 1
                values.append(g)
    return values


def check_subtraction(env, name):
    claim_text, claim_line, claim = env.claim(
        ["sets", "count", "max-preperiod", "max-outcome-period", "max-grundy-period", "all-n-by"])
    scope = claim["sets"]
    if scope.startswith("subsets-of-1.."):
        m = number(scope[len("subsets-of-1.."):], claim_line, "M")
        if not 1 <= m <= 10:
            raise Rejected(claim_line, "M must be in 1..10")
        sets = [[s for s in range(1, m + 1) if mask >> (s - 1) & 1] for mask in range(1, 1 << m)]
    else:
        single = number_list(scope, claim_line, "sets")
        if any(b <= a for a, b in zip(single, single[1:])) or single[0] < 1:
            raise Rejected(claim_line, "the set must be strictly increasing positive numbers")
        sets = [single]
    if claim["all-n-by"] != "subtraction-outcome-step,subtraction-grundy-step":
        raise Rejected(claim_line, "all-n-by must name the lemmas subtraction-outcome-step,subtraction-grundy-step")
    first, body = env.body()
    expected_lines = 4 * len(sets)
    max_pre, max_outcome, max_grundy = 0, 0, 0
    order = [("normal", "outcome"), ("normal", "grundy"), ("misere", "outcome"), ("misere", "grundy")]
    for index, text in enumerate(body):
        line_no = first + index
        if index >= expected_lines:
            raise Rejected(line_no, "more body lines than 4 per set")
        moves = sets[index // 4]
        play, sequence = order[index % 4]
        fields = text.split(" ")
        if len(fields) != 6:
            raise Rejected(line_no, "a body line has 6 fields")
        spelled = ",".join(map(str, moves))
        if fields[0] != spelled or fields[1] != play or fields[2] != sequence:
            raise Rejected(line_no, "expected '%s %s %s ...'" % (spelled, play, sequence))
        pre = number(fields[3], line_no, "preperiod")
        period = number(fields[4], line_no, "period")
        if period < 1:
            raise Rejected(line_no, "the period must be positive")
        length = pre + period + max(period, max(moves))
        terms = subtraction_terms(moves, play, sequence, length)
        spelled_terms = "".join(terms) if sequence == "outcome" else ",".join(map(str, terms))
        if fields[5] != spelled_terms:
            raise Rejected(line_no, "the terms differ from the rules' terms")
        for n in range(pre, pre + max(moves)):
            if terms[n] != terms[n + period]:
                raise Rejected(line_no, "a(%d) != a(%d + period)" % (n, n))
        if pre > 0 and terms[pre - 1] == terms[pre - 1 + period]:
            raise Rejected(line_no, "the preperiod is not minimal")
        for q in range(1, period):
            if period % q == 0 and all(terms[n] == terms[n + q] for n in range(pre, pre + period)):
                raise Rejected(line_no, "the period is not minimal: %d is a period" % q)
        max_pre = max(max_pre, pre)
        if sequence == "outcome":
            max_outcome = max(max_outcome, period)
        else:
            max_grundy = max(max_grundy, period)
    if len(body) != expected_lines:
        raise Rejected(first + len(body), "the body has %d lines, 4 per set needs %d" % (len(body), expected_lines))
    for key, value in (("count", len(sets)), ("max-preperiod", max_pre), ("max-outcome-period", max_outcome),
                       ("max-grundy-period", max_grundy)):
        if number(claim[key], claim_line, key) != value:
            raise Rejected(claim_line, "claimed %s is wrong: it is %d" % (key, value))


# ---------------------------------------------------------------- driver

CHECKERS = {("sylver", "win-loss-table"): check_sylver, ("sylver", "infinite-position"): check_sylver_infinite,
            ("sylver", "winning-move"): check_sylver_winning_move, ("subtraction", "periodicity"): check_subtraction}


def check(data, name):
    """The verdict line for one certificate's bytes."""
    del PREMISES[:]
    try:
        env = Envelope(data)
        if not env.lines or env.lines[0] != "gamecert-certificate 1":
            raise Rejected(1, "the first line must be 'gamecert-certificate 1'")
        env.next = 1
        game, game_line = env.take("game")
        if game not in KNOWN_KINDS:
            raise Rejected(game_line, "unknown game '%s'" % game)
        kind, kind_line = env.take("kind")
        if kind not in KNOWN_KINDS[game]:
            raise Rejected(kind_line, "unknown kind '%s' for game %s" % (kind, game))
        if (game, kind) not in CHECKERS:
            raise Unsupported("%s %s" % (game, kind))
        CHECKERS[(game, kind)](env, name)
        claim = next(l for l in env.lines if l.startswith("claim "))[len("claim "):]
        return True, "OK %s %s %s %s" % (hashlib.sha256(data).hexdigest(), game, kind, claim)
    except Rejected as rejection:
        return False, "REJECTED %s:%d: %s" % (name, rejection.line, rejection.reason)
    except Unsupported as unsupported:
        return False, "UNSUPPORTED %s: unsupported kind %s" % (name, unsupported)


def claims(verdict, sha, position, value):
    """Whether an OK verdict line states that fact: the position with these generators has this value."""
    words = verdict.split(" ")
    if len(words) < 5 or words[1] != sha or words[2] != "sylver":
        return False
    fields = dict(w.partition("=")[::2] for w in words[4:])
    if fields.get("position") != position:
        return False
    if words[3] == "winning-move":
        return value == "N"
    return words[3] in ("win-loss-table", "infinite-position") and (fields.get("winning") == "none") == (value == "P")


def resolve(results, names):
    """Accepts the files whose premises are claimed by accepted files, until none is added (so files
    resting on each other never are); the others get the reason of their first premise that fails."""
    accepted = [ok and not premises for ok, verdict, premises in results]
    grew = True
    while grew:
        grew = False
        for i, (ok, verdict, premises) in enumerate(results):
            if ok and not accepted[i] and all(
                    any(accepted[j] and claims(results[j][1], *p[:3]) for j in range(len(results)))
                    for p in premises):
                accepted[i] = grew = True
    out = []
    for i, (ok, verdict, premises) in enumerate(results):
        if ok and not accepted[i]:
            sha, position, value, line_no = next(
                p for p in premises
                if not any(accepted[j] and claims(results[j][1], *p[:3]) for j in range(len(results))))
            verdict = "REJECTED %s:%d: rests on certificate %s for position=%s is %s, which no accepted file " \
                      "of the set claims" % (names[i], line_no, sha, position, value)
        out.append((accepted[i], verdict))
    return out


def main(argv):
    if len(argv) < 2 or argv[1] in ("-h", "--help"):
        print("usage: gamecert_check.py FILE...  (- reads standard input)\n"
              "Checks sylver win-loss-table, infinite-position and winning-move certificates and subtraction\n"
              "periodicity certificates (certs/FORMAT.md).\n"
              "Exit status: 0 every file accepted, 1 otherwise.")
        return 0 if len(argv) >= 2 else 1
    sys.setrecursionlimit(10000)
    results = []  # (evidence holds, verdict line, premises); an OK line is final only once the set is resolved
    for name in argv[1:]:
        try:
            if name == "-":
                data = sys.stdin.buffer.read()
            else:
                with open(name, "rb") as handle:
                    data = handle.read()
        except OSError as error:
            results.append((False, "REJECTED %s:0: cannot read: %s" % (name, error.strerror), []))
            continue
        accepted, verdict = check(data, name)
        results.append((accepted, verdict, list(PREMISES)))
    all_accepted = True
    for accepted, verdict in resolve(results, argv[1:]):
        print(verdict, flush=True)
        all_accepted = all_accepted and accepted
    return 0 if all_accepted else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv))
