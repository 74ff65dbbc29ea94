// Guard against vacuous proofs. An obligation is the hypotheses (axioms,
// definitions, hints) plus one last assertion, the negated claim; "unsat"
// proves the claim only if the hypotheses are consistent. hypotheses_with_claim
// undoes the negation: a solver that refutes the result too has shown the
// hypotheses contradictory, so a test asks that it never be proved.
#pragma once
#include "proofs/lemma.hpp"

namespace gamecert::proofs {

// The obligation with its last top-level assertion (assert (not GOAL))
// replaced by (assert GOAL); when that last assertion is not a negation (a
// negated claim written out, such as (assert (>= (L n) (L k)))), it is
// dropped. Throws ObligationError when the text has no assertion.
Lemma hypotheses_with_claim(const Lemma& lemma);

}  // namespace gamecert::proofs
