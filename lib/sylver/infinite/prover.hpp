// Values of positions with gcd > 1, proved from the theory and exact search.
//
// A position S with gcd g has infinitely many moves. Its moves fall into
// families by h = gcd(x, g), for each divisor h of g: the moves x > B of a
// family h < g are covered at once by a rule (quiet_end.hpp for h = 1 when
// S/g is symmetric, periodicity.hpp for h = 1 when g = 2, absorption.hpp for
// any h), and the finitely many moves
// x <= B one by one. S is proved P when every family is covered and every
// move x <= B is proved to lose; a child is proved N by an ender test, an
// exact solve (finite children), or a witness reply whose result is proved P
// in turn. The proofs found are kept, so that infinite_certificate.hpp can
// write them out for gamecert-check.
#pragma once
#include <chrono>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "sylver/certificates/proved_position.hpp"
#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

struct ProverLimits {
  std::int64_t search_bound = 120;  // the moves of a family no rule covers are tried one by one up to this
  std::int64_t reply_bound = 40;  // witnesses and family answers tried: w <= this
  std::int64_t solve_limit = 120;  // finite positions solved exactly up to this Frobenius number
  int depth = 2;                   // nested proofs of infinite P-positions
  // Work caps per root move of analyse_moves, counted (not timed) so that
  // results stay deterministic: past them, proofs not found already fail.
  std::uint64_t max_proofs = 200;        // proofs of infinite positions attempted
  std::uint64_t max_states = 50'000;     // positions stored by the exact solves, summed
  // The periodicity scan of odd moves (g = 2, theory/periodicity.hpp) gives up past this base.
  std::int64_t period_bound = 4001;
  std::size_t period_shapes = 5'000;        // ... or past this many shapes,
  std::uint64_t period_values = 2'000'000;  // ... or this many values (shapes times bases)
  // Answers tried first, before the search from 2 up (e.g. an answer the
  // literature reports beyond reply_bound), keyed by minimal generators.
  std::map<std::vector<std::int64_t>, std::int64_t> answers_first;
  // A wall-clock cap on the prover's whole life (0 = none): past it, the
  // proof steps throw SearchLimitExceeded. It never changes an answer, only whether there is
  // one, so the explorer can try a position in its own process and leave
  // the slow ones to a child that shows progress.
  double max_seconds = 0;
};

// How the moves x > bound with gcd(x, g) = h lose: by the quiet end
// (answer 0, no period), by the fixed answer w, or (h = 1, g = 2) by the
// periodicity scan, whose snapshots repeat from period_start every
// period_length.
struct FamilyProof {
  std::int64_t h = 1;
  std::int64_t answer = 0;
  std::int64_t period_start = 0, period_length = 0;
};

// A proved value. Finite positions keep only p (and ender): their proofs are
// re-derived by the exact solver when written out.
struct ProvedValue {
  bool p = false;
  bool ender = false;         // finite N: an ender with t > 1
  std::int64_t witness = 0;   // infinite N: a reply reaching a proved P-position
  std::int64_t bound = 0;     // infinite P: the moves x <= bound are proved one by one
  std::vector<FamilyProof> families;  // infinite P: one per proper divisor h of g, ascending
  bool pairing = false;       // P by the pairing for {8, 12} (theory/pairing.hpp)
  bool premise = false;       // proved by another certificate (InfiniteProver::assume)
};

// The families of an infinite position: the rules found, the bound B above
// which they hold, and the divisors h whose family no rule covered.
struct FamilyCover {
  std::int64_t bound = 1;
  std::vector<FamilyProof> families;
  std::vector<std::int64_t> uncovered;
};

// The moves of a root: the families covered, and each move up to the bound
// (or up to limits.search_bound while a family is uncovered) proved winning,
// proved losing, or left unsettled.
struct MoveAnalysis {
  FamilyCover cover;
  std::int64_t examined = 0;  // moves x <= examined were tried one by one
  std::vector<std::int64_t> winning, unsettled;
  std::int64_t losing = 0;
  bool solved() const { return cover.uncovered.empty() && unsettled.empty(); }
};

class InfiniteProver {
 public:
  explicit InfiniteProver(ProverLimits limits = {}) : limits_(limits), started_(std::chrono::steady_clock::now()) {}

  bool prove_p(const GeneralPosition& s) { return prove_p(s, limits_.depth); }
  bool prove_n(const GeneralPosition& s) { return prove_n(s, limits_.depth); }
  FamilyCover cover_families(const GeneralPosition& s) {
    return cover_families(s, limits_.depth, true, true);
  }
  // `progress` shows the moves tried on stderr.
  MoveAnalysis analyse_moves(const GeneralPosition& s, bool progress = false);
  // s is P by the pairing for {8, 12} and by nothing checked in full (the
  // lemma is used only where the other rules do not reach).
  bool p_by_pairing_only(const GeneralPosition& s);
  // The proof found for s, if any.
  const ProvedValue* proved(const GeneralPosition& s) const;
  // Takes the value of s as proved elsewhere (a certificate the proof rests on).
  void assume(const GeneralPosition& s, bool p);
  // Takes each fact as proved (assume), and tries a P fact's generators first
  // as answers in the positions they reach it from (answers_first, where no
  // answer is given), so that an answer beyond reply_bound is found too. The
  // facts must outlive the prover.
  void take_facts(const std::vector<ProvedPosition>& facts);
  // The facts the proofs of `analysis` (of s) rest on, in the order a
  // certificate of it would name them.
  std::vector<const ProvedPosition*> facts_used(const GeneralPosition& s, const MoveAnalysis& analysis) const;
  // The smallest move of finite s into a position a fact proves P, 0 if none.
  std::int64_t move_into_p_fact(const GeneralPosition& s) const;
  // Exact value of a finite position, none beyond solve_limit.
  std::optional<bool> finite_is_p(const GeneralPosition& s);
  const ProverLimits& limits() const { return limits_; }
  std::uint64_t finite_states() const { return finite_states_; }
  // Past max_proofs attempts, proofs not found already fail (the results
  // stay deterministic: the search order is fixed).
  bool exhausted() const { return attempts_ >= limits_.max_proofs || finite_states_spent_ >= limits_.max_states; }

 private:
  bool prove_p(const GeneralPosition& s, int depth);
  bool prove_n(const GeneralPosition& s, int depth);
  // renew_budget: each family gets the whole work budget (at the root);
  // scan_odd_moves: try the periodicity scan for the odd moves (g = 2).
  FamilyCover cover_families(const GeneralPosition& s, int depth, bool renew_budget, bool scan_odd_moves);
  // An answer's position proved P: exactly when finite, one level down when infinite.
  bool proved_p_below(const GeneralPosition& answered, int depth);
  bool failed(const std::map<std::vector<std::int64_t>, int>& failures, const GeneralPosition& s, int depth) const;
  // The odd moves of a position of gcd 2 above `bound` all lose, by the periodicity scan.
  std::optional<FamilyProof> periodic_family(const GeneralPosition& s, std::int64_t bound);

  // Adds to `out` the facts the proof that s is P (or N) rests on.
  void collect_facts(const GeneralPosition& s, bool p, std::set<std::vector<std::int64_t>>& seen,
                     std::vector<const ProvedPosition*>& out) const;

  ProverLimits limits_;
  std::map<std::vector<std::int64_t>, ProvedValue> proved_;
  std::map<std::vector<std::int64_t>, const ProvedPosition*> facts_;  // take_facts, by position
  std::map<std::vector<std::int64_t>, int> failed_p_, failed_n_;  // deepest depth that failed
  std::map<std::vector<std::int64_t>, bool> finite_values_;
  std::uint64_t finite_states_ = 0;
  std::uint64_t attempts_ = 0, finite_states_spent_ = 0;  // since the budget was last renewed
  std::chrono::steady_clock::time_point started_;  // the prover's creation, for limits_.max_seconds
  void check_time() const;
  void renew() { attempts_ = finite_states_spent_ = 0; }
};

}  // namespace gamecert::sylver
