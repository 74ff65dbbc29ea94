#include "sim_position.hpp"

#include <bit>
#include <cctype>

#include "arguments.hpp"
#include "commands.hpp"

namespace gamecert::cli {

namespace {

using sim::Board;
using sim::EdgeMask;

EdgeMask parse_edges(const Board& board, const std::string& list, const char* colour) {
  EdgeMask mask = 0;
  if (list.empty()) return mask;
  for (const std::string_view item : split_list(list)) {
    const std::string edge(item);
    const std::string where = std::string(" in --") + colour + " '" + list + "'";
    int u = 0, v = 0;
    if (edge.size() == 2 && std::isdigit(static_cast<unsigned char>(edge[0])) &&
        std::isdigit(static_cast<unsigned char>(edge[1]))) {
      u = edge[0] - '0';
      v = edge[1] - '0';
    } else {
      throw UsageError("edge '" + edge + "'" + where + " is not two vertex digits such as 12 (vertices 1.." +
                       std::to_string(board.vertices()) + ")");
    }
    if (u == v) throw UsageError("edge '" + edge + "'" + where + " joins a vertex to itself");
    if (u > v) throw UsageError("edge '" + edge + "'" + where + " must be written with i < j");
    const int e = board.edge_index(u, v);
    if (e < 0)
      throw UsageError("edge '" + edge + "'" + where + " has a vertex outside 1.." +
                       std::to_string(board.vertices()) + " of K" + std::to_string(board.vertices()));
    if (mask >> e & 1) throw UsageError("edge '" + edge + "'" + where + " is listed twice");
    mask = static_cast<EdgeMask>(mask | 1u << e);
  }
  return mask;
}

// The game stops at the first triangle, so some edge of the loser's was the
// move that made it.
bool ended_by_one_move(const Board& board, EdgeMask loser) {
  for (int e = 0; e < board.edges(); ++e)
    if ((loser >> e & 1) && !board.has_triangle(static_cast<EdgeMask>(loser & ~(1u << e)))) return true;
  return false;
}

}  // namespace

sim::Position parse_sim_position(const Board& board, const std::string& red, const std::string& blue,
                                 FinishedGames finished) {
  const sim::Position p{parse_edges(board, red, "red"), parse_edges(board, blue, "blue")};
  if (p.red & p.blue)
    throw UsageError("edge(s) " + board.format_edges(p.red & p.blue) + " are both red and blue");
  const int reds = std::popcount(p.red), blues = std::popcount(p.blue);
  if (reds != blues && reds != blues + 1)
    throw UsageError(std::to_string(reds) + " red and " + std::to_string(blues) +
                     " blue edges cannot arise: Red moves first, so red = blue or blue + 1");
  const bool red_over = board.has_triangle(p.red), blue_over = board.has_triangle(p.blue);
  if (finished == FinishedGames::reject) {
    if (red_over) throw UsageError("the game is already over: Red has a triangle");
    if (blue_over) throw UsageError("the game is already over: Blue has a triangle");
    return p;
  }
  if (red_over && blue_over)
    throw UsageError("both colours have a triangle, but the game stops at the first one");
  if (red_over && (reds != blues + 1 || !ended_by_one_move(board, p.red)))
    throw UsageError(
        "Red's triangle must be made by Red's last move (red = blue + 1, one red edge closing it)");
  if (blue_over && (reds != blues || !ended_by_one_move(board, p.blue)))
    throw UsageError(
        "Blue's triangle must be made by Blue's last move (red = blue, one blue edge closing it)");
  return p;
}

}  // namespace gamecert::cli
