#include "sim/strategy_tree.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <vector>

namespace gamecert::sim {

namespace {

Position with_move(Position p, int edge) {
  const EdgeMask bit = static_cast<EdgeMask>(1u << edge);
  return Board::to_move(p) == Colour::red ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                          : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
}

EdgeMask mover_edges(Position p) { return Board::to_move(p) == Colour::red ? p.red : p.blue; }

class Walk {
 public:
  Walk(const FastSolver& solver, const StrategyChoice& choose)
      : board_(solver.board()), canonicalizer_(solver.relabelings()), choose_(choose) {}

  int owner_turn(Position p) {
    if (auto it = owner_plies_.find(p); it != owner_plies_.end()) return it->second;
    auto [entry, fresh] = tree.moves.emplace(p, 0);
    if (fresh) entry->second = choose_(p);
    const EdgeMask moves = entry->second;
    if (!moves) throw std::logic_error("the strategy has no move in " + describe(p));
    int plies = 0;
    for (int e = 0; e < board_.edges(); ++e) {
      if (!(moves >> e & 1)) continue;
      if (((p.red | p.blue) >> e & 1) || board_.closes_triangle(mover_edges(p), e))
        throw std::logic_error("the strategy's edge " + board_.edge_name(e) + " is not safe in " +
                               describe(p));
      plies = std::max(plies, 1 + opponent_turn(canonicalizer_.canonical(with_move(p, e)).form));
    }
    return owner_plies_[p] = plies;
  }

  int opponent_turn(Position p) {
    if (auto it = opponent_plies_.find(p); it != opponent_plies_.end()) return it->second;
    int plies = -1;
    for (int e = 0; e < board_.edges(); ++e) {
      if ((p.red | p.blue) >> e & 1) continue;
      if (board_.closes_triangle(mover_edges(p), e)) {
        plies = std::max(plies, 1);  // the opponent closes its own triangle: the line ends
        continue;
      }
      plies = std::max(plies, 1 + owner_turn(canonicalizer_.canonical(with_move(p, e)).form));
    }
    if (plies < 0) throw std::logic_error("the board filled without a triangle: " + describe(p));
    return opponent_plies_[p] = plies;
  }

  StrategyTree tree;

 private:
  std::string describe(Position p) const {
    return "red " + board_.format_edges(p.red) + " blue " + board_.format_edges(p.blue);
  }

  const Board& board_;
  Canonicalizer canonicalizer_;
  const StrategyChoice& choose_;
  std::map<Position, int> owner_plies_, opponent_plies_;
};

}  // namespace

StrategyTree strategy_tree(const FastSolver& solver, Position start, bool owner_moves_first,
                           const StrategyChoice& choose) {
  Walk walk(solver, choose);
  walk.tree.longest = owner_moves_first ? walk.owner_turn(start) : walk.opponent_turn(start);
  return std::move(walk.tree);
}

EdgeMask quickest_win(const FastSolver& solver, Position p) {
  const Board& board = solver.board();
  int best_edge = -1, best_depth = 0;
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const Outcome o = solver.move_outcome(p, e);
    if (o.value == Value::win && (best_edge < 0 || o.depth < best_depth)) {
      best_edge = e;
      best_depth = o.depth;
    }
  }
  return best_edge < 0 ? 0 : static_cast<EdgeMask>(1u << best_edge);
}

bool certificate_order(Position a, Position b) {
  const int pa = std::popcount(a.red) + std::popcount(a.blue);
  const int pb = std::popcount(b.red) + std::popcount(b.blue);
  return pa != pb ? pa < pb : a < b;
}

std::vector<std::string> strategy_lines(const Board& board, const StrategyTree& tree) {
  std::vector<Position> order;
  for (const auto& [p, moves] : tree.moves) order.push_back(p);
  std::sort(order.begin(), order.end(), certificate_order);
  std::vector<std::string> lines;
  for (Position p : order)
    lines.push_back(board.format_edges(p.red) + " " + board.format_edges(p.blue) + " " +
                    board.format_edges(tree.moves.at(p)));
  return lines;
}

}  // namespace gamecert::sim
