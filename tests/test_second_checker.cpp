// gamecert-check against checker2/gamecert_check.py, a second checker written
// in Python from certs/FORMAT.md alone (docs/mutation-testing.md): over the
// committed Sylver and Subtraction certificates, the reject fixtures and the
// mutation corpus of those kinds, both must give the same verdict on every
// file (the same OK line, hash and claim included, or both a rejection; line
// numbers and reasons may differ). The large certificates, some of which the
// Python checker needs minutes for, are [long]. On keyed tables (evidence
// keyed-...) the rejected line must match too: on each keyed reject fixture
// (its .expect) and on two mutants at the second restart line of {7, 19}.
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

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

// The line a rejection of standard input names ("REJECTED -:12: ..." gives "12"); any other verdict whole.
std::string rejected_line(const std::string& verdict_line) {
  const std::string prefix = "REJECTED -:";
  if (verdict_line.rfind(prefix, 0) != 0) return verdict_line;
  return verdict_line.substr(prefix.size(), verdict_line.find(':', prefix.size()) - prefix.size());
}

std::vector<std::string> words(const std::string& line) {
  std::vector<std::string> out;
  std::istringstream in(line);
  for (std::string word; in >> word;) out.push_back(word);
  return out;
}

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

// Keyed win-loss tables (evidence keyed-...): the fixture loop above compares verdicts; here the line too.
TEST_CASE("the second checker rejects each keyed reject fixture at the line gamecert-check names", "[second]") {
  std::size_t keyed = 0;
  for (const auto& path : files(fixtures() / "reject" / "sylver", ".txt", 1 << 20)) {
    if (fs::path(path).filename().string().rfind("keyed-", 0) != 0) continue;
    const std::string expected = first_line(read_file(path.substr(0, path.size() - 4) + ".expect"));
    const CommandResult second = run(second_checker() + " - < '" + path + "'");
    INFO(path << "\ngamecert-check: " << expected << "\nsecond checker: " << second.out);
    CHECK(second.status == 1);
    CHECK(expected.rfind("REJECTED -:", 0) == 0);
    CHECK(rejected_line(first_line(second.out)) == rejected_line(expected));
    ++keyed;
  }
  CHECK(keyed >= 15);
}

TEST_CASE("both checkers read a keyed table past its first restart line alike, and reject there alike",
          "[second]") {
  for (const std::string options : {"--keyed", "--keyed --constructive"}) {
    INFO(options);
    const std::string path = scratch_path("7-19" + std::to_string(options.size()) + ".txt");
    REQUIRE(run(gamecert_command("certify sylver 7 19 " + options + " -o '" + path + "'")).status == 0);
    require_same_verdicts("'" + path + "'", 1);
    const std::vector<std::string> lines = output_lines(read_file(path));
    const auto begin = std::find(lines.begin(), lines.end(), "begin");
    REQUIRE(begin != lines.end());
    const std::size_t restart = static_cast<std::size_t>(begin - lines.begin()) + 1 + 1024;  // the 1025th entry
    REQUIRE(lines.size() > restart + 16);
    const std::vector<std::string> whole = words(lines[restart]);
    REQUIRE(whole.at(0) == "0");
    // The restart line with its first coordinate taken as shared; the next line that shares a prefix, written whole.
    std::vector<std::pair<std::size_t, std::string>> mutants;
    std::string shared = "1";
    for (std::size_t i = 2; i < whole.size(); ++i) shared += " " + whole[i];
    mutants.emplace_back(restart, shared);
    std::size_t next = restart + 1;
    while (words(lines[next]).at(0) == "0") ++next;
    const std::vector<std::string> tail = words(lines[next]);
    std::string spelled = "0";
    for (std::size_t i = 1; i <= std::stoul(tail[0]); ++i) spelled += " " + whole[i];
    for (std::size_t i = 1; i < tail.size(); ++i) spelled += " " + tail[i];
    mutants.emplace_back(next, spelled);
    for (const auto& [index, text] : mutants) {
      std::string mutant;
      for (std::size_t i = 0; i < lines.size(); ++i) mutant += (i == index ? text : lines[i]) + "\n";
      const std::string mutant_path = scratch_path("7-19-mutant.txt");
      write_file(mutant_path, mutant);
      const CommandResult first = run(checker_command("- < '" + mutant_path + "'"));
      const CommandResult second = run(second_checker() + " - < '" + mutant_path + "'");
      INFO("line " << index + 1 << ": " << text << "\ngamecert-check: " << first.out << "second checker: " << second.out);
      CHECK(rejected_line(first_line(first.out)) == std::to_string(index + 1));
      CHECK(rejected_line(first_line(second.out)) == std::to_string(index + 1));
    }
  }
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
