// Sylver Coinage certificates: the checker accepts what the solver writes,
// rejects every kind of corruption with the line and the reason, the bytes
// are deterministic, and the committed certificates under certs/sylver check.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "certificate_edits.hpp"
#include "manifest.hpp"
#include "sylver/certificates/win_loss_table.hpp"

using namespace gamecert::sylver;
using namespace gamecert::testing;

namespace {

using Numbers = std::vector<std::int64_t>;

CertifiedWinningMoves certify(const Numbers& named, CertifyOptions options = {}) {
  return certify_winning_moves(Position::of(named), options);
}

// The checker's verdict on `text`, with its exit status through `status`.
std::string check(const std::string& text, int* status) {
  const CommandResult r = check_text(text);
  *status = r.status;
  return r.out;
}

// The line of `lines` that a "REJECTED -:<line>: ..." verdict names.
std::string line_named_by(const std::string& verdict, const std::vector<std::string>& lines) {
  const std::size_t line = reported_line(verdict);
  REQUIRE(line >= 1);
  REQUIRE(line <= lines.size());
  return lines[line - 1];
}

}  // namespace

TEST_CASE("certificates of every worked example (docs/sylver.md) are accepted", "[sylver]") {
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
      const CertifiedWinningMoves cert = certify(position, {.constructive = constructive});
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
  CHECK(certify(Numbers{5, 14}).certificate.printed_claim ==
        "sylver win-loss-table position=5,14 t=51 winning=18");
  CHECK(certify(Numbers{17, 18, 27, 33, 43}).certificate.printed_claim ==
        "sylver win-loss-table position=17,18,27,33,43 t=92 winning=4,5,6,7");
}

TEST_CASE("certificates are byte-for-byte deterministic", "[sylver]") {
  const CertifiedWinningMoves a = certify(Numbers{7, 9});
  const CertifiedWinningMoves b = certify(Numbers{9, 7, 18});
  CHECK(a.certificate.text == b.certificate.text);
  CHECK(a.entries.enders > 0);
}

TEST_CASE("certificates are byte-for-byte the same with one and two threads", "[sylver]") {
  // The witness rule reads values, never the memo's contents, which two
  // threads fill in an order of their own. {13, 14} is a t-wins pair.
  for (const std::vector<std::int64_t>& position : {std::vector<std::int64_t>{9, 37}, {13, 14}, {7, 9}}) {
    const CertifiedWinningMoves one = certify(position);
    const CertifiedWinningMoves two = certify(position, CertifyOptions{.threads = 2});
    CHECK(one.certificate.text == two.certificate.text);
    CHECK(one.winning == two.winning);
  }
}

TEST_CASE("certificates are byte-for-byte the same when the memo replaces entries at its cap", "[sylver]") {
  // {9, 37}'s memo grows to 16 MiB (fast) and 5 MiB (compact) uncapped.
  const CertifiedWinningMoves uncapped = certify(Numbers{9, 37});
  for (const auto& [compact, threads] : {std::pair{false, 1}, std::pair{true, 2}}) {
    INFO("compact " << compact << ", threads " << threads);
    const CertifiedWinningMoves capped = certify(
        Numbers{9, 37}, CertifyOptions{.max_memo_bytes = 1 << 20, .threads = threads, .compact_memo = compact});
    CHECK(capped.certificate.text == uncapped.certificate.text);
  }
}

TEST_CASE(
    "implied witnesses: the same claim in a fraction of the lines, the same bytes with two threads and "
    "capped",
    "[sylver]") {
  // {9, 37}: 1,052,062 lines with a line per entry; most N entries have a
  // move into a P entry already written, and those get none.
  const CertifiedWinningMoves full = certify(Numbers{9, 37});
  const CertifiedWinningMoves implied = certify(Numbers{9, 37}, CertifyOptions{.implied_witnesses = true});
  int status = 0;
  const std::string verdict = check(implied.certificate.text, &status);
  INFO(verdict);
  CHECK(status == 0);
  CHECK(implied.certificate.printed_claim == full.certificate.printed_claim);
  CHECK(implied.certificate.text.find("\nevidence implied-witnesses-and-enders\n") != std::string::npos);
  const std::uint64_t lines = implied.entries.p + implied.entries.n + implied.entries.enders;
  CHECK(implied.entries.p + implied.entries.n + implied.entries.implied + implied.entries.enders ==
        full.entries.p + full.entries.n + full.entries.enders);
  CHECK(lines * 5 < full.entries.p + full.entries.n + full.entries.enders);
  const CertifiedWinningMoves two =
      certify(Numbers{9, 37}, CertifyOptions{.implied_witnesses = true, .threads = 2, .compact_memo = true});
  CHECK(two.certificate.text == implied.certificate.text);
  // At 1 MiB the memo replaces entries and the cache of implied entries (a
  // quarter of it) drops them: derived again, they give the same bytes.
  const CertifiedWinningMoves capped =
      certify(Numbers{9, 37}, CertifyOptions{.implied_witnesses = true, .max_memo_bytes = 1 << 20});
  CHECK(capped.certificate.text == implied.certificate.text);
  CHECK(capped.entries.implied > implied.entries.implied);
}

TEST_CASE("corrupted Sylver certificates are rejected with line and reason", "[sylver]") {
  const std::string good = certify(Numbers{5, 18}).certificate.text;
  int status = 0;
  REQUIRE(check(good, &status).rfind("OK ", 0) == 0);
  const std::vector<std::string> lines = lines_of(good);
  const std::size_t body = first_body_index(lines);
  const std::size_t claim = index_of_prefix(lines, "claim ");
  const std::size_t first_witness = index_of_prefix(lines, "N ", body);

  SECTION("changed witness move") {
    auto bad = lines;
    bad[first_witness] = bad[first_witness] == "N 2" ? "N 3" : "N 2";
    // The move now leads to a position the certificate proves N elsewhere;
    // the verdict names that entry's line, and the edited line in its reason.
    const CommandResult r = check_text(join(bad));
    INFO(r.out);
    CHECK(r.status == 1);
    CHECK(r.out.find("witness move " + bad[first_witness].substr(2) + " on line " +
                     std::to_string(first_witness + 1) + " must reach a P entry but reaches this N entry") !=
          std::string::npos);
    const std::string named = line_named_by(r.out, bad);
    CHECK((named == "E" || named.rfind("N ", 0) == 0));
  }
  SECTION("witness move that is not nameable") {
    require_rejected(replaced(lines, first_witness, "N 5"), first_witness + 1, "not nameable");
  }
  SECTION("changed value: an N entry written as P") {
    auto bad = lines;
    bad[first_witness] = "P";
    require_rejected(with_body_count(bad), first_witness + 1, "must reach an N entry");
  }
  SECTION("changed value: an ender entry on a position that is no ender") {
    require_rejected(replaced(lines, first_witness, "E"), first_witness + 1, "not one");
  }
  SECTION("dropped line") {
    auto bad = lines;
    bad.erase(bad.begin() + static_cast<std::ptrdiff_t>(body + 3));
    // Every later entry shifts onto the wrong position; the first misfit is an 'E'.
    const CommandResult r = check_text(with_body_count(bad));
    INFO(r.out);
    CHECK(r.status == 1);
    CHECK(r.out.find("'E' claims an ender with t > 1, but this position") != std::string::npos);
    CHECK(reported_line(r.out) > body + 3);
    CHECK(line_named_by(r.out, bad) == "E");
  }
  SECTION("extra line") {
    auto bad = lines;
    bad.insert(bad.end() - 1, "P");
    require_rejected(with_body_count(bad), index_of(bad, "end"), "extra entry");  // the line above 'end'
  }
  SECTION("wrong claim: winning set") {
    std::string bad = good;
    bad.replace(bad.find("winning=14,16,17"), 16, "winning=14,16");
    // Root move 17, now claimed losing, must reach an N entry; its entry is a P.
    const CommandResult r = check_text(bad);
    INFO(r.out);
    CHECK(r.status == 1);
    CHECK(r.out.find("root move 17 (claimed losing) must reach an N entry") != std::string::npos);
    CHECK(line_named_by(r.out, lines_of(bad)) == "P");
  }
  SECTION("wrong claim: t") {
    std::string bad = good;
    bad.replace(bad.find("t=67"), 4, "t=66");
    require_rejected(bad, claim + 1, "claim says t=66, the Frobenius number of position=5,18 is 67");
  }
  SECTION("wrong claim: non-minimal generators") {
    std::string bad = good;
    bad.replace(bad.find("position=5,18"), 13, "position=5,10,18");
    require_rejected(bad, claim + 1, "not minimal");
  }
  SECTION("wrong claim: gcd above 1") {
    std::string bad = good;
    bad.replace(bad.find("position=5,18"), 13, "position=5,15");
    require_rejected(bad, claim + 1, "gcd 5");
  }
  SECTION("truncated file") {
    const std::string half = good.substr(0, good.size() / 2 + 1);
    require_rejected(half, line_at_offset(half, half.size()), "no newline");
    require_rejected(good.substr(0, good.size() - 1), lines.size(), "no newline");
  }
  SECTION("garbage bytes") {
    std::string bad = good;
    bad.insert(bad.size() / 2, "\x01\xff\x7f");
    require_rejected(bad, line_at_offset(bad, good.size() / 2), "not printable ASCII");
  }
  SECTION("ender entry in a constructive certificate") {
    std::string bad = good;
    bad.replace(bad.find("evidence witnesses-and-enders"), 29, "evidence witnesses");
    require_rejected(bad, index_of(lines, "E") + 1, "not allowed");  // the first 'E'
  }
  SECTION("body cut short") {
    auto bad = lines;
    bad.erase(bad.end() - 4, bad.end() - 1);
    require_rejected(with_body_count(bad), index_of(bad, "end") + 1, "body ends before");  // at 'end'
  }
}

TEST_CASE("the committed Sylver certificates check and match certs/MANIFEST", "[sylver]") {
  const std::string source = environment("GAMECERT_SOURCE_DIR");
  std::size_t checked = 0;
  for (const ManifestEntry& entry : manifest_entries()) {
    const std::string& path = entry.path;
    if (path.rfind("sylver/", 0) != 0) continue;
    const std::string file = source + "/certs/" + path;
    const std::string reader =
        path.size() > 3 && path.substr(path.size() - 3) == ".gz" ? "gzip -dc " : "cat ";
    // With the committed certificates it rests on, if any (plain files).
    std::string set;
    for (const std::string& premise : gamecert::testing::rests_on(entry)) set += " " + source + "/certs/" + premise;
    const CommandResult verdict = run(reader + file + " | " + checker_command("-" + set));
    INFO(path << ": " << verdict.out);
    CHECK(verdict.status == 0);
    CHECK(verdict.out.substr(0, verdict.out.find('\n') + 1) == "OK " + entry.sha256 + " " + entry.claim + "\n");
    ++checked;
  }
  CHECK(checked >= 14);
}

TEST_CASE("the checker never crashes on mutated Sylver certificates", "[sylver]") {
  const std::string good = certify(Numbers{5, 18}).certificate.text;
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
