// Sylver Coinage certificates: the checker accepts what the solver writes,
// rejects every kind of corruption with the line and the reason, the bytes
// are deterministic, and the committed certificates under certs/sylver check.
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "sylver/certificate.hpp"

using namespace gamecert::sylver;

namespace {

std::string temp_path() {
  char name[] = "/tmp/gamecert-sylver-cert-XXXXXX";
  const int fd = mkstemp(name);
  REQUIRE(fd >= 0);
  close(fd);
  return name;
}

std::string run(const std::string& command, int* status) {
  FILE* pipe = popen(command.c_str(), "r");
  REQUIRE(pipe != nullptr);
  std::string out;
  std::array<char, 4096> buffer{};
  std::size_t n;
  while ((n = fread(buffer.data(), 1, buffer.size(), pipe)) > 0) out.append(buffer.data(), n);
  *status = WEXITSTATUS(pclose(pipe));
  return out;
}

// The checker's one-line verdict on `text`.
std::string check(const std::string& text, int* status) {
  const char* checker = std::getenv("GAMECERT_CHECK_BIN");
  REQUIRE(checker != nullptr);
  const std::string path = temp_path();
  std::ofstream(path, std::ios::binary) << text;
  const std::string out = run(std::string(checker) + " " + path + " 2>&1", status);
  std::remove(path.c_str());
  return out;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> out;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) out.push_back(line);
  return out;
}

std::string join(const std::vector<std::string>& lines) {
  std::string out;
  for (const auto& l : lines) out += l + "\n";
  return out;
}

// Replaces the "lines N" header so only the game checker can object.
std::string with_line_count(std::vector<std::string> lines) {
  std::size_t begin = 0, end = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    if (lines[i] == "begin") begin = i;
    if (lines[i] == "end") end = i;
  }
  for (auto& l : lines)
    if (l.rfind("lines ", 0) == 0) l = "lines " + std::to_string(end - begin - 1);
  return join(lines);
}

std::size_t first_index(const std::vector<std::string>& lines, const std::string& prefix,
                        std::size_t from = 0) {
  for (std::size_t i = from; i < lines.size(); ++i)
    if (lines[i].rfind(prefix, 0) == 0) return i;
  FAIL("no line starting with " << prefix);
  return 0;
}

void expect_rejected(const std::string& text, const std::string& reason_part, std::size_t line = 0) {
  int status = 0;
  const std::string verdict = check(text, &status);
  INFO(verdict);
  CHECK(status == 1);
  CHECK(verdict.rfind("REJECTED ", 0) == 0);
  CHECK(verdict.find(reason_part) != std::string::npos);
  if (line != 0) {
    std::string marker = ":";
    marker += std::to_string(line);
    marker += ": ";
    CHECK(verdict.find(marker) != std::string::npos);
  }
}

}  // namespace

TEST_CASE("certificates of every SPEC 2.3 example are accepted", "[sylver]") {
  const std::vector<std::vector<std::int64_t>> examples = {{2, 3},
                                                           {2, 5},
                                                           {4, 5},
                                                           {5, 6},
                                                           {7, 9},
                                                           {10, 11},
                                                           {5, 14},
                                                           {5, 18},
                                                           {4, 9},
                                                           {5, 9, 19},
                                                           {5, 14, 16, 18},
                                                           {5, 16, 17, 18},
                                                           {6, 9, 19, 31},
                                                           {7, 9, 19, 20, 31},
                                                           {17, 18, 27, 33, 43},
                                                           {17, 18, 27, 33, 43, 56}};
  for (const auto& position : examples) {
    for (bool constructive : {false, true}) {
      const CertifiedWinningMoves cert = certify_winning_moves(position, {.constructive = constructive});
      int status = 0;
      const std::string verdict = check(cert.certificate.text, &status);
      INFO(verdict);
      CHECK(status == 0);
      CHECK(verdict.substr(0, 3) == "OK ");
      CHECK(verdict.find(cert.certificate.printed_claim) != std::string::npos);
      if (constructive) CHECK(cert.entries.enders == 0);
      if (constructive) CHECK(cert.certificate.text.find("\nE\n") == std::string::npos);
    }
  }
  CHECK(certify_winning_moves({5, 14}).certificate.printed_claim ==
        "sylver win-loss-table position=5,14 t=51 winning=18");
  CHECK(certify_winning_moves({17, 18, 27, 33, 43}).certificate.printed_claim ==
        "sylver win-loss-table position=17,18,27,33,43 t=92 winning=4,5,6,7");
}

TEST_CASE("certificates are byte-for-byte deterministic", "[sylver]") {
  const CertifiedWinningMoves a = certify_winning_moves({7, 9});
  const CertifiedWinningMoves b = certify_winning_moves({9, 7, 18});
  CHECK(a.certificate.text == b.certificate.text);
  CHECK(a.entries.enders > 0);
}

TEST_CASE("corrupted Sylver certificates are rejected with line and reason", "[sylver]") {
  const std::string good = certify_winning_moves({5, 18}).certificate.text;
  int status = 0;
  REQUIRE(check(good, &status).rfind("OK ", 0) == 0);
  const std::vector<std::string> lines = lines_of(good);
  const std::size_t body = first_index(lines, "begin") + 1;  // 0-based index of body line 1

  SECTION("changed witness move") {
    auto bad = lines;
    const std::size_t i = first_index(bad, "N ", body);
    bad[i] = bad[i] == "N 2" ? "N 3" : "N 2";
    // The move now leads to a position the certificate proves N elsewhere.
    expect_rejected(join(bad), "witness move " + bad[i].substr(2) + " on line " + std::to_string(i + 1) +
                                   " must reach a P entry but reaches this N entry");
  }
  SECTION("witness move that is not nameable") {
    auto bad = lines;
    const std::size_t i = first_index(bad, "N ", body);
    bad[i] = "N 5";
    expect_rejected(join(bad), "not nameable", i + 1);
  }
  SECTION("changed value: an N entry written as P") {
    auto bad = lines;
    const std::size_t i = first_index(bad, "N ", body);
    bad[i] = "P";
    expect_rejected(with_line_count(bad), "must reach an N entry", i + 1);
  }
  SECTION("changed value: an ender entry on a position that is no ender") {
    auto bad = lines;
    const std::size_t i = first_index(bad, "N ", body);
    bad[i] = "E";
    expect_rejected(join(bad), "not one", i + 1);
  }
  SECTION("dropped line") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(body + 3));
    // Every later entry shifts onto the wrong position; the first misfit is an 'E'.
    expect_rejected(with_line_count(bad), "'E' claims an ender with t > 1, but this position");
  }
  SECTION("extra line") {
    auto bad = lines;
    bad.insert(bad.end() - 1, "P");
    expect_rejected(with_line_count(bad), "extra entry", bad.size() - 1);
  }
  SECTION("wrong claim: winning set") {
    std::string bad = good;
    bad.replace(bad.find("winning=14,16,17"), 16, "winning=14,16");
    expect_rejected(bad, "must reach an N entry");
  }
  SECTION("wrong claim: t") {
    std::string bad = good;
    bad.replace(bad.find("t=67"), 4, "t=66");
    expect_rejected(bad, "claimed t is wrong", 5);
  }
  SECTION("wrong claim: non-minimal generators") {
    std::string bad = good;
    bad.replace(bad.find("position=5,18"), 13, "position=5,10,18");
    expect_rejected(bad, "not minimal", 5);
  }
  SECTION("wrong claim: gcd above 1") {
    std::string bad = good;
    bad.replace(bad.find("position=5,18"), 13, "position=5,15");
    expect_rejected(bad, "gcd 5", 5);
  }
  SECTION("truncated file") {
    const std::string half = good.substr(0, good.size() / 2 + 1);
    expect_rejected(half, "no newline",
                    1 + static_cast<std::size_t>(std::count(half.begin(), half.end(), '\n')));
    expect_rejected(good.substr(0, good.size() - 1), "no newline");
  }
  SECTION("garbage bytes") {
    std::string bad = good;
    bad.insert(bad.size() / 2, "\x01\xff\x7f");
    expect_rejected(bad, "not printable ASCII");
  }
  SECTION("ender entry in a constructive certificate") {
    std::string bad = good;
    bad.replace(bad.find("evidence witnesses-and-enders"), 29, "evidence witnesses");
    expect_rejected(bad, "not allowed");
  }
  SECTION("body cut short") {
    auto bad = lines;
    bad.erase(bad.end() - 4, bad.end() - 1);
    expect_rejected(with_line_count(bad), "body ends before");
  }
}

TEST_CASE("the committed Sylver certificates check and match certs/MANIFEST", "[sylver]") {
  const char* source = std::getenv("GAMECERT_SOURCE_DIR");
  const char* checker = std::getenv("GAMECERT_CHECK_BIN");
  REQUIRE(source != nullptr);
  REQUIRE(checker != nullptr);
  std::ifstream manifest(std::string(source) + "/certs/MANIFEST");
  std::size_t checked = 0;
  for (std::string line; std::getline(manifest, line);) {
    std::istringstream in(line);
    std::string sha, bytes, path;
    in >> sha >> bytes >> path;
    if (path.rfind("sylver/", 0) != 0) continue;
    std::string claim;
    std::getline(in, claim);
    claim = claim.substr(1);
    const std::string file = std::string(source) + "/certs/" + path;
    const std::string reader =
        path.size() > 3 && path.substr(path.size() - 3) == ".gz" ? "gzip -dc " : "cat ";
    int status = 0;
    const std::string verdict = run(reader + file + " | " + checker + " -", &status);
    INFO(path << ": " << verdict);
    CHECK(status == 0);
    CHECK(verdict == "OK " + sha + " " + claim + "\n");
    ++checked;
  }
  CHECK(checked >= 14);
}

TEST_CASE("the checker never crashes on mutated Sylver certificates", "[sylver]") {
  const std::string good = certify_winning_moves({5, 18}).certificate.text;
  std::uint64_t state = 20261130;  // fixed seed: the same mutations every run
  auto next = [&state](std::uint64_t bound) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    return (state >> 33) % bound;
  };
  const std::string alphabet = "0123456789 ,=PNE\nabcdefghijklmnopqrstuvwxyz-";
  for (int trial = 0; trial < 200; ++trial) {
    std::string bad = good;
    const int edits = 1 + static_cast<int>(next(4));
    for (int e = 0; e < edits; ++e) {
      const std::size_t at = next(bad.size());
      switch (next(3)) {
        case 0:
          bad[at] = alphabet[next(alphabet.size())];
          break;
        case 1:
          bad.erase(at, 1 + next(8));
          break;
        default:
          bad.insert(at, std::string(1 + next(3), alphabet[next(alphabet.size())]));
          break;
      }
    }
    int status = 0;
    const std::string verdict = check(bad, &status);
    INFO("trial " << trial << ": " << verdict);
    REQUIRE((status == 0 || status == 1));
    REQUIRE((verdict.rfind("OK ", 0) == 0 || verdict.rfind("REJECTED ", 0) == 0));
    if (status == 0) CHECK(bad == good);
  }
}
