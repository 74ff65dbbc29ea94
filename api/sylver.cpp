// The public Sylver Coinage interface over lib/sylver, with the CLI's range
// (1..100,000 per named number) and its errors as the two standard
// exception types.
#include "gamecert/sylver.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>
#include <string>

#include "sylver/certificates/repository_facts.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/infinite/deepening.hpp"
#include "sylver/infinite/general_position.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/position.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

namespace {

// The command line's words for the same mistakes.
void require_named(const std::vector<std::int64_t>& named) {
  const std::string range = "1.." + std::to_string(kLargestNamed);
  if (named.empty()) throw std::invalid_argument("empty position: give the named numbers, e.g. 5 14");
  for (std::int64_t x : named) {
    if (x == 0) throw std::invalid_argument("0 cannot be named: named numbers are integers in " + range);
    if (x < 0 || x > kLargestNamed)
      throw std::invalid_argument("each named number must be an integer in " + range + ", got '" +
                                  std::to_string(x) + "' (" + (x < 0 ? "negative" : "out of range") + ")");
  }
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

Analysis analysis_of(const std::vector<std::int64_t>& named, const Limits& limits, bool first) {
  return in_range(named, [&] {
    if (limits.threads < 1) throw std::invalid_argument("threads must be at least 1");
    if (limits.levels < 1 || limits.levels > 4) throw std::invalid_argument("levels must be 1..4");
    const Position position = Position::of(named);
    if (first && position.gcd() != 1)
      throw std::invalid_argument("the first winning move needs a finite position (gcd 1); position " +
                                  format_set(position.named()) + " has gcd " +
                                  std::to_string(position.gcd()));
    InfiniteSearchLimits search;
    search.max_states = limits.max_states;
    search.max_memo_bytes = limits.max_memory_bytes;
    search.max_seconds = limits.max_seconds;
    search.first_only = first;
    search.threads = limits.threads;
    search.cancel = limits.cancel;
    if (limits.repository_facts) search.facts = repository_facts();
    const WinningReport report = analyse_winning_deepening(position, search, limits.prover_seconds,
                                                           static_cast<std::size_t>(limits.levels), false);
    Analysis out{report.position, report.gcd,  report.frobenius, report.winning, status_word(report.status),
                 report.reason,   report.known};
    out.value = value_word(report.value);
    out.shape = report.shape;
    out.moves = report.moves;
    out.other_moves = report.other_moves;
    out.states = report.states;
    out.memo_bytes = report.memo_bytes;
    out.evicted = report.evicted;
    for (const ProvedPosition& fact : report.facts) out.facts.push_back({fact.sha256, fact.claim});
    return out;
  });
}

}  // namespace

Analysis analyse(const std::vector<std::int64_t>& named, const Limits& limits) {
  return analysis_of(named, limits, false);
}

Analysis first_winning_move(const std::vector<std::int64_t>& named, const Limits& limits) {
  return analysis_of(named, limits, true);
}

Standing standing(const Analysis& analysis, std::int64_t x) {
  if (analysis.status == status_word(WinningStatus::over))
    throw std::invalid_argument("1 has been named: the game is over");
  if (x < 1 || !GeneralPosition::of(analysis.position).nameable(x))
    throw std::invalid_argument(std::to_string(x) + " is not nameable in " + format_set(analysis.position));
  return standing_of(x, analysis.gcd, analysis.winning, analysis.status == status_word(WinningStatus::solved),
                     analysis.known);
}

EnderReport ender(const std::vector<std::int64_t>& named, std::uint64_t max_t) {
  return in_range(named, [&] {
    const Position position = Position::of(named);
    if (position.gcd() != 1)
      throw std::invalid_argument("position " + format_set(position.named()) +
                                  " has gcd > 1 (infinitely many moves); this command needs gcd 1");
    if (position.over()) throw std::invalid_argument("1 has been named: the game is over");
    const AperySet& s = position.general().finite_position();
    const std::int64_t t = s.frobenius();
    if (static_cast<std::uint64_t>(t) > max_t)
      throw std::runtime_error("the ender test of " + position.text() +
                               " takes about t = " + std::to_string(t) + " steps, more than --max-t " +
                               std::to_string(max_t) + " (raise it, up to " + "10000000000)");
    const EnderFacts facts = ender_facts(s);
    std::vector<std::int64_t> completed = position.generators();
    completed.insert(completed.end(), facts.completion.begin(), facts.completion.end());
    return EnderReport{position.generators(), t,           s.genus(),
                       facts.ender,           facts.quiet, Position::of(completed).generators()};
  });
}

Certificate certify(const std::vector<std::int64_t>& named, const Limits& limits) {
  return in_range(named, [&] {
    if (gcd_of(named) != 1)
      throw std::invalid_argument("position " + format_set(named) +
                                  " has gcd > 1 (infinitely many moves); a win-loss table needs gcd 1");
    for (std::int64_t x : named)
      if (x == 1) throw std::invalid_argument("1 has been named: the game is over");
    if (limits.threads < 1) throw std::invalid_argument("threads must be at least 1");
    CertifyOptions options;
    options.max_states = limits.max_states;
    options.max_memo_bytes = limits.max_memory_bytes;
    options.max_seconds = limits.max_seconds;
    options.threads = limits.threads;
    return certify_winning_moves(Position::of(named), options).certificate;
  });
}

}  // namespace gamecert::sylver
