// The public Sim interface over lib/sim: a Game of vertex pairs becomes the
// solver's edge masks, through the legality checks the CLI applies too.
#include <stdexcept>
#include <string>

#include "gamecert/sim.hpp"
#include "sim/certificates.hpp"
#include "sim/legal_position.hpp"
#include "sim/picture.hpp"
#include "sim/solver.hpp"

namespace gamecert::sim {

namespace {

EdgeMask edge_mask(const Board& board, const std::vector<Edge>& edges, const char* colour) {
  EdgeMask mask = 0;
  for (const Edge& edge : edges) {
    const std::string where = std::string(" (") + colour + ")";
    if (edge.u == edge.v) throw std::invalid_argument("edge " + edge_name(edge) + where + " joins a vertex to itself");
    const int e = board.edge_index(edge.u, edge.v);
    if (e < 0)
      throw std::invalid_argument("edge " + edge_name(edge) + where + " has a vertex outside 1.." +
                                  std::to_string(board.vertices()) + " of K" + std::to_string(board.vertices()));
    if (mask >> e & 1) throw std::invalid_argument("edge " + edge_name(edge) + where + " is listed twice");
    mask = static_cast<EdgeMask>(mask | 1u << e);
  }
  return mask;
}

// `finished` lets a board with a triangle through (for pictures).
Position position_of(const Board& board, const Game& game, FinishedGames finished) {
  return legal_position(board, edge_mask(board, game.red, "red"), edge_mask(board, game.blue, "blue"), finished);
}

GameValue public_value(Outcome outcome) {
  const Result result = outcome.value == sim::Value::win    ? Result::win
                        : outcome.value == sim::Value::loss ? Result::loss
                                                            : Result::draw;
  return {result, outcome.depth};
}

}  // namespace

std::string edge_name(Edge edge) { return std::to_string(edge.u) + std::to_string(edge.v); }

Analysis analyse(const Game& game) {
  const Board board{game.board};
  const Position p = position_of(board, game, FinishedGames::reject);
  const FastSolver solver(board);
  Analysis analysis;
  analysis.red_to_move = Board::to_move(p) == Colour::red;
  analysis.value = public_value(solver.outcome(p));
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const auto [u, v] = board.endpoints(e);
    analysis.moves.push_back({{u, v}, public_value(solver.move_outcome(p, e))});
  }
  return analysis;
}

Edge best_move(const Game& game) {
  const Board board{game.board};
  const Position p = position_of(board, game, FinishedGames::reject);
  const FastSolver solver(board);
  int best = -1;  // a position that is not over has a move
  for (int e = 0; e < board.edges(); ++e)
    if (!((p.red | p.blue) >> e & 1) &&
        (best < 0 || score(solver.move_outcome(p, e)) > score(solver.move_outcome(p, best))))
      best = e;
  const auto [u, v] = board.endpoints(best);
  return {u, v};
}

Certificate value_table_certificate(int board) { return value_table_certificate(FastSolver(Board{board})); }

Certificate blue_strategy_certificate() { return blue_strategy_certificate(FastSolver(Board{6})); }

std::string board_svg(const Game& game, bool with_values) {
  const Board board{game.board};
  return board_svg(board, position_of(board, game, FinishedGames::allow), with_values);
}

}  // namespace gamecert::sim
