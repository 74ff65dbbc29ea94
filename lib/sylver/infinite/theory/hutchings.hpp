// Hutchings' theorem: for a prime p >= 5, {p} is a P-position.
//
// Every reply x to {p} is coprime to p and leaves the pair {p, x}, whose
// Frobenius number (p-1)(x-1) - 1 exceeds 1; every such pair is an ender
// (each nameable y < t kills t), so it is an N-position by strategy stealing
// (enders.hpp). Hence no reply wins: {p} is P, and the proof names no
// winning answer to any reply (it is non-constructive). It is the Quiet End
// theorem (quiet_end.hpp) for S = {p}, where S/p = N has no gaps, and that is
// how certificates prove it. Conversely a position of gcd p >= 5 prime other
// than {p} is N: p is nameable there and reaches {p} (absorption.hpp).
// Source: R. L. Hutchings, as reported in Berlekamp, Conway and Guy,
// "Winning Ways for your Mathematical Plays", ch. 18, and Sicherman,
// "Theory and Practice of Sylver Coinage", Integers 2 (2002) G2.
#pragma once
#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

// s = {p} for a prime p >= 5.
inline bool hutchings_p_position(const GeneralPosition& s) {
  return s.generators().size() == 1 && s.gcd() >= 5 && is_prime(s.gcd());
}

}  // namespace gamecert::sylver
