"""Sylver Coinage: positions are lists of the numbers named (any order,
repeats allowed), as on the command line (`gamecert sylver winning 8 37`)."""
import os
import time

from . import _gamecert
from ._certificate import Certificate, Svg

_SIZE_SUFFIX = {"K": 1 << 10, "M": 1 << 20, "G": 1 << 30}


def _bytes(size):
    """A memory size: an int of bytes, or a string with K, M or G as `--memory` takes it."""
    if size is None:
        return 0
    if isinstance(size, int):
        if size < 0:
            raise ValueError("memory must be at least 0 bytes")
        return size
    text = str(size)
    if text[-1:] in _SIZE_SUFFIX and text[:-1].isdigit():
        return int(text[:-1]) * _SIZE_SUFFIX[text[-1]]
    if text.isdigit():
        return int(text)
    raise ValueError("memory %r is not a size such as 512M or 20G" % size)


def _threads(threads):
    """The command line's default: every core."""
    return (os.cpu_count() or 1) if threads is None else int(threads)


def _limits(max_states, time_limit, memory, threads, levels):
    threads = _threads(threads)
    if threads < 1:
        raise ValueError("threads must be at least 1")
    finite_seconds = 0 if time_limit is None else float(time_limit)
    # The command line's default: no cap on the finite solver, a 60 s budget for the prover.
    prover_seconds = 60.0 if time_limit is None else float(time_limit)
    return (int(max_states or 0), finite_seconds, _bytes(memory), int(threads), prover_seconds, int(levels))


def winning(named, *, first=False, max_states=None, time_limit=None, memory=None, threads=None, levels=4):
    """The winning moves of a position: `gamecert sylver winning`'s JSON as a
    dict (without "threads" and "seconds" only when the command would leave
    them out). first=True stops at the first winning move of a finite
    position (`--first`). time_limit (seconds; None: no cap on the exact
    solver, a 60 s budget for the prover of gcd > 1 positions, as the
    command), max_states, memory (bytes, or "512M"), threads (default: every
    core) and levels are the command's options."""
    started = time.monotonic()
    report = _gamecert.sylver_analyse(list(named), bool(first),
                                      *_limits(max_states, time_limit, memory, threads, levels))
    if report["gcd"] == 1 and report["status"] != "over":
        report["threads"] = _threads(threads)
    report["seconds"] = round(time.monotonic() - started, 3)
    return report


def standing(named, x, *, max_states=None, time_limit=None, memory=None, threads=None, levels=4):
    """"winning", "losing" or "open": what is proved about naming x."""
    return _gamecert.sylver_standing(list(named), int(x), *_limits(max_states, time_limit, memory, threads, levels))


def ender(named, *, max_t=100_000_000):
    """`gamecert sylver ender`: t, the genus, whether the position is an
    ender and a quiet one, and its ender completion."""
    return _gamecert.sylver_ender(list(named), int(max_t))


def certify(named, *, max_states=None, time_limit=None, memory=None, threads=None):
    """The win-loss table certificate of a finite position (`gamecert
    certify sylver`), byte for byte the command's."""
    limits = _limits(max_states, time_limit, memory, threads, 1)
    text, claim = _gamecert.sylver_certify(list(named), *limits[:4])
    return Certificate(text, claim)


def draw(named, *, max_states=None):
    """The Apéry diagram of a finite position (`gamecert sylver draw`)."""
    return Svg(_gamecert.sylver_position_svg(list(named), int(max_states or 0)))


def table_plot(max_m, max_n, *, max_states=None):
    """Sicherman's table as a picture (`gamecert sylver table-plot`)."""
    return Svg(_gamecert.sylver_table_svg(int(max_m), int(max_n), int(max_states or 0)))
