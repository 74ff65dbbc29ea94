// What `sylver winning` and `sylver ender` print, apart from reading their
// arguments, so that `gamecert serve` can answer them in its own process
// with the same bytes, and the batch command can print the same fields.
#pragma once
#include <cstdint>
#include <optional>
#include <vector>

#include "cli/commands.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/finite/search.hpp"
#include "sylver/position.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::cli {

Json numbers_json(const std::vector<std::int64_t>& xs);

// The solver's range limits and memo cap, in the words of the command line;
// `named` is quoted as typed.
template <typename Run>
auto within_limits(const std::vector<std::int64_t>& named, Run run) {
  try {
    return run();
  } catch (const sylver::SearchLimitExceeded& e) {
    throw LimitReached(e.what());
  } catch (const std::out_of_range& e) {
    throw UsageError("position " + sylver::format_set(named) + " is outside the supported range: " + e.what());
  }
}

// A finite position, relative to its smallest generator; UsageError for gcd > 1 or a named 1.
const sylver::AperySet& finite_position(const sylver::Position& position);

// position, gcd, t, winning, status and (when there is one) reason, then
// known for gcd > 1 positions not over (sylver::InfiniteFacts), then what
// follows from them (sylver::WinningReport): value, shape, moves, other_moves.
Json winning_fields(const sylver::WinningReport& report);

// All of `sylver winning`'s object: the fields above, then resumed (with a
// journal), threads (finite positions in play), states, memo_bytes, seconds.
Json winning_json(const sylver::WinningReport& report, int threads, std::optional<std::size_t> resumed,
                  double seconds);

// `sylver ender` for a finite position; LimitReached when t exceeds max_t.
Json ender_json(const sylver::Position& position, std::uint64_t max_t, bool progress);

}  // namespace gamecert::cli
