// gamecert-check apart from any one game: the envelope every certificate
// shares (certs/FORMAT.md: version line, "key value" header, claim, "lines N",
// begin, body, end), its SHA-256 against the FIPS 180 examples, how it reads
// files and standard input, and its exit statuses. Per-game corruptions live
// in each game's test file and in tests/fixtures.
#include <catch2/catch.hpp>
#include <string>
#include <utility>

#include "certificate_edits.hpp"

using namespace gamecert::testing;

namespace {

std::string blue_strategy() { return committed_certificate("sim/k6-blue-strategy.txt"); }

// A certificate with an empty body: the envelope accepts it, so whatever the
// game checker then says comes from the header alone.
std::string empty_body(const std::string& game) {
  return "gamecert-certificate 1\ngame " + game + "\nkind x\nclaim a=1\nlines 0\nbegin\nend\n";
}

}  // namespace

TEST_CASE("the envelope admits one text per claim, and any input gets a verdict", "[checker]") {
  const auto lines = lines_of(blue_strategy());
  const std::size_t claim = index_of_prefix(lines, "claim ");
  const std::size_t count = index_of_prefix(lines, "lines ");
  SECTION("an unknown header line") {
    auto copy = lines;
    const std::size_t note = index_of_prefix(lines, "kind ") + 1;
    copy.insert(copy.begin() + static_cast<std::ptrdiff_t>(note), "note trust me");
    require_rejected(join(copy), note + 1, "header line 'note' is not part of a sim strategy certificate");
  }
  SECTION("an extra claim field") {
    require_rejected(replaced(lines, claim, lines[claim] + " extra=1"), claim + 1, "claim must read");
  }
  SECTION("negative zero and signs where none belong") {
    require_rejected(replaced(lines, claim, "claim board=-0 player=blue result=win longest=15"), claim + 1,
                     "canonical form: '-0'");
    require_rejected(replaced(lines, count, "lines -356"), count + 1, "canonical form: '-356'");
    require_rejected(replaced(lines, count, "lines 0356"), count + 1, "leading zero: '0356'");
  }
  SECTION("a repeated header key") {
    auto copy = lines;
    copy.insert(copy.begin() + static_cast<std::ptrdiff_t>(claim + 1), lines[claim]);
    // The second copy is the line rejected; the reason may say "repeated" or
    // name the line expected in its place, so only the key is required.
    require_rejected(join(copy), claim + 2, "'claim'");
  }
  SECTION("a claim field that is not key=value") {
    require_rejected(replaced(lines, claim, "claim board=6 blue"), claim + 1,
                     "claim field 'blue' is not key=value");
  }
  SECTION("a folder among the files: rejected, and the other files still reported") {
    const std::string good = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-blue-strategy.txt";
    const CommandResult r =
        run(checker_command(good + " " + environment("GAMECERT_SOURCE_DIR") + " " + good));
    CHECK(r.status == 1);
    CHECK(lines_of(r.out).size() == 3);
    CHECK(r.out.find(":0: cannot read the file") != std::string::npos);
  }
}

TEST_CASE("the first line must be the version line 'gamecert-certificate 1'", "[checker]") {
  const std::string good = blue_strategy();
  const auto lines = lines_of(good);
  require_rejected(replaced(lines, 0, "gamecert-certificate 2"), 1,
                   "first line must be 'gamecert-certificate 1'");
  auto swapped = lines;
  std::swap(swapped[0], swapped[1]);
  require_rejected(join(swapped), 1, "first line must be 'gamecert-certificate 1'");
  require_rejected("", 1, "first line must be 'gamecert-certificate 1'");
  // A Windows line end is a byte outside printable ASCII, not a second spelling.
  require_rejected("gamecert-certificate 1\r\n" + good.substr(good.find('\n') + 1), 1,
                   "byte 13 is not printable ASCII");
}

TEST_CASE("the envelope rejects what no game checker should have to see", "[checker]") {
  require_rejected(empty_body("chess"), 2, "unknown game 'chess'");
  const auto lines = lines_of(blue_strategy());
  const std::size_t body = first_body_index(lines);
  SECTION("'begin' or 'end' inside the body") {
    require_rejected(replaced(lines, body, "begin"), body + 1, "'begin' inside the body");
    require_rejected(replaced(lines, body, "end"), body + 1, "'end' inside the body");
  }
  SECTION("no 'begin' line") {
    auto header =
        std::vector<std::string>(lines.begin(), lines.begin() + static_cast<std::ptrdiff_t>(body - 1));
    // The line named is the last header line or the missing one after it,
    // depending on how the reader counts; the reason must name 'begin'.
    const CommandResult r = check_text(join(header));
    CHECK(r.status == 1);
    CHECK(r.out.rfind("REJECTED -:", 0) == 0);
    CHECK(r.out.find("'begin'") != std::string::npos);
  }
  SECTION("a header line without a value") {
    require_rejected(replaced(lines, index_of_prefix(lines, "game "), "game"),
                     index_of_prefix(lines, "game ") + 1, "header line is not 'key value'");
  }
}

TEST_CASE("standard input is read as '-' and named '-' in the verdict", "[checker]") {
  const std::string path = environment("GAMECERT_SOURCE_DIR") + "/certs/sim/k6-blue-strategy.txt";
  const CommandResult from_file = run(checker_command(path));
  const CommandResult from_stdin = run(checker_command("- < " + path));
  CHECK(from_file.status == 0);
  CHECK(from_stdin.status == 0);
  CHECK(from_file.out == from_stdin.out);
  const CommandResult rejected = check_text("not a certificate\n");
  CHECK(rejected.status == 1);
  CHECK(rejected.out == "REJECTED -:1: first line must be 'gamecert-certificate 1'\n");
}

TEST_CASE("gamecert-check exits 2 on a usage error and 1 on a missing file", "[checker]") {
  const CommandResult no_files = run(checker_command(""));
  CHECK(no_files.status == 2);
  CHECK(no_files.out.empty());
  CHECK(no_files.err.find("usage: gamecert-check") != std::string::npos);
  const CommandResult unknown = run(checker_command("--bogus x"));
  CHECK(unknown.status == 2);
  CHECK(unknown.err.find("unknown option --bogus") != std::string::npos);
  const CommandResult missing = run(checker_command(scratch_path("no-such-file.txt")));
  CHECK(missing.status == 1);
  CHECK(missing.out == "REJECTED " + scratch_path("no-such-file.txt") +
                           ":0: cannot read the file (not a readable regular file)\n");
  const CommandResult help = run(checker_command("--help"));
  CHECK(help.status == 0);
  CHECK(help.out.find("usage: gamecert-check") == 0);
}

TEST_CASE("gamecert leaves no file behind when it cannot write one", "[checker]") {
  const std::string folder = scratch_path("folder");
  REQUIRE(run("mkdir -p " + folder).status == 0);
  CHECK(run(gamecert_command("certify sim strategy -o " + folder)).status == 2);
  CHECK(run(gamecert_command("certify sim strategy -o " + folder + "/missing/x.txt")).status == 2);
  CHECK(run("ls " + folder + "/../ | grep -c '" + folder.substr(folder.rfind('/') + 1) + ".tmp'").out ==
        "0\n");
}

TEST_CASE("the checker's SHA-256 matches the FIPS 180 examples", "[checker]") {
  const std::pair<std::string, std::string> vectors[] = {
      {"abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"},
      {"", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"},
      {"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
       "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"},
  };
  for (const auto& [message, digest] : vectors) {
    const std::string path = scratch_path("fips.txt");
    write_file(path, message);
    CHECK(run(checker_command("--sha256 " + path)).out.substr(0, 64) == digest);
  }
  const std::string million_a = scratch_path("fips-a.txt");
  write_file(million_a, std::string(1'000'000, 'a'));
  CHECK(run(checker_command("--sha256 " + million_a)).out.substr(0, 64) ==
        "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
}
