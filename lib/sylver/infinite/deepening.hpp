// Answers without hand-set limits: the prover's limits for a position with
// gcd > 1 deepened step by step until the position is settled or a time
// budget runs out (docs/sylver-infinite.md, "Answers without hand-set
// limits").
//
// Each level widens every limit of the one before (never below what the
// caller gave): the replies tried, the finite positions solved exactly, the
// depth of nested proofs and the work caps, each level about ten times the
// work of the one before, so the levels that fail cost a fraction of the one
// that succeeds. A level runs a fresh prover, so its answer is the one that
// level's limits give on their own: the report names the level, and
// `--reply-bound … --depth …` with its limits gives the same answer without
// the budget. Only which level is reached depends on the machine's speed.
#pragma once
#include <cstddef>
#include <vector>

#include "sylver/infinite/analysis.hpp"

namespace gamecert::sylver {

// The levels tried, the first one `given` itself.
std::vector<ProverLimits> deepening_levels(const ProverLimits& given);

// analyse_winning, level by level, for a position with gcd > 1 (any other
// position is answered at once). `budget_seconds` of wall-clock time (0: no
// cap) bound all levels together; a level still running when it is spent is
// abandoned, and the last finished level's report is returned, its reason
// saying so. `progress` shows each level as it starts (when there are more
// than one) and the prover's own progress.
// At most `max_levels` levels are tried (1: the limits given alone).
WinningReport analyse_winning_deepening(const Position& position, InfiniteSearchLimits limits,
                                        double budget_seconds, std::size_t max_levels, bool progress);

}  // namespace gamecert::sylver
