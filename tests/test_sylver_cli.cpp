// `gamecert sylver ...` through the real program: the worked examples of docs/sylver.md, the
// reachable counts, the game-over case and every kind of bad input.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <string>

#include "run_command.hpp"

using namespace gamecert::testing;

namespace {

CommandResult run_gamecert(const std::string& args) { return run(gamecert_command(args)); }

nlohmann::json winning(const std::string& numbers) {
  const CommandResult r = run_gamecert("sylver winning " + numbers);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

}  // namespace

TEST_CASE("sylver winning: every worked example of docs/sylver.md", "[sylver]") {
  const std::pair<std::string, std::vector<int>> rows[] = {
      {"4 5", {11}},
      {"5 6", {19}},
      {"7 9", {19, 24}},
      {"10 11", {24, 28, 47}},
      {"5 14", {18}},
      {"5 18", {14, 16, 17}},
      {"5 14 16 18", {17}},
      {"5 16 17 18", {14}},
      {"4 9", {19}},
      {"5 9 19", {31}},
      {"6 9 19 31", {17, 20, 22}},
      {"7 9 19 20 31", {15}},
      {"17 18 27 33 43", {4, 5, 6, 7}},
      {"17 18 27 33 43 56", {4, 5, 6, 7, 9}},
  };
  for (const auto& [position, moves] : rows) {
    INFO(position);
    const auto j = winning(position);
    CHECK(j["winning"] == nlohmann::json(moves));
    CHECK(j["status"] == "solved");
    CHECK(j["gcd"] == 1);
  }
  const auto j = winning("14 5");
  CHECK(j["position"] == nlohmann::json({5, 14}));
  CHECK(j["t"] == 51);
}

TEST_CASE("sylver winning: value, shape and the standing of the moves of finite and ended positions",
          "[sylver]") {
  const auto solved = winning("--quiet 8 37");
  CHECK(solved["winning"] == nlohmann::json::array({126}));
  CHECK(solved["value"] == "N");
  CHECK(solved["shape"].is_null());  // short and long are words for gcd > 1
  CHECK(solved["moves"] == nlohmann::json::parse(R"([{"move": 126, "standing": "winning"}])"));
  CHECK(solved["other_moves"] == nlohmann::json::parse(R"([{"gcd": 1, "standing": "losing"}])"));

  // --first stops at one winning move: every other move but 1 stays open.
  const auto first = winning("--quiet --first 13 27");
  CHECK(first["value"] == "N");
  CHECK(first["moves"] == nlohmann::json::parse(R"([{"move": 1, "standing": "losing"}, {"move": 17, "standing": "winning"}])"));
  CHECK(first["other_moves"] == nlohmann::json::parse(R"([{"gcd": 1, "standing": "open"}])"));

  const auto p_position = winning("--quiet 2 3");  // only 1 is left to name
  CHECK(p_position["winning"].empty());
  CHECK(p_position["value"] == "P");

  const auto over = winning("--quiet 1 5");
  CHECK(over["value"] == "over");
  CHECK(over["moves"].empty());
  CHECK(over["other_moves"].empty());
}

TEST_CASE("sylver winning: non-minimal input is reduced to minimal generators", "[sylver]") {
  const auto j = winning("10 5 14 15 28");
  CHECK(j["position"] == nlohmann::json({5, 14}));
  CHECK(j["winning"] == nlohmann::json({18}));
}

TEST_CASE("sylver winning: 1 named means the game is over", "[sylver]") {
  const auto j = winning("5 1 14");
  CHECK(j["status"] == "over");
  CHECK(j["winning"] == nlohmann::json::array());
  CHECK(j["reason"].get<std::string>().find("over") == std::string::npos);
  CHECK(j["reason"].get<std::string>().find("1 has been named") != std::string::npos);
}

TEST_CASE("sylver winning: gcd > 1 positions", "[sylver]") {
  auto j = winning("7");
  CHECK(j["status"] == "solved");
  CHECK(j["t"].is_null());
  CHECK(j["winning"] == nlohmann::json::array());
  CHECK(j["reason"].get<std::string>().find("Hutchings") != std::string::npos);
  CHECK(j["reason"].get<std::string>().find("non-constructive") != std::string::npos);
  // Winning Ways / Sicherman's opening table: {4, 6} and {6, 9} are P; 2 and 3
  // answer each other; 4 loses only to 6, 6 to 4 and 9, 9 to 6.
  const std::pair<const char*, nlohmann::json> solved[] = {
      {"4 6", nlohmann::json::array()}, {"6 9", nlohmann::json::array()}, {"2", {3}}, {"3", {2}},
      {"4", {6}},  {"6", {4, 9}}, {"9", {6}},
  };
  for (const auto& [position, moves] : solved) {
    INFO(position);
    j = winning(position);
    CHECK(j["status"] == "solved");
    CHECK(j["winning"] == moves);
    CHECK(j["reason"].get<std::string>().find("Quiet End theorem") != std::string::npos);
  }
  // 10 loses to 5 ({5} is P); whether anything else wins is open here.
  j = winning("10 --levels 1");
  CHECK(j["status"] == "partial");
  CHECK(j["winning"] == nlohmann::json({5}));
  const std::string reason = j["reason"].get<std::string>();
  CHECK(reason.find("gcd(x, 10) = 5 is answered by 5") != std::string::npos);
  CHECK(reason.find("no rule covers the moves x with gcd(x, 10) = 2") != std::string::npos);
}

TEST_CASE("sylver winning: bad input is a clear error with exit status 2", "[sylver]") {
  const std::pair<std::string, std::string> cases[] = {
      {"0", "0 cannot be named"},
      {"4 -3", "negative"},
      {"4 x", "not a positive integer"},
      {"4 3.5", "not a positive integer"},
      {"4 100001", "out of range"},
      {"4 99999999999999999999", "out of range"},
      {"", "empty position"},
      {"300 301", "supported range"},
      {"4 99999", "supported range"},
  };
  for (const auto& [args, message] : cases) {
    INFO(args);
    const CommandResult r = run_gamecert("sylver winning " + args);
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(message) != std::string::npos);
  }
}

TEST_CASE("sylver reachable: {12, 17} under both conventions", "[sylver]") {
  const CommandResult r = run_gamecert("sylver reachable 12 17");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["reachable"] == 158792);
  CHECK(j["reachable_with_one"] == 158793);
}

TEST_CASE("sylver ender: the three ender examples of docs/sylver.md", "[sylver]") {
  CommandResult r = run_gamecert("sylver ender 4 5 7");
  REQUIRE(r.status == 0);
  auto j = nlohmann::json::parse(r.out);
  CHECK(j["t"] == 6);
  CHECK(j["ender"] == true);
  CHECK(j["quiet"] == false);
  r = run_gamecert("sylver ender 7 8 10 13");
  j = nlohmann::json::parse(r.out);
  CHECK(j["t"] == 19);
  CHECK(j["ender"] == true);
  CHECK(j["quiet"] == true);
  r = run_gamecert("sylver ender 7 11 13 15");
  j = nlohmann::json::parse(r.out);
  CHECK(j["ender_completion"] == nlohmann::json({7, 11, 13, 15, 17, 19}));
}

TEST_CASE("sylver: a search past --max-states stops with a message and writes nothing", "[sylver]") {
  for (const std::string threads : {" --threads 1", " --threads 2"}) {
    INFO(threads);
    CommandResult r = run_gamecert("sylver winning 9 37 --max-states 1000" + threads);
    CHECK(r.status == 1);
    CHECK(r.out.empty());
    CHECK(r.err.find("--max-states") != std::string::npos);
    const std::string file = scratch_path("capped.txt");
    r = run_gamecert("certify sylver 9 37 --max-states 1000 -o " + file + threads);
    CHECK(r.status == 1);
    CHECK_FALSE(std::filesystem::exists(file));
  }
}

TEST_CASE("sylver winning --threads: the same answers with one and two threads", "[sylver]") {
  for (const std::string position : {"10 11", "9 37", "13 27", "10 31", "5 14 18"}) {
    INFO(position);
    for (const std::string mode : {"", "--first "}) {
      const auto one = winning(mode + position + " --threads 1");
      const auto two = winning(mode + position + " --threads 2");
      CHECK(one["threads"] == 1);
      CHECK(two["threads"] == 2);
      CHECK(two["winning"] == one["winning"]);
      CHECK(two["status"] == one["status"]);
      // One thread is the single-thread search of docs/sylver.md, position for position.
      if (position == "9 37") CHECK(one["states"] == (mode.empty() ? 1'167'985 : 971'101));
    }
  }
  for (const std::string bad : {"0", "-1", "257", "two"}) {
    const CommandResult r = run_gamecert("sylver winning 9 37 --threads " + bad);
    CHECK(r.status == 2);
    CHECK(r.err.find("--threads") != std::string::npos);
  }
}

TEST_CASE("sylver winning: --first, and the solver's figures in the JSON", "[sylver]") {
  auto j = winning("--first 10 11");
  CHECK(j["status"] == "first");
  REQUIRE(j["winning"].size() == 1);
  const int move = j["winning"][0];
  CHECK((move == 24 || move == 28 || move == 47));
  // Always the same move, whatever the thread count.
  for (const std::string threads : {"1", "2"})
    CHECK(winning("--first 10 11 --threads " + threads)["winning"] == j["winning"]);
  j = winning("--first 5 14 18");  // a P-position: no move
  CHECK(j["winning"] == nlohmann::json::array());
  CHECK(j["status"] == "first");
  j = winning("8 37");
  CHECK(j["states"].get<std::uint64_t>() > 100'000);
  CHECK(j["memo_bytes"].get<std::uint64_t>() >= 8 * j["states"].get<std::uint64_t>());
  CHECK(j["seconds"].get<double>() >= 0);
  const CommandResult r = run_gamecert("sylver winning --first 4 6");
  CHECK(r.status == 2);
  CHECK(r.err.find("--first needs a finite position") != std::string::npos);
}

TEST_CASE("sylver: under --memory the memo replaces entries and says how many; bad sizes are usage errors",
          "[sylver]") {
  CommandResult r = run_gamecert("sylver winning 9 37 --threads 1");
  REQUIRE(r.status == 0);
  const nlohmann::json unlimited = nlohmann::json::parse(r.out);
  CHECK(unlimited["evicted"] == 0);
  for (const std::string memo : {" --memo fast", " --memo compact"}) {
    for (const std::string threads : {" --threads 1", " --threads 2"}) {
      INFO(memo << threads);
      r = run_gamecert("sylver winning 9 37 --memory 1M" + memo + threads);
      REQUIRE(r.status == 0);
      const nlohmann::json capped = nlohmann::json::parse(r.out);
      CHECK(capped["winning"] == unlimited["winning"]);
      CHECK(capped["memo_bytes"].get<std::uint64_t>() <= 1u << 20);
      CHECK(capped["evicted"].get<std::uint64_t>() > 0);
      CHECK(capped["states"].get<std::uint64_t>() > capped["evicted"].get<std::uint64_t>());
    }
  }
  for (const std::string bad : {"", "12X", "1K", "-5M", "99999999999G", "M"}) {
    INFO(bad);
    r = run_gamecert("sylver winning 9 37 --memory '" + bad + "'");
    CHECK(r.status == 2);
    CHECK(r.err.find("--memory must be a size in bytes") != std::string::npos);
  }
}

TEST_CASE("sylver: --memo compact gives the same answer and states in fewer bytes", "[sylver]") {
  const CommandResult fast = run_gamecert("sylver winning 9 37 --threads 1");
  const CommandResult compact = run_gamecert("sylver winning 9 37 --threads 1 --memo compact");
  REQUIRE(fast.status == 0);
  REQUIRE(compact.status == 0);
  const nlohmann::json a = nlohmann::json::parse(fast.out), b = nlohmann::json::parse(compact.out);
  CHECK(b["winning"] == a["winning"]);
  CHECK(b["states"] == a["states"]);
  CHECK(b["memo_bytes"].get<std::uint64_t>() < a["memo_bytes"].get<std::uint64_t>() / 2);
  const CommandResult bad = run_gamecert("sylver winning 9 37 --memo small");
  CHECK(bad.status == 2);
  CHECK(bad.err.find("--memo wants fast or compact") != std::string::npos);
}

TEST_CASE("sylver: --time-limit stops the search with the positions stored so far", "[sylver]") {
  // {12, 35} needs over a minute and more than 10 million positions on any machine we run on.
  for (const std::string& command :
       {std::string("sylver winning 12 35"), "certify sylver 12 35 -o " + scratch_path("12-35.txt")}) {
    INFO(command);
    for (const std::string threads : {" --threads 1", " --threads 2"}) {
      const CommandResult r = run_gamecert(command + " --time-limit 1" + threads);
      CHECK(r.status == 1);
      CHECK(r.out.empty());
      CHECK(r.err.find("used more than --time-limit 1 s of CPU time with ") != std::string::npos);
      CHECK(r.err.find(" positions stored") != std::string::npos);
    }
  }
  const CommandResult bad = run_gamecert("sylver winning 9 37 --time-limit 1.5");
  CHECK(bad.status == 2);
  CHECK(bad.err.find("--time-limit") != std::string::npos);
}

TEST_CASE("sylver winning --journal: killed with SIGKILL, the same command resumes", "[sylver]") {
  const std::string journal = scratch_path("11-29.journal");
  // About 1.6 s of search on two threads (3 s on one): SIGKILL after 1 s lands
  // in the middle on any machine we run on. Two threads write the journal.
  const CommandResult killed =
      run("timeout -s KILL 1 " + gamecert_command("sylver winning 11 29 --threads 2 --journal " + journal));
  INFO(killed.err);
  const std::string before = read_file(journal);
  const std::size_t settled = static_cast<std::size_t>(std::count(before.begin(), before.end(), '\n')) - 2;
  CHECK(before.rfind("gamecert-sylver-journal 1\nquestion winning position=11,29\n", 0) == 0);
  const auto j = winning("11 29 --threads 2 --journal " + journal);
  CHECK(j["winning"] == nlohmann::json({144}));
  CHECK(j["resumed"] == settled);
  if (killed.status == 0) WARN("the first run finished within 1 s; nothing was resumed mid-run");
  // Complete now: a third run, on one thread, reads every root move and searches nothing.
  const auto again = winning("11 29 --threads 1 --journal " + journal);
  CHECK(again["winning"] == nlohmann::json({144}));
  CHECK(again["states"] == 0);
}

TEST_CASE("sylver winning --journal: torn, foreign and corrupt journals", "[sylver]") {
  const std::string journal = scratch_path("5-14.journal");
  const auto fresh = winning("5 14 --journal " + journal);
  CHECK(fresh["resumed"] == 0);
  // A crash mid-line leaves a torn last line: it is dropped and the file repaired.
  const std::string whole = read_file(journal);
  write_file(journal, whole + "3");
  const auto repaired = winning("5 14 --journal " + journal);
  CHECK(repaired["winning"] == nlohmann::json({18}));
  CHECK(read_file(journal) == whole);
  // Another position's journal, or the other question, is refused.
  CommandResult r = run_gamecert("sylver winning 5 16 --journal " + journal);
  CHECK(r.status == 2);
  CHECK(r.err.find("not 'question winning position=5,16'") != std::string::npos);
  r = run_gamecert("sylver winning --first 5 14 --journal " + journal);
  CHECK(r.status == 2);
  // A complete line that is not an entry names its line.
  write_file(journal, whole + "18 X\n");
  r = run_gamecert("sylver winning 5 14 --journal " + journal);
  CHECK(r.status == 2);
  CHECK(r.err.find("line " + std::to_string(std::count(whole.begin(), whole.end(), '\n') + 1) +
                   " is not 'x P' or 'x N'") != std::string::npos);
  CHECK(run_gamecert("sylver winning 4 6 --journal " + journal).status == 2);
}

TEST_CASE("certify sylver --journal: killed with SIGKILL, resumed, the same bytes", "[sylver]") {
  const std::string straight = scratch_path("9-37.straight.txt"), resumed = scratch_path("9-37.resumed.txt");
  const std::string journal = scratch_path("9-37.certify.journal");
  REQUIRE(run_gamecert("certify sylver 9 37 --threads 1 -o " + straight).status == 0);
  // About 4 s on one thread: SIGKILL after 1.5 s lands in the middle.
  const CommandResult killed =
      run("timeout -s KILL 1.5 " +
          gamecert_command("certify sylver 9 37 --threads 1 --journal " + journal + " -o " + resumed));
  INFO(killed.err);
  const std::string before = read_file(journal);
  CHECK(before.rfind("gamecert-sylver-journal 1\nquestion certify position=9,37\n", 0) == 0);
  const auto blocks = [](const std::string& text) {
    std::size_t n = 0;
    for (std::size_t at = text.find("\nroot "); at != std::string::npos; at = text.find("\nroot ", at + 1))
      ++n;
    return n;
  };
  if (killed.status == 0) WARN("the first run finished within 1.5 s; nothing was resumed mid-run");
  // A crash inside a block leaves lines with no `root` line after them: dropped.
  write_file(journal, before + "N 12\nP\nN");
  const CommandResult again =
      run_gamecert("certify sylver 9 37 --threads 2 --journal " + journal + " -o " + resumed);
  REQUIRE(again.status == 0);
  CHECK(nlohmann::json::parse(again.out)["resumed_root_moves"] == blocks(before));
  CHECK(read_file(resumed) == read_file(straight));
  // Every root move recorded now: a third run reads them all back.
  const std::string complete = read_file(journal);
  CHECK(nlohmann::json::parse(
            run_gamecert("certify sylver 9 37 --threads 1 --journal " + journal + " -o " + resumed)
                .out)["resumed_root_moves"] == blocks(complete));
  CHECK(read_file(resumed) == read_file(straight));
  // Another question's journal, or a line that is not a body line, is refused with exit status 2.
  CommandResult r =
      run_gamecert("certify sylver 9 37 --constructive --journal " + journal + " -o " + resumed);
  CHECK(r.status == 2);
  CHECK(r.err.find("not 'question certify --constructive position=9,37'") != std::string::npos);
  write_file(journal, complete + "Q 7\n");
  r = run_gamecert("certify sylver 9 37 --journal " + journal + " -o " + resumed);
  CHECK(r.status == 2);
  CHECK(r.err.find("is not a body line or 'root x P|N': 'Q 7'") != std::string::npos);
  CHECK(run_gamecert("certify sylver 4 6 --journal " + journal + " -o " + resumed).status == 2);
}

TEST_CASE("sylver table: a row of Sicherman's table", "[sylver]") {
  const CommandResult r = run_gamecert("sylver table --m 5 --max-n 18");
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["rows"].size() == 11);
  CHECK(j["rows"][0]["winning"] == nlohmann::json({19}));
  CHECK(j["rows"].back()["n"] == 18);
  CHECK(j["rows"].back()["winning"] == nlohmann::json({14, 16, 17}));
  CHECK(run_gamecert("sylver table --m 5 --max-n 4").status == 2);
}
