#include "sim/solver.hpp"

#include <bit>

namespace gamecert::sim {

namespace {

std::uint8_t encode(Outcome o) {
  return static_cast<std::uint8_t>(static_cast<int>(o.value) << 5 | o.depth);
}
Outcome decode(std::uint8_t byte) { return {static_cast<Value>(byte >> 5), byte & 31}; }

}  // namespace

FastSolver::FastSolver(const Board& board) : board_(board) {
  std::uint32_t size = 1;
  for (int e = 0; e < board_.edges(); ++e) {
    power_of_three_.push_back(size);
    size *= 3;
  }
  table_.assign(size, 0);
  solve(0, 0, 0);
}

std::uint8_t FastSolver::solve(std::uint32_t index, EdgeMask red, EdgeMask blue) {
  if (table_[index]) return table_[index];
  const bool red_moves = std::popcount(red) == std::popcount(blue);
  const EdgeMask own = red_moves ? red : blue;
  const EdgeMask free = board_.all_edges() & ~(red | blue);
  const int uncoloured_after = std::popcount(free) - 1;
  Outcome best{Value::draw, 0};
  int best_score = -1000;
  for (EdgeMask rest = free; rest; rest &= static_cast<EdgeMask>(rest - 1)) {
    const int e = std::countr_zero(rest);
    Outcome candidate;
    if (board_.closes_triangle(own, e)) {
      candidate = {Value::loss, 1};
    } else {
      const EdgeMask bit = static_cast<EdgeMask>(1u << e);
      const std::uint8_t child =
          red_moves ? solve(index + power_of_three_[e], red | bit, blue)
                    : solve(index + 2 * power_of_three_[e], red, blue | bit);
      candidate = from_child(decode(child), uncoloured_after);
    }
    if (score(candidate) > best_score) {
      best_score = score(candidate);
      best = candidate;
    }
  }
  ++solved_;
  return table_[index] = encode(best);  // no moves left: a draw at depth 0
}

std::uint32_t FastSolver::index_of(Position p) const {
  std::uint32_t index = 0;
  for (int e = 0; e < board_.edges(); ++e)
    index += (p.red >> e & 1) * power_of_three_[e] + (p.blue >> e & 1) * 2 * power_of_three_[e];
  return index;
}

Outcome FastSolver::outcome(Position p) const { return decode(table_[index_of(p)]); }

Outcome FastSolver::move_outcome(Position p, int edge) const {
  const bool red_moves = Board::to_move(p) == Colour::red;
  if (board_.closes_triangle(red_moves ? p.red : p.blue, edge)) return {Value::loss, 1};
  const EdgeMask bit = static_cast<EdgeMask>(1u << edge);
  const Position child = red_moves ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                   : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
  const int uncoloured_after = board_.edges() - std::popcount(child.red) - std::popcount(child.blue);
  return from_child(outcome(child), uncoloured_after);
}

void FastSolver::for_each_position(const std::function<void(Position, Outcome)>& visit) const {
  for (std::uint32_t index = 0; index < table_.size(); ++index) {
    if (!table_[index]) continue;
    Position p;
    std::uint32_t rest = index;
    for (int e = 0; e < board_.edges(); ++e, rest /= 3) {
      if (rest % 3 == 1) p.red |= static_cast<EdgeMask>(1u << e);
      if (rest % 3 == 2) p.blue |= static_cast<EdgeMask>(1u << e);
    }
    visit(p, decode(table_[index]));
  }
}

}  // namespace gamecert::sim
