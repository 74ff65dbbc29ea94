// Z3 via z3++.h and cvc5 as a separate process (see solvers.hpp).
#include "proofs/solvers.hpp"

#include <unistd.h>
#include <z3++.h>

#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>
#include <vector>

#include "common/process.hpp"

namespace gamecert::proofs {

namespace {

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

void set_param(z3::params& params, const std::string& key, const std::string& value) {
  if (value == "true" || value == "false") {
    params.set(key.c_str(), value == "true");
  } else if (!value.empty() && value.find_first_not_of("0123456789") == std::string::npos) {
    params.set(key.c_str(), static_cast<unsigned>(std::stoul(value)));
  } else {
    params.set(key.c_str(), params.ctx().str_symbol(value.c_str()));
  }
}

std::string verdict_of(const std::string& answer) {
  if (answer == "unsat") return "proved";
  if (answer == "sat") return "failed";
  return "unknown";
}

// The lemma's cvc5-options, one argument a word (lemma.cpp allows only
// letters, digits, '-', '_', '=' and spaces in them).
std::vector<std::string> cvc5_arguments(const std::string& cvc5, const Lemma& lemma, const std::string& file) {
  std::vector<std::string> argv{cvc5, "--lang=smt2", "--tlimit=" + std::to_string(lemma.cvc5_timeout_ms)};
  std::istringstream options(lemma.cvc5_options);
  for (std::string option; options >> option;) argv.push_back(option);
  argv.push_back(file);
  return argv;
}

}  // namespace

SolverRun run_z3(const Lemma& lemma) {
  const auto start = std::chrono::steady_clock::now();
  z3::context context;
  z3::expr_vector assertions = [&] {
    try {
      return context.parse_string(lemma.text.c_str());
    } catch (const z3::exception& e) {
      throw ObligationError(lemma.origin + ": Z3 cannot read it: " + e.msg());
    }
  }();
  z3::params params(context);
  for (const auto& [key, value] : lemma.z3_params) set_param(params, key, value);
  std::string answer;
  if (lemma.z3_tactics.size() == 1 && lemma.z3_tactics.front() == "default-solver") {
    z3::solver solver(context);
    params.set("timeout", lemma.timeout_ms);
    if (lemma.z3_rlimit > 0) params.set("rlimit", lemma.z3_rlimit);
    solver.set(params);
    for (unsigned i = 0; i < assertions.size(); ++i) solver.add(assertions[i]);
    const z3::check_result result = solver.check();
    answer = result == z3::unsat ? "unsat" : result == z3::sat ? "sat" : "unknown";
    return {verdict_of(answer), seconds_since(start)};
  }
  // The last tactic of the chain (the deciding one) carries the parameters.
  z3::tactic chain(context, lemma.z3_tactics.front().c_str());
  for (std::size_t i = 1; i < lemma.z3_tactics.size(); ++i) {
    z3::tactic next(context, lemma.z3_tactics[i].c_str());
    if (i + 1 == lemma.z3_tactics.size()) next = z3::with(next, params);
    chain = chain & next;
  }
  if (lemma.z3_tactics.size() == 1) chain = z3::with(chain, params);
  z3::solver solver = z3::try_for(chain, lemma.timeout_ms).mk_solver();
  if (lemma.z3_rlimit > 0) {
    z3::params limit(context);
    limit.set("rlimit", lemma.z3_rlimit);
    solver.set(limit);
  }
  for (unsigned i = 0; i < assertions.size(); ++i) solver.add(assertions[i]);
  try {
    switch (solver.check()) {
      case z3::unsat:
        answer = "unsat";
        break;
      case z3::sat:
        answer = "sat";
        break;
      default:
        answer = "unknown";
        break;
    }
  } catch (const z3::exception&) {
    answer = "unknown";  // a tactic that fails or times out decides nothing
  }
  return {verdict_of(answer), seconds_since(start)};
}

SolverRun run_cvc5(const Lemma& lemma) {
  const auto start = std::chrono::steady_clock::now();
  const char* binary = std::getenv("GAMECERT_CVC5");
  const std::string cvc5 = binary ? binary : "cvc5";
  std::string path = (std::filesystem::temp_directory_path() / "gamecert-lemma-XXXXXX").string();
  const int fd = mkstemp(path.data());
  if (fd < 0) return {"unavailable", 0};
  close(fd);
  {
    std::ofstream out(path, std::ios::binary);
    out << lemma.text;
  }
  std::optional<ProcessResult> run;
  try {
    run = run_process(cvc5, cvc5_arguments(cvc5, lemma, path));
  } catch (const std::runtime_error&) {  // no such program
  }
  std::filesystem::remove(path);
  if (!run) return {"unavailable", seconds_since(start)};
  return {verdict_of(run->out.substr(0, run->out.find('\n'))), seconds_since(start)};
}

bool solvers_contradict(const std::string& z3_verdict, const std::string& cvc5_verdict) {
  return (z3_verdict == "proved" && cvc5_verdict == "failed") ||
         (z3_verdict == "failed" && cvc5_verdict == "proved");
}

}  // namespace gamecert::proofs
