#include "sim/rules/rule_verification.hpp"

#include <algorithm>
#include <bit>

namespace gamecert::sim {

namespace {

int ply_of(Position p) { return std::popcount(p.red) + std::popcount(p.blue); }

bool earlier(Position a, Position b) { return ply_of(a) != ply_of(b) ? ply_of(a) < ply_of(b) : a < b; }

class Walk {
 public:
  Walk(const FastSolver& solver, RuleVariant variant)
      : solver_(solver), board_(solver.board()), canonicalizer_(solver.relabelings()) {
    report_.variant = variant;
  }

  VariantReport run() {
    report_.longest = red_to_move({});
    report_.blue_always_wins = blue_loses_somewhere_ == false;
    return std::move(report_);
  }

 private:
  // Plies to the end of the longest line from a canonical Red-to-move class.
  int red_to_move(Position p) {
    if (auto it = longest_.find(p); it != longest_.end()) return it->second;
    int plies = 0;
    for (int e = 0; e < board_.edges(); ++e) {
      if ((p.red | p.blue) >> e & 1) continue;
      if (board_.closes_triangle(p.red, e)) {
        plies = std::max(plies, 1);
        continue;
      }
      const Position q = canonicalizer_.canonical({static_cast<EdgeMask>(p.red | 1u << e), p.blue}).form;
      const EdgeMask allowed = blue_class(q);
      if (!allowed) {  // Blue must close a triangle: the line ends with Blue's loss
        blue_loses_somewhere_ = true;
        plies = std::max(plies, 2);
        continue;
      }
      for (int f = 0; f < board_.edges(); ++f)
        if (allowed >> f & 1) {
          const Position after =
              canonicalizer_.canonical({q.red, static_cast<EdgeMask>(q.blue | 1u << f)}).form;
          plies = std::max(plies, 2 + red_to_move(after));
        }
    }
    return longest_[p] = plies;
  }

  EdgeMask blue_class(Position q) {
    if (auto it = report_.allowed.find(q); it != report_.allowed.end()) return it->second;
    const RuleTrace trace = apply_rules(board_, q, report_.variant);
    report_.allowed[q] = trace.allowed;
    ++report_.classes;
    if (!trace.allowed) {
      ++report_.classes_without_safe_move;
      return 0;
    }
    if (trace.steps.size() > 1) report_.several_mini_boards.push_back(q);
    const RuleStep& first = trace.steps.front();
    const int decided = std::popcount(first.after_rule1) == 1   ? 1
                        : std::popcount(first.after_rule2) == 1 ? 2
                        : std::popcount(first.after_rule3) == 1 ? 3
                                                                : 0;
    ++report_.decided_by[decided];
    RuleFailure failure{q, trace.allowed, {}};
    for (int f = 0; f < board_.edges(); ++f) {
      if (!(trace.allowed >> f & 1)) continue;
      const Outcome o = solver_.move_outcome(q, f);
      if (o.value == Value::loss) failure.losing.push_back({f, o.depth - 1});
    }
    if (!failure.losing.empty()) {
      ++report_.classes_allowing_loss;
      if (!report_.first_failure || earlier(q, report_.first_failure->position))
        report_.first_failure = failure;
    }
    return trace.allowed;
  }

  const FastSolver& solver_;
  const Board& board_;
  Canonicalizer canonicalizer_;
  VariantReport report_;
  std::map<Position, int> longest_;
  bool blue_loses_somewhere_ = false;
};

}  // namespace

VariantReport verify_rules(const FastSolver& solver, RuleVariant variant) {
  VariantReport report = Walk(solver, variant).run();
  std::sort(report.several_mini_boards.begin(), report.several_mini_boards.end(), earlier);
  return report;
}

}  // namespace gamecert::sim
