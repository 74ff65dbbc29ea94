// The rule "family 1 periodic <start> <length>" of kind infinite-position:
// every odd move of a position of gcd 2 loses, by the periodicity scan
// (certs/FORMAT.md gives the argument).
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

struct PeriodicRule {
  std::uint64_t t_gaps;                  // bit n: n is a gap of T = S/2 (f <= 62)
  std::int64_t f;                        // Frobenius number of T
  std::vector<std::int64_t> generators;  // minimal generators of S
  std::int64_t bound;                    // the rule covers the odd x > bound
  std::int64_t start, length;
};

// The value of a finite position (gcd 1) by its named numbers: true for P.
using ExactP = std::function<bool(const std::vector<std::int64_t>&)>;
// Counts work against the budget.
using Charge = std::function<void(std::int64_t)>;

// Rejects unless S ∪ {x} is N for every odd x > bound.
void check_periodic_rule(const PeriodicRule& rule, const ExactP& exact_p, const Charge& charge, std::size_t line);
