// gamecert-check against checker2/gamecert_check.py, a second checker written
// in Python from certs/FORMAT.md alone (docs/mutation-testing.md): over the
// committed Sylver and Subtraction certificates, the reject fixtures and the
// mutation corpus of those kinds, both must give the same verdict on every
// file (the same OK line, hash and claim included, or both a rejection; line
// numbers and reasons may differ). The large certificates, some of which the
// Python checker needs minutes for, are [long].
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.hpp"

using namespace gamecert::testing;
namespace fs = std::filesystem;

namespace {

std::string second_checker() {
  return "python3 " + environment("GAMECERT_SOURCE_DIR") + "/checker2/gamecert_check.py";
}

std::vector<std::string> output_lines(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The verdict without the place: the whole OK line, or just "REJECTED".
std::string verdict(const std::string& line) { return line.rfind("OK ", 0) == 0 ? line : "REJECTED"; }

// Runs both checkers on the same arguments (after the same `pipe_in`, e.g. "gzip -dc F | ") and compares
// the verdicts file by file.
void require_same_verdicts(const std::string& inputs, std::size_t expected_files,
                           const std::string& pipe_in = "") {
  const CommandResult first = run(pipe_in + checker_command(inputs));
  const CommandResult second = run(pipe_in + second_checker() + " " + inputs);
  const auto first_lines = output_lines(first.out), second_lines = output_lines(second.out);
  REQUIRE(first_lines.size() == expected_files);
  REQUIRE(second_lines.size() == expected_files);
  for (std::size_t i = 0; i < expected_files; ++i) {
    INFO("gamecert-check: " << first_lines[i] << "\nsecond checker: " << second_lines[i]);
    CHECK(verdict(first_lines[i]) == verdict(second_lines[i]));
  }
  CHECK(first.status == second.status);
}

// Files under certs/<folder> (recursively) or the fixtures, sorted, whose names end in `suffix`.
std::vector<std::string> files(const fs::path& root, const std::string& suffix, std::uintmax_t max_bytes) {
  std::vector<std::string> found;
  for (const auto& entry : fs::recursive_directory_iterator(root)) {
    const std::string path = entry.path().string();
    if (entry.is_regular_file() && path.size() >= suffix.size() &&
        path.compare(path.size() - suffix.size(), suffix.size(), suffix) == 0 &&
        entry.file_size() <= max_bytes)
      found.push_back(path);
  }
  std::sort(found.begin(), found.end());
  return found;
}

std::string joined(const std::vector<std::string>& paths) {
  std::string out;
  for (const auto& path : paths) out += "'" + path + "' ";
  return out;
}

fs::path certs() { return fs::path(environment("GAMECERT_SOURCE_DIR")) / "certs"; }
fs::path fixtures() { return environment("GAMECERT_FIXTURES"); }

}  // namespace

TEST_CASE("both checkers accept the small committed Sylver and Subtraction certificates alike", "[second]") {
  std::vector<std::string> inputs = files(certs() / "sylver", ".txt", 8000);
  const auto subtraction = files(certs() / "subtraction", ".txt", 1 << 20);
  inputs.insert(inputs.end(), subtraction.begin(), subtraction.end());
  REQUIRE(inputs.size() >= 60);
  require_same_verdicts(joined(inputs), inputs.size());
}

TEST_CASE("both checkers give the same verdicts on the fixtures of those kinds", "[second]") {
  std::vector<std::string> inputs;
  for (const char* side : {"accept", "reject"})
    for (const char* game : {"sylver", "subtraction"}) {
      const auto found = files(fixtures() / side / game, ".txt", 1 << 20);
      inputs.insert(inputs.end(), found.begin(), found.end());
    }
  REQUIRE(inputs.size() >= 25);
  require_same_verdicts(joined(inputs), inputs.size());
}

TEST_CASE("both checkers give the same verdicts on the sets of certificates that rest on certificates",
          "[second]") {
  std::size_t sets = 0;
  for (const auto& set : fs::directory_iterator(fixtures() / "sets")) {
    if (!set.is_directory()) continue;
    const auto found = files(set.path(), ".txt", 1 << 20);
    INFO(set.path().string());
    require_same_verdicts(joined(found), found.size());
    ++sets;
  }
  CHECK(sets >= 6);
}

TEST_CASE("both checkers give the same verdicts on the quick mutation corpus of those kinds", "[second]") {
  const CommandResult result =
      run("python3 " + environment("GAMECERT_SOURCE_DIR") +
          "/scripts/harden/mutate --quick --only 'sylver|subtraction' --checker " +
          environment("GAMECERT_CHECK_BIN") + " --gamecert " + environment("GAMECERT_BIN") +
          " --second-checker " + environment("GAMECERT_SOURCE_DIR") + "/checker2/gamecert_check.py");
  INFO(result.out << result.err);
  CHECK(result.status == 0);
  CHECK(result.out.find(", 0 disagreements\n") != std::string::npos);
}

TEST_CASE("the second checker rejects a kind it does not check", "[second]") {
  const CommandResult result =
      run(second_checker() + " '" + (fixtures() / "accept" / "wythoff" / "bound-10.txt").string() + "'");
  CHECK(result.status == 1);
  CHECK(result.out.rfind("UNSUPPORTED ", 0) == 0);
}

TEST_CASE("both checkers accept every committed Sylver certificate alike, gzip ones included",
          "[second][long]") {
  std::vector<std::string> inputs = files(certs() / "sylver", ".txt", ~std::uintmax_t{0});
  require_same_verdicts(joined(inputs), inputs.size());
  for (const auto& compressed : files(certs() / "sylver", ".txt.gz", ~std::uintmax_t{0})) {
    INFO(compressed);
    require_same_verdicts("-", 1, "gzip -dc '" + compressed + "' | ");
  }
}

TEST_CASE("both checkers give the same verdicts on every mutant of the small Sylver tables",
          "[second][long]") {
  const CommandResult result =
      run("python3 " + environment("GAMECERT_SOURCE_DIR") + "/scripts/harden/mutate --only " +
          "'sylver/table/4-|fixtures/accept/(sylver|subtraction)' --checker " +
          environment("GAMECERT_CHECK_BIN") + " --gamecert " + environment("GAMECERT_BIN") +
          " --second-checker " + environment("GAMECERT_SOURCE_DIR") + "/checker2/gamecert_check.py");
  INFO(result.out.substr(result.out.size() > 4000 ? result.out.size() - 4000 : 0) << result.err);
  CHECK(result.status == 0);
  CHECK(result.out.find(", 0 disagreements\n") != std::string::npos);
}
