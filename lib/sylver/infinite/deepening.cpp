#include "sylver/infinite/deepening.hpp"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iostream>
#include <string>

#include "sylver/finite/memo.hpp"

namespace gamecert::sylver {

namespace {

// The limits of each level past the first: those the recipes of the
// committed opening-16 certificates needed, then one step further.
struct Level {
  std::int64_t reply_bound, solve_limit;
  int depth;
  std::uint64_t max_proofs, max_states;
};
constexpr Level kLevels[] = {
    {120, 200, 3, 5'000, 5'000'000}, {120, 400, 4, 5'000, 20'000'000}, {300, 600, 5, 50'000, 200'000'000}};

std::string limits_words(const ProverLimits& l) {
  return "--reply-bound " + std::to_string(l.reply_bound) + " --solve-limit " +
         std::to_string(l.solve_limit) + " --depth " + std::to_string(l.depth) + " --max-proofs " +
         std::to_string(l.max_proofs) + " --prover-states " + std::to_string(l.max_states);
}

}  // namespace

std::vector<ProverLimits> deepening_levels(const ProverLimits& given) {
  std::vector<ProverLimits> levels = {given};
  for (const Level& level : kLevels) {
    ProverLimits next = levels.back();
    next.reply_bound = std::max(next.reply_bound, level.reply_bound);
    next.solve_limit = std::max(next.solve_limit, level.solve_limit);
    next.depth = std::max(next.depth, level.depth);
    next.max_proofs = std::max(next.max_proofs, level.max_proofs);
    next.max_states = std::max(next.max_states, level.max_states);
    if (limits_words(next) != limits_words(levels.back())) levels.push_back(next);
  }
  return levels;
}

WinningReport analyse_winning_deepening(const Position& position, InfiniteSearchLimits limits,
                                        double budget_seconds, std::size_t max_levels, bool progress) {
  if (position.over() || position.finite()) return analyse_winning(position, limits, progress);
  std::vector<ProverLimits> levels = deepening_levels(limits.prover);
  levels.resize(std::min(levels.size(), std::max<std::size_t>(max_levels, 1)));
  const auto start = std::chrono::steady_clock::now();
  const auto seconds = [&] {
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  };
  WinningReport report;
  std::size_t finished = 0;
  bool spent = false;
  for (std::size_t i = 0; i < levels.size(); ++i) {
    InfiniteSearchLimits at = limits;
    at.prover = levels[i];
    if (budget_seconds > 0) at.prover.max_seconds = budget_seconds - seconds();
    if (progress && levels.size() > 1)
      std::cerr << "sylver winning: level " << i + 1 << " of " << levels.size() << " ("
                << limits_words(levels[i]) << ") at " << static_cast<int>(seconds()) << " s\n";
    try {
      report = analyse_winning(position, at, progress);
    } catch (const SearchLimitExceeded&) {
      if (finished == 0)
        throw SearchLimitExceeded("the time budget of " +
                                  std::to_string(static_cast<long long>(budget_seconds)) +
                                  " s ran out during the first level of limits (" + limits_words(levels[0]) +
                                  "); raise it with --time-limit, 0 for none");
      spent = true;
      break;
    }
    finished = i + 1;
    if (report.status == WinningStatus::solved) break;
  }
  if (finished == 1 && !spent) return report;  // the limits given were enough, or there was no time for more
  char spent_seconds[32];
  std::snprintf(spent_seconds, sizeof spent_seconds, "%.1f", seconds());
  report.reason +=
      " [limits deepened: " + std::string(report.status == WinningStatus::solved ? "settled" : "stopped") +
      " at level " + std::to_string(finished) + " of " + std::to_string(levels.size()) + " (" +
      limits_words(levels[finished - 1]) + ") after " + spent_seconds + " s" +
      (spent ? ", when the time budget of " + std::to_string(static_cast<long long>(budget_seconds)) +
                   " s ran out during the next level (raise it with --time-limit, 0 for none)"
             : "") +
      "]";
  return report;
}

}  // namespace gamecert::sylver
