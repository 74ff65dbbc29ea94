"""gamecert from Python: the games solved exactly, their certificates and
the independent checker, on gamecert's installed library (docs/python.md).

    >>> import gamecert
    >>> gamecert.sylver.winning([8, 37])["winning"]
    [126]

Answers are plain values equal to the command line's JSON (`gamecert sylver
winning 8 37`, ...); certificates are Certificate objects; pictures are Svg
objects that notebooks display. Refused input raises ValueError, a limit
reached RuntimeError, with the command line's messages; Ctrl-C stops a long
search (KeyboardInterrupt), and other Python threads run while it searches.
"""
from . import sim, subtraction, sylver, wythoff
from ._certificate import Certificate, Svg, check_certificate, cite
from ._gamecert import sha256_hex, version

__all__ = ["Certificate", "Svg", "check_certificate", "cite", "sha256_hex", "sim", "subtraction", "sylver",
           "version", "wythoff"]
