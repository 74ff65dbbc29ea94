// The one proof runner (lib/proofs, `gamecert prove`): the header format is
// read strictly, every topic folder under proofs/ is found and listed, the
// proofs folder is located without a compiled-in path, the vacuity probe
// rewrites the right assertion, and every bad input exits 2 with a message
// that says what to do (proofs/README.md describes the layout).
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <set>

#include "proofs/hypotheses.hpp"
#include "proofs/lemma.hpp"
#include "proofs/proofs_folder.hpp"
#include "run_command.hpp"

using namespace gamecert;
using namespace gamecert::testing;
using Json = nlohmann::json;
namespace fs = std::filesystem;

namespace {

const std::string kBody = "(declare-const x Int)\n(assert (> x 0))\n(check-sat)\n";

std::string proofs_folder() { return environment("GAMECERT_SOURCE_DIR") + "/proofs"; }

// gamecert with the committed proofs folder named explicitly, so the tests
// do not depend on where the build folder lies.
std::string prove_command(const std::string& args) {
  return "GAMECERT_PROOFS_DIR=" + proofs_folder() + " " + gamecert_command("prove " + args);
}

void write_obligation(const fs::path& file, const std::string& name, const std::string& expected) {
  fs::create_directories(file.parent_path());
  write_file(file.string(),
             "; name: " + name + "\n; expected: " + expected + "\n; z3-tactics: smt\n" + kBody);
}

// A copy of the gamecert executable at `target`: a hard link when the file
// system allows it, so /proc/self/exe names the new place.
void place_executable(const fs::path& target) {
  fs::create_directories(target.parent_path());
  std::error_code error;
  fs::create_hard_link(environment("GAMECERT_BIN"), target, error);
  if (error) fs::copy_file(environment("GAMECERT_BIN"), target, fs::copy_options::overwrite_existing);
}

std::size_t committed_obligation_count() {
  std::size_t count = 0;
  for (const auto& entry : fs::recursive_directory_iterator(proofs_folder()))
    if (entry.path().extension() == ".smt2") ++count;
  return count;
}

}  // namespace

TEST_CASE("the header is read strictly: qe, unpinned configurations and unknown keys are refused") {
  CHECK_THROWS_AS(
      proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: simplify,qe,smt\n" + kBody, "t"),
      proofs::ObligationError);
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: qe-light\n" + kBody, "t"));
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: proved\n" + kBody, "t"));
  CHECK_THROWS(proofs::parse_lemma("; name: a\n; expected: maybe\n; z3-tactics: smt\n" + kBody, "t"));
  CHECK_THROWS_WITH(
      proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: smt\n; z3-rlimt: 5\n" + kBody, "t"),
      Catch::Contains("unknown header key 'z3-rlimt'"));
  CHECK_THROWS_WITH(proofs::parse_lemma(
                        "; name: a\n; expected: proved\n; z3-tactics: smt\n; timeout-ms: 5s\n" + kBody, "t"),
                    Catch::Contains("timeout-ms must be a whole number"));
  CHECK_THROWS(
      proofs::parse_lemma("; name: a\n; expected: proved\n; z3-tactics: smt\n; slow: maybe\n" + kBody, "t"));
  const proofs::Lemma lemma = proofs::parse_lemma(
      "; name: a\n; expected: failed\n; z3-tactics: smt\n; Hint: prose is not a key\n; slow: yes\n" + kBody,
      "t");
  CHECK(lemma.expected == "failed");
  CHECK(lemma.slow);
  CHECK(lemma.cvc5_timeout_ms == lemma.timeout_ms);
  // Past the leading comment block, "; key: value" lines are body comments.
  CHECK_NOTHROW(proofs::parse_lemma(
      "; name: a\n; expected: proved\n; z3-tactics: smt\n(set-logic ALL)\n; note: free\n" + kBody, "t"));
}

TEST_CASE("load_lemmas reads topic subfolders and loose files, and refuses empty folders and twin names") {
  const fs::path root = scratch_path("proofs-root");
  fs::remove_all(root);
  write_obligation(root / "beta" / "01-b.smt2", "b", "proved");
  write_obligation(root / "alpha" / "02-a2.smt2", "a2", "proved");
  write_obligation(root / "alpha" / "01-a1.smt2", "a1", "failed");
  write_file((root / "alpha" / "notes.md").string(), "not an obligation\n");
  std::vector<std::string> seen;
  for (const proofs::Lemma& lemma : proofs::load_lemmas(root.string()))
    seen.push_back(lemma.topic + "/" + lemma.name + " " + lemma.file);
  CHECK(seen == std::vector<std::string>{"alpha/a1 alpha/01-a1.smt2", "alpha/a2 alpha/02-a2.smt2",
                                         "beta/b beta/01-b.smt2"});
  // A folder of loose files is one topic, named after the folder.
  const auto loose = proofs::load_lemmas((root / "beta" / "").string());
  REQUIRE(loose.size() == 1);
  CHECK(loose[0].topic == "beta");

  write_obligation(root / "beta" / "02-twin.smt2", "a1", "proved");
  CHECK_THROWS_WITH(proofs::load_lemmas(root.string()), Catch::Contains("two obligations are named 'a1'"));

  fs::create_directories(root / "empty" / "sub");
  CHECK_THROWS_WITH(proofs::load_lemmas((root / "empty").string()),
                    Catch::Contains("no .smt2 obligations in"));
  CHECK_THROWS_WITH(proofs::load_lemmas((root / "missing").string()), Catch::Contains("is not a folder"));
  fs::remove_all(root);
}

TEST_CASE("the proofs folder comes from GAMECERT_PROOFS_DIR, else from beside the executable") {
  const fs::path root = scratch_path("locate");
  fs::remove_all(root);
  const fs::path build_tree_bin = root / "source" / "build" / "cli";
  const fs::path installed_bin = root / "prefix" / "bin";
  fs::create_directories(root / "source" / "proofs");
  fs::create_directories(root / "prefix" / "share" / "gamecert" / "proofs");

  CHECK(proofs::locate_proofs_folder(std::nullopt, build_tree_bin) == (root / "source" / "proofs").string());
  CHECK(proofs::locate_proofs_folder(std::nullopt, installed_bin) ==
        (root / "prefix" / "share" / "gamecert" / "proofs").string());
  CHECK(proofs::locate_proofs_folder(std::string(""), installed_bin) ==
        (root / "prefix" / "share" / "gamecert" / "proofs").string());
  CHECK(proofs::locate_proofs_folder((root / "source").string(), installed_bin) ==
        (root / "source").string());
  CHECK_THROWS_WITH(proofs::locate_proofs_folder((root / "nowhere").string(), installed_bin),
                    Catch::Contains("GAMECERT_PROOFS_DIR is " + (root / "nowhere").string()));
  const fs::path lost_bin = root / "elsewhere" / "bin";
  CHECK_THROWS_WITH(proofs::locate_proofs_folder(std::nullopt, lost_bin),
                    Catch::Contains("no proofs folder found") &&
                        Catch::Contains((root / "proofs").string()) &&
                        Catch::Contains((root / "elsewhere" / "share" / "gamecert" / "proofs").string()));
  fs::remove_all(root);
}

TEST_CASE("a gamecert moved into a build tree or an install prefix finds the proofs beside it") {
  const fs::path root = scratch_path("layouts");
  fs::remove_all(root);
  place_executable(root / "source" / "build" / "cli" / "gamecert");
  write_obligation(root / "source" / "proofs" / "in-source" / "01-s.smt2", "s", "failed");
  place_executable(root / "prefix" / "bin" / "gamecert");
  write_obligation(root / "prefix" / "share" / "gamecert" / "proofs" / "installed" / "01-i.smt2", "i",
                   "failed");
  place_executable(root / "bare" / "bin" / "gamecert");

  const std::string unset = "env -u GAMECERT_PROOFS_DIR ";
  CommandResult r = run(unset + (root / "source" / "build" / "cli" / "gamecert").string() + " prove --list");
  CHECK(r.status == 0);
  CHECK(Json::parse(r.out)["lemmas"][0]["topic"] == "in-source");
  r = run(unset + (root / "prefix" / "bin" / "gamecert").string() + " prove --list");
  CHECK(r.status == 0);
  CHECK(Json::parse(r.out)["lemmas"][0]["topic"] == "installed");
  r = run(unset + (root / "bare" / "bin" / "gamecert").string() + " prove --list 2>&1");
  CHECK(r.status == 2);
  CHECK_THAT(r.out, Catch::Contains("no proofs folder found") && Catch::Contains("--dir"));
  // The environment wins over the executable's neighbourhood, and --dir over both.
  r = run("GAMECERT_PROOFS_DIR=" + (root / "prefix" / "share" / "gamecert" / "proofs").string() + " " +
          (root / "source" / "build" / "cli" / "gamecert").string() + " prove --list");
  CHECK(Json::parse(r.out)["lemmas"][0]["topic"] == "installed");
  r = run("GAMECERT_PROOFS_DIR=/nonexistent " + (root / "source" / "build" / "cli" / "gamecert").string() +
          " prove --list --dir " + (root / "source" / "proofs").string());
  CHECK(Json::parse(r.out)["lemmas"][0]["topic"] == "in-source");
  fs::remove_all(root);
}

TEST_CASE("hypotheses_with_claim undoes the negated claim, or drops a last assertion that is not one") {
  proofs::Lemma lemma = proofs::parse_lemma(
      "; name: a\n; expected: proved\n; z3-tactics: smt\n(declare-const x Int)\n(assert (> x 0))\n"
      "; (assert (not (> x 9))) in a comment is no assertion\n(assert (not (or\n  (> x 1)\n  (< x 5))))\n"
      "(check-sat)\n",
      "t");
  CHECK(proofs::hypotheses_with_claim(lemma).text ==
        "; name: a\n; expected: proved\n; z3-tactics: smt\n(declare-const x Int)\n(assert (> x 0))\n"
        "; (assert (not (> x 9))) in a comment is no assertion\n(assert (or\n  (> x 1)\n  (< x 5)))\n"
        "(check-sat)\n");
  lemma.text = "(declare-const x Int) (assert (> x 0)) (assert (not_small x))\n(check-sat)\n";
  CHECK(proofs::hypotheses_with_claim(lemma).text ==
        "(declare-const x Int) (assert (> x 0)) \n(check-sat)\n");
  lemma.text = "(declare-const x Int)\n(check-sat)\n";
  CHECK_THROWS_AS(proofs::hypotheses_with_claim(lemma), proofs::ObligationError);
}

TEST_CASE("gamecert prove --list shows every obligation of every topic without running it") {
  const CommandResult r = run(prove_command("--list"));
  REQUIRE(r.status == 0);
  const Json lemmas = Json::parse(r.out)["lemmas"];
  CHECK(lemmas.size() == committed_obligation_count());
  std::set<std::string> topics;
  for (const auto& lemma : lemmas) {
    for (const char* key : {"name", "topic", "expected", "slow", "file", "claim"}) CHECK(lemma.contains(key));
    CHECK(!lemma.contains("verdict"));
    topics.insert(lemma["topic"].get<std::string>());
  }
  CHECK(topics == std::set<std::string>{"subtraction", "sylver", "wythoff"});

  const Json wythoff = Json::parse(run(prove_command("--list --topic wythoff")).out)["lemmas"];
  CHECK(wythoff.size() == 27);
  CHECK(wythoff[0]["name"] == "golden_irrational_descent");
  CHECK(wythoff[0]["file"] == "wythoff/01-golden_irrational_descent.smt2");
  const Json chosen = Json::parse(run(prove_command("--list --topic wythoff shifted_cover")).out)["lemmas"];
  REQUIRE(chosen.size() == 1);
  CHECK(chosen[0]["name"] == "shifted_cover");
}

TEST_CASE("gamecert prove NAME runs it through Z3 and cvc5; a missed verdict exits 1") {
  CommandResult r = run(prove_command("k3-step k3-step-mod5-false shifted_disjoint"));
  CHECK(r.status == 0);
  Json j = Json::parse(r.out);
  REQUIRE(j["lemmas"].size() == 3);
  for (const auto& lemma : j["lemmas"])
    for (const char* key : {"name", "topic", "verdict", "expected", "seconds", "cvc5", "config"})
      CHECK(lemma.contains(key));
  CHECK(j["lemmas"][0]["verdict"] == "proved");
  CHECK(j["lemmas"][0]["cvc5"] == "proved");
  CHECK(j["lemmas"][1]["verdict"] == "failed");
  CHECK(j["lemmas"][2]["topic"] == "wythoff");
  CHECK(j["lemmas"][2]["verdict"] == "proved");
  CHECK(j["lemmas"][2]["cvc5"] == "proved");
  CHECK(j["summary"]["lemmas"] == 3);
  CHECK(j["summary"]["as_expected"] == 3);

  // A folder holding a false lemma that claims to be proved must fail the run.
  const fs::path folder = scratch_path("bad-proofs");
  fs::remove_all(folder);
  write_obligation(folder / "x.smt2", "wrong", "proved");
  r = run(gamecert_command("prove --no-cvc5 --dir " + folder.string()));
  CHECK(r.status == 1);
  j = Json::parse(r.out);
  CHECK(j["lemmas"][0]["verdict"] == "failed");
  CHECK(j["lemmas"][0]["as_expected"] == false);
  CHECK(j["summary"]["as_expected"] == 0);
  fs::remove_all(folder);
}

TEST_CASE("gamecert prove --set discharges the steps for a set given on the command line") {
  const fs::path emitted = scratch_path("emitted");
  fs::remove_all(emitted);
  const CommandResult r = run(gamecert_command("prove --set 3,4,9 --no-cvc5 --emit " + emitted.string()));
  CHECK(r.status == 0);
  const Json j = Json::parse(r.out);
  REQUIRE(j["lemmas"].size() == 4);
  CHECK(j["lemmas"][0]["verdict"] == "proved");
  CHECK(j["lemmas"][1]["verdict"] == "proved");
  CHECK(j["lemmas"][2]["verdict"] == "failed");
  CHECK(j["lemmas"][3]["verdict"] == "failed");
  CHECK(j["lemmas"][0]["topic"] == "subtraction");
  CHECK(fs::exists(emitted / "set-3-4-9-grundy-step.smt2"));
  fs::remove_all(emitted);
}

TEST_CASE("bad input to gamecert prove exits 2 and says what to do") {
  const fs::path empty = scratch_path("empty-proofs");
  fs::remove_all(empty);
  fs::create_directories(empty);
  const fs::path unreadable = scratch_path("unreadable-proofs");
  fs::remove_all(unreadable);
  fs::create_directories(unreadable);
  write_file((unreadable / "x.smt2").string(),
             "; name: x\n; expected: proved\n; z3-tactics: smt\n(assert (> y 0))\n(check-sat)\n");
  struct Case {
    std::string args, message;
  };
  for (const Case& c : std::vector<Case>{
           {"--set ''", "--set must be a subtraction set such as 2,5,7"},
           {"--set 2,,5", "--set must be a subtraction set such as 2,5,7"},
           {"--set 0,3", "moves 1..4096"},
           {"--dir " + empty.string(), "no .smt2 obligations in " + empty.string()},
           {"--dir " + empty.string() + "/missing", "is not a folder"},
           {"--dir " + unreadable.string(), "x.smt2: Z3 cannot read it"},
           {"no-such-lemma", "no obligation named 'no-such-lemma' (gamecert prove --list shows every name)"},
           {"--topic nope", "no topic 'nope' (topics: subtraction, sylver, wythoff"},
           {"k3-step --topic wythoff", "no obligation named 'k3-step' in the topics chosen"},
           {"--emit somewhere", "--emit needs --set"},
           {"--dir ''", "--dir needs a folder, got ''"},
           {"--set 2,5 --emit ''", "--emit needs a folder, got ''"},
           {"--set 2,5 --topic wythoff", "cannot be combined with --dir or --topic"},
       }) {
    INFO(c.args);
    const CommandResult r = run(prove_command(c.args + " 2>&1"));
    CHECK(r.status == 2);
    CHECK_THAT(r.out, Catch::Contains(c.message));
  }
  const CommandResult r = run("GAMECERT_PROOFS_DIR=/nonexistent " + gamecert_command("prove --list 2>&1"));
  CHECK(r.status == 2);
  CHECK_THAT(r.out, Catch::Contains("GAMECERT_PROOFS_DIR is /nonexistent, which is not a folder"));
  fs::remove_all(empty);
  fs::remove_all(unreadable);
}

TEST_CASE("gamecert prove --help shows an example, the exit statuses and both environment variables") {
  const CommandResult r = run(gamecert_command("prove --help"));
  CHECK(r.status == 0);
  for (const char* text : {"Example:\n  gamecert prove", "GAMECERT_PROOFS_DIR", "GAMECERT_CVC5",
                           "Exit status: 0", "share/gamecert/proofs"})
    CHECK_THAT(r.out, Catch::Contains(text));
}
