// Exact floors of multiples of the golden ratio, with no floating point.
//
// phi = (1 + sqrt 5) / 2, so n*phi = (n + sqrt(5 n^2)) / 2. For n >= 1 the
// square root is irrational, hence floor(n*phi) = floor((n + s) / 2) with
// s = isqrt(5 n^2): when n + s is odd, adding the fractional part of
// sqrt(5 n^2) cannot reach the next integer. Every other Beatty quantity is
// an integer shift of this one: floor(n (phi + 1)) = floor(n phi) + n and
// floor(n / phi) = floor(n phi) - n (because 1/phi = phi - 1). Hofstadter's
// G-sequence has the closed form G(n) = floor((n + 1) / phi) (OEIS A005206).
// The 64-bit path is exact while 5 n^2 fits in 64 bits; beyond that GMP.
#pragma once
#include <gmpxx.h>

#include <cstdint>

namespace gamecert::wythoff {

// Largest n for which the 64-bit path is used (5 n^2 < 2^64).
inline constexpr std::uint64_t kMaxSixtyFourBitMultiple = 1'900'000'000ULL;

std::uint64_t integer_sqrt(std::uint64_t value);         // floor(sqrt(value))
std::uint64_t floor_times_phi(std::uint64_t n);          // floor(n phi), any n < 2^62
std::uint64_t floor_times_phi_squared(std::uint64_t n);  // floor(n (phi + 1)), n < 2^61
std::uint64_t floor_divided_by_phi(std::uint64_t n);     // floor(n / phi)
std::uint64_t hofstadter_closed_form(std::uint64_t n);   // floor((n + 1) / phi)

mpz_class floor_times_phi(const mpz_class& n);
mpz_class floor_times_phi_squared(const mpz_class& n);

}  // namespace gamecert::wythoff
