// Enders and quiet enders (Sicherman, "Theory and Practice of Sylver
// Coinage", Integers 2 (2002) G2).
//
// The Frobenius number t never kills another gap: nothing below t is a sum
// involving t, and nothing above t is nameable. A position is an *ender* when
// every other nameable number kills t (t - k·x ∈ S for some k ≥ 1). An ender
// with t > 1 is an N-position by strategy stealing: if some move other than t
// wins, play it; otherwise name t, after which every reply u also kills t, so
// the opponent reaches exactly the position S ∪ {u} that we showed is lost for
// the player to move. A *quiet* ender is one where every nameable n < t kills
// t with n once (t - n ∈ S); that is, the semigroup is symmetric: for every
// 0 < n < t exactly one of n, t - n is nameable. "Odds and enders": an ender
// is quiet exactly when t is odd (tests: sylver_enders, on the 349 enders
// among the 8,740 positions reachable from {9, 11} and {10, 13}). The
// enclosure E(S) adds to S every t/2 < n < t with n and t - n both nameable;
// the result is an ender with the same t.
// Also here: Sylvester's formula t = (a-1)(b-1) - 1 for coprime a, b, and
// Roberts' formula (1956) for the Frobenius number of a0, a0+d, ..., a0+s·d.
#pragma once
#include <cstdint>
#include <vector>

#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

bool kills_frobenius(const AperySet& position, std::int64_t x);  // x nameable, x != t
bool is_ender(const AperySet& position);
bool is_quiet_ender(const AperySet& position);
// For all 0 < n < t exactly one of n, t - n is nameable (a symmetric semigroup).
bool is_antisymmetric(const AperySet& position);
// The numbers E(S) adds to S (ascending); E(S) = S ∪ these.
std::vector<std::int64_t> ender_completion(const AperySet& position);

// The three facts above in one pass over 1..t-1, about t steps, for positions
// whose t runs into the billions; `progress` shows the pass on stderr.
struct EnderFacts {
  bool ender = false;
  bool quiet = false;
  std::vector<std::int64_t> completion;
};
EnderFacts ender_facts(const AperySet& position, bool progress = false);

std::int64_t sylvester_frobenius(std::int64_t a, std::int64_t b);
// a0, a0 + d, ..., a0 + s·d with gcd(a0, d) = 1 and 1 ≤ s < a0.
std::int64_t roberts_frobenius(std::int64_t a0, std::int64_t d, std::int64_t s);
// Sicherman's classification of those positions: quiet iff s = 1 or s | a0 - 2.
bool roberts_predicts_quiet(std::int64_t a0, std::int64_t s);

}  // namespace gamecert::sylver
