// Certificates for the three-rules results (certs/FORMAT.md, Sim):
// rules-strategy — every class met when Red plays anything and Blue any
//   edge the variant allows, with the allowed set, so the checker can replay
//   every allowed edge (and, with --rules, recompute the sets);
// rules-failure — a line of play in which Blue follows the variant up to an
//   allowed edge that loses, and Red's winning strategy from there.
#pragma once
#include "sim/certificates.hpp"
#include "sim/rules/three_rules.hpp"

namespace gamecert::sim {

// Throws std::invalid_argument when the variant does not always win.
Certificate rules_strategy_certificate(const FastSolver& solver, RuleVariant variant);
// Throws std::invalid_argument when the variant never allows a losing edge.
Certificate rules_failure_certificate(const FastSolver& solver, RuleVariant variant);

}  // namespace gamecert::sim
