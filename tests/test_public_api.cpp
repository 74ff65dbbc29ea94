// The public interface (include/gamecert/), linked as users link it: the
// shared library alone. Each answer is compared with a second road: the
// in-process check with gamecert-check's verdicts on every fixture, Sim
// values with the CLI's JSON, the Wythoff closed form with the game's
// Grundy values, certificates with the committed ones.
#include <algorithm>
#include <atomic>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <stdexcept>

#include "gamecert/certificate.hpp"
#include "gamecert/sim.hpp"
#include "gamecert/subtraction.hpp"
#include "gamecert/sylver.hpp"
#include "gamecert/wythoff.hpp"
#include "run_command.hpp"

namespace fs = std::filesystem;
using namespace gamecert::testing;

namespace {

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

std::vector<fs::path> fixture_files(const std::string& verdict) {
  std::vector<fs::path> files;
  for (const auto& entry : fs::recursive_directory_iterator(fs::path(environment("GAMECERT_FIXTURES")) / verdict))
    if (entry.path().extension() == ".txt") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

TEST_CASE("check_certificate gives gamecert-check's verdict on every fixture") {
  std::size_t accepted = 0, rejected = 0;
  for (const fs::path& file : fixture_files("accept")) {
    const std::string text = read_file(file.string());
    const gamecert::CheckVerdict verdict = gamecert::check_certificate(text);
    INFO(file);
    CHECK(verdict.accepted);
    CHECK(verdict.sha256 == gamecert::sha256_hex(text));
    CHECK(first_line(run(checker_command(file.string())).out) ==
          "OK " + verdict.sha256 + " " + verdict.printed_claim);
    ++accepted;
  }
  for (const fs::path& file : fixture_files("reject")) {
    const gamecert::CheckVerdict verdict = gamecert::check_certificate(read_file(file.string()));
    fs::path expect = file;
    expect.replace_extension(".expect");
    INFO(file);
    CHECK_FALSE(verdict.accepted);
    // The .expect files hold what `gamecert-check - < file` prints.
    CHECK("REJECTED -:" + std::to_string(verdict.line) + ": " + verdict.reason ==
          first_line(read_file(expect.string())));
    ++rejected;
  }
  CHECK(accepted >= 15);  // the fixtures of every kind: a walk that found none would prove nothing
  CHECK(rejected >= 100);
}

TEST_CASE("check_certificate rejects garbage and a changed claim, naming the line") {
  const gamecert::CheckVerdict garbage = gamecert::check_certificate(std::string("\x00\xff garbage\n", 11));
  CHECK_FALSE(garbage.accepted);
  CHECK_FALSE(garbage.reason.empty());
  gamecert::Certificate certificate = gamecert::sylver::certify({5, 14});
  REQUIRE(gamecert::check_certificate(certificate.text).accepted);
  const std::string wrong = "winning=18";
  const auto at = certificate.text.find(wrong);
  REQUIRE(at != std::string::npos);
  certificate.text.replace(at, wrong.size(), "winning=19");
  const gamecert::CheckVerdict verdict = gamecert::check_certificate(certificate.text);
  CHECK_FALSE(verdict.accepted);
  CHECK(verdict.line > 0);
}

TEST_CASE("Sim: analyse and best_move agree with `gamecert sim value`") {
  const gamecert::sim::Game game{6, {{1, 4}, {2, 4}, {3, 4}}, {{1, 2}, {2, 3}}};
  const auto cli = nlohmann::json::parse(
      run(gamecert_command("sim value --board 6 --red 14,24,34 --blue 12,23")).out);
  const gamecert::sim::Analysis analysis = gamecert::sim::analyse(game);
  CHECK_FALSE(analysis.red_to_move);
  CHECK(analysis.value.depth == cli["depth"]);
  REQUIRE(analysis.moves.size() == cli["moves"].size());
  const auto name = [](gamecert::sim::Result r) {
    return r == gamecert::sim::Result::win ? "win" : r == gamecert::sim::Result::loss ? "loss" : "draw";
  };
  for (const gamecert::sim::MoveValue& move : analysis.moves) {
    const auto& expected = cli["moves"][gamecert::sim::edge_name(move.edge)];
    CHECK(name(move.value.result) == expected["value"]);
    CHECK(move.value.depth == expected["depth"]);
  }
  // Blue loses here whatever it does; the best move loses slowest.
  const gamecert::sim::Edge best = gamecert::sim::best_move(game);
  CHECK(cli["moves"][gamecert::sim::edge_name(best)]["depth"] == 9);
  // The empty K6: Red to move loses in 15 (Mead, Rosa and Huang 1974).
  const gamecert::sim::Analysis empty = gamecert::sim::analyse({6, {}, {}});
  CHECK(empty.value.result == gamecert::sim::Result::loss);
  CHECK(empty.value.depth == 15);
}

TEST_CASE("Sim: bad games are refused with std::invalid_argument") {
  using gamecert::sim::Game;
  CHECK_THROWS_AS(gamecert::sim::analyse(Game{7, {}, {}}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sim::analyse(Game{6, {{1, 7}}, {}}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sim::analyse(Game{6, {{1, 2}}, {{1, 2}}}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sim::analyse(Game{6, {}, {{1, 2}}}), std::invalid_argument);
  CHECK_THROWS_WITH(gamecert::sim::analyse(Game{6, {{1, 2}, {1, 3}, {2, 3}}, {{4, 5}, {5, 6}}}),
                    Catch::Contains("already over"));
}

TEST_CASE("Sim: the certificates are the committed ones") {
  const std::string source = environment("GAMECERT_SOURCE_DIR");
  CHECK(gamecert::sim::blue_strategy_certificate().text == read_file(source + "/certs/sim/k6-blue-strategy.txt"));
  CHECK(gamecert::sim::value_table_certificate(6).text == read_file(source + "/certs/sim/k6-value-table.txt"));
}

TEST_CASE("Sylver Coinage: analyse, certify, and the errors") {
  const gamecert::sylver::Analysis row = gamecert::sylver::analyse({5, 14});
  CHECK(row.status == "solved");
  CHECK(row.t == 51);
  CHECK(row.winning == std::vector<std::int64_t>{18});
  const gamecert::sylver::Analysis over = gamecert::sylver::analyse({3, 1});
  CHECK(over.status == "over");
  const gamecert::Certificate certificate = gamecert::sylver::certify({8, 37});
  CHECK(gamecert::check_certificate(certificate.text).accepted);
  CHECK_THROWS_AS(gamecert::sylver::analyse({}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sylver::analyse({0, 5}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sylver::certify({4, 6}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sylver::certify({11, 29}, {1000, 0}), std::runtime_error);
}

TEST_CASE("Sylver Coinage: the standing of each move, and `known` as the command prints it") {
  using gamecert::sylver::Standing;
  using gamecert::sylver::standing;
  // The prover's first level of limits alone, as `--levels 1`: the default
  // deepens them for up to a minute (and settles {8} at level 3).
  // The prover alone, without the repository's certificates as facts.
  gamecert::sylver::Limits level_one;
  level_one.levels = 1;
  level_one.repository_facts = false;
  const gamecert::sylver::Analysis eight = gamecert::sylver::analyse({8}, level_one);
  REQUIRE(eight.known);
  const nlohmann::json printed =
      nlohmann::json::parse(run(gamecert_command("sylver winning 8 --quiet --levels 1 --no-facts")).out);
  CHECK(printed["known"]["examined"] == eight.known->examined);
  CHECK(printed["known"]["unsettled"] == eight.known->unsettled);
  CHECK(printed["known"]["families"].size() == eight.known->families.size());
  CHECK(standing(eight, 12) == Standing::winning);
  CHECK(standing(eight, 20) == Standing::open);
  CHECK_THROWS_AS(standing(eight, 16), std::invalid_argument);
  // Second road: naming an odd x at {8} loses exactly when {8, x}, a finite
  // position the exact solver settles, has a winning answer.
  for (std::int64_t x = 3; x <= 35; x += 2) {
    INFO("x = " << x);
    CHECK(standing(eight, x) == Standing::losing);
    CHECK_FALSE(gamecert::sylver::analyse({8, x}).winning.empty());
  }
  const gamecert::sylver::Analysis sixteen = gamecert::sylver::analyse({16}, level_one);
  CHECK(sixteen.status == "unknown");
  CHECK(standing(sixteen, 3) == Standing::losing);   // the Quiet End theorem
  CHECK(standing(sixteen, 12) == Standing::open);    // unsettled
  CHECK(standing(sixteen, 122) == Standing::open);   // gcd 2 with 16, past the search: no rule
  CHECK(standing(sixteen, 121) == Standing::losing);
  CHECK(standing(gamecert::sylver::analyse({8, 12}, level_one), 5) == Standing::losing);  // the pairing
  CHECK(gamecert::sylver::analyse({5}, level_one).known->hutchings);
  const gamecert::sylver::Analysis row = gamecert::sylver::analyse({5, 14});
  CHECK_FALSE(row.known);
  CHECK(standing(row, 18) == Standing::winning);
  CHECK(standing(row, 51) == Standing::losing);
  CHECK_THROWS_AS(standing(row, 19), std::invalid_argument);  // 5 + 14
  CHECK_THROWS_AS(standing(gamecert::sylver::analyse({3, 1}), 2), std::invalid_argument);
}

TEST_CASE("Sylver Coinage: the report's fields are the command's, and the first winning move") {
  for (const char* numbers : {"8 37", "6 9", "5 14 16 18", "3 1"}) {
    INFO(numbers);
    std::vector<std::int64_t> named;
    std::istringstream in(numbers);
    for (std::int64_t x; in >> x;) named.push_back(x);
    const gamecert::sylver::Analysis a = gamecert::sylver::analyse(named);
    const nlohmann::json printed = nlohmann::json::parse(
        run(gamecert_command(std::string("sylver winning ") + numbers + " --threads 1")).out);
    CHECK(printed["value"] == a.value);
    CHECK(printed["shape"] == (a.shape ? nlohmann::json(*a.shape) : nlohmann::json(nullptr)));
    CHECK(printed["states"] == a.states);
    CHECK(printed["moves"].size() == a.moves.size());
    for (std::size_t i = 0; i < a.moves.size() && i < printed["moves"].size(); ++i) {
      CHECK(printed["moves"][i]["move"] == a.moves[i].move);
      CHECK(printed["moves"][i]["standing"] == gamecert::sylver::standing_word(a.moves[i].standing));
    }
    CHECK(printed["other_moves"].size() == a.other_moves.size());
  }
  const gamecert::sylver::Analysis first = gamecert::sylver::first_winning_move({8, 37});
  CHECK(first.status == "first");
  CHECK(first.winning == std::vector<std::int64_t>{126});
  CHECK_THROWS_AS(gamecert::sylver::first_winning_move({6, 9}), std::invalid_argument);
  std::atomic<bool> cancelled{true};
  gamecert::sylver::Limits cancel;
  cancel.cancel = &cancelled;
  CHECK_THROWS_WITH(gamecert::sylver::analyse({11, 29}, cancel), "cancelled");
}

TEST_CASE("Subtraction games: periods, the say game, certificates") {
  using namespace gamecert::subtraction;
  const Period outcomes = find_period({2, 5, 7}, Play::normal, Sequence::outcome);
  CHECK(outcomes.preperiod == 0);
  CHECK(outcomes.period == 22);
  CHECK(outcomes.terms.size() == 22);
  CHECK(outcomes.terms[0] == 0);  // a pile of 0: no move, a loss under normal play
  CHECK(outcomes.terms[2] == 1);
  // Say 30 and you lose, saying 1 to 3 numbers a turn: the first player wins by ending on 1, 5, ..., 29.
  const SayGame say30 = say_game(30, 3);
  CHECK(say30.first_player_wins);
  CHECK(say30.line.front() == 1);
  CHECK(say30.line.back() == 29);
  CHECK(gamecert::check_certificate(certify_periods({1, 2, 3}).text).accepted);
  CHECK_THROWS_AS(find_period({0, 2}, Play::normal, Sequence::grundy), std::invalid_argument);
  CHECK_THROWS_AS(find_period({}, Play::misere, Sequence::grundy), std::invalid_argument);
}

TEST_CASE("Wythoff variant: the closed form is the game's P-set; certificates check") {
  using namespace gamecert::wythoff;
  const std::vector<Position> formula = variant_p_positions(300);
  CHECK(formula == variant_p_positions_by_search(300));
  CHECK(std::count(formula.begin(), formula.end(), Position{1, 1}) == 1);
  CHECK(wythoff_p_positions(10) ==
        std::vector<Position>{{0, 0}, {1, 2}, {2, 1}, {3, 5}, {4, 7}, {5, 3}, {6, 10}, {7, 4}, {10, 6}});
  CHECK(gamecert::check_certificate(certify_p_positions(200).text).accepted);
  CHECK_THROWS_AS(variant_p_positions_by_search(7000), std::invalid_argument);
  CHECK_THROWS_AS(variant_p_positions(1ULL << 40), std::invalid_argument);
  CHECK_THROWS_AS(certify_p_positions(1), std::invalid_argument);
}

TEST_CASE("the pictures are the bytes the CLI prints") {
  const std::string strategy = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-blue-strategy.txt";
  CHECK(gamecert::sim::board_svg({6, {{1, 4}, {2, 4}, {3, 4}}, {{1, 2}, {2, 3}}}, true) ==
        run(gamecert_command("sim draw --board 6 --red 14,24,34 --blue 12,23 --values")).out);
  CHECK(gamecert::sim::strategy_dot(read_file(strategy)) == run(gamecert_command("sim strategy-dot " + strategy)).out);
  CHECK(gamecert::sylver::position_svg({5, 14}) == run(gamecert_command("sylver draw 5 14")).out);
  CHECK(gamecert::sylver::table_svg(6, 20) == run(gamecert_command("sylver table-plot --max-m 6 --max-n 20")).out);
  CHECK(gamecert::wythoff::plot_svg(60) == run(gamecert_command("wythoff plot --bound 60")).out);
  CHECK_THROWS_AS(gamecert::sylver::position_svg({4, 6}), std::invalid_argument);
  CHECK_THROWS_AS(gamecert::sim::strategy_dot("not a certificate"), std::invalid_argument);
  // Red's triangle closed by Blue's turn cannot happen: the game stopped at Red's move.
  CHECK_THROWS_AS(gamecert::sim::board_svg({6, {{1, 2}, {1, 3}, {2, 3}}, {{4, 5}, {5, 6}, {4, 6}}}, false),
                  std::invalid_argument);
}

TEST_CASE("the version names the commit") {
  CHECK(gamecert::version().find("(commit ") != std::string::npos);
}
