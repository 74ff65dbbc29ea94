// A proof obligation as committed under proofs/<topic>/: an SMT-LIB2 text
// whose assertions are the NEGATION of a claim (unsat = the claim holds),
// preceded by "; key: value" metadata lines that pin how it is run:
//   name, claim, expected (proved | failed | unknown: Z3's verdict), reason
//   (why a lemma is expected to stay unknown or false), z3-tactics
//   (comma-separated chain, e.g. "simplify,smt", or the single word
//   "default-solver" for Z3's default combined solver), z3-params
//   ("key=value ..."), z3-rlimit (Z3's deterministic resource limit: the
//   verdict does not depend on the machine's load), timeout-ms (wall-clock
//   safety net), cvc5-options, cvc5-timeout-ms (default: timeout-ms), slow
//   ("yes": left out of `--quick` and of the quick tests).
// Every obligation of the project, whatever its game, has this one format and
// is run by one runner (`gamecert prove`, lib/proofs/solvers.hpp); the topic
// is the name of the folder it lies in. Z3 is an untrusted oracle here: the
// configuration lives in the file, a tactic whose name starts with "qe" is
// refused (Z3 4.8.12's qe has turned a false sentence true), and every lemma
// is re-checked by cvc5.
#pragma once
#include <stdexcept>
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
  std::string topic;   // the folder's name, e.g. "wythoff"
  std::string file;    // "<topic>/<file name>" under the proofs folder, or "generated"
  std::string origin;  // full path of the file, or "generated", for messages
  std::string text;    // the whole SMT-LIB2 text, metadata included
};

// A malformed obligation or an unusable proofs folder: the user's input is at
// fault, not a solver, so the command line reports it as a usage error.
struct ObligationError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Throws ObligationError naming the origin and the problem.
Lemma parse_lemma(const std::string& text, const std::string& origin);

// Every obligation under `folder`: its own *.smt2 files (topic: the folder's
// name) and those of each subfolder (topic: the subfolder's name), topics and
// files in name order. Throws ObligationError when the folder cannot be read,
// holds no obligation, or two obligations share a name.
std::vector<Lemma> load_lemmas(const std::string& folder);

}  // namespace gamecert::proofs
