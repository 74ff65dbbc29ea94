// docs/sim.md, "Trap-setting first player": exact Red win probabilities against a uniformly random Blue.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_command.hpp"
#include "sim/traps.hpp"

using namespace gamecert::sim;

TEST_CASE("trap-setting probabilities, exact", "[sim][traps]") {
  const FastSolver solver{Board{6}};
  const mpq_class uniform = red_win_probability(solver, RedPolicy::uniform);
  const mpq_class slany = red_win_probability(solver, RedPolicy::most_losing_replies);
  const mpq_class fraction = red_win_probability(solver, RedPolicy::largest_losing_fraction);
  const mpq_class optimal = red_win_probability(solver, RedPolicy::optimal);
  const mpq_class both = red_win_probability(solver, RedPolicy::both_uniform);
  CHECK(uniform == mpq_class("2014994540677/2263282560000"));
  CHECK(slany == mpq_class("6201661/6220800"));
  CHECK(fraction == mpq_class("43412267/43545600"));
  CHECK(optimal == mpq_class("905819/907200"));
  CHECK(both == mpq_class("414504585317359/823834851840000"));
  // The exact optimum bounds every other policy.
  for (const mpq_class& p : {uniform, slany, fraction, both}) CHECK(p < optimal);
  CHECK(both < uniform);
}

TEST_CASE("gamecert sim traps prints the percentages of docs/sim.md", "[sim][traps][cli]") {
  using namespace gamecert::testing;
  const CommandResult r = run(gamecert_command("sim traps"));
  REQUIRE(r.status == 0);
  const auto json = nlohmann::json::parse(r.out);
  std::vector<std::string> percents;
  for (const auto& policy : json["policies"]) percents.push_back(policy["percent"]);
  CHECK(percents == std::vector<std::string>{"89.03", "99.69", "99.69", "99.85", "50.31"});
}
