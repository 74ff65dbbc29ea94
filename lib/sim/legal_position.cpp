#include "sim/legal_position.hpp"

#include <bit>
#include <stdexcept>
#include <string>

namespace gamecert::sim {

namespace {

// The game stops at the first triangle, so some edge of the loser's was the
// move that made it.
bool ended_by_one_move(const Board& board, EdgeMask loser) {
  for (int e = 0; e < board.edges(); ++e)
    if ((loser >> e & 1) && !board.has_triangle(static_cast<EdgeMask>(loser & ~(1u << e)))) return true;
  return false;
}

}  // namespace

Position legal_position(const Board& board, EdgeMask red, EdgeMask blue, FinishedGames finished) {
  const Position p{red, blue};
  if (p.red & p.blue)
    throw std::invalid_argument("edge(s) " + board.format_edges(p.red & p.blue) + " are both red and blue");
  const int reds = std::popcount(p.red), blues = std::popcount(p.blue);
  if (reds != blues && reds != blues + 1)
    throw std::invalid_argument(std::to_string(reds) + " red and " + std::to_string(blues) +
                                " blue edges cannot arise: Red moves first, so red = blue or blue + 1");
  const bool red_over = board.has_triangle(p.red), blue_over = board.has_triangle(p.blue);
  if (finished == FinishedGames::reject) {
    if (red_over) throw std::invalid_argument("the game is already over: Red has a triangle");
    if (blue_over) throw std::invalid_argument("the game is already over: Blue has a triangle");
    return p;
  }
  if (red_over && blue_over)
    throw std::invalid_argument("both colours have a triangle, but the game stops at the first one");
  if (red_over && (reds != blues + 1 || !ended_by_one_move(board, p.red)))
    throw std::invalid_argument(
        "Red's triangle must be made by Red's last move (red = blue + 1, one red edge closing it)");
  if (blue_over && (reds != blues || !ended_by_one_move(board, p.blue)))
    throw std::invalid_argument(
        "Blue's triangle must be made by Blue's last move (red = blue, one blue edge closing it)");
  return p;
}

}  // namespace gamecert::sim
