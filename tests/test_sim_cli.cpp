// `gamecert sim value`: its JSON (docs/sim.md) and its errors.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_command.hpp"

using namespace gamecert::testing;
using nlohmann::json;

namespace {

json value_of(const std::string& args) {
  const CommandResult r = run(gamecert_command("sim value " + args));
  REQUIRE(r.status == 0);
  return json::parse(r.out);
}

}  // namespace

TEST_CASE("sim value on the empty K6 board", "[sim][cli]") {
  const json v = value_of("--board 6");
  CHECK(v["to_move"] == "red");
  CHECK(v["value"] == "loss");
  CHECK(v["depth"] == 15);
  CHECK(v["moves"].size() == 15);
  for (const auto& [edge, move] : v["moves"].items()) {
    CHECK(move["value"] == "loss");
    CHECK(move["depth"] == 15);
  }
}

TEST_CASE("sim value: Red 12, 13 / Blue 23, only 14, 15, 16 win for Red's opponent", "[sim][cli]") {
  const json v = value_of("--red 12,13 --blue 23");
  CHECK(v["to_move"] == "blue");
  CHECK(v["value"] == "win");
  std::vector<std::string> winning;
  for (const auto& [edge, move] : v["moves"].items())
    if (move["value"] == "win") winning.push_back(edge);
  CHECK(winning == std::vector<std::string>{"14", "15", "16"});
  CHECK(v["moves"].size() == 12);
}

TEST_CASE("sim value lists triangle-closing moves as losses in 1", "[sim][cli]") {
  const json v = value_of("--red 12,13 --blue 45,46");
  CHECK(v["to_move"] == "red");
  CHECK(v["moves"]["23"] == json{{"value", "loss"}, {"depth", 1}});
}

TEST_CASE("sim value on K5 reports draws with the uncoloured edges left", "[sim][cli]") {
  const json v = value_of("--board 5");
  CHECK(v["value"] == "draw");
  CHECK(v["depth"] == 10);
}

TEST_CASE("sim value rejects bad positions with a message and exit status 2", "[sim][cli]") {
  const std::pair<std::string, std::string> cases[] = {
      {"--red 17", "outside 1..6"},
      {"--red 11", "joins a vertex to itself"},
      {"--red 12,12", "listed twice"},
      {"--red 12 --blue 12", "both red and blue"},
      {"--red 12,13", "cannot arise"},
      {"--blue 12", "cannot arise"},
      {"--red 12,13,23 --blue 45,46", "already over"},
      {"--red 21", "i < j"},
      {"--red 1x", "two vertex digits"},
      {"--board 7", "3..6"},
      {"--board 4 --red 15", "outside 1..4"},
  };
  for (const auto& [args, message] : cases) {
    INFO(args);
    const CommandResult r = run(gamecert_command("sim value " + args));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(message) != std::string::npos);
  }
}

TEST_CASE("sim rules prints each variant's verification figures", "[sim][cli][rules]") {
  auto rules = [](const std::string& args) {
    const CommandResult r = run(gamecert_command("sim rules " + args));
    REQUIRE(r.status == 0);
    return json::parse(r.out);
  };
  const json full = rules("");
  CHECK(full["rules"] == "123");
  CHECK(full["classes"] == 304);
  CHECK(full["classes_allowing_loss"] == 0);
  CHECK(full["first_failure"].is_null());
  const json without3 = rules("--rules 12");
  CHECK(without3["classes"] == 775);
  CHECK(without3["classes_allowing_loss"] == 385);
  CHECK(without3["first_failure"]["losing"].size() == 2);
  const json whole = rules("--whole-board");
  CHECK(whole["rules"] == "123-whole-board");
  CHECK(whole["classes"] == 588);
  CHECK(whole["classes_allowing_loss"] == 102);
  const CommandResult bad = run(gamecert_command("sim rules --rules 23"));
  CHECK(bad.status == 2);
  CHECK(bad.out.empty());
  CHECK(bad.err.find("--rules must be 123, 12, 13 or 1") != std::string::npos);
}

TEST_CASE("sim value adds the three rules' trace when Blue is to move", "[sim][cli][rules]") {
  const json v = value_of("--red 14,24,34 --blue 12,23");
  const json& rules = v["three_rules"];
  REQUIRE(rules["mini_boards"].size() == 2);
  CHECK(rules["mini_boards"][0]["vertices"] == "12345");
  CHECK(rules["mini_boards"][1]["vertices"] == "12346");
  CHECK(rules["mini_boards"][0]["rule2"] == json{"15", "35", "45"});
  CHECK(rules["allowed"] == json{"15", "16", "35", "36"});
  // The paper's illustration is itself lost for Blue (in 9): every move loses.
  CHECK(v["value"] == "loss");
  CHECK(v["depth"] == 9);
  CHECK_FALSE(value_of("--red 12 --blue 34").contains("three_rules"));
}
