// Exhaustive verification of the three rules (Wrzos-Kaminska 2020; docs/sim.md, "The three rules"): Red plays
// every move, Blue every edge a rule variant allows on every mini-board, and each Blue-to-move class met is
// judged against the exact solution.
//
// The walk runs over canonical classes (the rules, like the values, do not
// depend on vertex labels). A class "allows a losing move" when one of its
// allowed edges leads to a position Red wins under perfect play.
#pragma once
#include <map>
#include <optional>
#include <vector>

#include "sim/rules/three_rules.hpp"
#include "sim/solver.hpp"

namespace gamecert::sim {

struct LosingEdge {
  int edge;           // in the coordinates of the class's canonical form
  int red_win_plies;  // Red's perfect-play win after it
};

struct RuleFailure {
  Position position;  // canonical Blue-to-move class
  EdgeMask allowed = 0;
  std::vector<LosingEdge> losing;
};

struct VariantReport {
  RuleVariant variant;
  // Blue-to-move classes met, including those where Blue has no safe edge
  // left and must close a triangle (the paper's count includes them).
  std::size_t classes = 0;
  std::size_t classes_allowing_loss = 0;
  std::size_t classes_without_safe_move = 0;  // Blue reached a class with no safe edge
  bool blue_always_wins = false;              // every line ends with Red closing a red triangle
  int longest = 0;                            // plies of the longest line
  // Which rule first leaves a single edge (first mini-board): [1], [2], [3];
  // [0] = several edges survive all rules.
  std::size_t decided_by[4] = {0, 0, 0, 0};
  std::vector<Position> several_mini_boards;  // classes with more than one mini-board
  std::optional<RuleFailure> first_failure;   // lowest ply, then canonical order
  std::map<Position, EdgeMask> allowed;       // every class met, with its allowed edges
};

VariantReport verify_rules(const FastSolver& solver, RuleVariant variant);

}  // namespace gamecert::sim
