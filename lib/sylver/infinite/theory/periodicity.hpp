// Sicherman's periodicity theorem for g = 2: the odd moves of S, all at once.
//
// Let S have gcd 2, S = 2·T, and let f be the Frobenius number of T. For
// every odd x the position S ∪ {x} is finite; the theorem (Sicherman,
// "Theory and Practice of Sylver Coinage", Integers 2 (2002) G2) says its
// value is ultimately periodic in x. The paper's proof is not at hand; the
// argument below is ours, and it yields the preperiod and period by a finite
// computation that gamecert-check repeats (certs/FORMAT.md, rule "periodic").
//
// Representation. Every position B reached from S ∪ {x} contains 2T. Its
// even part is 2U for a semigroup U ⊇ T, one of finitely many (U is T plus
// some of T's gaps, all <= f). Its odd minimal generators are the anchors
// A. If every anchor exceeds f then B = 2U ∪ ⋃_{a ∈ A} (a + 2U): a sum of
// two anchors is even and above 2f, hence in 2T, so a sum using anchors at
// least twice has the form a + 2U already. So with m = min A the odd gaps of
// B are the odd numbers below m (all nameable) and the odd n >= m with
// (n - a)/2 a gap of U for every anchor a <= n; an anchor a' is redundant
// when (a' - a)/2 lies in U for a smaller anchor a. Hence the anchors lie
// within 2·f_U of m (f_U <= f, the Frobenius number of U), and B is
// described by its shape (U, D), D = {(a - m)/2 : a ∈ A} ⊆ [0, f_U], and its
// base m. Its moves, in shapes:
//   - an even gap 2u (u a gap of U): shape (U + N·u, D less the anchors now
//     redundant), the same base;
//   - an odd gap m + 2j, j >= 1 (j - e a gap of U for every e <= j in D, so
//     j <= f_U): shape (U, D ∪ {j} less the redundant), the same base;
//   - an odd k = m - 2j >= 3, 1 <= j <= f_U: base k, shape (U, {0} ∪ {e + j
//     : e ∈ D, e + j a gap of U});
//   - an odd k = m - 2j >= 3, j > f_U: every anchor is redundant, base k,
//     shape (U, {0}): the position <2U, k>.
// None of this depends on m, as long as the bases involved exceed f.
//
// The scan. Let m0 be the least odd number above f, and v(σ, m) the value
// of shape σ at base m. The shapes reachable from σ0 = (T, {0}) (S ∪ {x} is
// σ0 at base x) are finitely many: the registry. At each base m >= m0, in
// order, v(·, m) follows from the values at the bases m - 2..m - 2f and from
// one flag per U: R_U(m) = "some odd 3 <= k <= m - 2f_U - 2 has <2U, k> P".
// Positions whose least odd generator is below m0 are finite positions
// solved exactly. From m >= m0 + 2f on, the snapshot (the flags and the
// values at bases m - 2f..m - 2) determines v(·, m) and the next snapshot by
// one fixed rule, so two equal snapshots at bases m1 < m2 make every value
// periodic from m1 on with period m2 - m1. The number of snapshots is
// finite, so the scan ends: this is the periodicity theorem, with explicit
// bounds.
#pragma once
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

struct PeriodicityLimits {
  std::int64_t max_base = 2001;           // the scan gives up past this base (an odd x)
  std::size_t max_shapes = 200'000;       // registry size
  std::uint64_t max_values = UINT64_MAX;  // shapes times bases computed
};

struct OddMovesScan {
  std::int64_t first_base = 0;       // m0: the least odd number above f
  std::int64_t period_start = 0;     // m1 (odd): the snapshots at m1 and m1 + period_length agree
  std::int64_t period_length = 0;    // in x, even
  std::size_t shapes = 0;            // registry size
  std::int64_t exact_positions = 0;  // positions below m0 solved exactly
  std::vector<bool> p;               // is S ∪ {x} P, for x = m0, m0 + 2, ... up to m1 + period_length - 2

  // The value of S ∪ {x} for any odd x >= m0.
  bool is_p(std::int64_t x) const;
  // The odd x in [low, ∞) with S ∪ {x} P, as the x below m1 + period_length
  // (the rest repeat with the period).
  std::vector<std::int64_t> winning_from(std::int64_t low) const;
};

// The exact value of a finite position whose least odd generator is below
// m0 (the scan's base region); the caller supplies it so that each road
// (solver, checker) uses its own.
using ExactValue = std::function<bool(const GeneralPosition&)>;

// The exact value by the fast solver, without limits (for callers with no budget of their own).
bool solve_exactly(const GeneralPosition& finite);

// Shapes are sets of numbers below this: the scan takes f < kShapeBits.
constexpr std::int64_t kShapeBits = 256;

// Where a scan that found no period stopped.
struct ScanStop {
  enum Reason { kNotGcd2OrFTooLarge, kShapes, kValues, kBase } reason = kBase;
  std::size_t shapes = 0;  // registry size (for kShapes: max_shapes, which it passed)
  std::int64_t base = 0;   // the last base whose values were computed (0: none)
  std::string text() const;
};

// Scans the odd moves of s (gcd 2, f < kShapeBits); none when a limit is hit
// first, and then `stop`, if given, says which.
std::optional<OddMovesScan> scan_odd_moves(const GeneralPosition& s, const ExactValue& exact,
                                           PeriodicityLimits limits = {}, ScanStop* stop = nullptr);

}  // namespace gamecert::sylver
