// The obligations of proofs/subtraction (say 30, symbolic k, subtraction
// sets) and proofs/sylver (Sylvester's t = ab - a - b, the pairing for
// {8, 12}): each true one is
// unsat (proved), each deliberately false variant is refuted (sat), none is
// proved by contradictory hypotheses, and the generator reproduces the
// committed per-set files byte for byte. The runner itself is tested in
// test_proof_runner.cpp.
#include <algorithm>
#include <catch2/catch.hpp>
#include <map>

#include "proofs/hypotheses.hpp"
#include "proofs/lemma.hpp"
#include "proofs/set_obligations.hpp"
#include "proofs/solvers.hpp"
#include "run_command.hpp"
#include "subtraction/subtraction_set.hpp"

using namespace gamecert;

namespace {

std::string topic_folder(const std::string& topic) {
  return testing::environment("GAMECERT_SOURCE_DIR") + "/proofs/" + topic;
}

std::vector<proofs::Lemma> subtraction_and_sylver_lemmas() {
  std::vector<proofs::Lemma> lemmas = proofs::load_lemmas(topic_folder("subtraction"));
  for (proofs::Lemma& lemma : proofs::load_lemmas(topic_folder("sylver"))) lemmas.push_back(std::move(lemma));
  return lemmas;
}

}  // namespace

TEST_CASE("every quick lemma gets its expected verdict from Z3, and cvc5 never contradicts it") {
  const std::vector<proofs::Lemma> lemmas = subtraction_and_sylver_lemmas();
  CHECK(lemmas.size() == 30);
  for (const proofs::Lemma& lemma : lemmas) {
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
  // With the negated claim undone (hypotheses_with_claim), the hypotheses and
  // hints must not be refuted, or "unsat" would prove nothing.
  for (const proofs::Lemma& lemma : subtraction_and_sylver_lemmas()) {
    if (lemma.slow || lemma.expected != "proved") continue;
    INFO(lemma.name);
    proofs::Lemma probe = proofs::hypotheses_with_claim(lemma);
    probe.timeout_ms = std::min(probe.timeout_ms, 1000u);
    CHECK(proofs::run_z3(probe).verdict != "proved");
  }
}

TEST_CASE("the false variants are refuted and their true forms proved") {
  std::map<std::string, proofs::Lemma> by_name;
  for (const proofs::Lemma& lemma : subtraction_and_sylver_lemmas()) by_name.emplace(lemma.name, lemma);
  for (const char* name :
       {"k3-base", "k3-step", "k3-misere-base", "k3-misere-step", "ksym-base", "ksym-step",
        "ksym-misere-base", "ksym-misere-step", "subtraction-outcome-step", "subtraction-grundy-step",
        "sylvester-t-not-representable", "sylvester-above-t-representable",
        "sylver-pairing-8-12-gaps-not-representable", "sylver-pairing-8-12-rest-representable",
        "sylver-pairing-8-12-mates-survive"}) {
    INFO(name);
    REQUIRE(by_name.count(name));
    CHECK(proofs::run_z3(by_name.at(name)).verdict == "proved");
  }
  for (const char* name : {"k3-step-mod5-false", "k3-misere-normal-pattern-false",
                           "sylvester-10-13-t-plus-1-false", "set-1-2-3-grundy-step-short-window-false",
                           "sylver-pairing-8-12-without-second-pair-false"}) {
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
  const std::string folder = topic_folder("subtraction");
  CHECK(proofs::set_step_obligation(s257, Sequence::outcome, false) ==
        testing::read_file(folder + "/30-set-2-5-7-outcome-step.smt2"));
  CHECK(proofs::set_step_obligation(s257, Sequence::grundy, false) ==
        testing::read_file(folder + "/31-set-2-5-7-grundy-step.smt2"));
  CHECK(proofs::set_step_obligation(s123, Sequence::grundy, true) ==
        testing::read_file(folder + "/32-set-1-2-3-grundy-step-short-window-false.smt2"));
}

TEST_CASE("slow lemmas get their expected verdicts", "[long]") {
  for (const proofs::Lemma& lemma : subtraction_and_sylver_lemmas()) {
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
