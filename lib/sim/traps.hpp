// The trap-setting first player (Slany 1999; docs/sim.md, "Trap-setting first player"): exact probabilities
// that Red wins against a Blue who colours a uniformly random safe edge.
//
// Red plays by a policy until it reaches a position it wins under perfect
// play, then plays perfectly (a win with probability 1). A player with no
// safe edge must close its own triangle and loses. Probabilities are exact
// rationals (GMP), computed over isomorphism classes: every policy here is
// invariant under relabeling, and ties are broken uniformly at random.
// The policies: uniform among Red's safe edges; Slany's heuristic (most
// Blue replies that lose); the largest fraction of Blue replies that lose;
// the exact optimum (maximise the win probability); and both players
// uniform, with Red never switching to perfect play.
#pragma once
#include <gmpxx.h>

#include <string>
#include <vector>

#include "sim/solver.hpp"

namespace gamecert::sim {

enum class RedPolicy { uniform, most_losing_replies, largest_losing_fraction, optimal, both_uniform };

std::string policy_name(RedPolicy policy);
const std::vector<RedPolicy>& all_red_policies();

mpq_class red_win_probability(const FastSolver& solver, RedPolicy policy);

}  // namespace gamecert::sim
