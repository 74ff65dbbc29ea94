"""Sim on K_n: edges are strings "12", "35", ... or pairs (1, 2)."""
from . import _gamecert
from ._certificate import Certificate, Svg


def _edges(edges):
    out = []
    for e in edges or []:
        if isinstance(e, str):
            if len(e) != 2 or not e.isdigit():
                raise ValueError("edge %r is not two vertex digits such as '12'" % e)
            out.append((int(e[0]), int(e[1])))
        else:
            u, v = e
            out.append((int(u), int(v)))
    return out


def value(board=6, red=None, blue=None):
    """`gamecert sim value` as a dict: the position's value and depth for
    the player to move, and every uncoloured edge's."""
    return _gamecert.sim_analyse(int(board), _edges(red), _edges(blue))


def best_move(board=6, red=None, blue=None):
    """The strategy's move for the player to move, as an edge name ("12")."""
    return _gamecert.sim_best_move(int(board), _edges(red), _edges(blue))


def certify(board):
    """The value table certificate of K_board (`gamecert certify sim --board N`)."""
    text, claim = _gamecert.sim_value_table_certificate(int(board))
    return Certificate(text, claim)


def draw(board=6, red=None, blue=None, *, with_values=False):
    """The position as a picture (`gamecert sim draw`)."""
    return Svg(_gamecert.sim_board_svg(int(board), _edges(red), _edges(blue), bool(with_values)))
