// A Sylver Coinage position of any gcd: the numbers named so far, reduced to
// their minimal generators. With g the gcd of the named numbers, S = g·T for
// a numerical semigroup T (gcd 1), held as an Apéry set; S is finite (has
// finitely many nameable numbers) exactly when g = 1. Moves never shrink S,
// so after naming x the gcd becomes gcd(g, x).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

class GeneralPosition {
 public:
  // `named` must be non-empty and must not contain 1.
  static GeneralPosition of(const std::vector<std::int64_t>& named);

  std::int64_t gcd() const { return g_; }
  const std::vector<std::int64_t>& generators() const { return generators_; }  // minimal, ascending
  const AperySet& quotient() const { return quotient_; }                       // T = S/g
  // The Frobenius number of T (-1 when T is all of N, i.e. S = {g}).
  std::int64_t quotient_frobenius() const { return quotient_.frobenius(); }
  bool finite() const { return g_ == 1; }
  bool contains(std::int64_t x) const { return x >= 0 && x % g_ == 0 && quotient_.contains(x / g_); }
  bool nameable(std::int64_t x) const { return x > 0 && !contains(x); }
  // The finite position itself (g = 1 only).
  const AperySet& finite_position() const { return quotient_; }
  GeneralPosition after(std::int64_t x) const;
  std::string text() const { return format_set(generators_); }
  bool operator<(const GeneralPosition& other) const { return generators_ < other.generators_; }

 private:
  GeneralPosition(std::int64_t g, std::vector<std::int64_t> generators, AperySet quotient)
      : g_(g), generators_(std::move(generators)), quotient_(std::move(quotient)) {}
  std::int64_t g_;
  std::vector<std::int64_t> generators_;
  AperySet quotient_;
};

bool is_prime(std::int64_t n);

}  // namespace gamecert::sylver
