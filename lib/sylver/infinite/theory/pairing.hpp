// Pairing: a second-player strategy that answers every move with its mate.
//
// Sicherman's glossary calls two moves paired when each wins against the
// other. For {8, 12} the literature gives a pairing of all its moves but 1
// (attributed to Blok; its text is not at hand, so the pairs and the proof
// are our own): 2 <-> 3, 4 <-> 6, 4k+1 <-> 4k+3 and 8k+2 <-> 8k+6 for k >= 1.
// Claim: every position <8, 12> ∪ C, where C is a finite set of whole pairs
// other than {2, 3}, is a P-position. Proof: let the opponent name y; by the
// Z3 obligations proofs/sylver/50-52 (sylver-pairing-8-12-*), for every such C
// (i) the gaps other than 1 are exactly a union of whole pairs (an explicit
// set G(C)), (ii) mate(y) is still nameable after y: it is a gap, mate(y) <
// 2y, and when mate(y) > y the difference 1, 2 or 4 is a gap; so the answer
// mate(y) is legal and reaches <8, 12> ∪ C ∪ {y, mate(y)}, a position of the
// same form (or, after {2, 3}, the position where only 1 is left). Every
// game ends, so the opponent is eventually left with only 1 to name.
// In particular {8, 12} itself is P, and so is {8, 12, 8k+2, 8k+6} for k >= 1.
// gamecert-check verifies membership and names the lemma (certs/FORMAT.md).
#pragma once
#include <cstdint>

#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

// The mate of n under the pairing for {8, 12}; 0 when n is unpaired.
std::int64_t pairing_8_12_mate(std::int64_t n);

// s = <8, 12> ∪ C for a finite set C of whole pairs other than {2, 3}.
bool in_pairing_8_12_family(const GeneralPosition& s);

}  // namespace gamecert::sylver
