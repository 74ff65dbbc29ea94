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

const char* status_word(WinningStatus status) {
  switch (status) {
    case WinningStatus::solved: return "solved";
    case WinningStatus::first: return "first";
    case WinningStatus::over: return "over";
    case WinningStatus::partial: return "partial";
    case WinningStatus::unknown: return "unknown";
    case WinningStatus::limit: return "limit";
    case WinningStatus::unsupported: return "unsupported";
  }
  throw std::logic_error("a winning status without a word");
}

const char* value_word(PositionValue value) {
  switch (value) {
    case PositionValue::P: return "P";
    case PositionValue::N: return "N";
    case PositionValue::unknown: return "unknown";
    case PositionValue::over: return "over";
  }
  throw std::logic_error("a position value without a word");
}

const char* standing_word(Standing standing) {
  switch (standing) {
    case Standing::winning: return "winning";
    case Standing::losing: return "losing";
    case Standing::open: return "open";
  }
  throw std::logic_error("a standing without a word");
}

namespace {

bool has(const std::vector<std::int64_t>& xs, std::int64_t x) { return std::find(xs.begin(), xs.end(), x) != xs.end(); }

// Every nameable move x with gcd(x, g) = h that is neither 1, winning,
// unsettled nor settled one by one has this standing: the family's.
Standing class_standing(std::int64_t h, bool exact, const std::optional<InfiniteFacts>& known) {
  if (!known) return exact ? Standing::losing : Standing::open;
  if (known->pairing) return Standing::losing;
  return has(known->open_families, h) ? Standing::open : Standing::losing;
}

// Only a finite position's answer is exact without `known`: --first stops
// at a winning move, so with none found every move was searched.
bool exact_winning_set(const WinningReport& report) {
  return report.status == WinningStatus::solved ||
         (report.status == WinningStatus::first && report.winning.empty());
}

// value, moves and other_moves from the report's facts. `s` tells which
// numbers up to `examined` are nameable (gcd > 1 only).
void settle_standings(WinningReport& report, const GeneralPosition* s) {
  if (report.status == WinningStatus::over) {
    report.value = PositionValue::over;
    return;
  }
  const bool exact = exact_winning_set(report);
  report.value = !report.winning.empty() ? PositionValue::N : exact ? PositionValue::P : PositionValue::unknown;
  const std::int64_t g = report.gcd;
  // Only 1, the winning moves and moves up to `examined` can differ from their class.
  std::vector<std::int64_t> candidates{1};
  if (report.known && s != nullptr)
    for (std::int64_t x = 2; x <= report.known->examined; ++x)
      if (s->nameable(x)) candidates.push_back(x);
  candidates.insert(candidates.end(), report.winning.begin(), report.winning.end());
  std::sort(candidates.begin(), candidates.end());
  candidates.erase(std::unique(candidates.begin(), candidates.end()), candidates.end());
  for (std::int64_t x : candidates) {
    const Standing standing = standing_of(x, g, report.winning, exact, report.known);
    if (standing != class_standing(std::gcd(x, g), exact, report.known)) report.moves.push_back({x, standing});
  }
  for (std::int64_t h = 1; h <= g; ++h)
    if (g % h == 0) report.other_moves.push_back({h, class_standing(h, exact, report.known)});
}

}  // namespace

Standing standing_of(std::int64_t x, std::int64_t gcd, const std::vector<std::int64_t>& winning, bool exact,
                     const std::optional<InfiniteFacts>& known) {
  if (x == 1) return Standing::losing;
  if (has(winning, x)) return Standing::winning;
  if (known && !known->pairing) {
    if (has(known->unsettled, x)) return Standing::open;
    // Settled one by one.
    if (x <= known->examined) return Standing::losing;
  }
  // Above `examined`, a move has its family's standing.
  return class_standing(std::gcd(x, gcd), exact, known);
}

std::vector<std::int64_t> minimal_generators_of(const std::vector<std::int64_t>& named) {
  return Position::of(named).generators();
}

namespace {
// What a report says of a position before any search.
WinningReport report_of(const Position& p) {
  WinningReport report;
  report.position = p.generators();
  report.gcd = p.gcd();
  report.frobenius = p.t();
  if (!p.over() && !p.finite()) report.shape = position_shape(p.general());
  return report;
}
}  // namespace

WinningReport unanswered_report(const Position& position, WinningStatus status, std::string reason) {
  WinningReport report = report_of(position);
  report.status = status;
  report.reason = std::move(reason);
  settle_standings(report, nullptr);
  return report;
}

WinningReport analyse_winning(const Position& p, InfiniteSearchLimits limits, bool progress) {
  WinningReport report = report_of(p);
  if (p.over()) {
    report.status = WinningStatus::over;
    report.reason = "1 has been named: the player who named it lost, and no number is left";
    settle_standings(report, nullptr);
    return report;
  }
  if (p.finite()) {
    const AperySet& position = p.general().finite_position();
    report.status = limits.first_only ? WinningStatus::first : WinningStatus::solved;
    Solver solver(position, SolverOptions{.max_states = limits.max_states,
                                          .max_memo_bytes = limits.max_memo_bytes,
                                          .max_seconds = limits.max_seconds,
                                          .progress = progress,
                                          .order = limits.first_only ? MoveOrder::kFewestGapsFirst
                                                                     : MoveOrder::kLargestFirst,
                                          .threads = limits.threads,
                                          .memo = limits.compact_memo ? MemoKind::kCompact : MemoKind::kFast,
                                          .cancel = limits.cancel,
                                          .snapshot = limits.snapshot});
    report.winning = limits.first_only ? solver.first_winning_move(position, limits.journal)
                                       : solver.winning_moves(position, limits.journal);
    const SearchStatistics statistics = solver.statistics();
    report.states = statistics.stored;
    report.memo_bytes = statistics.memo_bytes;
    report.evicted = statistics.evicted;
    settle_standings(report, nullptr);
    return report;
  }
  if (limits.first_only) throw std::invalid_argument("the first winning move is searched only with gcd 1");
  if (limits.journal) throw std::invalid_argument("a journal is kept only for positions with gcd 1");
  if (limits.snapshot) throw std::invalid_argument("a memo snapshot is kept only for positions with gcd 1");

  const GeneralPosition& s = p.general();
  InfiniteProver prover(limits.prover);
  prover.take_facts(limits.facts);
  if (prover.p_by_pairing_only(s)) {
    report.status = WinningStatus::solved;
    report.reason =
        "gcd " + std::to_string(s.gcd()) +
        " > 1, infinitely many moves: P by the pairing strategy for {8, 12} (2-3, 4-6, 4k+1 - 4k+3, "
        "8k+2 - 8k+6): every position {8, 12} plus whole pairs is P (Z3 lemma sylver-pairing-8-12); "
        "certificate: gamecert certify sylver " +
        join_numbers(s.generators(), " ");
    report.known.emplace().pairing = true;
    settle_standings(report, &s);
    return report;
  }
  const MoveAnalysis analysis = prover.analyse_moves(s, progress);
  report.winning = analysis.winning;
  report.states = prover.finite_states();
  report.status = analysis.solved()           ? WinningStatus::solved
                  : analysis.winning.empty() ? WinningStatus::unknown
                                             : WinningStatus::partial;
  report.reason = describe_moves(s, analysis, prover.limits());
  report.known = known_facts(s, analysis);
  for (const ProvedPosition* fact : prover.facts_used(s, analysis)) report.facts.push_back(*fact);
  // What the theory and the search leave open, a certificate of the position itself may settle.
  if (const auto fact =
          std::find_if(limits.facts.begin(), limits.facts.end(),
                       [&](const ProvedPosition& f) { return f.p && f.position == s.generators(); });
      !analysis.solved() && analysis.winning.empty() && fact != limits.facts.end()) {
    report.status = WinningStatus::solved;
    report.winning.clear();
    report.reason = "gcd " + std::to_string(s.gcd()) + " > 1: P by the certificate " + fact->sha256 + " (" +
                    fact->claim +
                    "), a fact of the repository: every move loses (the prover alone: " + report.reason + ")";
    report.known.reset();
    report.facts = {*fact};
  }
  settle_standings(report, &s);
  return report;
}

}  // namespace gamecert::sylver
