// The rule "family 1 periodic <start> <length>" of kind infinite-position:
// every odd move of a position of gcd 2 loses, by the periodicity scan
// (certs/FORMAT.md gives the argument).
#pragma once
#include <functional>
#include <vector>

#include "sylver_replay.hpp"

// The value of a finite position (gcd 1) by its named numbers: true for P.
using ExactP = std::function<bool(const std::vector<std::int64_t>&)>;

// Shapes are sets of numbers below this: the rule takes F(S/2) < kShapeBits.
const std::int64_t kShapeBits = 256;

// Rejects unless S ∪ {x} is N for every odd x > bound, where S has gcd 2 and
// F(S/2) < kShapeBits; the period's snapshots are compared at `start` and `start + length`.
void check_periodic_rule(const Position& s, std::int64_t bound, std::int64_t start, std::int64_t length,
                         Budget& budget, std::size_t line, const ExactP& exact_p);
