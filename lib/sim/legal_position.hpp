// Which colourings a game of Sim can reach: the rules every entry point (the
// CLI's edge lists, the public interface's vertex pairs) applies with the same
// messages. Red moves first, so Red has as many edges as Blue or one more;
// the game stops at the first monochromatic triangle.
#pragma once
#include "sim/board.hpp"

namespace gamecert::sim {

enum class FinishedGames { reject, allow };

// Throws std::invalid_argument for edges of both colours, counts Red-first
// play cannot give and, unless `finished` allows it, a game that is already
// over. An allowed finished game must have been ended by its last move: only
// the side that just moved has a triangle, and one of its edges removed
// leaves none.
Position legal_position(const Board& board, EdgeMask red, EdgeMask blue, FinishedGames finished);

}  // namespace gamecert::sim
