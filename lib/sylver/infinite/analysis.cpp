// The report behind `gamecert sylver winning`: exact for gcd 1, theory and
// bounded search for gcd > 1 (see analysis.hpp).
#include "sylver/infinite/analysis.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

#include "sylver/infinite/general_position.hpp"
#include "sylver/infinite/prover.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/finite/solver.hpp"
#include "sylver/infinite/theory/hutchings.hpp"
#include "sylver/infinite/theory/quiet_end.hpp"
#include "sylver/infinite/theory/short_long.hpp"

namespace gamecert::sylver {

namespace {
// The argument behind a gcd > 1 report, in words.
std::string describe_moves(const GeneralPosition& s, const MoveAnalysis& analysis, const ProverLimits& limits) {
  const std::string g = std::to_string(s.gcd()), bound = std::to_string(analysis.cover.bound);
  std::string out = "gcd " + g + " > 1, infinitely many moves: ";
  if (hutchings_p_position(s)) out += "Hutchings' theorem: {p} is P for a prime p >= 5. ";
  out += std::string("a ") + position_shape(s) + " position (" + s.text() + "/" + g + " is " +
         (quotient_is_symmetric(s) ? "" : "not ") + "symmetric); ";
  for (const FamilyProof& family : analysis.cover.families) {
    if (family.period_length != 0)
      out += "every odd move x > " + bound +
             " loses by the periodicity scan: the values of all positions reached "
             "repeat from x = " +
             std::to_string(family.period_start) + " with period " + std::to_string(family.period_length) +
             " (periodicity theorem); ";
    else if (family.answer == 0)
      out += "every move x > " + bound + " coprime to " + g +
             " leaves a quiet ender with t > 1, an N-position by strategy stealing (non-constructive: no "
             "winning answer is named) (Quiet End theorem); ";
    else
      out += "every move x > " + bound + " with gcd(x, " + g + ") = " + std::to_string(family.h) +
             " is answered by " + std::to_string(family.answer) + ", reaching the P-position " +
             s.after(family.answer).text() + " (absorption); ";
  }
  for (std::int64_t h : analysis.cover.uncovered)
    out += "no rule covers the moves x with gcd(x, " + g + ") = " + std::to_string(h) +
           ": they were tried one by one up to " + std::to_string(analysis.examined) +
           " and larger ones are open; ";
  out += "the moves x <= " + std::to_string(analysis.examined) +
         " were settled one by one: " + std::to_string(analysis.winning.size()) + " win, " +
         std::to_string(analysis.losing) +
         " lose (exact search of finite positions up to t = " + std::to_string(limits.solve_limit) +
         ", enders, answers up to " + std::to_string(limits.reply_bound) + " reaching proved P-positions), " +
         std::to_string(analysis.unsettled.size()) + " unsettled" +
         (analysis.unsettled.empty() ? "" : " (" + join_numbers(analysis.unsettled, ", ") + ")");
  if (analysis.solved()) out += "; certificate: gamecert certify sylver " + join_numbers(s.generators(), " ");
  return out;
}

// The same argument as data (analysis.hpp, InfiniteFacts), so that a program
// need not parse the words above.
InfiniteFacts known_facts(const GeneralPosition& s, const MoveAnalysis& analysis) {
  InfiniteFacts known;
  known.hutchings = hutchings_p_position(s);
  for (const FamilyProof& family : analysis.cover.families) {
    KnownFamily out;
    out.h = family.h;
    out.above = analysis.cover.bound;
    if (family.period_length != 0) {
      out.rule = "periodicity";
      out.period_start = family.period_start;
      out.period_length = family.period_length;
    } else if (family.answer == 0) {
      out.rule = "quiet end";
    } else {
      out.rule = "absorption";
      out.answer = family.answer;
      out.reaches = s.after(family.answer).generators();
    }
    known.families.push_back(out);
  }
  known.open_families = analysis.cover.uncovered;
  known.examined = analysis.examined;
  const auto covered = [&](std::int64_t x) {
    if (x <= analysis.cover.bound) return false;
    const std::int64_t h = std::gcd(x, s.gcd());
    return std::any_of(known.families.begin(), known.families.end(),
                       [h](const KnownFamily& family) { return family.h == h; });
  };
  for (std::int64_t x : analysis.unsettled)
    if (!covered(x)) known.unsettled.push_back(x);
  return known;
}
}  // namespace

std::vector<std::int64_t> minimal_generators_of(const std::vector<std::int64_t>& named) {
  if (std::find(named.begin(), named.end(), 1) != named.end()) return {1};
  return GeneralPosition::of(named).generators();
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

  const GeneralPosition s = GeneralPosition::of(report.position);
  InfiniteProver prover(limits.prover);
  if (prover.p_by_pairing_only(s)) {
    report.status = "solved";
    report.reason =
        "gcd " + std::to_string(s.gcd()) +
        " > 1, infinitely many moves: P by the pairing strategy for {8, 12} (2-3, 4-6, 4k+1 - 4k+3, "
        "8k+2 - 8k+6): every position {8, 12} plus whole pairs is P (Z3 lemma sylver-pairing-8-12); "
        "certificate: gamecert certify sylver " +
        join_numbers(s.generators(), " ");
    report.known.emplace().pairing = true;
    return report;
  }
  const MoveAnalysis analysis = prover.analyse_moves(s, progress);
  report.winning = analysis.winning;
  report.states = prover.finite_states();
  report.status = analysis.solved() ? "solved" : analysis.winning.empty() ? "unknown" : "partial";
  report.reason = describe_moves(s, analysis, prover.limits());
  report.known = known_facts(s, analysis);
  return report;
}

}  // namespace gamecert::sylver
