// `gamecert cite`: every committed certificate gets a citation whose key and
// hash match certs/MANIFEST and whose sentence names the claim's numbers; a
// rejected file or a missing checker gets none (docs/citing.md).
#include <unistd.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <regex>
#include <string>
#include <vector>

#include "common/citation.hpp"
#include "manifest.hpp"
#include "run_command.hpp"

using gamecert::testing::environment;
using gamecert::testing::gamecert_command;
using gamecert::testing::manifest_entries;
using gamecert::testing::ManifestEntry;
using gamecert::testing::run;
using gamecert::testing::scratch_path;
using gamecert::testing::write_file;

namespace {

std::string json_text(const std::string& json, const std::string& key) {
  const std::regex pattern("\"" + key + "\": \"([^\"]*)\"");
  std::smatch match;
  return std::regex_search(json, match, pattern) ? match[1].str() : "";
}

void check_citation(const ManifestEntry& e) {
  INFO(e.path);
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/" + e.path;
  std::string with;  // the committed certificates it rests on, if any
  for (const std::string& premise : gamecert::testing::rests_on(e))
    with += " --with '" + environment("GAMECERT_SOURCE_DIR") + "/certs/" + premise + "'";
  const auto result = run(gamecert_command("cite '" + file + "'" + with + " --format json"));  // a .gz one: the text inside
  REQUIRE(result.status == 0);
  CHECK(json_text(result.out, "key") == "gamecert-" + e.sha256.substr(0, 8));
  CHECK(json_text(result.out, "sha256") == e.sha256);
  CHECK(json_text(result.out, "claim") == e.claim);
  const std::string statement = json_text(result.out, "statement");
  CHECK_FALSE(statement.empty());
  CHECK_FALSE(json_text(result.out, "title").empty());
  // Every number of the claim's values is in the sentence.
  const std::string values =
      e.claim.substr(e.claim.find('=') == std::string::npos ? 0 : e.claim.find(' ') + 1);
  const std::regex number("[0-9]+");
  for (auto it = std::sregex_iterator(values.begin(), values.end(), number); it != std::sregex_iterator();
       ++it) {
    INFO("number " << it->str() << " in: " << statement);
    CHECK(std::regex_search(statement, std::regex("(^|[^0-9])" + it->str() + "([^0-9]|$)")));
  }
}

}  // namespace

TEST_CASE("every small committed certificate is citable", "[cite]") {
  std::size_t cited = 0;
  for (const ManifestEntry& e : manifest_entries()) {
    if (e.bytes > 60000) continue;  // the rest: the [long] case below
    check_citation(e);
    ++cited;
  }
  CHECK(cited > 50);
}

TEST_CASE("every committed certificate is citable", "[cite][long]") {
  for (const ManifestEntry& e : manifest_entries()) check_citation(e);
}

TEST_CASE("the BibTeX entry carries the key, hash, claim, version and re-check command", "[cite]") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-value-table.txt";
  const auto result = run(gamecert_command("cite '" + file + "'"));
  REQUIRE(result.status == 0);
  CHECK(result.out.rfind("@misc{gamecert-bdc157f3,\n", 0) == 0);
  CHECK(result.out.find("Sim on K6: the first player (Red) loses in 15 plies") != std::string::npos);
  CHECK(result.out.find("bdc157f3dcc5bf3cad7aea77a1129e365fbfec67f14d8ebfdb4a7d1185813896") !=
        std::string::npos);
  CHECK(result.out.find("gamecert-check k6-value-table.txt") != std::string::npos);
  CHECK(result.out.find("to\\_move=red") != std::string::npos);  // escaped for TeX
  CHECK(result.out.find("gamecert 0.1") != std::string::npos);

  const auto latex = run(gamecert_command("cite '" + file + "' --format latex"));
  CHECK(latex.status == 0);
  CHECK(latex.out ==
        "In Sim on $K_{6}$, with perfect play by both sides the first player (Red) loses in 15 "
        "plies~\\cite{gamecert-bdc157f3}.\n");
}

TEST_CASE("a .gz certificate is cited by the text inside, as through gzip -dc", "[cite]") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sylver/table/7-30.txt.gz";
  const auto direct = run(gamecert_command("cite '" + file + "' --format json"));
  const auto piped = run("gzip -dc '" + file + "' | " + gamecert_command("cite - --format json"));
  REQUIRE(direct.status == 0);
  REQUIRE(piped.status == 0);
  CHECK(json_text(direct.out, "sha256") == "419b6777101c6a04e7f469e011205dacad40d2d541c8a94f2a3c042b0c5910f0");
  CHECK(json_text(direct.out, "check_command") == "gzip -dc 7-30.txt.gz | gamecert-check -");
  const std::regex command_line("\"check_command\": \"[^\"]*\"");
  CHECK(std::regex_replace(direct.out, command_line, "") == std::regex_replace(piped.out, command_line, ""));

  const auto scratch = std::filesystem::temp_directory_path() / ("gamecert-cite-gz-" + std::to_string(::getpid()));
  std::filesystem::create_directories(scratch);
  const std::string cut = (scratch / "cut.txt.gz").string(), plain = (scratch / "plain.txt.gz").string();
  CHECK(run("head -c 2000 '" + file + "' > '" + cut + "'").status == 0);
  CHECK(run("cp " + environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-value-table.txt '" + plain + "'").status == 0);
  for (const std::string& bad : {cut, plain}) {
    INFO(bad);
    const auto refused = run(gamecert_command("cite '" + bad + "'"));
    CHECK(refused.status == 2);
    CHECK(refused.err.find("is not a complete gzip file") != std::string::npos);
  }
  std::filesystem::remove_all(scratch);
}

TEST_CASE("a rejected certificate is not cited", "[cite]") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sylver/examples/5-14-16-18.txt";
  std::ifstream in(file);
  std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
  text.replace(text.find("winning=17"), 10, "winning=16");
  const std::string forged = scratch_path("forged.txt");
  write_file(forged, text);
  const auto result = run(gamecert_command("cite '" + forged + "'"));
  CHECK(result.status == 1);
  CHECK(result.out.empty());
  CHECK(result.err.find("REJECTED") != std::string::npos);
  const auto piped = run("cat '" + forged + "' | " + gamecert_command("cite -"));
  CHECK(piped.status == 1);
  CHECK(piped.err.find("REJECTED -:") != std::string::npos);
}

TEST_CASE("a missing checker is a usage error naming where it looked", "[cite]") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-value-table.txt";
  const auto result =
      run("GAMECERT_CHECK=/nonexistent/gamecert-check " + gamecert_command("cite '" + file + "'"));
  CHECK(result.status == 2);
  CHECK(result.out.empty());
  CHECK(result.err.find("/nonexistent/gamecert-check") != std::string::npos);

  // A copy of gamecert alone in a folder finds no checker beside it.
  const std::string lonely = scratch_path("lonely");
  std::filesystem::create_directories(lonely + "/bin");
  std::filesystem::copy_file(environment("GAMECERT_BIN"), lonely + "/bin/gamecert",
                             std::filesystem::copy_options::overwrite_existing);
  const auto alone = run("env -u GAMECERT_CHECK " + lonely + "/bin/gamecert cite '" + file + "'");
  CHECK(alone.status == 2);
  CHECK(alone.err.find(lonely + "/bin/gamecert-check") != std::string::npos);
  CHECK(alone.err.find(lonely + "/checker/gamecert-check") != std::string::npos);
}

TEST_CASE("cite rejects an unknown format and a missing file as usage errors", "[cite]") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-value-table.txt";
  CHECK(run(gamecert_command("cite '" + file + "' --format yaml")).status == 2);
  CHECK(run(gamecert_command("cite " + scratch_path("no-such-certificate.txt"))).status == 2);
}

TEST_CASE("the claim is read from the header and said in words per kind", "[cite]") {
  const gamecert::CertificateHeader header = gamecert::read_certificate_header(
      "gamecert-certificate 1\ngame sylver\nkind win-loss-table\nevidence witnesses\n"
      "claim position=7,24 t=137 winning=9,11,26\nlines 0\nbegin\nend\n");
  CHECK(header.printed_claim == "sylver win-loss-table position=7,24 t=137 winning=9,11,26");
  CHECK(header.parameters.size() == 1);
  const gamecert::ClaimInWords words = gamecert::describe_claim(header);
  CHECK(words.title ==
        "Sylver coinage from the position generated by 7 and 24 (Frobenius number 137): the "
        "winning moves are 9, 11 and 26");
  CHECK(words.statement.back() == '.');

  CHECK_THROWS_AS(gamecert::read_certificate_header("game sim\nclaim board=6\n"), std::invalid_argument);
  gamecert::CertificateHeader unknown = header;
  unknown.kind = "new-kind";
  CHECK_THROWS_AS(gamecert::describe_claim(unknown), std::invalid_argument);
  CHECK(gamecert::latex_escape("a_b {c} 50% $x$ #1 & ~^\\") ==
        "a\\_b \\{c\\} 50\\% \\$x\\$ \\#1 \\& \\textasciitilde{}\\textasciicircum{}\\textbackslash{}");
  CHECK(gamecert::citation_key("bdc157f3dcc5bf3c") == "gamecert-bdc157f3");
}

TEST_CASE("the citation names the theorems the claim rests on, as gamecert-check --rests-on prints them",
          "[cite]") {
  const std::string accept = environment("GAMECERT_FIXTURES") + "/accept/sylver/";
  const auto enders = run(gamecert_command("cite '" + accept + "4-5.txt' --format json"));
  REQUIRE(enders.status == 0);
  CHECK(json_text(enders.out, "rests_on") == "strategy stealing for enders (Sicherman 2002)");
  const auto bibtex = run(gamecert_command("cite '" + accept + "4-5.txt'"));
  CHECK(bibtex.out.find("Rests on strategy stealing for enders (Sicherman 2002). Cited with") != std::string::npos);
  const auto witnesses = run(gamecert_command("cite '" + accept + "4-5-constructive.txt' --format json"));
  REQUIRE(witnesses.status == 0);
  CHECK(json_text(witnesses.out, "rests_on").empty());
  CHECK(run(gamecert_command("cite '" + accept + "4-5-constructive.txt'")).out.find("Rests on") ==
        std::string::npos);
}

TEST_CASE("a certificate that rests on others is cited with the whole set, checked together", "[cite]") {
  const std::string set = environment("GAMECERT_FIXTURES") + "/sets/rests-on/";
  const auto alone = run(gamecert_command("cite '" + set + "5-14.txt'"));
  CHECK(alone.status != 0);
  CHECK(alone.out.empty());
  CHECK(alone.err.find("rests on certificate e29b3648") != std::string::npos);
  CHECK(alone.err.find("give the certificates it rests on with --with FILE") != std::string::npos);
  const auto json =
      run(gamecert_command("cite '" + set + "5-14.txt' --with '" + set + "5-14-18.txt' --format json"));
  REQUIRE(json.status == 0);
  CHECK(json_text(json.out, "claim") == "sylver win-loss-table position=5,14 t=51 winning=18");
  CHECK(json_text(json.out, "check_command") == "gamecert-check 5-14.txt 5-14-18.txt");
  CHECK(
      json.out.find("\"rests_on_certificates\": [\n    {\n      \"sha256\": "
                    "\"e29b36483a275fc49ac857398608637c37f307f3730a38845b768d58ceba2dd2\",\n      \"claim\": "
                    "\"sylver win-loss-table position=5,14,18 t=31 winning=none\"") != std::string::npos);
  const auto bibtex = run(gamecert_command("cite '" + set + "5-14.txt' --with '" + set + "5-14-18.txt'"));
  CHECK(bibtex.out.find(
            "Rests on the certificates e29b36483a275fc49ac857398608637c37f307f3730a38845b768d58ceba2dd2 "
            "(sylver win-loss-table position=5,14,18 t=31 winning=none).") != std::string::npos);
}

TEST_CASE("a table is cited with its keyed twin, as the manifests beside it list them", "[cite]") {
  // {9, 10}'s table and its keyed twin are listed in certs/MANIFEST.large;
  // the table is regenerated by its recipe into a folder with that manifest.
  const std::string source = environment("GAMECERT_SOURCE_DIR") + "/certs/MANIFEST.large";
  std::ifstream in(source);
  std::string line, listed, twin;
  while (std::getline(in, line)) {
    const bool keyed = line.find(" sylver/table/9-10-keyed.txt ") != std::string::npos;
    if (keyed) twin = line.substr(0, 64);
    if (keyed || line.find(" sylver/table/9-10.txt ") != std::string::npos) listed += line + "\n";
  }
  REQUIRE(std::count(listed.begin(), listed.end(), '\n') == 2);
  const std::filesystem::path certs = scratch_path("twin-certs");
  std::filesystem::create_directories(certs / "sylver" / "table");
  write_file((certs / "MANIFEST").string(), "");
  write_file((certs / "MANIFEST.large").string(), listed);
  const std::string table = (certs / "sylver" / "table" / "9-10.txt").string();
  REQUIRE(run(gamecert_command("certify sylver 9 10 -o '" + table + "'")).status == 0);
  const auto cited = run(gamecert_command("cite '" + table + "'"));
  REQUIRE(cited.status == 0);
  CHECK(cited.out.find("The same claim is certified by " + twin + " (sylver/table/9-10-keyed.txt)") !=
        std::string::npos);
  // Outside a folder with a manifest, nothing is named.
  const std::string alone = scratch_path("9-10-alone.txt");
  std::filesystem::copy_file(table, alone);
  CHECK(run(gamecert_command("cite '" + alone + "'")).out.find("The same claim") == std::string::npos);
}
