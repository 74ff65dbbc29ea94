// The all-n obligations: each is refuted by Z3 (unsat = proved), none is
// vacuous (asserting its goal instead of the goal's negation is not refuted,
// so the hypotheses and axioms are not contradictory by themselves), and the
// SMT-LIB2 files committed in proofs/wythoff/ are exactly what the code runs.
#include <catch2/catch.hpp>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <set>
#include <sstream>

#include "wythoff/lemmas.hpp"

using namespace gamecert::wythoff;

TEST_CASE("every wythoff obligation is proved by Z3", "[wythoff]") {
  const auto& obligations = wythoff_obligations();
  CHECK(obligations.size() >= 20);
  for (const Obligation& o : obligations) {
    INFO(o.name);
    CHECK(run_obligation(o).verdict == "unsat");
  }
}

TEST_CASE("no obligation is vacuous: its hypotheses are consistent without the refuted part", "[wythoff]") {
  // An obligation ending in (assert (not GOAL)) is run with (assert GOAL) instead; any other
  // one without its last assertion (the negated claim). Neither may be refuted, or the proof
  // would rest on contradictory hypotheses or axioms.
  for (const Obligation& o : wythoff_obligations()) {
    const std::string marker = "(assert (not ";
    const std::size_t negated = o.smt.rfind(marker);
    const std::size_t last = o.smt.rfind("(assert ");
    REQUIRE(last != std::string::npos);
    Obligation weaker = o;
    if (negated != std::string::npos && negated == last) {
      std::string goal = o.smt.substr(negated + marker.size());
      while (!goal.empty() && (goal.back() == '\n' || goal.back() == ' ')) goal.pop_back();
      REQUIRE(goal.size() >= 2);
      goal.pop_back();  // the parenthesis that closed (not ...)
      weaker.smt = o.smt.substr(0, negated) + "(assert " + goal + "\n";
    } else {
      weaker.smt = o.smt.substr(0, last) + "\n";
    }
    INFO(o.name);
    CHECK(run_obligation(weaker, 3000).verdict != "unsat");
  }
}

TEST_CASE("proofs/wythoff holds exactly the obligations the code runs", "[wythoff]") {
  const char* source = std::getenv("GAMECERT_SOURCE_DIR");
  REQUIRE(source != nullptr);
  const std::filesystem::path folder = std::filesystem::path(source) / "proofs" / "wythoff";
  std::set<std::string> committed;
  for (const auto& entry : std::filesystem::directory_iterator(folder))
    if (entry.path().extension() == ".smt2") committed.insert(entry.path().stem().string());
  std::set<std::string> expected;
  for (const Obligation& o : wythoff_obligations()) {
    expected.insert(o.name);
    std::ifstream in(folder / (o.name + ".smt2"), std::ios::binary);
    std::stringstream text;
    text << in.rdbuf();
    INFO(o.name);
    CHECK(text.str() == obligation_script(o));
  }
  CHECK(committed == expected);
}
