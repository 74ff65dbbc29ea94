#include "sim/rules/rule_certificates.hpp"

#include <bit>
#include <stdexcept>

#include "sim/rules/rule_verification.hpp"
#include "sim/strategy_tree.hpp"

namespace gamecert::sim {

namespace {

Claim board_and_rules(const Board& board, RuleVariant variant) {
  return {{"board", std::to_string(board.vertices())}, {"rules", variant.name()}};
}

// Moves from the empty board to exactly `target`, Red playing its edges and
// Blue only edges the variant allows; empty if there is no such line.
bool line_to(const Board& board, Position current, Position target, RuleVariant variant,
             std::vector<int>& moves) {
  if (current == target) return true;
  const bool red_moves = Board::to_move(current) == Colour::red;
  const EdgeMask wanted = (red_moves ? target.red : target.blue) & ~(current.red | current.blue);
  const EdgeMask playable = red_moves ? wanted : wanted & apply_rules(board, current, variant).allowed;
  for (int e = 0; e < board.edges(); ++e) {
    if (!(playable >> e & 1) || board.closes_triangle(red_moves ? current.red : current.blue, e)) continue;
    const EdgeMask bit = static_cast<EdgeMask>(1u << e);
    const Position next = red_moves ? Position{static_cast<EdgeMask>(current.red | bit), current.blue}
                                    : Position{current.red, static_cast<EdgeMask>(current.blue | bit)};
    moves.push_back(e);
    if (line_to(board, next, target, variant, moves)) return true;
    moves.pop_back();
  }
  return false;
}

}  // namespace

Certificate rules_strategy_certificate(const FastSolver& solver, RuleVariant variant) {
  const Board& board = solver.board();
  const VariantReport report = verify_rules(solver, variant);
  if (!report.blue_always_wins)
    throw std::invalid_argument("rules " + variant.name() +
                                " do not always win for Blue; write a rules-failure certificate instead");
  const StrategyTree tree =
      strategy_tree(solver, {}, false, [&](Position p) { return report.allowed.at(p); });
  Claim claim = board_and_rules(board, variant);
  claim.insert(claim.end(), {{"player", "blue"},
                             {"result", "win"},
                             {"classes", std::to_string(tree.moves.size())},
                             {"longest", std::to_string(tree.longest)}});
  return sim_certificate("rules-strategy", strategy_lines(board, tree), claim);
}

Certificate rules_failure_certificate(const FastSolver& solver, RuleVariant variant) {
  const Board& board = solver.board();
  const VariantReport report = verify_rules(solver, variant);
  if (!report.first_failure)
    throw std::invalid_argument("rules " + variant.name() + " never allow a losing edge");
  const RuleFailure& failure = *report.first_failure;
  std::vector<int> moves;
  if (!line_to(board, {}, failure.position, variant, moves))
    throw std::logic_error("no line of play reaches the first failure");
  const int losing_edge = failure.losing.front().edge;
  moves.push_back(losing_edge);
  const Position after{failure.position.red,
                       static_cast<EdgeMask>(failure.position.blue | 1u << losing_edge)};
  Canonicalizer canonicalizer(solver.relabelings());
  const StrategyTree tree = strategy_tree(solver, canonicalizer.canonical(after).form, true,
                                          [&](Position p) { return quickest_win(solver, p); });
  std::string line;
  for (int e : moves) line += (line.empty() ? "" : ",") + board.edge_name(e);
  Claim claim = board_and_rules(board, variant);
  claim.insert(claim.end(), {{"line", line}, {"red_wins_within", std::to_string(tree.longest)}});
  return sim_certificate("rules-failure", strategy_lines(board, tree), claim);
}

}  // namespace gamecert::sim
