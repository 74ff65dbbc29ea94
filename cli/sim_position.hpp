// The Sim position of a command line (--red 14,24,34 --blue 12,23), read
// the same way by `sim value` and `sim draw`, so a bad edge gets the same
// message from both.
#pragma once
#include <string>

#include "sim/board.hpp"

namespace gamecert::cli {

enum class FinishedGames { reject, allow };

// Throws UsageError naming the bad edge and its option, for edges coloured
// twice, counts Red-first play cannot give and, unless `finished` allows it,
// a game that is already over. An allowed finished game must have been
// ended by its last move: only the side that just moved has a triangle, and
// one of its edges removed leaves none.
sim::Position parse_sim_position(const sim::Board& board, const std::string& red, const std::string& blue,
                                 FinishedGames finished);

}  // namespace gamecert::cli
