// The Quiet End theorem (quiet_end.hpp).
#include "sylver/infinite/theory/quiet_end.hpp"

#include <algorithm>

namespace gamecert::sylver {

bool quotient_is_symmetric(const GeneralPosition& s) {
  const AperySet& t = s.quotient();
  const std::int64_t f = s.quotient_frobenius();
  for (std::int64_t n = 0; n <= f; ++n)
    if (t.contains(n) == t.contains(f - n)) return false;
  return true;
}

std::optional<std::int64_t> quiet_end_bound(const GeneralPosition& s) {
  if (s.finite() || !quotient_is_symmetric(s)) return std::nullopt;
  const std::int64_t g = s.gcd(), f = s.quotient_frobenius();
  std::int64_t bound = std::max<std::int64_t>(f, 1);
  while ((g - 1) * (bound + 1) + g * f <= 1) ++bound;  // t > 1 from the first move above the bound
  return bound;
}

std::int64_t quiet_end_frobenius(const GeneralPosition& s, std::int64_t x) {
  return (s.gcd() - 1) * x + s.gcd() * s.quotient_frobenius();
}

}  // namespace gamecert::sylver
