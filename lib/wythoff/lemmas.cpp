// Z3 runner for the all-n obligations listed in lemma_texts.cpp.
//
// Every obligation is the negation of what it proves, so "unsat" is success.
// QF_NRA obligations go to Z3's nlsat tactic, a complete decision procedure
// for real arithmetic; they never mention integrality. Integrality enters only
// through QF_LIA / QF_LIRA / UFLIA obligations, which Z3 decides without
// non-linear terms. Splitting the proofs that way keeps every obligation in a
// fragment Z3 settles in milliseconds (mixed integer / non-linear problems
// such as "floor(n phi) != floor(m (phi+1))" stated directly do not finish).
#include "wythoff/lemmas.hpp"

#include <z3++.h>

#include <chrono>
#include <filesystem>
#include <fstream>
#include <stdexcept>

namespace gamecert::wythoff {

std::string obligation_script(const Obligation& o) {
  return "; " + o.name + ": " + o.purpose + "\n; expected: unsat\n(set-logic " + o.logic + ")\n" + o.smt +
         "(check-sat)\n";
}

LemmaResult run_obligation(const Obligation& o, unsigned timeout_ms) {
  const auto start = std::chrono::steady_clock::now();
  z3::context context;
  z3::solver solver =
      o.logic == "QF_NRA" ? z3::tactic(context, "qfnra-nlsat").mk_solver() : z3::solver(context);
  z3::params params(context);
  params.set("timeout", timeout_ms);
  solver.set(params);
  solver.add(context.parse_string(o.smt.c_str()));
  const z3::check_result verdict = solver.check();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  return {o.name, verdict == z3::unsat ? "unsat" : verdict == z3::sat ? "sat" : "unknown", seconds};
}

std::vector<LemmaResult> prove_lemmas(const std::string& emit_folder, const std::string& only) {
  std::vector<LemmaResult> results;
  if (!emit_folder.empty()) std::filesystem::create_directories(emit_folder);
  for (const Obligation& o : wythoff_obligations()) {
    if (!only.empty() && o.name != only) continue;
    if (!emit_folder.empty()) {
      std::ofstream out(std::filesystem::path(emit_folder) / (o.name + ".smt2"), std::ios::binary);
      out << obligation_script(o);
      if (!out) throw std::runtime_error("cannot write " + emit_folder + "/" + o.name + ".smt2");
    }
    results.push_back(run_obligation(o));
  }
  if (!only.empty() && results.empty()) throw std::invalid_argument("no obligation named '" + only + "'");
  return results;
}

}  // namespace gamecert::wythoff
