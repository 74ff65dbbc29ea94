// The Quiet End theorem: the moves coprime to the gcd, all at once.
//
// Let S have gcd g > 1 and S = g·T, where T has Frobenius number f (f = -1
// when T = N). Take x coprime to g with x > f, so that x lies in T and
// g·x in S. Then S ∪ {x} is the disjoint union of the classes k·x + S,
// k = 0..g-1: a sum using x at least g times can trade g copies of x for
// the element g·x of S, and the classes differ mod g. So the nameable
// numbers are k·x + g·j with j not in T (j < 0 or a gap of T), and the
// largest is t = (g-1)·x + g·f. For such a y, t - y = (g-1-k)·x + g·(f - j),
// which lies in S ∪ {x} exactly when f - j lies in T. That holds for j < 0
// always, and for every gap j of T exactly when T is symmetric (for each
// 0 <= n <= f exactly one of n, f - n is in T). Hence:
//
//   if T is symmetric, every x > f coprime to g makes S ∪ {x} a quiet ender
//   (every nameable y < t kills t using y once) with t = (g-1)·x + g·f, and
//   when t > 1 it is an N-position by strategy stealing (enders.hpp).
//
// The argument uses only that x lies in T, so a smaller x of T coprime to g
// gives a quiet ender too; the family rule takes the moves above f, and the
// smaller ones are settled one by one (each an 'E' entry of a certificate).
//
// Sicherman ("Theory and Practice of Sylver Coinage", Integers 2 (2002) G2)
// states this for g = 2 as the Quiet End theorem; the paper's text is not
// at hand here, so the statement above and its proof are our own, for every
// g. With T = N (S = {g}) it is Hutchings' theorem: every reply to a single
// named number g >= 4 coprime to it leaves an ender with t > 1 (hutchings.hpp).
// gamecert-check verifies the premises (certs/FORMAT.md, rule "enders").
#pragma once
#include <cstdint>
#include <optional>

#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

// T = S/g symmetric (T = N counts as symmetric).
bool quotient_is_symmetric(const GeneralPosition& s);

// The least bound B such that every x > B coprime to the gcd leaves a quiet
// ender with t > 1 by the argument above; none when T is not symmetric.
std::optional<std::int64_t> quiet_end_bound(const GeneralPosition& s);

// The Frobenius number of S ∪ {x} for x > f coprime to g: (g-1)·x + g·f.
std::int64_t quiet_end_frobenius(const GeneralPosition& s, std::int64_t x);

}  // namespace gamecert::sylver
