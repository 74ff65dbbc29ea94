// The report behind `gamecert sylver winning`: exact for gcd 1, theory and
// bounded search for gcd > 1 (see analysis.hpp).
#include "sylver/analysis.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "sylver/enders.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/solver.hpp"

namespace gamecert::sylver {

namespace {
bool is_prime(std::int64_t n) {
  if (n < 2) return false;
  for (std::int64_t d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

// An infinite child is N if some reply makes it a finite P-position that is
// small enough to solve exactly (e.g. {2} answered by 3 gives {2, 3}).
bool has_finite_p_reply(const AperySet& child, const InfiniteSearchLimits& limits) {
  for (std::int64_t y = 2; y <= limits.search_bound; ++y) {
    if (child.contains(y)) continue;
    const AperySet grandchild = child.after(y);
    if (!grandchild.finite() || grandchild.frobenius() > limits.solve_limit) continue;
    if (grandchild.frobenius() > 1 && is_ender(grandchild)) continue;
    Solver solver(grandchild);
    if (solver.is_p(grandchild)) return true;
  }
  return false;
}

std::string join(const std::vector<std::int64_t>& xs) {
  std::string out;
  for (std::int64_t x : xs) {
    if (!out.empty()) out += ", ";
    out += std::to_string(x);
  }
  return out;
}
}  // namespace

std::vector<std::int64_t> minimal_generators_of(const std::vector<std::int64_t>& named) {
  // Divide out the gcd: the quotient generates a numerical semigroup.
  const std::int64_t g = gcd_of(named);
  std::vector<std::int64_t> reduced;
  for (std::int64_t x : named) reduced.push_back(x / g);
  std::vector<std::int64_t> out = AperySet::generated_by(reduced).minimal_generators();
  for (std::int64_t& x : out) x *= g;
  return out;
}

WinningReport analyse_winning(const std::vector<std::int64_t>& named, InfiniteSearchLimits limits,
                              bool progress) {
  WinningReport report;
  report.gcd = gcd_of(named);
  if (std::find(named.begin(), named.end(), 1) != named.end()) {
    report.position = {1};
    report.frobenius = -1;
    report.status = "over";
    report.reason = "1 has been named: the player who named it lost, and no number is left";
    return report;
  }
  report.position = minimal_generators_of(named);
  const AperySet position = AperySet::generated_by(report.position);
  if (report.gcd == 1) {
    report.frobenius = position.frobenius();
    report.status = limits.first_only ? "first" : "solved";
    Solver solver(position, SolverOptions{.max_states = limits.max_states,
                                          .max_memo_bytes = limits.max_memo_bytes,
                                          .max_seconds = limits.max_seconds,
                                          .order = limits.first_only ? MoveOrder::kFewestGapsFirst
                                                                     : MoveOrder::kLargestFirst,
                                          .threads = limits.threads});
    report.winning = limits.first_only ? solver.first_winning_move(position, progress, limits.journal)
                                       : solver.winning_moves(position, progress, limits.journal);
    const SearchStatistics statistics = solver.statistics();
    report.states = statistics.stored;
    report.memo_bytes = statistics.memo_bytes;
    return report;
  }
  if (limits.first_only) throw std::invalid_argument("the first winning move is searched only with gcd 1");
  if (limits.journal) throw std::invalid_argument("a journal is kept only for positions with gcd 1");

  const std::int64_t g = report.gcd;
  if (report.position.size() == 1 && g >= 5 && is_prime(g)) {
    report.status = "solved";
    report.reason = "Hutchings' theorem: {p} for a prime p >= 5 is a P-position, so no move wins";
    return report;
  }
  std::vector<std::int64_t> unsettled;
  std::int64_t ender_children = 0, solved_children = 0, prime_moves = 0, refuted_children = 0,
               prime_gcd_children = 0;
  for (std::int64_t x = 2; x <= limits.search_bound; ++x) {
    if (position.contains(x)) continue;
    const std::int64_t h = std::gcd(g, x);
    if (h == x && h >= 5 && is_prime(h)) {  // reaches {p}
      report.winning.push_back(x);
      ++prime_moves;
      continue;
    }
    // A child whose gcd is a prime p >= 5 but which is not {p} itself does
    // not contain p (every other multiple of p is a sum of its multiples), so
    // p is nameable there and reaches {p}, a P-position: the child is N.
    if (h != x && h >= 5 && is_prime(h)) {
      ++prime_gcd_children;
      continue;
    }
    if (h != 1) {
      if (has_finite_p_reply(position.after(x), limits))
        ++refuted_children;
      else
        unsettled.push_back(x);
      continue;
    }
    const AperySet child = position.after(x);
    if (child.frobenius() > 1 && is_ender(child)) {
      ++ender_children;
      continue;
    }
    if (child.frobenius() > limits.solve_limit) {
      unsettled.push_back(x);
      continue;
    }
    Solver solver(child);
    ++solved_children;
    if (solver.is_p(child)) report.winning.push_back(x);
    const SearchStatistics statistics = solver.statistics();
    report.states += statistics.stored;
    report.memo_bytes = std::max(report.memo_bytes, statistics.memo_bytes);
  }
  report.status = report.winning.empty() ? "unknown" : "partial";
  report.reason =
      "gcd " + std::to_string(g) +
      " > 1: infinitely many nameable numbers; searched x <= " + std::to_string(limits.search_bound) + ": " +
      std::to_string(prime_moves) + " reach {p} (Hutchings), " + std::to_string(prime_gcd_children) +
      " reach another position of prime gcd p >= 5 (N: naming p answers them), " +
      std::to_string(ender_children) + " give enders with t > 1 (N by strategy stealing), " +
      std::to_string(solved_children) +
      " finite children solved exactly (t <= " + std::to_string(limits.solve_limit) + "), " +
      std::to_string(refuted_children) + " infinite children answered by a move to a finite P-position, " +
      std::to_string(unsettled.size()) + " unsettled" +
      (unsettled.empty() ? "" : " (" + join(unsettled) + ")") + "; larger x not examined";
  return report;
}

}  // namespace gamecert::sylver
