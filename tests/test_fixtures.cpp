// Every certificate under tests/fixtures (tests/fixtures/README.md) through
// gamecert-check: each accept fixture is accepted with its own SHA-256 and
// regenerates byte for byte from its recipe; each reject fixture is rejected
// with exactly the line its .expect file holds; and every certificate kind the
// checker knows has at least one accept fixture, so a new kind cannot land
// without one.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <tuple>
#include <vector>

#include "certificate_edits.hpp"
#include "checker/games.hpp"

using namespace gamecert::testing;
namespace fs = std::filesystem;

namespace {

// A certificate kind as its header names it. Sylver's one kind has four
// evidence forms that the checker replays differently, so each counts apart.
struct Kind {
  std::string game, kind, evidence;
  bool operator<(const Kind& other) const {
    return std::tie(game, kind, evidence) < std::tie(other.game, other.kind, other.evidence);
  }
};

// Every kind gamecert-check accepts, from its own table (checker/kinds.cpp),
// each evidence form of a kind that has them counted apart.
std::vector<Kind> checker_kinds() {
  const std::map<std::string, std::vector<std::string>> evidence_forms = {
      {"sylver win-loss-table",
       {"witnesses", "witnesses-and-enders", "implied-witnesses", "implied-witnesses-and-enders"}}};
  std::vector<Kind> kinds;
  for (const CertificateKind& kind : certificate_kinds()) {
    const auto forms = evidence_forms.find(kind.game + " " + kind.kind);
    if (forms == evidence_forms.end())
      kinds.push_back({kind.game, kind.kind, ""});
    else
      for (const std::string& evidence : forms->second) kinds.push_back({kind.game, kind.kind, evidence});
  }
  return kinds;
}

fs::path fixtures() { return environment("GAMECERT_FIXTURES"); }

// Non-comment lines of accept/RECIPES.
std::vector<std::string> listed_lines(const std::string& name) {
  std::vector<std::string> listed;
  for (const std::string& line : lines_of(read_file((fixtures() / "accept" / name).string())))
    if (!line.empty() && line[0] != '#') listed.push_back(line);
  return listed;
}

// The files directly inside <fixtures>/<side>/<game>/ for every game folder, sorted.
std::vector<fs::path> files_under(const std::string& side) {
  std::vector<fs::path> files;
  for (const auto& game : fs::directory_iterator(fixtures() / side))
    if (game.is_directory())
      for (const auto& file : fs::directory_iterator(game.path())) files.push_back(file.path());
  std::sort(files.begin(), files.end());
  return files;
}

std::vector<fs::path> accepted_certificates() {
  std::vector<fs::path> certificates;
  for (const fs::path& file : files_under("accept"))
    if (file.extension() == ".txt") certificates.push_back(file);
  return certificates;
}

// What an OK line repeats from a certificate's header.
struct Header {
  Kind kind;
  std::string claim;
};

Header header_of(const std::string& certificate) {
  Header header;
  for (const std::string& line : lines_of(certificate)) {
    if (line == "begin") break;
    if (line.rfind("game ", 0) == 0) header.kind.game = line.substr(5);
    if (line.rfind("kind ", 0) == 0) header.kind.kind = line.substr(5);
    if (line.rfind("evidence ", 0) == 0) header.kind.evidence = line.substr(9);
    if (line.rfind("claim ", 0) == 0) header.claim = line.substr(6);
  }
  return header;
}

std::string sha256_of_file(const fs::path& file) {
  const CommandResult r = run("sha256sum < '" + file.string() + "'");
  REQUIRE(r.status == 0);
  return r.out.substr(0, 64);
}

std::string first_line(const std::string& text) { return text.substr(0, text.find('\n')); }

}  // namespace

TEST_CASE("every accept fixture is accepted, and the OK line carries the file's SHA-256", "[fixtures]") {
  const std::vector<fs::path> certificates = accepted_certificates();
  REQUIRE(certificates.size() >= checker_kinds().size());
  for (const fs::path& file : certificates) {
    INFO(file.string());
    const Header header = header_of(read_file(file.string()));
    const CommandResult r = run(checker_command("- < '" + file.string() + "'"));
    INFO(r.out << r.err);
    CHECK(r.status == 0);
    CHECK(r.out == "OK " + sha256_of_file(file) + " " + header.kind.game + " " + header.kind.kind + " " +
                       header.claim + "\n");
  }
}

TEST_CASE("accept fixtures sit in their game's folder and regenerate byte for byte from accept/RECIPES",
          "[fixtures]") {
  std::set<fs::path> made;
  for (const std::string& recipe : listed_lines("RECIPES")) {
    INFO(recipe);
    const std::string path = recipe.substr(0, recipe.find(' '));
    const fs::path fixture = fixtures() / "accept" / path;
    const std::string out = scratch_path("regenerated.txt");
    const CommandResult r = run(gamecert_command(recipe.substr(recipe.find(' ') + 1) + " -o " + out));
    INFO(r.err);
    REQUIRE(r.status == 0);
    CHECK(read_file(out) == read_file(fixture.string()));
    made.insert(fixture);
  }
  for (const fs::path& file : files_under("accept")) {
    INFO(file.string() << ": every accept fixture is a .txt file with a recipe");
    CHECK(file.extension() == ".txt");
    CHECK(made.count(file) == 1);
    CHECK(header_of(read_file(file.string())).kind.game == file.parent_path().filename().string());
  }
}

TEST_CASE("every reject fixture is rejected with exactly the line in its .expect file", "[fixtures]") {
  std::size_t rejected = 0;
  for (const fs::path& file : files_under("reject")) {
    INFO(file.string());
    const fs::path expect = fs::path(file).replace_extension(".expect");
    const fs::path fixture = fs::path(file).replace_extension(".txt");
    if (file.extension() == ".expect") {
      CHECK(fs::exists(fixture));  // an .expect file without its fixture tests nothing
      continue;
    }
    REQUIRE(file.extension() == ".txt");
    CHECK(fs::exists(expect));  // run tests/fixtures/regenerate-expect and review the diff
    if (!fs::exists(expect)) continue;
    const std::string expected = read_file(expect.string());
    REQUIRE(lines_of(expected).size() == 1);
    const CommandResult r = run(checker_command("- < '" + file.string() + "'"));
    INFO(r.err);
    CHECK(r.status == 1);
    CHECK(first_line(r.out) == first_line(expected));
    ++rejected;
  }
  CHECK(rejected >= 4 * 6);
}

TEST_CASE("every certificate kind the checker knows has an accept fixture, and every game rejects fixtures",
          "[fixtures]") {
  std::set<Kind> covered;
  for (const fs::path& file : accepted_certificates())
    covered.insert(header_of(read_file(file.string())).kind);
  std::set<std::string> games;
  const std::vector<Kind> known_kinds = checker_kinds();
  for (const Kind& kind : known_kinds) {
    INFO(kind.game << " " << kind.kind << " " << kind.evidence << ": no accept fixture");
    CHECK(covered.count(kind) == 1);
    games.insert(kind.game);
  }
  for (const Kind& kind : covered) {
    INFO(kind.game << " " << kind.kind << " " << kind.evidence << ": not a kind of checker/kinds.cpp");
    CHECK(std::find_if(known_kinds.begin(), known_kinds.end(), [&](const Kind& known) {
            return !(known < kind) && !(kind < known);
          }) != known_kinds.end());
  }
  for (const std::string& game : games) {
    INFO(game << ": reject fixtures");
    const fs::path folder = fixtures() / "reject" / game;
    REQUIRE(fs::is_directory(folder));
    CHECK(std::distance(fs::directory_iterator(folder), fs::directory_iterator()) >= 2 * 6);
  }
}
