// A Sim position as a picture (docs/pictures.md): the board K_n with its
// vertices on a regular polygon, so that a triangle on the board looks like
// a triangle, each edge in its colour and, on request, each uncoloured edge
// with the value of colouring it.
#pragma once
#include <string>

#include "sim/board.hpp"

namespace gamecert::sim {

// SVG of `position` on `board`. With `with_values`, each uncoloured edge is
// labelled with the mover's outcome of colouring it (W5, L9, D3), the
// numbers `gamecert sim value` prints; a finished game (a monochromatic
// triangle) is drawn with the triangle highlighted and without values.
// Throws std::invalid_argument for an edge coloured twice or outside the
// board, and, for values, a position Red-first play cannot reach.
std::string board_svg(const Board& board, const Position& position, bool with_values);

}  // namespace gamecert::sim
