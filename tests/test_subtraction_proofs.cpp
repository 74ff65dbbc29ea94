// The Z3 obligations of proofs/lemmas: each true one is unsat (proved), each
// deliberately false variant is refuted (sat), the generator reproduces the
// committed per-set files, and the runner refuses the qe tactic.
#include <sys/wait.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "proofs/lemma.hpp"
#include "proofs/set_obligations.hpp"
#include "proofs/solvers.hpp"
#include "subtraction/subtraction_set.hpp"

using namespace gamecert;
using Json = nlohmann::json;

namespace {

std::string lemma_folder() {
  const char* source = std::getenv("GAMECERT_SOURCE_DIR");
  REQUIRE(source != nullptr);
  return std::string(source) + "/proofs/lemmas";
}

std::pair<int, std::string> run(const std::string& command) {
  std::string out;
  FILE* pipe = popen((command + " 2>/dev/null").c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::array<char, 4096> buffer{};
  std::size_t got;
  while ((got = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), got);
  const int status = pclose(pipe);
  return {WIFEXITED(status) ? WEXITSTATUS(status) : -1, out};
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

}  // namespace

TEST_CASE("every quick lemma gets its expected verdict from Z3, and cvc5 never contradicts it") {
  for (const proofs::Lemma& lemma : proofs::load_lemmas(lemma_folder())) {
    if (lemma.slow) continue;
    INFO(lemma.name);
    const proofs::SolverRun z3 = proofs::run_z3(lemma);
    CHECK(z3.verdict == lemma.expected);
    const proofs::SolverRun cvc5 = proofs::run_cvc5(lemma);
    CHECK(!proofs::solvers_contradict(z3.verdict, cvc5.verdict));
    if (lemma.expected == "unknown") CHECK(!lemma.reason.empty());
  }
}

TEST_CASE("no obligation is proved by contradictory hypotheses alone") {
  // Each file's last assert is the negated claim; without it the hypotheses
  // and hints must be satisfiable, or "unsat" would prove nothing.
  for (proofs::Lemma lemma : proofs::load_lemmas(lemma_folder())) {
    if (lemma.slow || lemma.expected != "proved") continue;
    INFO(lemma.name);
    const std::size_t last = lemma.text.rfind("\n(assert ");
    REQUIRE(last != std::string::npos);
    const std::size_t end = lemma.text.find('\n', last + 1);
    lemma.text.erase(last, end - last);
    CHECK(proofs::run_z3(lemma).verdict != "proved");
  }
}

TEST_CASE("the false variants are refuted and their true forms proved") {
  std::map<std::string, proofs::Lemma> by_name;
  for (const proofs::Lemma& lemma : proofs::load_lemmas(lemma_folder())) by_name.emplace(lemma.name, lemma);
  for (const char* name :
       {"k3-base", "k3-step", "k3-misere-base", "k3-misere-step", "ksym-base", "ksym-step",
        "ksym-misere-base", "ksym-misere-step", "subtraction-outcome-step", "subtraction-grundy-step",
        "sylvester-t-not-representable", "sylvester-above-t-representable"}) {
    INFO(name);
    REQUIRE(by_name.count(name));
    CHECK(proofs::run_z3(by_name.at(name)).verdict == "proved");
  }
  for (const char* name : {"k3-step-mod5-false", "k3-misere-normal-pattern-false",
                           "sylvester-10-13-t-plus-1-false", "set-1-2-3-grundy-step-short-window-false"}) {
    INFO(name);
    REQUIRE(by_name.count(name));
    CHECK(proofs::run_z3(by_name.at(name)).verdict == "failed");
    CHECK(proofs::run_cvc5(by_name.at(name)).verdict != "proved");
  }
}

TEST_CASE("generated per-set obligations match the committed files") {
  using subtraction::Sequence;
  const auto s257 = subtraction::parse_subtraction_set("2,5,7");
  const auto s123 = subtraction::parse_subtraction_set("1,2,3");
  CHECK(proofs::set_step_obligation(s257, Sequence::outcome, false) ==
        read_file(lemma_folder() + "/30-set-2-5-7-outcome-step.smt2"));
  CHECK(proofs::set_step_obligation(s257, Sequence::grundy, false) ==
        read_file(lemma_folder() + "/31-set-2-5-7-grundy-step.smt2"));
  CHECK(proofs::set_step_obligation(s123, Sequence::grundy, true) ==
        read_file(lemma_folder() + "/32-set-1-2-3-grundy-step-short-window-false.smt2"));
}

TEST_CASE("the runner refuses qe and unpinned configurations") {
  const std::string body = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
  CHECK_THROWS(
      proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: simplify,qe,smt\n" + body, "t"));
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: qe-light\n" + body, "t"));
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: proved\n" + body, "t"));
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: maybe\n; z3-tactics: smt\n" + body, "t"));
  CHECK_NOTHROW(proofs::parse_lemma("; name: a\n; expected: failed\n; z3-tactics: smt\n" + body, "t"));
}

TEST_CASE("gamecert prove NAME prints the lemma record and exits 0; a missed verdict exits non-zero") {
  const char* bin = std::getenv("GAMECERT_BIN");
  REQUIRE(bin != nullptr);
  auto [status, out] = run(std::string(bin) + " prove k3-step k3-step-mod5-false");
  CHECK(status == 0);
  const Json j = Json::parse(out);
  REQUIRE(j["lemmas"].size() == 2);
  for (const auto& lemma : j["lemmas"])
    for (const char* key : {"name", "verdict", "expected", "seconds", "cvc5"}) CHECK(lemma.contains(key));
  CHECK(j["lemmas"][0]["verdict"] == "proved");
  CHECK(j["lemmas"][0]["cvc5"] == "proved");
  CHECK(j["lemmas"][1]["verdict"] == "failed");

  // A folder holding a false lemma that claims to be proved must fail the run.
  const std::string folder = "subtraction-proofs-bad";
  std::system(("mkdir -p " + folder).c_str());
  std::ofstream(folder + "/x.smt2") << "; name: wrong\n; expected: proved\n; z3-tactics: smt\n"
                                       "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";
  std::tie(status, out) = run(std::string(bin) + " prove --dir " + folder + " --no-cvc5");
  CHECK(status == 1);
  CHECK(Json::parse(out)["lemmas"][0]["verdict"] == "failed");
  CHECK(run(std::string(bin) + " prove no-such-lemma").first == 2);
}

TEST_CASE("gamecert prove --set discharges the steps for a set given on the command line") {
  const char* bin = std::getenv("GAMECERT_BIN");
  REQUIRE(bin != nullptr);
  auto [status, out] = run(std::string(bin) + " prove --set 3,4,9 --no-cvc5");
  CHECK(status == 0);
  const Json j = Json::parse(out);
  REQUIRE(j["lemmas"].size() == 4);
  CHECK(j["lemmas"][0]["verdict"] == "proved");
  CHECK(j["lemmas"][1]["verdict"] == "proved");
  CHECK(j["lemmas"][2]["verdict"] == "failed");
  CHECK(j["lemmas"][3]["verdict"] == "failed");
}

TEST_CASE("slow lemmas get their expected verdicts", "[long]") {
  for (const proofs::Lemma& lemma : proofs::load_lemmas(lemma_folder())) {
    if (!lemma.slow) continue;
    INFO(lemma.name);
    CHECK(proofs::run_z3(lemma).verdict == lemma.expected);
  }
}

TEST_CASE("the concrete induction steps hold for all 255 subsets of 1..8", "[long]") {
  for (const auto& set : subtraction::all_subsets(8)) {
    for (auto sequence : {subtraction::Sequence::outcome, subtraction::Sequence::grundy}) {
      INFO(set.to_string());
      CHECK(proofs::run_z3(proofs::set_step_lemma(set, sequence, false)).verdict == "proved");
    }
  }
}
