// Running one obligation: Z3 through its C++ API with the configuration the
// file pins, and cvc5 as an independent second opinion, run as a subprocess
// on the same SMT-LIB2 text. Verdicts: "proved" (unsat), "failed" (sat),
// "unknown" (gave up or ran out of time); cvc5 may also be "unavailable".
#pragma once
#include <string>

#include "proofs/lemma.hpp"

namespace gamecert::proofs {

struct SolverRun {
  std::string verdict;
  double seconds = 0;
};

// Throws ObligationError when the text is not SMT-LIB2 that Z3 can read.
SolverRun run_z3(const Lemma& lemma);
// $GAMECERT_CVC5 names the binary, default "cvc5" on the PATH.
SolverRun run_cvc5(const Lemma& lemma);

// Both solvers answered and one says proved while the other says failed.
bool solvers_contradict(const std::string& z3_verdict, const std::string& cvc5_verdict);

}  // namespace gamecert::proofs
