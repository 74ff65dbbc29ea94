// Exact golden-ratio floors: a digit-by-digit integer square root for the
// 64-bit path, mpz_sqrt for GMP (see golden.hpp for the identities used).
#include "wythoff/golden.hpp"

#include <stdexcept>

namespace gamecert::wythoff {

std::uint64_t integer_sqrt(std::uint64_t value) {
  // Digit-by-digit (base 4) square root: exact, no floating point, 32 steps.
  std::uint64_t root = 0;
  std::uint64_t bit = std::uint64_t{1} << 62;
  while (bit > value) bit >>= 2;
  while (bit != 0) {
    if (value >= root + bit) {
      value -= root + bit;
      root = (root >> 1) + bit;
    } else {
      root >>= 1;
    }
    bit >>= 2;
  }
  return root;
}

mpz_class floor_times_phi(const mpz_class& n) {
  if (n < 0) throw std::invalid_argument("floor_times_phi: negative argument");
  mpz_class five_n_squared = 5 * n * n;
  mpz_class root;
  mpz_sqrt(root.get_mpz_t(), five_n_squared.get_mpz_t());
  mpz_class sum = n + root;
  mpz_class half;
  mpz_fdiv_q_2exp(half.get_mpz_t(), sum.get_mpz_t(), 1);
  return half;
}

mpz_class floor_times_phi_squared(const mpz_class& n) { return floor_times_phi(n) + n; }

std::uint64_t floor_times_phi(std::uint64_t n) {
  if (n <= kMaxSixtyFourBitMultiple) return (n + integer_sqrt(5 * n * n)) / 2;
  if (n >= (std::uint64_t{1} << 62)) throw std::overflow_error("floor_times_phi: n too large");
  mpz_class big;
  mpz_import(big.get_mpz_t(), 1, 1, sizeof n, 0, 0, &n);
  mpz_class result = floor_times_phi(big);
  std::uint64_t out = 0;
  mpz_export(&out, nullptr, 1, sizeof out, 0, 0, result.get_mpz_t());
  return out;
}

std::uint64_t floor_times_phi_squared(std::uint64_t n) {
  if (n >= (std::uint64_t{1} << 61)) throw std::overflow_error("floor_times_phi_squared: n too large");
  return floor_times_phi(n) + n;
}

std::uint64_t floor_divided_by_phi(std::uint64_t n) { return floor_times_phi(n) - n; }

std::uint64_t hofstadter_closed_form(std::uint64_t n) { return floor_divided_by_phi(n + 1); }

}  // namespace gamecert::wythoff
