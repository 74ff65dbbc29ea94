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
#include "checker/certificate_set.hpp"
#include "checker/games.hpp"

using namespace gamecert::testing;
namespace fs = std::filesystem;

namespace {

// A certificate kind as its header names it. Sylver's one kind has four
// evidence forms that the checker checks differently, so each counts apart.
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
       {"witnesses", "witnesses-and-enders", "implied-witnesses", "implied-witnesses-and-enders", "keyed-witnesses",
        "keyed-witnesses-and-enders"}}};
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

namespace {

// The folders under sets/, each a set of certificates checked together, and
// the .txt files of one, by name in byte order.
std::vector<fs::path> certificate_sets() {
  std::vector<fs::path> sets;
  for (const auto& entry : fs::directory_iterator(fixtures() / "sets"))
    if (entry.is_directory()) sets.push_back(entry.path());
  std::sort(sets.begin(), sets.end());
  return sets;
}

std::string names_in(const fs::path& set) {
  std::vector<std::string> names;
  for (const auto& entry : fs::directory_iterator(set))
    if (entry.path().extension() == ".txt") names.push_back(entry.path().filename().string());
  std::sort(names.begin(), names.end());
  std::string out;
  for (const std::string& name : names) out += " " + name;
  return out;
}

Checked checked(const std::string& sha256, const std::string& position, bool p,
                std::vector<Premise> premises) {
  Checked file;
  file.evidence_ok = true;
  file.sha256 = sha256, file.game = "sylver", file.kind = "win-loss-table";
  file.claim = "position=" + position + " t=0 winning=" + (p ? "none" : "2");
  file.position_key = position;
  file.premises = std::move(premises);
  return file;
}

}  // namespace

TEST_CASE("every set of certificates under sets/ is checked to exactly its expect file", "[fixtures]") {
  const std::vector<fs::path> sets = certificate_sets();
  REQUIRE(sets.size() >= 6);
  for (const fs::path& set : sets) {
    INFO(set.string() << ": run tests/fixtures/regenerate-expect and review the diff");
    const std::string expected = read_file((set / "expect").string());
    const CommandResult r =
        run("cd '" + set.string() + "' && " + checker_command("--rests-on" + names_in(set)));
    INFO(r.err);
    CHECK(r.out == expected);
    CHECK(r.status == (expected.find("REJECTED") == std::string::npos ? 0 : 1));
  }
}

TEST_CASE("a set that is accepted regenerates byte for byte from its RECIPES", "[fixtures]") {
  std::size_t made = 0;
  for (const fs::path& set : certificate_sets()) {
    if (!fs::exists(set / "RECIPES")) continue;
    for (const std::string& recipe : lines_of(read_file((set / "RECIPES").string()))) {
      INFO(set.string() << ": " << recipe);
      const std::string file = recipe.substr(0, recipe.find(' '));
      const std::string out = scratch_path("regenerated.txt");
      const CommandResult r = run("cd '" + set.string() + "' && " +
                                  gamecert_command(recipe.substr(recipe.find(' ') + 1) + " -o " + out));
      INFO(r.err);
      REQUIRE(r.status == 0);
      CHECK(read_file(out) == read_file((set / file).string()));
      ++made;
    }
  }
  CHECK(made >= 5);
}

TEST_CASE("premises hold only through a chain that comes to an end", "[fixtures]") {
  // c rests on b, b on a: accepted in any order of the files.
  std::vector<Checked> chain = {checked("c", "4,5,6", false, {{"b", "4,5,7", true, 9, "4,5,7"}}),
                                checked("b", "4,5,7", true, {{"a", "4,5,11", false, 8, "4,5,11"}}),
                                checked("a", "4,5,11", false, {})};
  chain[2].accepted = true;
  resolve_premises(chain);
  CHECK(chain[0].accepted);
  CHECK(chain[1].accepted);
  // x and y rest on each other, each claiming just what the other takes from
  // it: neither is accepted (no SHA-256 can name a file that names it back,
  // but the checker does not rely on that).
  std::vector<Checked> cycle = {checked("x", "4,5,6", true, {{"y", "4,5,7", false, 3, "4,5,7"}}),
                                checked("y", "4,5,7", false, {{"x", "4,5,6", true, 4, "4,5,6"}})};
  resolve_premises(cycle);
  CHECK(!cycle[0].accepted);
  CHECK(!cycle[1].accepted);
  CHECK(cycle[0].rejection.line == 3);
  CHECK(cycle[0].rejection.reason.find("which rests in turn on certificates that are not accepted") !=
        std::string::npos);
}
