// Exact preperiod and period of a subtraction game's sequence.
//
// Stopping rule. Let m = max S. For n >= m every term is the same function F
// of the m terms before it (sequences.hpp). Write W(i) = (a(i), ..., a(i+m-1)).
// If W(i) = W(j) for some i < j, then a(i+m) = F(W(i)) = F(W(j)) = a(j+m), so
// W(i+1) = W(j+1), and by induction a(n + (j-i)) = a(n) for every n >= i.
// So the first repeated window proves eventual periodicity with preperiod i
// and period j - i (the Z3 lemmas subtraction-outcome-step and
// subtraction-grundy-step are exactly this induction step, for any S). The
// search ends: outcome windows take at most 2^m values and Grundy windows at
// most (|S|+1)^m, so a repeat comes within that many terms.
//
// Minimality. The periods of an eventually periodic sequence are the
// multiples of the least one, so the least period divides j - i; we try the
// divisors in increasing order on one full period. The least preperiod for
// that period is one past the last n < i with a(n) != a(n + period).
#pragma once
#include <cstdint>
#include <vector>

#include "subtraction/sequences.hpp"

namespace gamecert::subtraction {

inline constexpr std::uint64_t kDefaultTermLimit = 20'000'000;

struct Periodicity {
  std::uint64_t preperiod = 0;
  std::uint64_t period = 0;
  // a(0) .. a(preperiod + period + max(period, max S) - 1): the window a
  // certificate needs to show periodicity and minimality.
  std::vector<std::uint32_t> terms;
  std::uint32_t at(std::uint64_t n) const;  // any n, by periodicity
};

struct NoPeriodFound : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws NoPeriodFound when no window repeats among the first term_limit terms.
// With `progress`, a search past a million terms draws its count on stderr.
Periodicity find_periodicity(const SubtractionSet& set, Play play, Sequence sequence,
                             std::uint64_t term_limit = kDefaultTermLimit, bool progress = false);

}  // namespace gamecert::subtraction
