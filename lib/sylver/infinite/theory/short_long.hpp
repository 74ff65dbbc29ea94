// Short and long positions (Sicherman's glossary, "Theory and Practice of
// Sylver Coinage", Integers 2 (2002) G2).
//
// A position S of prime gcd g is *short* when S/g is a quiet ender (a
// symmetric semigroup) and *long* otherwise. For a short position the Quiet
// End theorem (quiet_end.hpp) settles every move coprime to g above the
// Frobenius number f of S/g at once, so only the finitely many moves up to
// max(f, g·f) remain to be answered one by one. For a long position those
// moves have values that vary with x; Sicherman's periodicity theorem says
// that for g = 2 they are ultimately periodic in x, and the prover uses it
// for the odd moves (periodicity.hpp; docs/sylver-infinite.md, "Periodicity
// for g = 2"). We use the words for any g > 1: `sylver winning` prints the
// word as `shape`, derived here only.
#pragma once
#include "sylver/infinite/general_position.hpp"
#include "sylver/infinite/theory/quiet_end.hpp"

namespace gamecert::sylver {

// "short" or "long" (gcd > 1 only).
inline const char* position_shape(const GeneralPosition& s) { return quotient_is_symmetric(s) ? "short" : "long"; }

}  // namespace gamecert::sylver
