// An independent isomorphism test for Sim positions through Boost.Graph,
// used to cross-check the canonical forms of symmetry.hpp.
//
// Boost's isomorphism() compares plain graphs, so each coloured edge uv is
// subdivided by a new vertex labelled with its colour; two positions are
// isomorphic (by a vertex relabeling) exactly when these labelled graphs
// are, with the six board vertices mapped among themselves.
#pragma once
#include "sim/board.hpp"

namespace gamecert::sim {

bool isomorphic_by_boost(const Board& board, Position a, Position b);

}  // namespace gamecert::sim
