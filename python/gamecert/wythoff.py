"""The Wythoff variant and Wythoff's game: P-positions (x, y)."""
from . import _gamecert
from ._certificate import Certificate, Svg


def variant_p_positions(bound, *, by_search=False):
    """The variant's P-positions with x, y <= bound, by the closed form
    (Hofstadter's G-sequence) or, by_search=True, by the game's own search."""
    get = _gamecert.wythoff_variant_p_positions_by_search if by_search else _gamecert.wythoff_variant_p_positions
    return [tuple(p) for p in get(int(bound))]


def p_positions(bound):
    """Wythoff's own P-positions with x, y <= bound."""
    return [tuple(p) for p in _gamecert.wythoff_p_positions(int(bound))]


def certify(bound):
    """The P-positions certificate up to bound (`gamecert certify wythoff`)."""
    text, claim = _gamecert.wythoff_certify(int(bound))
    return Certificate(text, claim)


def plot(bound):
    """The variant's P- and Grundy-1 positions against Wythoff's (`gamecert wythoff plot`)."""
    return Svg(_gamecert.wythoff_plot_svg(int(bound)))
