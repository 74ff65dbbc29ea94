// The prover for positions with gcd > 1 (infinite_prover.hpp).
#include "sylver/infinite/prover.hpp"

#include <algorithm>
#include <string>

#include "common/progress.hpp"

#include "sylver/finite/solver.hpp"
#include "sylver/infinite/theory/absorption.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/infinite/theory/pairing.hpp"
#include "sylver/infinite/theory/periodicity.hpp"
#include "sylver/infinite/theory/quiet_end.hpp"

namespace gamecert::sylver {

const ProvedValue* InfiniteProver::proved(const GeneralPosition& s) const {
  const auto it = proved_.find(s.generators());
  return it == proved_.end() ? nullptr : &it->second;
}

void InfiniteProver::assume(const GeneralPosition& s, bool p) {
  if (s.finite())
    finite_values_[s.generators()] = p;
  else
    proved_[s.generators()] = ProvedValue{.p = p, .families = {}, .premise = true};
}

void InfiniteProver::take_facts(const std::vector<ProvedPosition>& facts) {
  for (const ProvedPosition& fact : facts) {
    if (!facts_.emplace(fact.position, &fact).second) continue;
    const GeneralPosition proved = GeneralPosition::of(fact.position);
    assume(proved, fact.p);
    if (!fact.p || fact.position.size() < 2) continue;
    for (const std::int64_t w : fact.position) {
      std::vector<std::int64_t> before;
      for (const std::int64_t a : fact.position)
        if (a != w) before.push_back(a);
      const GeneralPosition from = GeneralPosition::of(before);
      if (from.nameable(w) && from.after(w).generators() == fact.position)
        limits_.answers_first.emplace(from.generators(), w);
    }
  }
}

void InfiniteProver::collect_facts(const GeneralPosition& s, bool p,
                                   std::set<std::vector<std::int64_t>>& seen,
                                   std::vector<const ProvedPosition*>& out) const {
  if (!seen.insert(s.generators()).second) return;
  if (const auto fact = facts_.find(s.generators()); fact != facts_.end()) {
    out.push_back(fact->second);
    return;
  }
  if (s.finite() && !p) {  // the move into a P fact that a certificate of s names as its witness
    if (const std::int64_t w = move_into_p_fact(s); w != 0) collect_facts(s.after(w), true, seen, out);
    return;
  }
  const ProvedValue* value = proved(s);
  if (s.finite() || value == nullptr || value->pairing) return;  // solved exactly, or by the lemma
  if (!p) return collect_facts(s.after(value->witness), true, seen, out);
  for (const FamilyProof& family : value->families)
    if (family.answer != 0) collect_facts(s.after(family.answer), true, seen, out);
  for (std::int64_t x = 2; x <= value->bound; ++x)
    if (s.nameable(x)) collect_facts(s.after(x), false, seen, out);
}

std::int64_t InfiniteProver::move_into_p_fact(const GeneralPosition& s) const {
  if (facts_.empty()) return 0;
  const std::int64_t t = s.finite_position().frobenius();
  for (std::int64_t w = 2; w <= t; ++w)
    if (s.nameable(w))
      if (const auto fact = facts_.find(s.after(w).generators()); fact != facts_.end() && fact->second->p)
        return w;
  return 0;
}

std::vector<const ProvedPosition*> InfiniteProver::facts_used(const GeneralPosition& s,
                                                              const MoveAnalysis& analysis) const {
  std::set<std::vector<std::int64_t>> seen;
  std::vector<const ProvedPosition*> out;
  for (const FamilyProof& family : analysis.cover.families)
    if (family.answer != 0) collect_facts(s.after(family.answer), true, seen, out);
  for (std::int64_t x = 2; x <= analysis.examined; ++x) {
    if (!s.nameable(x) || std::binary_search(analysis.unsettled.begin(), analysis.unsettled.end(), x))
      continue;
    collect_facts(s.after(x), std::binary_search(analysis.winning.begin(), analysis.winning.end(), x), seen,
                  out);
  }
  return out;
}

std::optional<bool> InfiniteProver::finite_is_p(const GeneralPosition& s) {
  check_time();  // the periodicity scan's many exact values come through here
  if (const auto it = finite_values_.find(s.generators()); it != finite_values_.end()) return it->second;
  const AperySet& position = s.finite_position();
  const std::int64_t t = position.frobenius();
  bool p;
  if (t > 1 && is_ender(position)) {
    p = false;
  } else {
    if (t > limits_.solve_limit || exhausted()) return std::nullopt;
    Solver solver(position);
    p = solver.is_p(position);
    finite_states_ += solver.statistics().stored;
    finite_states_spent_ += solver.statistics().stored;
  }
  finite_values_[s.generators()] = p;
  return p;
}

bool InfiniteProver::failed(const std::map<std::vector<std::int64_t>, int>& failures, const GeneralPosition& s,
                            int depth) const {
  const auto it = failures.find(s.generators());
  return it != failures.end() && it->second >= depth;
}

bool InfiniteProver::proved_p_below(const GeneralPosition& answered, int depth) {
  return answered.finite() ? finite_is_p(answered).value_or(false) : depth > 0 && prove_p(answered, depth - 1);
}

std::optional<FamilyProof> InfiniteProver::periodic_family(const GeneralPosition& s, std::int64_t bound) {
  struct OverLimit {};
  const ExactValue exact = [this](const GeneralPosition& position) {
    const std::optional<bool> p = finite_is_p(position);
    if (!p) throw OverLimit{};
    return *p;
  };
  try {
    const auto scan = scan_odd_moves(s, exact,
                                     {.max_base = limits_.period_bound,
                                      .max_shapes = limits_.period_shapes,
                                      .max_values = limits_.period_values});
    if (!scan || !scan->winning_from(bound + 1).empty()) return std::nullopt;
    return FamilyProof{.h = 1, .period_start = scan->period_start, .period_length = scan->period_length};
  } catch (const OverLimit&) {
    return std::nullopt;
  }
}

FamilyCover InfiniteProver::cover_families(const GeneralPosition& s, int depth, bool renew_budget,
                                           bool scan_odd_moves) {
  FamilyCover cover;
  const std::int64_t g = s.gcd();
  cover.bound = std::max<std::int64_t>(1, g * s.quotient_frobenius());
  for (std::int64_t h = 1; h < g; ++h) {
    if (g % h != 0) continue;
    if (renew_budget) renew();  // every family of the root has the whole budget
    if (h == 1) {
      if (const auto bound = quiet_end_bound(s)) {
        cover.families.push_back({1, 0});
        cover.bound = std::max(cover.bound, *bound);
        continue;
      }
      if (scan_odd_moves)
        if (const auto periodic = periodic_family(s, cover.bound)) {
          cover.families.push_back(*periodic);
          continue;
        }
    }
    bool covered = false;
    for (std::int64_t w = 2; w <= limits_.reply_bound && !covered; ++w) {
      check_time();
      const auto bound = absorption_bound(s, h, w);
      if (!bound) continue;
      if (!proved_p_below(s.after(w), depth)) continue;
      cover.families.push_back({h, w});
      cover.bound = std::max(cover.bound, *bound);
      covered = true;
    }
    if (!covered) cover.uncovered.push_back(h);
  }
  return cover;
}

void InfiniteProver::check_time() const {
  if (limits_.max_seconds <= 0) return;
  const std::chrono::duration<double> spent = std::chrono::steady_clock::now() - started_;
  if (spent.count() > limits_.max_seconds)
    throw SearchLimitExceeded("the prover ran past its time cap of " + std::to_string(limits_.max_seconds) + " s");
}

bool InfiniteProver::prove_p(const GeneralPosition& s, int depth) {
  check_time();
  if (const ProvedValue* known = proved(s)) return known->p;
  if (s.finite()) return finite_is_p(s).value_or(false);
  if (failed(failed_p_, s, depth) || exhausted()) return false;
  ++attempts_;
  FamilyCover cover = cover_families(s, depth, false, false);
  // The periodicity scan costs most, so it runs once every other move is proved to lose.
  const bool odd_moves_open = cover.uncovered == std::vector<std::int64_t>{1} && s.gcd() == 2;
  bool p = cover.uncovered.empty() || odd_moves_open;
  for (std::int64_t x = 2; x <= cover.bound && p; ++x)
    if (s.nameable(x)) p = prove_n(s.after(x), depth);
  if (p && odd_moves_open) {
    const auto periodic = periodic_family(s, cover.bound);
    p = periodic.has_value();
    if (p) cover.families.push_back(*periodic);
  }
  if (!p && !cover.uncovered.empty() && in_pairing_8_12_family(s)) {  // see p_by_pairing_only
    proved_[s.generators()] = ProvedValue{.p = true, .families = {}, .pairing = true};
    return true;
  }
  if (!p) {
    if (!exhausted()) failed_p_[s.generators()] = depth;  // a cap is no proof of failure
    return false;
  }
  proved_[s.generators()] = ProvedValue{.p = true, .bound = cover.bound, .families = cover.families};
  return true;
}

bool InfiniteProver::prove_n(const GeneralPosition& s, int depth) {
  check_time();
  if (s.finite()) {
    // A move into a P fact (take_facts) spares the exact solve; every move is
    // tried, since the fact may lack a generator of s that it makes redundant.
    if (move_into_p_fact(s) != 0) {
      finite_values_[s.generators()] = false;
      return true;
    }
    const std::optional<bool> p = finite_is_p(s);
    return p && !*p;
  }
  if (const ProvedValue* known = proved(s)) return !known->p;
  if (failed(failed_n_, s, depth) || exhausted()) return false;
  ++attempts_;
  if (const auto hint = limits_.answers_first.find(s.generators()); hint != limits_.answers_first.end())
    if (s.nameable(hint->second) && proved_p_below(s.after(hint->second), depth)) {
      proved_[s.generators()] = ProvedValue{.p = false, .witness = hint->second, .families = {}};
      return true;
    }
  // Finite replies first: they are solved exactly and cost least.
  for (int pass = 0; pass < 2; ++pass)
    for (std::int64_t w = 2; w <= limits_.reply_bound; ++w) {
      if (!s.nameable(w)) continue;
      const GeneralPosition child = s.after(w);
      if (child.finite() != (pass == 0)) continue;
      if (proved_p_below(child, depth)) {
        proved_[s.generators()] = ProvedValue{.p = false, .witness = w, .families = {}};
        return true;
      }
    }
  if (!exhausted()) failed_n_[s.generators()] = depth;
  return false;
}

bool InfiniteProver::p_by_pairing_only(const GeneralPosition& s) {
  return in_pairing_8_12_family(s) && !cover_families(s).uncovered.empty();
}

MoveAnalysis InfiniteProver::analyse_moves(const GeneralPosition& s, bool progress) {
  MoveAnalysis analysis;
  analysis.cover = cover_families(s, limits_.depth, true, true);
  analysis.examined =
      analysis.cover.uncovered.empty() ? analysis.cover.bound : std::max(analysis.cover.bound, limits_.search_bound);
  Progress bar("moves tried one by one", static_cast<std::uint64_t>(std::max<std::int64_t>(analysis.examined - 1, 0)),
               progress);
  for (std::int64_t x = 2; x <= analysis.examined; ++x) {
    bar.update(static_cast<std::uint64_t>(x - 2),
               std::to_string(analysis.winning.size()) + " win, " + std::to_string(analysis.losing) + " lose, " +
                   std::to_string(analysis.unsettled.size()) + " unsettled");
    if (!s.nameable(x)) continue;
    renew();  // every root move has the whole budget
    const GeneralPosition child = s.after(x);
    // A child with an answer to try first is expected to be N: its answer is tried before its P proof.
    if (limits_.answers_first.count(child.generators()) && prove_n(child))
      ++analysis.losing;
    else if (prove_p(child))
      analysis.winning.push_back(x);
    else if (prove_n(child))
      ++analysis.losing;
    else
      analysis.unsettled.push_back(x);
  }
  bar.finish();
  return analysis;
}

}  // namespace gamecert::sylver
