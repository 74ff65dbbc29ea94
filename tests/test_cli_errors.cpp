// The command line as a new user meets it: exit statuses (0 ok, 1 a claim
// rejected, not proved or a limit reached, 2 usage, docs/cli.md), messages
// that name the option and the supported range, --help with an example on
// every command, and the limits that stop long runs instead of running on.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <string>
#include <vector>

#include "run_command.hpp"

using namespace gamecert::testing;

namespace {

// Status and combined stdout + stderr.
CommandResult run_all(const std::string& args) { return run(gamecert_command(args + " 2>&1")); }

bool contains(const std::string& text, const std::string& part) {
  return text.find(part) != std::string::npos;
}

void require_usage_error(const std::string& args, const std::vector<std::string>& parts) {
  INFO(args);
  const CommandResult r = run_all(args);
  INFO(r.out);
  CHECK(r.status == 2);
  for (const std::string& part : parts) CHECK(contains(r.out, part));
}

void require_limit_reached(const std::string& args, const std::vector<std::string>& parts) {
  INFO(args);
  const CommandResult r = run_all(args);
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(contains(r.out, "limit reached"));
  for (const std::string& part : parts) CHECK(contains(r.out, part));
}

// Every command whose --help must end in an example.
const std::vector<std::string> kCommands = {
    "",
    "certify",
    "certify sim",
    "certify sim value-table",
    "certify sim strategy",
    "certify sim rules-strategy",
    "certify sim rules-failure",
    "certify sim plus-value-table",
    "certify subtraction",
    "certify wythoff",
    "certify sylver",
    "prove",
    "sim",
    "sim value",
    "sim positions",
    "sim rules",
    "sim traps",
    "sim trap-move",
    "sim polya",
    "sim polya-table",
    "sim monte-carlo",
    "sim plus",
    "subtraction",
    "wythoff",
    "wythoff grundy",
    "wythoff check",
    "wythoff g-ones",
    "sylver",
    "sylver winning",
    "sylver ender",
    "sylver reachable",
    "sylver t-wins",
    "sylver table",
};

}  // namespace

TEST_CASE("--help of every command exits 0 and shows an example", "[cli]") {
  for (const std::string& command : kCommands) {
    INFO(command);
    const CommandResult r = run_all(command + " --help");
    CHECK(r.status == 0);
    CHECK(contains(r.out, "Example:\n  gamecert "));
  }
}

TEST_CASE("--version prints the version and exits 0", "[cli]") {
  const CommandResult r = run_all("--version");
  CHECK(r.status == 0);
  CHECK(r.out.rfind("gamecert ", 0) == 0);
}

TEST_CASE("parse errors exit 2, not CLI11's own statuses", "[cli]") {
  require_usage_error("sim value --bord 6", {"--bord"});
  require_usage_error("sim value --board", {"--board"});
  require_usage_error("certify sim value-table --board 3", {"--output"});
  require_usage_error("sim monte-carlo --quiet --progress", {"--quiet", "--progress"});
  require_usage_error("wythoff grundy 3", {"Y"});
  require_usage_error("sylver table --m 5", {"--max-n"});
  // The Sylver commands read their numbers as words; a mistyped option is still named as one.
  require_usage_error("sylver reachable 12 17 --max-state 10", {"unknown option '--max-state'"});
}

TEST_CASE("an unknown or missing subcommand is named with the choices", "[cli]") {
  require_usage_error("x", {"unknown subcommand 'x'", "sim", "sylver", "--help"});
  require_usage_error("sim foo", {"unknown subcommand 'foo'", "value", "positions"});
  require_usage_error("certify sim bar", {"unknown subcommand 'bar'", "value-table"});
  require_usage_error("wythoff", {"needs a subcommand", "grundy", "g-ones"});
  require_usage_error("", {"needs a subcommand", "certify"});
}

TEST_CASE("integers: the option, the range and the text in every message", "[cli]") {
  require_usage_error("sim value --board 7", {"--board must be an integer in 3..6, got '7'"});
  require_usage_error("sim positions --board 2", {"--board must be an integer in 3..6, got '2'"});
  require_usage_error("sim value --board +6", {"3..6", "sign"});
  require_usage_error("sim plus --board ''", {"3..6", "got ''"});
  require_usage_error("sim polya --board 25", {"--board must be an integer in 1..24"});
  require_usage_error("sim polya-table --to 41", {"--to must be an integer in 0..40"});
  require_usage_error("sim monte-carlo --samples 0", {"--samples must be an integer in 1..100000000"});
  require_usage_error("sim monte-carlo --threads 65", {"--threads must be an integer in 1..64"});
  require_usage_error("wythoff grundy 3 x", {"Y must be an integer in 0..", "got 'x'"});
  require_usage_error("wythoff check --bound 7", {"--bound must be an integer in 8..200000"});
  require_usage_error("certify wythoff --bound 1 -o -", {"--bound must be an integer in 2..100000"});
  require_usage_error("wythoff g-ones --count 0", {"--count must be an integer in 1..100000000"});
  require_usage_error("wythoff g-ones --count 100000001", {"--count must be an integer in 1..100000000"});
  require_usage_error("sylver t-wins --m 41 --max-n 50", {"--m must be an integer in 2..40"});
  require_usage_error("sylver winning 4 100001", {"1..100000", "out of range"});
}

TEST_CASE("sim monte-carlo: seeds are full 64-bit, checked, and printed as strings", "[cli]") {
  const std::string range = "--seed must be an integer in 0..18446744073709551615";
  require_usage_error("sim monte-carlo --seed -1", {range, "got '-1'"});
  require_usage_error("sim monte-carlo --seed 18446744073709551616", {range, "got '18446744073709551616'"});
  require_usage_error("sim monte-carlo --seed ''", {range, "got ''"});
  require_usage_error("sim monte-carlo --seed 1e3", {range, "got '1e3'"});
  const CommandResult r = run(gamecert_command("sim monte-carlo --samples 1 --seed 18446744073709551615"));
  REQUIRE(r.status == 0);
  // Above 2^53 a JSON number would lose its last digits in many readers.
  CHECK(nlohmann::json::parse(r.out)["seed"] == "18446744073709551615");
}

TEST_CASE("sylver: every search has a limit, a default and exit status 1 when it is reached", "[cli]") {
  // Once ran 60 s silently; now t = 9,997,800,119 is checked against --max-t first.
  require_limit_reached("sylver ender 99991 99989", {"9997800119", "--max-t 100000000"});
  require_limit_reached("sylver ender 7 8 10 13 --max-t 18", {"t = 19", "--max-t 18"});
  // Once grew to 400 MB with no way to stop it.
  require_limit_reached("sylver t-wins --m 40 --max-n 41 --max-states 100000", {"100000", "--max-states"});
  require_limit_reached("sylver table --m 40 --max-n 41 --max-states 100000", {"100000", "--max-states"});
  // Once ignored the limit.
  require_limit_reached("sylver reachable 12 17 --max-states 10", {"more than 10", "--max-states"});
  require_limit_reached("sylver winning 9 37 --max-states 1000", {"1000", "--max-states"});
  // 0 and negative values once meant "no limit".
  for (const char* value : {"0", "-1", "''"})
    require_usage_error(std::string("sylver reachable 12 17 --max-states ") + value,
                        {"--max-states must be an integer in 1..100000000000"});
  require_usage_error("sylver ender 4 5 --max-t 0", {"--max-t must be an integer in 1..10000000000"});
  // The limits and their defaults are in --help.
  CHECK(contains(run_all("sylver reachable --help").out, "default 200000000"));
  CHECK(contains(run_all("sylver t-wins --help").out, "--max-states"));
  CHECK(contains(run_all("sylver ender --help").out, "default 100000000"));
  // Under the limit the answers are the known ones.
  const CommandResult r = run(gamecert_command("sylver reachable 12 17 --max-states 158792"));
  REQUIRE(r.status == 0);
  CHECK(nlohmann::json::parse(r.out)["reachable"] == 158792);
}

TEST_CASE("sylver: positions past the solver are described in terms of m and t", "[cli]") {
  for (const std::string position : {"300 301", "4 99999", "100 101"}) {
    INFO(position);
    const CommandResult r = run_all("sylver winning " + position);
    CHECK(r.status == 2);
    CHECK(contains(r.out, "supported range"));
    CHECK(contains(r.out, "t < 255*m and m <= 29"));
    CHECK_FALSE(contains(r.out, "Kunz"));
    CHECK_FALSE(contains(r.out, "words"));
  }
  require_usage_error("sylver reachable 4 99999", {"supported range", "t = 299993"});
}

TEST_CASE("subtraction: empty values and the set's limits in user terms", "[cli]") {
  require_usage_error("subtraction --set 1,2 --n ''", {"--n must be a non-negative integer", "got ''"});
  require_usage_error("subtraction --set ''", {"--set", "got ''"});
  require_usage_error("subtraction --set 1,,2", {"each move of --set must be an integer in 1..4096"});
  require_usage_error("subtraction --set 1,4097", {"1..4096", "got '4097'"});
  require_usage_error("subtraction --say 30 --max 100", {"--max must be an integer in 1..64", "got '100'"});
  require_usage_error("subtraction --say ''", {"--say must be an integer in 1..1000000"});
  std::string many = "subtraction --set 1";
  for (int s = 2; s <= 65; ++s) many += "," + std::to_string(s);
  require_usage_error(many, {"at most 64 different moves", "1..4096", "this one has 65"});
  CHECK(contains(run_all("subtraction --help").out, "1..64"));
  require_usage_error("certify subtraction --subsets-of 11 -o -",
                      {"--subsets-of must be an integer in 1..10"});
}

TEST_CASE("wythoff check states its default bound", "[cli]") {
  CHECK(contains(run_all("wythoff check --help").out, "default 2000"));
}

TEST_CASE("certify: -o - writes the certificate to stdout, bad paths say what failed", "[cli]") {
  const std::string file = scratch_path("wythoff-10.txt");
  REQUIRE(run(gamecert_command("certify wythoff --bound 10 -o " + file)).status == 0);
  const CommandResult to_stdout = run(gamecert_command("certify wythoff --bound 10 -o -"));
  CHECK(to_stdout.status == 0);
  CHECK(to_stdout.out == read_file(file));
  std::remove(file.c_str());

  const std::string plain = scratch_path("plain-file");
  write_file(plain, "x");
  for (const std::string& target : {plain + "/inside.txt", std::string("/nonexistent-folder/x.txt")}) {
    INFO(target);
    const CommandResult r = run_all("certify wythoff --bound 10 -o " + target);
    CHECK(r.status == 2);
    CHECK(contains(r.out, target));
    CHECK_FALSE(contains(r.out, "filesystem error"));
  }
  std::remove(plain.c_str());
}

TEST_CASE("progress: silent on a pipe, forced by --progress, never on stdout", "[cli]") {
  const std::string args = "sylver reachable 12 17";
  const CommandResult piped = run(gamecert_command(args + " 2>&1 >/dev/null"));
  CHECK(piped.status == 0);
  CHECK(piped.out.empty());
  const CommandResult forced = run(gamecert_command(args + " --progress 2>&1 >/dev/null"));
  CHECK(forced.status == 0);
  CHECK(contains(forced.out, "positions found"));
  const CommandResult quiet = run(gamecert_command(args + " --quiet 2>&1 >/dev/null"));
  CHECK(quiet.out.empty());
  const CommandResult json = run(gamecert_command(args + " --progress"));
  CHECK(nlohmann::json::parse(json.out)["reachable"] == 158792);
}

TEST_CASE("docs/cli.md documents the exit statuses, the switches and every command", "[cli]") {
  const std::string page = read_file(environment("GAMECERT_SOURCE_DIR") + "/docs/cli.md");
  for (const char* part : {"| 0 |", "| 1 |", "| 2 |", "--quiet", "--progress", "-o -", "GAMECERT_PROOFS_DIR",
                           "GAMECERT_CVC5", "--max-states", "--max-t"})
    CHECK(contains(page, part));
  for (const std::string& command : kCommands) {
    if (command.empty()) continue;
    INFO(command);
    CHECK(contains(page, "gamecert " + command));
  }
}
