// The public Sylver Coinage interface over lib/sylver, with the CLI's range
// (1..100,000 per named number) and its errors as the two standard
// exception types.
#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

#include "gamecert/sylver.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/infinite/general_position.hpp"
#include "sylver/position.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

namespace {

void require_named(const std::vector<std::int64_t>& named) {
  if (named.empty()) throw std::invalid_argument("empty position: give the named numbers, e.g. {5, 14}");
  for (std::int64_t x : named)
    if (x < 1 || x > kLargestNamed)
      throw std::invalid_argument("named number " + std::to_string(x) + " is outside 1.." +
                                  std::to_string(kLargestNamed));
}

// The solvers' range errors are usage errors here; their limits are runtime errors already.
template <typename Run>
auto in_range(const std::vector<std::int64_t>& named, Run run) {
  require_named(named);
  try {
    return run();
  } catch (const std::out_of_range& e) {
    throw std::invalid_argument("position " + format_set(named) + " is outside the supported range: " + e.what());
  }
}

}  // namespace

Analysis analyse(const std::vector<std::int64_t>& named, const Limits& limits) {
  return in_range(named, [&] {
    InfiniteSearchLimits search;
    search.max_states = limits.max_states;
    search.max_seconds = limits.max_seconds;
    const WinningReport report = analyse_winning(Position::of(named), search);
    return Analysis{report.position, report.gcd,    report.frobenius, report.winning,
                    status_word(report.status), report.reason, report.known};
  });
}

Standing standing(const Analysis& analysis, std::int64_t x) {
  if (analysis.status == status_word(WinningStatus::over))
    throw std::invalid_argument("1 has been named: the game is over");
  if (x < 1 || !GeneralPosition::of(analysis.position).nameable(x))
    throw std::invalid_argument(std::to_string(x) + " is not nameable in " + format_set(analysis.position));
  return standing_of(x, analysis.gcd, analysis.winning, analysis.status == status_word(WinningStatus::solved),
                     analysis.known);
}

Certificate certify(const std::vector<std::int64_t>& named, const Limits& limits) {
  return in_range(named, [&] {
    if (gcd_of(named) != 1)
      throw std::invalid_argument("position " + format_set(named) +
                                  " has gcd > 1 (infinitely many moves); a win-loss table needs gcd 1");
    for (std::int64_t x : named)
      if (x == 1) throw std::invalid_argument("1 has been named: the game is over");
    CertifyOptions options;
    options.max_states = limits.max_states;
    options.max_seconds = limits.max_seconds;
    return certify_winning_moves(Position::of(named), options).certificate;
  });
}

}  // namespace gamecert::sylver
