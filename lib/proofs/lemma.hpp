// A proof obligation as committed under proofs/lemmas/: an SMT-LIB2 text
// whose assertions are the NEGATION of a claim (unsat = the claim holds),
// preceded by "; key: value" metadata lines that pin how it is run:
//   name, claim, expected (proved | failed | unknown), reason (why a lemma is
//   expected to stay unknown or false), z3-tactics (comma-separated chain,
//   e.g. "simplify,smt", or the single word "default-solver" for Z3's
//   default combined solver), z3-params ("key=value ..."), z3-rlimit (Z3's
//   deterministic resource limit: the verdict does not depend on the
//   machine's load), timeout-ms (wall-clock safety net),
//   cvc5-options, cvc5-timeout-ms (default: timeout-ms), slow ("yes": left out of the quick tests).
// Z3 is an untrusted oracle here: the configuration lives in the file, a
// tactic whose name starts with "qe" is refused (Z3 4.8.12's qe has turned a
// false sentence true), and every lemma is re-checked by cvc5.
#pragma once
#include <string>
#include <utility>
#include <vector>

namespace gamecert::proofs {

struct Lemma {
  std::string name;
  std::string claim;
  std::string expected;  // "proved", "failed" or "unknown"
  std::string reason;
  std::vector<std::string> z3_tactics;
  std::vector<std::pair<std::string, std::string>> z3_params;
  unsigned timeout_ms = 10000;
  unsigned z3_rlimit = 0;        // 0: none
  unsigned cvc5_timeout_ms = 0;  // 0: same as timeout_ms
  std::string cvc5_options;
  bool slow = false;
  std::string origin;  // file it came from, or "generated"
  std::string text;    // the whole SMT-LIB2 text, metadata included
};

// Throws std::runtime_error naming the origin and the problem.
Lemma parse_lemma(const std::string& text, const std::string& origin);
// Every *.smt2 in the folder, sorted by file name.
std::vector<Lemma> load_lemmas(const std::string& folder);
// The committed folder: $GAMECERT_PROOFS_DIR, else the one compiled in.
std::string default_lemma_folder();

}  // namespace gamecert::proofs
