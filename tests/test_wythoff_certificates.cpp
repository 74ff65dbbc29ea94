// The Wythoff P-position certificate end to end: deterministic bytes, accepted
// by gamecert-check, the committed certificate and its MANIFEST line, and
// every corruption rejected with its line and reason. Also the CLI surface.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "certificate_edits.hpp"
#include "common/certificate_writer.hpp"
#include "manifest.hpp"
#include "wythoff/p_position_certificate.hpp"

using namespace gamecert::testing;

namespace {

std::string committed() { return committed_certificate("wythoff/p-positions-10000.txt"); }

}  // namespace

TEST_CASE("certificates are deterministic and accepted by gamecert-check", "[wythoff]") {
  const auto first = gamecert::wythoff::make_p_position_certificate(500);
  const auto second = gamecert::wythoff::make_p_position_certificate(500);
  CHECK(first.text == second.text);
  const CommandResult r = check_text(first.text);
  CHECK(r.status == 0);
  CHECK(r.out == "OK " + gamecert::sha256_hex(first.text) + " " + first.printed_claim + "\n");
  CHECK(first.printed_claim ==
        "wythoff p-positions bound=500 p_positions=formula+terminal_set missing_from_formula=1,1 count=386");
}

TEST_CASE("the committed certificate is reproduced, accepted and listed in MANIFEST", "[wythoff]") {
  const std::string text = committed();
  const std::string out = scratch_path("regenerated.txt");
  const CommandResult made = run(gamecert_command("certify wythoff --bound 10000 -o " + out));
  CHECK(made.status == 0);
  CHECK(read_file(out) == text);
  const CommandResult r = check_text(text);
  REQUIRE(r.status == 0);
  const std::string sha = gamecert::sha256_hex(text);
  const std::string claim = r.out.substr(3 + sha.size() + 1, r.out.size() - 3 - sha.size() - 2);
  const std::vector<ManifestEntry> entries = manifest_entries();
  const auto listed = std::find_if(entries.begin(), entries.end(), [](const ManifestEntry& e) {
    return e.path == "wythoff/p-positions-10000.txt";
  });
  REQUIRE(listed != entries.end());
  CHECK(listed->sha256 == sha);
  CHECK(listed->bytes == text.size());
  CHECK(listed->claim == claim);
}

TEST_CASE("corrupted certificates are rejected with line and reason", "[wythoff]") {
  const std::string good = committed();
  const std::vector<std::string> lines = lines_of(good);
  const std::size_t claim = index_of(
      lines, "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7642");
  const std::size_t count = index_of(lines, "lines 3822");
  const std::size_t p36 = index_of(lines, "3 6");

  SECTION("changed position: its mirror's neighbour then has no move into the list") {
    require_rejected(replaced(lines, p36, "3 7"), claim + 1,
                     "(6,3) is not listed and has no move to a listed position");
  }
  SECTION("extra position: a move between two listed positions") {
    auto bad = lines;
    bad.insert(bad.begin() + static_cast<std::ptrdiff_t>(p36 + 1), "3 8");
    bad[count] = "lines 3823";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7644";
    require_rejected(join(bad), p36 + 2, "(8,3) can move to another listed position");  // the new line
  }
  SECTION("mirror written instead of x <= y") {
    require_rejected(replaced(lines, p36, "6 3"), p36 + 1, "x > y");
  }
  SECTION("lines out of order") {
    auto bad = lines;
    std::swap(bad[p36], bad[p36 + 1]);
    require_rejected(join(bad), p36 + 2, "not after the previous line");  // the second of the two
  }
  SECTION("dropped line") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(p36));
    require_rejected(join(bad), bad.size(), "body has");  // reported at 'end'
  }
  SECTION("dropped line with the line count and count adjusted") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(p36));
    bad[count] = "lines 3821";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7640";
    require_rejected(join(bad), claim + 1, "(6,3) is not listed and has no move to a listed position");
  }
  SECTION("the paper's formula alone: (1,1) dropped, claim adjusted") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(index_of(bad, "1 1")));
    bad[count] = "lines 3821";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=none count=7641";
    require_rejected(join(bad), claim + 1, "(1,1) is terminal but not listed");
  }
  SECTION("false claims") {
    const std::vector<std::pair<std::string, std::string>> claims{
        {"bound=10000 p_positions=formula+terminal_set missing_from_formula=none count=7642",
         "the formula misses 1,1 of the terminal set"},
        {"bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7643",
         "claim says count=7643, the body lists 7642 positions"},
        {"bound=9999 p_positions=formula+terminal_set missing_from_formula=1,1 count=7642",
         "the header's bound line (line 4) says"},
        {"bound=10000 p_positions=formula missing_from_formula=1,1 count=7642",
         "claim p_positions must be formula+terminal_set"}};
    for (const auto& [text, reason] : claims)
      require_rejected(replaced(lines, claim, "claim " + text), claim + 1, reason);
  }
  SECTION("header bound changed") {
    require_rejected(replaced(lines, index_of(lines, "bound 10000"), "bound 9000"), claim + 1,
                     "the header's bound line (line 4) says");
  }
  SECTION("non-numeric coordinate") {
    require_rejected(replaced(lines, p36, "3 six"), p36 + 1, "y is not an integer");
  }
  SECTION("truncated file") {
    const std::string half = good.substr(0, good.size() / 2);
    require_rejected(half, line_at_offset(half, half.size()), "truncated");
  }
  SECTION("garbage bytes") {
    std::string bad = good;
    bad[good.size() / 3] = '\x01';
    require_rejected(bad, line_at_offset(bad, good.size() / 3), "not printable ASCII");
  }
  SECTION("unknown kind") {
    const std::size_t kind = index_of(lines, "kind p-positions");
    require_rejected(replaced(lines, kind, "kind grundy-table"), kind + 1, "unknown wythoff kind");
  }
  SECTION("the untouched file is accepted") { CHECK(check_text(good).status == 0); }
}

TEST_CASE("gamecert-check never crashes on mutated wythoff certificates", "[wythoff]") {
  // Deterministic pseudo-random edits of a small certificate: flipped bytes, digits changed,
  // lines cut. Every run must end in OK or REJECTED with exit status 0 or 1.
  const std::string good = gamecert::wythoff::make_p_position_certificate(60).text;
  std::uint64_t state = 12345;
  const auto next = [&state](std::uint64_t range) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % range;
  };
  const std::string alphabet = "0123456789 -=\nabz;,";
  for (int trial = 0; trial < 150; ++trial) {
    std::string text = good;
    const std::uint64_t edits = 1 + next(3);
    for (std::uint64_t e = 0; e < edits && !text.empty(); ++e) {
      const std::size_t at = next(text.size());
      switch (next(3)) {
        case 0:
          text[at] = alphabet[next(alphabet.size())];
          break;
        case 1:
          text.erase(at, 1 + next(8));
          break;
        default:
          text.insert(at, std::to_string(next(1'000'000)));
          break;
      }
    }
    const CommandResult r = check_text(text);
    INFO(text);
    REQUIRE((r.status == 0 || r.status == 1));
    REQUIRE((r.out.rfind("OK ", 0) == 0 || r.out.rfind("REJECTED ", 0) == 0));
    if (r.status == 0) CHECK(text == good);  // one certificate text per claim
  }
}

TEST_CASE("gamecert-check rejects a certificate whose listed set is not the P-set", "[wythoff]") {
  // A hand-made certificate for bound 2 listing only (0,0): the terminal set is missing.
  const std::string text =
      "gamecert-certificate 1\ngame wythoff\nkind p-positions\nbound 2\nterminal x+y<=2\n"
      "claim bound=2 p_positions=formula+terminal_set missing_from_formula=1,1 count=1\nlines 1\nbegin\n0 "
      "0\nend\n";
  require_rejected(
      text,
      index_of(lines_of(text),
               "claim bound=2 p_positions=formula+terminal_set missing_from_formula=1,1 count=1") +
          1,
      "(1,0) is terminal but not listed");
}

TEST_CASE("wythoff CLI: grundy, check and errors", "[wythoff]") {
  const std::string bin = environment("GAMECERT_BIN");
  CommandResult r = run(bin + " wythoff grundy 6 10");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"grundy\": 1,") != std::string::npos);
  CHECK(r.out.find("\"p_position\": false") != std::string::npos);
  CHECK(r.out.find("\"misere_p_position\": true") != std::string::npos);
  CHECK(r.out.find("\"wythoff_p_position\": true") != std::string::npos);
  r = run(bin + " wythoff grundy 1 1");
  CHECK(r.out.find("\"grundy\": 0,") != std::string::npos);
  CHECK(r.out.find("\"misere_p_position\": false") != std::string::npos);
  r = run(bin + " wythoff check --bound 40");
  CHECK(r.status == 0);
  CHECK(r.out.find("\"bound\": 40") != std::string::npos);
  CHECK(r.out.find("\"name\": \"p_positions_formula\",\n      \"holds\": false") != std::string::npos);

  CHECK(run(bin + " wythoff grundy 3").status != 0);
  CHECK(run(bin + " wythoff grundy x 3").status == 2);
  CHECK(run(bin + " wythoff grundy 3 -- -4").status == 2);
  CHECK(run(bin + " wythoff grundy 100000 100000").status == 2);
  CHECK(run(bin + " wythoff grundy 0 30000").status == 2);
  CHECK(run(bin + " wythoff grundy 7000 7000").status == 2);
  CHECK(run(bin + " wythoff check --bound 7").status == 2);
  CHECK(run(bin + " wythoff check --bound 1e5").status == 2);
  const std::string out = scratch_path("never.txt");
  CHECK(run(bin + " certify wythoff --bound 1 -o " + out).status == 2);
  CHECK_FALSE(std::filesystem::exists(out));
}
