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

// Runs every obligation through Z3 (nlsat for QF_NRA). When emit_folder is
// not empty, also writes <name>.smt2 files that z3 or cvc5 can re-run.
std::vector<LemmaResult> prove_lemmas(const std::string& emit_folder = "");

}  // namespace gamecert::wythoff
