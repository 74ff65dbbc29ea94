// The Wythoff P-position certificate end to end: deterministic bytes, accepted
// by gamecert-check, the committed certificate and its MANIFEST line, and
// every corruption rejected with its line and reason. Also the CLI surface.
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "common/certificate_writer.hpp"
#include "wythoff/p_position_certificate.hpp"

namespace {

std::string env(const char* name) {
  const char* value = std::getenv(name);
  REQUIRE(value != nullptr);
  return value;
}

std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  REQUIRE(in.good());
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("gamecert_wythoff_" + name)).string();
}

struct Run {
  int status;
  std::string out;
};

Run run(const std::string& command) {
  const std::string out_file = temp_path("stdout.txt");
  const int raw = std::system((command + " >" + out_file + " 2>/dev/null").c_str());
  Run r{WIFEXITED(raw) ? WEXITSTATUS(raw) : -1, read_file(out_file)};
  std::remove(out_file.c_str());
  return r;
}

Run check_text(const std::string& text) {
  const std::string path = temp_path("cert.txt");
  std::ofstream(path, std::ios::binary) << text;
  Run r = run(env("GAMECERT_CHECK_BIN") + " " + path);
  std::remove(path.c_str());
  return r;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::stringstream ss(text);
  for (std::string line; std::getline(ss, line);) lines.push_back(line);
  return lines;
}

std::string join(const std::vector<std::string>& lines) {
  std::string text;
  for (const std::string& l : lines) text += l + "\n";
  return text;
}

std::string replaced(std::vector<std::string> lines, std::size_t index, const std::string& text) {
  lines.at(index) = text;
  return join(lines);
}

std::string committed() {
  return read_file(env("GAMECERT_SOURCE_DIR") + "/certs/wythoff/p-positions-10000.txt");
}

// Index of the first line equal to `wanted`.
std::size_t find_line(const std::vector<std::string>& lines, const std::string& wanted) {
  for (std::size_t i = 0; i < lines.size(); ++i)
    if (lines[i] == wanted) return i;
  FAIL("no line " << wanted);
  return 0;
}

void expect_rejected(const std::string& text, const std::string& where, const std::string& reason) {
  const Run r = check_text(text);
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.rfind("REJECTED ", 0) == 0);
  CHECK(r.out.find(where) != std::string::npos);
  CHECK(r.out.find(reason) != std::string::npos);
}

}  // namespace

TEST_CASE("certificates are deterministic and accepted by gamecert-check", "[wythoff]") {
  const auto first = gamecert::wythoff::make_p_position_certificate(500);
  const auto second = gamecert::wythoff::make_p_position_certificate(500);
  CHECK(first.text == second.text);
  const Run r = check_text(first.text);
  CHECK(r.status == 0);
  CHECK(r.out == "OK " + gamecert::sha256_hex(first.text) + " " + first.printed_claim + "\n");
  CHECK(first.printed_claim ==
        "wythoff p-positions bound=500 p_positions=formula+terminal_set missing_from_formula=1,1 count=386");
}

TEST_CASE("the committed certificate is reproduced, accepted and listed in MANIFEST", "[wythoff]") {
  const std::string text = committed();
  const std::string out = temp_path("regenerated.txt");
  const Run made = run(env("GAMECERT_BIN") + " certify wythoff --bound 10000 -o " + out);
  CHECK(made.status == 0);
  CHECK(read_file(out) == text);
  std::remove(out.c_str());
  const Run r = check_text(text);
  REQUIRE(r.status == 0);
  const std::string sha = gamecert::sha256_hex(text);
  const std::string claim = r.out.substr(3 + sha.size() + 1, r.out.size() - 3 - sha.size() - 2);
  const std::string manifest_line =
      sha + " " + std::to_string(text.size()) + " wythoff/p-positions-10000.txt " + claim;
  CHECK(read_file(env("GAMECERT_SOURCE_DIR") + "/certs/MANIFEST").find(manifest_line + "\n") !=
        std::string::npos);
}

TEST_CASE("corrupted certificates are rejected with line and reason", "[wythoff]") {
  const std::string good = committed();
  const std::vector<std::string> lines = lines_of(good);
  const std::size_t claim = find_line(
      lines, "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7642");
  const std::size_t p36 = find_line(lines, "3 6");
  const std::string at_claim = std::string(":") + std::to_string(claim + 1) + std::string(":");
  const std::string at_p36 = std::string(":") + std::to_string(p36 + 1) + std::string(":");

  SECTION("changed position: its mirror's neighbour then has no move into the list") {
    expect_rejected(replaced(lines, p36, "3 7"), at_claim,
                    "(6,3) is not listed and has no move to a listed position");
  }
  SECTION("extra position: a move between two listed positions") {
    auto bad = lines;
    bad.insert(bad.begin() + static_cast<std::ptrdiff_t>(p36 + 1), "3 8");
    bad[find_line(bad, "lines 3822")] = "lines 3823";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7644";
    expect_rejected(join(bad), std::string(":") + std::to_string(p36 + 2) + ":",
                    "(8,3) can move to another listed position");
  }
  SECTION("mirror written instead of x <= y") {
    expect_rejected(replaced(lines, p36, "6 3"), at_p36, "x > y");
  }
  SECTION("lines out of order") {
    auto bad = lines;
    std::swap(bad[p36], bad[p36 + 1]);
    expect_rejected(join(bad), std::string(":") + std::to_string(p36 + 2) + ":",
                    "not after the previous line");
  }
  SECTION("dropped line") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(p36));
    expect_rejected(join(bad), ":", "body has");
  }
  SECTION("dropped line with the line count and count adjusted") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(p36));
    bad[find_line(bad, "lines 3822")] = "lines 3821";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7640";
    expect_rejected(join(bad), at_claim, "(6,3) is not listed and has no move to a listed position");
  }
  SECTION("the paper's formula alone: (1,1) dropped, claim adjusted") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(find_line(bad, "1 1")));
    bad[find_line(bad, "lines 3822")] = "lines 3821";
    bad[claim] = "claim bound=10000 p_positions=formula+terminal_set missing_from_formula=none count=7641";
    expect_rejected(join(bad), at_claim, "(1,1) is terminal but not listed");
  }
  SECTION("false claims") {
    const std::vector<std::pair<std::string, std::string>> claims{
        {"bound=10000 p_positions=formula+terminal_set missing_from_formula=none count=7642",
         "the formula misses 1,1 of the terminal set"},
        {"bound=10000 p_positions=formula+terminal_set missing_from_formula=1,1 count=7643", "count is 7642"},
        {"bound=9999 p_positions=formula+terminal_set missing_from_formula=1,1 count=7642",
         "claim bound differs from header"},
        {"bound=10000 p_positions=formula missing_from_formula=1,1 count=7642",
         "claim p_positions must be formula+terminal_set"}};
    for (const auto& [text, reason] : claims)
      expect_rejected(replaced(lines, claim, "claim " + text), at_claim, reason);
  }
  SECTION("header bound changed") {
    expect_rejected(replaced(lines, find_line(lines, "bound 10000"), "bound 9000"), at_claim,
                    "claim bound differs from header");
  }
  SECTION("non-numeric coordinate") {
    expect_rejected(replaced(lines, p36, "3 six"), at_p36, "y is not an integer");
  }
  SECTION("truncated file") { expect_rejected(good.substr(0, good.size() / 2), ":", "truncated"); }
  SECTION("garbage bytes") {
    std::string bad = good;
    bad[good.size() / 3] = '\x01';
    expect_rejected(bad, ":", "not printable ASCII");
  }
  SECTION("unknown kind") {
    expect_rejected(replaced(lines, 2, "kind grundy-table"), ":3:", "unknown wythoff kind");
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
    const Run r = check_text(text);
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
  expect_rejected(text, ":", "(1,0) is terminal but not listed");
}

TEST_CASE("wythoff CLI: grundy, check and errors", "[wythoff]") {
  const std::string bin = env("GAMECERT_BIN");
  Run r = run(bin + " wythoff grundy 6 10");
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
  const std::string out = temp_path("never.txt");
  CHECK(run(bin + " certify wythoff --bound 1 -o " + out).status == 2);
  CHECK_FALSE(std::filesystem::exists(out));
}
