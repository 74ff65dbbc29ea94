// Positions of any gcd (general_position.hpp).
#include "sylver/infinite/general_position.hpp"

#include <stdexcept>


namespace gamecert::sylver {

GeneralPosition GeneralPosition::of(const std::vector<std::int64_t>& named) {
  if (named.empty()) throw std::invalid_argument("empty position");
  for (std::int64_t x : named)
    if (x < 2) throw std::invalid_argument("a position holds numbers >= 2 (naming 1 ends the game)");
  const std::int64_t g = gcd_of(named);
  std::vector<std::int64_t> reduced;
  for (std::int64_t x : named) reduced.push_back(x / g);
  AperySet quotient = AperySet::generated_by(reduced);
  std::vector<std::int64_t> generators = quotient.minimal_generators();
  for (std::int64_t& x : generators) x *= g;
  return GeneralPosition(g, std::move(generators), std::move(quotient));
}

GeneralPosition GeneralPosition::after(std::int64_t x) const {
  std::vector<std::int64_t> named = generators_;
  named.push_back(x);
  return of(named);
}

bool is_prime(std::int64_t n) {
  if (n < 2) return false;
  for (std::int64_t d = 2; d * d <= n; ++d)
    if (n % d == 0) return false;
  return true;
}

}  // namespace gamecert::sylver
