// The all-n obligations of proofs/wythoff (the argument they add up to is
// proofs/wythoff/README.md): each is refuted by Z3 (unsat = proved), cvc5
// never contradicts Z3 and proves at least the 23 it proved when they were
// committed, none is vacuous (with the refuted claim undone the hypotheses
// and axioms are not refuted), and every one takes part in the argument.
#include <catch2/catch.hpp>
#include <string>

#include "proofs/hypotheses.hpp"
#include "proofs/lemma.hpp"
#include "proofs/solvers.hpp"
#include "run_command.hpp"

using namespace gamecert;

namespace {

std::string wythoff_folder() { return testing::environment("GAMECERT_SOURCE_DIR") + "/proofs/wythoff"; }

}  // namespace

TEST_CASE("every wythoff obligation is proved by Z3 and never contradicted by cvc5", "[wythoff]") {
  const std::vector<proofs::Lemma> lemmas = proofs::load_lemmas(wythoff_folder());
  CHECK(lemmas.size() == 27);
  int cvc5_proved = 0;
  for (const proofs::Lemma& lemma : lemmas) {
    INFO(lemma.name);
    CHECK(lemma.topic == "wythoff");
    CHECK(lemma.expected == "proved");
    CHECK(!lemma.slow);
    const proofs::SolverRun z3 = proofs::run_z3(lemma);
    CHECK(z3.verdict == "proved");
    const proofs::SolverRun cvc5 = proofs::run_cvc5(lemma);
    CHECK(!proofs::solvers_contradict(z3.verdict, cvc5.verdict));
    if (cvc5.verdict == "proved") ++cvc5_proved;
  }
  // cvc5 1.0.3 without libpoly times out on four of the real-arithmetic ones.
  CHECK(cvc5_proved >= 23);
}

TEST_CASE("no obligation is vacuous: its hypotheses are consistent without the refuted part", "[wythoff]") {
  // An obligation ending in (assert (not GOAL)) is run with (assert GOAL)
  // instead; any other one without its last assertion (the negated claim
  // written out). Neither may be refuted, or the proof would rest on
  // contradictory hypotheses or axioms.
  for (const proofs::Lemma& lemma : proofs::load_lemmas(wythoff_folder())) {
    INFO(lemma.name);
    proofs::Lemma probe = proofs::hypotheses_with_claim(lemma);
    // The obligations themselves are refuted within 0.06 s; a contradiction
    // in their axioms would surface as fast. The quantified probes cannot be
    // shown satisfiable (their models are infinite) and run to the limit, so
    // the limit is kept at 1 s, still 15 times what any proof here needs.
    probe.timeout_ms = 1000;
    CHECK(proofs::run_z3(probe).verdict != "proved");
  }
}

TEST_CASE("every wythoff obligation is a step of the argument in proofs/wythoff/README.md", "[wythoff]") {
  const std::string argument = testing::read_file(wythoff_folder() + "/README.md");
  for (const proofs::Lemma& lemma : proofs::load_lemmas(wythoff_folder())) {
    INFO(lemma.name);
    CHECK(argument.find("`" + lemma.name + "`") != std::string::npos);
  }
}
