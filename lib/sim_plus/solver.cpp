#include "sim_plus/solver.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace gamecert::sim {

namespace {

void extend_safe_set(const Board& board, EdgeMask own, EdgeMask candidates, EdgeMask chosen,
                     const std::function<void(EdgeMask)>& visit) {
  for (EdgeMask rest = candidates; rest; rest &= static_cast<EdgeMask>(rest - 1)) {
    const int edge = std::countr_zero(rest);
    if (board.closes_triangle(static_cast<EdgeMask>(own | chosen), edge)) continue;
    const auto with = static_cast<EdgeMask>(chosen | 1u << edge);
    visit(with);
    // Only higher edges may join, so each set is built in one order.
    extend_safe_set(board, own, static_cast<EdgeMask>(rest & (rest - 1)), with, visit);
  }
}

Outcome better(Outcome a, Outcome b) { return score(b) > score(a) ? b : a; }

Outcome mover_outcome(Outcome child, EdgeMask free) {
  if (child.value == Value::draw) return {Value::draw, std::popcount(free)};
  return from_child(child, 0);
}

}  // namespace

void for_each_safe_set(const Board& board, EdgeMask own, EdgeMask free,
                       const std::function<void(EdgeMask)>& visit) {
  extend_safe_set(board, own, free, 0, visit);
}

PlusSolver::PlusSolver(const Board& board)
    : board_(board), relabelings_(board_), canonicalizer_(relabelings_) {
  memo_.reserve(16384);
  solve({});
}

PlusNode PlusSolver::canonical(PlusNode node) const {
  const Position form = canonicalizer_.canonical({node.mover, node.other}).form;
  return {form.red, form.blue};
}

Outcome PlusSolver::solve(PlusNode node) {
  if (auto it = memo_.find(key(node)); it != memo_.end()) return it->second;
  const EdgeMask free = board_.all_edges() & ~(node.mover | node.other);
  Outcome best = free ? Outcome{Value::loss, 1} : Outcome{Value::draw, 0};
  std::vector<EdgeMask> moves;
  for_each_safe_set(board_, node.mover, free, [&](EdgeMask s) { moves.push_back(s); });
  safe_moves_ += moves.size();
  for (EdgeMask s : moves) {
    const PlusNode child = canonical({node.other, static_cast<EdgeMask>(node.mover | s)});
    best = better(best, mover_outcome(solve(child), free));
  }
  memo_.emplace(key(node), best);
  return best;
}

Outcome PlusSolver::outcome(PlusNode node) const {
  auto it = memo_.find(key(canonical(node)));
  if (it == memo_.end()) throw std::invalid_argument("not a Sim+ node reachable from the empty board");
  return it->second;
}

std::vector<PlusNode> PlusSolver::classes() const {
  std::vector<PlusNode> out;
  for (const auto& [k, o] : memo_)
    out.push_back({static_cast<EdgeMask>(k & 0xFFFF), static_cast<EdgeMask>(k >> 16)});
  std::sort(out.begin(), out.end(), [](PlusNode a, PlusNode b) {
    const int ca = std::popcount(static_cast<unsigned>(a.mover | a.other));
    const int cb = std::popcount(static_cast<unsigned>(b.mover | b.other));
    return ca != cb ? ca < cb : a < b;
  });
  return out;
}

namespace {

struct NaivePlus {
  const Board& board;
  std::vector<std::uint32_t> power_of_three;
  std::vector<std::int8_t> memo;  // score + 64, 0 = unknown

  explicit NaivePlus(const Board& b) : board(b) {
    std::uint32_t size = 1;
    for (int e = 0; e < b.edges(); ++e, size *= 3) power_of_three.push_back(size);
    memo.assign(size, 0);
  }
  std::uint32_t index(PlusNode n) const {
    std::uint32_t i = 0;
    for (int e = 0; e < board.edges(); ++e)
      i += (n.mover >> e & 1 ? 1 : n.other >> e & 1 ? 2 : 0) * power_of_three[e];
    return i;
  }
  Outcome solve(PlusNode n) {
    std::int8_t& cell = memo[index(n)];
    const EdgeMask free = board.all_edges() & ~(n.mover | n.other);
    if (cell != 0) {
      const int s = cell - 64;
      if (s > 0) return {Value::win, 64 - s};
      if (s < 0) return {Value::loss, s + 64};
      return {Value::draw, std::popcount(free)};
    }
    Outcome best = free ? Outcome{Value::loss, 1} : Outcome{Value::draw, 0};
    // Every non-empty subset of the free edges, safe or not.
    for (EdgeMask s = free; s; s = static_cast<EdgeMask>((s - 1) & free)) {
      const auto own = static_cast<EdgeMask>(n.mover | s);
      if (board.has_triangle(own)) continue;
      best = better(best, mover_outcome(solve({n.other, own}), free));
    }
    cell = static_cast<std::int8_t>(score(best) + 64);
    return best;
  }
};

}  // namespace

std::vector<Outcome> naive_plus_outcomes(const Board& board, const std::vector<PlusNode>& nodes) {
  if (board.edges() > 10) throw std::invalid_argument("the naive Sim+ solver is for K3..K5");
  NaivePlus solver(board);
  std::vector<Outcome> out;
  for (PlusNode n : nodes) out.push_back(solver.solve(n));
  return out;
}

}  // namespace gamecert::sim
