"""Subtraction games: a pile of n counters, a move removes s in the set."""
from . import _gamecert
from ._certificate import Certificate

LEMMAS = ["subtraction-outcome-step", "subtraction-grundy-step"]


def _letters(terms):
    return "".join("N" if t else "P" for t in terms)


def period(moves, *, misere=False, n=None):
    """`gamecert subtraction --set S [--misere] [--n N]` as a dict: the exact
    preperiods and periods of the outcomes and Grundy values; with n (any
    size), the outcome of the pile n, its Grundy value and winning moves."""
    moves = [int(s) for s in moves]
    pre, per, outcomes = _gamecert.subtraction_find_period(moves, bool(misere), False)
    gpre, gper, grundy = _gamecert.subtraction_find_period(moves, bool(misere), True)
    out = {"set": moves, "play": "misere" if misere else "normal", "preperiod": pre, "period": per,
           "outcomes": _letters(outcomes), "grundy_preperiod": gpre, "grundy_period": gper,
           "grundy_values": list(grundy), "lemmas": list(LEMMAS)}
    if n is not None:
        n = int(n)
        if n < 0:
            raise ValueError("n must be at least 0")

        def at(terms, p, q, k):
            return terms[k] if k < p else terms[p + (k - p) % q]

        won = at(outcomes, pre, per, n) == 1
        winning_moves = [s for s in moves if s <= n and at(outcomes, pre, per, n - s) == 0]
        out.update({"n": str(n), "outcome": "N" if won else "P", "winner": "first" if won else "second",
                    "grundy": at(grundy, gpre, gper, n)})
        if won:
            out["winning_move"] = winning_moves[0]
            out["winning_moves"] = winning_moves
    return out


def say(target, max_count):
    """"Say target and you lose", saying 1 to max_count numbers a turn
    (`gamecert subtraction --say T --max K`)."""
    first_wins, line = _gamecert.subtraction_say_game(int(target), int(max_count))
    return {"say": int(target), "max": int(max_count), "winner": "first" if first_wins else "second",
            "line": list(line)}


def certify(moves):
    """The periodicity certificate of one set (`gamecert certify subtraction --set S`)."""
    text, claim = _gamecert.subtraction_certify([int(s) for s in moves])
    return Certificate(text, claim)
