// `gamecert sim value` and `gamecert sim strategy-move`: their JSON (docs/sim.md,
// docs/cli.md) and their errors.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <algorithm>
#include <cstdint>
#include <set>
#include <sstream>
#include <vector>

#include "run_command.hpp"
#include "sim/board.hpp"
#include "sim/solver.hpp"
#include "sim/strategy_lookup.hpp"
#include "sim/value_table_lookup.hpp"
#include "sim/symmetry.hpp"

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

namespace {

// The edges of `from` with the largest count of `colour` in `containing`.
json most(const json& from, const json& containing, const std::string& colour) {
  std::uint64_t top = 0;
  for (const auto& e : from) top = std::max(top, containing[e.get<std::string>()][colour].get<std::uint64_t>());
  json kept = json::array();
  for (const auto& e : from)
    if (containing[e.get<std::string>()][colour] == top) kept.push_back(e);
  return kept;
}

}  // namespace

TEST_CASE("sim value's three rules carry each edge's maximum safe set counts", "[sim][cli][rules]") {
  const json paper = value_of("--red 14,24,34 --blue 12,23")["three_rules"]["mini_boards"][0];
  REQUIRE(paper["vertices"] == "12345");
  // Blue's unique maximum safe set on {1..5} is {15, 35, 45} (docs/sim.md).
  REQUIRE(paper["blue_maximum_safe_sets"] == 1);
  for (const auto& [edge, counts] : paper["containing"].items())
    CHECK(counts["blue"] == ((edge == "15" || edge == "35" || edge == "45") ? 1 : 0));
  for (const std::string args : {"--red 14,24,34 --blue 12,23", "--red 12,13 --blue 23", "--red 12",
                                 "--red 14,23 --blue 15", "--red 12,34,15 --blue 13,56"}) {
    INFO(args);
    for (const json& m : value_of(args)["three_rules"]["mini_boards"]) {
      // One entry per edge left after rule 1; rules 2 and 3 keep the largest counts.
      json keys = json::array();
      for (const auto& [edge, counts] : m["containing"].items()) keys.push_back(edge);
      CHECK(keys == m["rule1"]);
      CHECK(m["rule2"] == most(m["rule1"], m["containing"], "blue"));
      CHECK(m["rule3"] == most(m["rule2"], m["containing"], "red"));
      // Every edge of a set Blue can take at once is safe on its own, so the
      // rule-1 edges hold all of each maximum set's edges.
      std::uint64_t total = 0;
      for (const auto& [edge, counts] : m["containing"].items()) total += counts["blue"].get<std::uint64_t>();
      CHECK(total == m["blue_maximum_safe_set_size"].get<std::uint64_t>() * m["blue_maximum_safe_sets"].get<std::uint64_t>());
    }
  }
}

namespace {

const std::string kStrategy = "certs/sim/k6-blue-strategy.txt";

std::string strategy_file() { return environment("GAMECERT_SOURCE_DIR") + "/" + kStrategy; }

CommandResult strategy_move(const std::string& args) {
  return run(gamecert_command("sim strategy-move " + strategy_file() + " " + args));
}

}  // namespace

TEST_CASE("sim strategy-move: Blue's move is a winning one and names its line", "[sim][cli][strategy]") {
  const std::string certificate = read_file(strategy_file());
  // Relabelled positions too: 45 is 12, and 23,46 / 26 is the line 14,23 12 with 1 and 6 swapped.
  for (const std::string position : {"--red 12", "--red 45", "--red 12,34 --blue 13", "--red 23,46 --blue 26",
                                     "--red 12,13,14 --blue 15,16", "--red 12,23,24 --blue 25,26"}) {
    INFO(position);
    const CommandResult r = strategy_move(position);
    REQUIRE(r.status == 0);
    const json answer = json::parse(r.out);
    // The move wins for Blue by the solver, which shares nothing with the certificate's reading.
    const json value = value_of(position);
    CHECK(value["moves"][answer["move"].get<std::string>()]["value"] == "win");
    // The line is the file's line of that number, word for word.
    std::size_t start = 0;
    for (int n = 1; n < answer["line"].get<int>(); ++n) start = certificate.find('\n', start) + 1;
    CHECK(certificate.substr(start, certificate.find('\n', start) - start) == answer["text"]);
    CHECK(answer["sha256"].get<std::string>().size() == 64);
  }
}

TEST_CASE("sim strategy-move: positions it does not cover are status 1, bad input 2", "[sim][cli][strategy]") {
  const std::pair<std::string, std::string> not_covered[] = {
      {"", "Red is to move"},
      {"--red 12,34 --blue 56", "off Blue's strategy"},  // Blue's 56 is not the certificate's answer
  };
  for (const auto& [args, message] : not_covered) {
    INFO(args);
    const CommandResult r = strategy_move(args);
    CHECK(r.status == 1);
    CHECK(r.out.empty());
    CHECK(r.err.rfind("gamecert: not covered: ", 0) == 0);
    CHECK(r.err.find(message) != std::string::npos);
  }
  const CommandResult table = run(gamecert_command("sim strategy-move " + environment("GAMECERT_SOURCE_DIR") +
                                                   "/certs/sim/k6-value-table.txt --red 12"));
  CHECK(table.status == 2);
  CHECK(table.err.find("this command reads a sim strategy certificate") != std::string::npos);
  const CommandResult bad_edge = strategy_move("--red 17");
  CHECK(bad_edge.status == 2);
  CHECK(bad_edge.err.find("outside 1..6") != std::string::npos);
  const CommandResult missing = run(gamecert_command("sim strategy-move /nonexistent/strategy.txt --red 12"));
  CHECK(missing.status == 2);
  CHECK(missing.err.find("cannot read") != std::string::npos);
}

// The lookup in real labels, replayed against every Red move: each Blue answer
// must exist, be uncoloured and close no blue triangle, Red must always end
// up closing a triangle, and every body line must be used.
TEST_CASE("sim strategy-move's lookup wins every game in real labels", "[sim][strategy]") {
  using namespace gamecert::sim;
  const Board board(6);
  const StrategyBook book(board, read_file(strategy_file()));
  REQUIRE(book.size() == 356);
  const Relabelings relabelings(board);
  std::set<Position> seen;
  std::set<std::size_t> lines_used;
  std::size_t red_losses = 0;
  std::vector<Position> todo{{}};
  while (!todo.empty()) {
    const Position p = todo.back();
    todo.pop_back();
    if (!seen.insert(relabelings.canonical(p).form).second) continue;
    for (int e = 0; e < board.edges(); ++e) {
      if ((p.red | p.blue) >> e & 1) continue;
      if (board.closes_triangle(p.red, e)) {
        ++red_losses;
        continue;
      }
      const Position after{static_cast<EdgeMask>(p.red | 1u << e), p.blue};
      const auto answer = book.answer(after);
      REQUIRE(answer);
      lines_used.insert(answer->line->line);
      REQUIRE_FALSE(((after.red | after.blue) >> answer->edge & 1));
      REQUIRE_FALSE(board.closes_triangle(after.blue, answer->edge));
      todo.push_back({after.red, static_cast<EdgeMask>(after.blue | 1u << answer->edge)});
    }
  }
  CHECK(lines_used.size() == 356);
  CHECK(red_losses > 0);
}

TEST_CASE("sim table-line: the value table's line of every position's class states its value", "[sim][cli][table]") {
  using namespace gamecert::sim;
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-value-table.txt";
  const Board board{6};
  const ValueTableBook book(board, read_file(file));
  const FastSolver solver(board);
  // Every position of up to four plies (Red, Blue, Red, Blue), all labellings: 1 + 15 + 210 + ... positions.
  std::size_t positions = 0;
  const auto check_position = [&](Position p) {
    const ValueTableLine* line = book.line_of(p);
    REQUIRE(line != nullptr);
    const Outcome outcome = solver.outcome(p);
    std::istringstream words(line->text);
    std::string red, blue, value;
    int depth = 0;
    words >> red >> blue >> value >> depth;
    CHECK(value == std::string(1, static_cast<char>(std::toupper(value_name(outcome.value)[0]))));
    CHECK(depth == outcome.depth);
    ++positions;
  };
  std::vector<Position> layer{{}};
  for (int ply = 0; ply <= 4; ++ply) {
    std::vector<Position> next;
    for (const Position p : layer) {
      check_position(p);
      if (ply == 4) continue;
      for (int e = 0; e < board.edges(); ++e) {
        if ((p.red | p.blue) >> e & 1) continue;
        Position q = p;
        (Board::to_move(p) == Colour::red ? q.red : q.blue) |= static_cast<EdgeMask>(1u << e);
        if (board.has_triangle(q.red) || board.has_triangle(q.blue)) continue;
        if (std::find(next.begin(), next.end(), q) == next.end()) next.push_back(q);
      }
    }
    layer = std::move(next);
  }
  CHECK(positions == 1 + 15 + 15 * 14 + 15 * 14 * 13 / 2 + 15 * 14 * 13 * 12 / 4);
  const json line = json::parse(run(gamecert_command("sim table-line " + file + " --red 16 --blue 25")).out);
  CHECK(line["line"] == 10);  // the class of 12 34, written on line 10 as "12 34 L 13"
  CHECK(line["text"] == "12 34 L 13");
  CHECK(line["sha256"] == "bdc157f3dcc5bf3cad7aea77a1129e365fbfec67f14d8ebfdb4a7d1185813896");
  const CommandResult strategy = run(gamecert_command("sim table-line " + environment("GAMECERT_SOURCE_DIR") +
                                                      "/certs/sim/k6-blue-strategy.txt --red 12"));
  CHECK(strategy.status == 2);
  CHECK(strategy.err.find("this command reads a sim value-table certificate") != std::string::npos);
}
