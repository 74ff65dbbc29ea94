// The quick sample of the mutation testing in docs/mutation-testing.md: scripts/harden/mutate
// --quick alters every small accepted fixture (header lines, claim fields, body
// lines changed, dropped, duplicated, swapped; about 100 mutants per kind) and
// requires gamecert-check to accept no mutant whose claim the solver
// contradicts. The full run (every committed certificate) is too slow for the
// default tests and lives in the script. A second case feeds the script a
// checker that accepts everything, so the sample is shown to catch a false
// accept rather than pass by construction.
#include <catch2/catch.hpp>
#include <string>

#include "run_command.hpp"

using namespace gamecert::testing;

namespace {

std::string mutate_command(const std::string& checker, const std::string& args) {
  const std::string source = environment("GAMECERT_SOURCE_DIR");
  return "python3 " + source + "/scripts/harden/mutate --quick --checker " + checker + " --gamecert " +
         environment("GAMECERT_BIN") + " " + args;
}

// Tried mutants in the script's "total: N tried, ..." line.
long tried_count(const std::string& report) {
  const auto at = report.find("total: ");
  REQUIRE(at != std::string::npos);
  return std::stol(report.substr(at + 7));
}

}  // namespace

TEST_CASE("no mutant of a small fixture makes gamecert-check accept a false claim", "[mutation]") {
  const CommandResult result = run(mutate_command(environment("GAMECERT_CHECK_BIN"), ""));
  INFO(result.out << result.err);
  CHECK(result.status == 0);
  CHECK(result.out.find("false claims accepted: 0\n") != std::string::npos);
  // Nine kinds (two Sylver evidence forms) at up to 100 mutants each, the small ones fewer.
  CHECK(tried_count(result.out) >= 800);
  for (const char* kind :
       {"sim value-table", "sim strategy", "sim rules-strategy", "sim rules-failure", "sim plus-value-table",
        "subtraction periodicity", "wythoff p-positions", "sylver win-loss-table"})
    CHECK(result.out.find(std::string("\n") + kind + " ") != std::string::npos);
}

TEST_CASE("the mutation sample reports a checker that accepts every file", "[mutation]") {
  // Prints OK with each file's own claim: every changed claim is then "accepted".
  const std::string gullible = scratch_path("accept-everything.sh");
  write_file(
      gullible,
      "#!/bin/sh\n"
      "for f; do printf 'OK 0 %s %s %s\\n' \"$(sed -n 's/^game //p' \"$f\" | head -1)\" "
      "\"$(sed -n 's/^kind //p' \"$f\" | head -1)\" \"$(sed -n 's/^claim //p' \"$f\" | head -1)\"; done\n");
  REQUIRE(run("chmod +x " + gullible).status == 0);
  const CommandResult result = run(mutate_command(gullible, "--only 'fixtures/accept/sylver/4-5.txt'"));
  INFO(result.out << result.err);
  CHECK(result.status == 1);
  CHECK(result.out.find("FALSE claim accepted") != std::string::npos);
  CHECK(result.out.find("false claims accepted: 0\n") == std::string::npos);
}
