#include "sim/solver.hpp"

#include <bit>
#include <stdexcept>

namespace gamecert::sim {

FastSolver::FastSolver(const Board& board)
    : board_(board),
      relabelings_(board_),
      canonicalizer_(relabelings_),
      closing_(std::size_t{1} << board_.edges()) {
  for (std::uint32_t own = 0; own < closing_.size(); ++own)
    for (int e = 0; e < board_.edges(); ++e)
      if (!(own >> e & 1) && board_.closes_triangle(static_cast<EdgeMask>(own), e))
        closing_[own] = static_cast<EdgeMask>(closing_[own] | 1u << e);
  memo_.reserve(8192);
  solve({}, true);
}

Outcome FastSolver::solve(Position p, bool red_moves) {
  if (auto it = memo_.find(key(p)); it != memo_.end()) return it->second;
  const EdgeMask free = board_.all_edges() & ~(p.red | p.blue);
  const EdgeMask safe = free & ~closing_[red_moves ? p.red : p.blue];
  const int uncoloured_after = std::popcount(free) - 1;
  // Without a safe move the mover must close a triangle: a loss in 1.
  Outcome best = free ? Outcome{Value::loss, 1} : Outcome{Value::draw, 0};
  for (EdgeMask rest = safe; rest; rest &= static_cast<EdgeMask>(rest - 1)) {
    const EdgeMask bit = static_cast<EdgeMask>(rest & -rest);
    const Position child = red_moves ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                     : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
    const Outcome candidate =
        from_child(solve(canonicalizer_.canonical(child).form, !red_moves), uncoloured_after);
    if (score(candidate) > score(best)) best = candidate;
  }
  memo_.emplace(key(p), best);
  return best;
}

Outcome FastSolver::outcome(Position p) const {
  auto it = memo_.find(key(canonicalizer_.canonical(p).form));
  if (it == memo_.end()) throw std::invalid_argument("not a reachable triangle-free position");
  return it->second;
}

Outcome FastSolver::move_outcome(Position p, int edge) const {
  const bool red_moves = Board::to_move(p) == Colour::red;
  if (board_.closes_triangle(red_moves ? p.red : p.blue, edge)) return {Value::loss, 1};
  const EdgeMask bit = static_cast<EdgeMask>(1u << edge);
  const Position child = red_moves ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                   : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
  const int uncoloured_after = board_.edges() - std::popcount(child.red) - std::popcount(child.blue);
  return from_child(outcome(child), uncoloured_after);
}

}  // namespace gamecert::sim
