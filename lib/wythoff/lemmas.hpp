// The all-n proof of the variant's P-positions, as Z3 obligations
// (proofs/wythoff/README.md gives the argument they add up to).
#pragma once
#include <string>
#include <vector>

namespace gamecert::wythoff {

struct Obligation {
  std::string name;
  std::string logic;    // "QF_NRA" (decided by nlsat), "QF_LIA", "QF_LIRA" or "UFLIA"
  std::string purpose;  // one line: what it establishes
  std::string smt;      // declarations and assertions; unsat means proved
};

struct LemmaResult {
  std::string name;
  std::string verdict;  // "unsat" (proved), "sat", "unknown"
  double seconds = 0;
};

const std::vector<Obligation>& wythoff_obligations();

// One obligation through Z3 (nlsat for QF_NRA) with a time limit.
LemmaResult run_obligation(const Obligation& obligation, unsigned timeout_ms = 60000);
// The SMT-LIB2 script `prove --emit` writes for an obligation.
std::string obligation_script(const Obligation& obligation);

// Runs every obligation through Z3 (nlsat for QF_NRA). When emit_folder is
// not empty, also writes <name>.smt2 files that z3 or cvc5 can re-run. A
// non-empty `only` runs just the obligation of that name.
std::vector<LemmaResult> prove_lemmas(const std::string& emit_folder = "", const std::string& only = "");

}  // namespace gamecert::wythoff
