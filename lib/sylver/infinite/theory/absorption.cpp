// Absorption (absorption.hpp).
#include "sylver/infinite/theory/absorption.hpp"

#include <algorithm>

namespace gamecert::sylver {

std::optional<std::int64_t> absorption_bound(const GeneralPosition& s, std::int64_t h, std::int64_t w) {
  if (!s.nameable(w)) return std::nullopt;
  const GeneralPosition answered = s.after(w);
  if (h % answered.gcd() != 0) return std::nullopt;
  return std::max(w, answered.gcd() * answered.quotient_frobenius());
}

}  // namespace gamecert::sylver
