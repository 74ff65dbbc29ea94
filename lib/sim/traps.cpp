#include "sim/traps.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

namespace gamecert::sim {

std::string policy_name(RedPolicy policy) {
  switch (policy) {
    case RedPolicy::uniform:
      return "uniform";
    case RedPolicy::most_losing_replies:
      return "most_losing_replies";
    case RedPolicy::largest_losing_fraction:
      return "largest_losing_fraction";
    case RedPolicy::optimal:
      return "optimal";
    case RedPolicy::both_uniform:
      return "both_uniform";
  }
  return "";
}

const std::vector<RedPolicy>& all_red_policies() {
  static const std::vector<RedPolicy> policies{RedPolicy::uniform, RedPolicy::most_losing_replies,
                                               RedPolicy::largest_losing_fraction, RedPolicy::optimal,
                                               RedPolicy::both_uniform};
  return policies;
}

TrapGame::TrapGame(const FastSolver& solver, RedPolicy policy)
    : solver_(solver), board_(solver.board()), canonicalizer_(solver.relabelings()), policy_(policy) {}

mpq_class TrapGame::red_to_move(Position p) {
  p = canonicalizer_.canonical(p).form;
  if (auto it = red_memo_.find(p); it != red_memo_.end()) return it->second;
  mpq_class result;
  std::vector<Position> moves;
  for (const auto& [edge, q] : safe_children(p)) moves.push_back(q);
  if (policy_ != RedPolicy::both_uniform && solver_.outcome(p).value == Value::win) {
    result = 1;
  } else if (moves.empty()) {
    result = 0;
  } else if (policy_ == RedPolicy::optimal) {
    result = 0;
    for (Position q : moves) result = std::max(result, blue_to_move(q));
  } else {
    // Uniform over the moves that maximise the policy's score.
    std::vector<mpq_class> scores;
    for (Position q : moves) scores.push_back(score(q));
    const mpq_class top = *std::max_element(scores.begin(), scores.end());
    mpq_class total = 0;
    int chosen = 0;
    for (std::size_t i = 0; i < moves.size(); ++i)
      if (scores[i] == top) {
        total += blue_to_move(moves[i]);
        ++chosen;
      }
    result = total / chosen;
  }
  result.canonicalize();
  return red_memo_[p] = result;
}

mpq_class TrapGame::blue_to_move(Position q) {
  q = canonicalizer_.canonical(q).form;
  if (auto it = blue_memo_.find(q); it != blue_memo_.end()) return it->second;
  const std::vector<std::pair<int, Position>> replies = safe_children(q);
  mpq_class result = 1;  // no safe edge: Blue closes a triangle
  if (!replies.empty()) {
    result = 0;
    for (const auto& [edge, r] : replies) result += red_to_move(r);
    result /= static_cast<long>(replies.size());
  }
  result.canonicalize();
  return blue_memo_[q] = result;
}

// Blue-to-move q: how attractive Red's move into q is under the policy.
mpq_class TrapGame::score(Position q) {
  if (policy_ == RedPolicy::uniform || policy_ == RedPolicy::both_uniform) return 0;
  const std::vector<std::pair<int, Position>> replies = safe_children(q);
  long losing = 0;
  for (const auto& [edge, r] : replies)
    if (solver_.outcome(r).value == Value::win) ++losing;  // Red to move and winning
  if (policy_ == RedPolicy::most_losing_replies) return losing;
  return replies.empty() ? mpq_class(1) : mpq_class(losing, static_cast<long>(replies.size()));
}

std::vector<std::pair<int, Position>> TrapGame::safe_children(Position p) const {
  const bool red_moves = Board::to_move(p) == Colour::red;
  std::vector<std::pair<int, Position>> children;
  for (int e = 0; e < board_.edges(); ++e) {
    if (((p.red | p.blue) >> e & 1) || board_.closes_triangle(red_moves ? p.red : p.blue, e)) continue;
    const EdgeMask bit = static_cast<EdgeMask>(1u << e);
    children.emplace_back(e, red_moves ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                       : Position{p.red, static_cast<EdgeMask>(p.blue | bit)});
  }
  return children;
}

mpq_class red_win_probability(const FastSolver& solver, RedPolicy policy) {
  return TrapGame(solver, policy).red_to_move({});
}

TrapMove optimal_trap_move(TrapGame& optimal, const FastSolver& solver, Position p) {
  if (Board::to_move(p) != Colour::red) throw std::invalid_argument("optimal_trap_move: Red must be to move");
  TrapMove best;
  best.red_wins = -1;
  // Strictly greater keeps the smallest edge among equal values.
  for (const auto& [edge, q] : optimal.safe_children(p))
    if (const mpq_class value = optimal.blue_to_move(q); value > best.red_wins) best = {edge, value, 0};
  if (best.edge < 0) {  // no safe edge: Red closes a triangle whatever it colours
    const EdgeMask open = solver.board().all_edges() & ~(p.red | p.blue);
    best = {std::countr_zero(static_cast<unsigned>(open)), 0, 0};
  }
  best.blue_errs = solver.outcome(p).value == Value::win ? mpq_class(0) : best.red_wins;
  return best;
}

}  // namespace gamecert::sim
