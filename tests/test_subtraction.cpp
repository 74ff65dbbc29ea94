// Subtraction games: fast solver vs naive game tree, the periodicity
// stopping rule, "say 30", the CLI, and the periodicity certificates with
// their corruptions.
#include <catch2/catch.hpp>
#include <map>
#include <nlohmann/json.hpp>
#include <string>

#include "certificate_edits.hpp"
#include "subtraction/naive_solver.hpp"
#include "subtraction/periodicity.hpp"
#include "subtraction/periodicity_certificate.hpp"
#include "subtraction/say_game.hpp"

using namespace gamecert::subtraction;
using namespace gamecert::testing;
using Json = nlohmann::json;

namespace {

std::string committed_certificate() {
  return gamecert::testing::committed_certificate("subtraction/periodicity-1-8.txt");
}

// The periodicity cases below name a command's result Run.
using Run = CommandResult;

}  // namespace

TEST_CASE("fast sequences and periods agree with the naive game tree on all 255 subsets of 1..8") {
  for (const SubtractionSet& set : all_subsets(8)) {
    for (Play play : {Play::normal, Play::misere}) {
      const bool misere = play == Play::misere;
      for (Sequence sequence : {Sequence::outcome, Sequence::grundy}) {
        const auto naive_terms = sequence == Sequence::outcome
                                     ? naive::outcomes(set.moves(), misere, 400)
                                     : naive::grundy_values(set.moves(), misere, 400);
        const Periodicity fast = find_periodicity(set, play, sequence);
        INFO(set.to_string() << " " << play_name(play) << " " << sequence_name(sequence));
        for (std::uint32_t n = 0; n < 400; ++n) REQUIRE(fast.at(n) == naive_terms[n]);
        const auto [pre, period] = naive::brute_force_period(naive_terms);
        CHECK(fast.preperiod == pre);
        CHECK(fast.period == period);
      }
    }
  }
}

TEST_CASE("sets with larger moves agree with the naive road too") {
  for (const char* text : {"2,5,7", "3,10,17", "5,14", "1,4,9,16", "2,3,13,19", "7,11,20"}) {
    const SubtractionSet set = parse_subtraction_set(text);
    for (Sequence sequence : {Sequence::outcome, Sequence::grundy}) {
      const auto naive_terms = sequence == Sequence::outcome ? naive::outcomes(set.moves(), false, 3000)
                                                             : naive::grundy_values(set.moves(), false, 3000);
      const Periodicity fast = find_periodicity(set, Play::normal, sequence);
      INFO(text << " " << sequence_name(sequence));
      REQUIRE(fast.preperiod + 2 * fast.period < 1500);
      const auto [pre, period] = naive::brute_force_period(naive_terms);
      CHECK(fast.preperiod == pre);
      CHECK(fast.period == period);
      for (std::uint32_t n = 0; n < 3000; ++n) REQUIRE(fast.at(n) == naive_terms[n]);
    }
  }
}

TEST_CASE("the stopping rule needs a window of max S terms: a shorter window stops wrongly") {
  // Search, over the 255 subsets, for a set whose outcome sequence repeats a
  // window of max S - 1 terms before it is periodic: stopping there would
  // report a wrong period. The window of max S terms never does (first case).
  int wrong_stops = 0;
  for (const SubtractionSet& set : all_subsets(8)) {
    const std::size_t width = set.largest() - 1;
    if (width == 0) continue;
    const std::vector<std::uint32_t> a = compute_terms(set, Play::normal, Sequence::outcome, 2000);
    const Periodicity truth = find_periodicity(set, Play::normal, Sequence::outcome);
    bool stopped = false;
    for (std::size_t j = 1; j + width <= a.size() && !stopped; ++j) {
      for (std::size_t i = 0; i < j && !stopped; ++i) {
        if (std::equal(a.begin() + i, a.begin() + i + width, a.begin() + j)) {
          stopped = true;
          // Would "periodic with period j - i from i" be true on 2000 terms?
          bool holds = true;
          for (std::size_t n = i; n + (j - i) < a.size() && holds; ++n) holds = a[n] == a[n + (j - i)];
          if (!holds) ++wrong_stops;
        }
      }
    }
    CHECK(stopped);
    (void)truth;
  }
  CHECK(wrong_stops > 0);
}

TEST_CASE("the summary of the 255 subsets of 1..8 (docs/subtraction.md)") {
  std::map<std::string, int> preperiodic;  // "set play sequence" -> preperiod
  std::map<std::uint64_t, int> sets_with_period;
  std::uint64_t max_preperiod = 0, max_period = 0;
  std::string longest;
  for (const SubtractionSet& set : all_subsets(8)) {
    for (const PeriodicityRow& row : periodicity_rows(set)) {
      const Periodicity& p = row.periodicity;
      if (p.preperiod > 0)
        preperiodic[set.to_string() + " " + play_name(row.play) + " " + sequence_name(row.sequence)] =
            static_cast<int>(p.preperiod);
      if (row.play == Play::normal && row.sequence == Sequence::outcome) ++sets_with_period[p.period];
      max_preperiod = std::max(max_preperiod, p.preperiod);
      if (p.period > max_period) {
        max_period = p.period;
        longest = set.to_string();
      }
    }
  }
  CHECK(max_preperiod == 13);
  CHECK(max_period == 25);
  CHECK(longest == "1,4,7,8");
  CHECK(preperiodic.at("2,4,7 normal outcome") == 4);
  CHECK(preperiodic.at("2,4,5,8 normal outcome") == 5);
  CHECK(preperiodic.at("2,7,8 normal outcome") == 10);
  CHECK(preperiodic.at("3,7,8 normal outcome") == 8);
  CHECK(preperiodic.at("2,3,5,8 normal grundy") == 13);
  int normal_outcome = 0, normal_grundy = 0;
  for (const auto& [key, pre] : preperiodic) {
    normal_outcome += key.find("normal outcome") != std::string::npos;
    normal_grundy += key.find("normal grundy") != std::string::npos;
  }
  CHECK(normal_outcome == 4);
  CHECK(normal_grundy == 5);
  const std::map<std::uint64_t, int> expected = {
      {2, 8},   {3, 18},  {4, 10}, {5, 16}, {6, 9},  {7, 17}, {8, 18}, {9, 30}, {10, 34}, {11, 37},
      {12, 23}, {13, 16}, {14, 9}, {15, 5}, {16, 1}, {17, 1}, {22, 1}, {23, 1}, {25, 1}};
  CHECK(sets_with_period == expected);
}

TEST_CASE("k = 1..8: lost exactly at n = 0 mod k+1; misere: exactly at n = 1 mod k+1") {
  for (std::uint32_t k = 1; k <= 8; ++k) {
    std::vector<std::uint32_t> moves;
    for (std::uint32_t s = 1; s <= k; ++s) moves.push_back(s);
    const SubtractionSet set(moves);
    const Periodicity normal = find_periodicity(set, Play::normal, Sequence::outcome);
    const Periodicity misere = find_periodicity(set, Play::misere, Sequence::outcome);
    CHECK(normal.preperiod == 0);
    CHECK(normal.period == k + 1);
    for (std::uint64_t n = 0; n < 1000; ++n) {
      REQUIRE((normal.at(n) == 0) == (n % (k + 1) == 0));
      REQUIRE((misere.at(n) == 0) == (n % (k + 1) == 1));
    }
  }
}

TEST_CASE("misere Grundy values are 0 exactly at misere P-positions") {
  for (const SubtractionSet& set : all_subsets(6)) {
    const auto outcome = compute_terms(set, Play::misere, Sequence::outcome, 300);
    const auto grundy = compute_terms(set, Play::misere, Sequence::grundy, 300);
    for (std::size_t n = 0; n < 300; ++n) REQUIRE((outcome[n] == 0) == (grundy[n] == 0));
  }
}

TEST_CASE("say 30 and you lose: the first player wins on 1, 5, ..., 29") {
  const SayGameAnswer answer = solve_say_game(30, 3);
  CHECK(answer.winner == "first");
  CHECK(answer.line == std::vector<std::uint64_t>{1, 5, 9, 13, 17, 21, 25, 29});
  CHECK(solve_say_game(29, 3).winner == "second");
  CHECK(solve_say_game(29, 3).line == std::vector<std::uint64_t>{4, 8, 12, 16, 20, 24, 28});
  CHECK(solve_say_game(1, 3).winner == "second");
}

TEST_CASE("say N is misere play on a pile of N (saying N takes the last counter)") {
  for (std::uint32_t k = 1; k <= 6; ++k) {
    std::vector<std::uint32_t> moves;
    for (std::uint32_t s = 1; s <= k; ++s) moves.push_back(s);
    const auto misere = naive::outcomes(moves, true, 120);
    for (std::uint64_t target = 1; target < 120; ++target) {
      const SayGameAnswer answer = solve_say_game(target, k);
      REQUIRE((answer.winner == "first") == (misere[target] == 1));
      // Each line step is reachable in one turn: 1..k numbers apart.
      for (std::size_t i = 1; i < answer.line.size(); ++i)
        REQUIRE(answer.line[i] - answer.line[i - 1] == k + 1);
    }
  }
}

TEST_CASE("CLI: gamecert subtraction --set and --say") {
  CommandResult r = run(gamecert_command("subtraction --set 1,2,3 --n 29"));
  REQUIRE(r.status == 0);
  Json j = Json::parse(r.out);
  CHECK(j["preperiod"] == 0);
  CHECK(j["period"] == 4);
  CHECK(j["grundy_preperiod"] == 0);
  CHECK(j["grundy_period"] == 4);
  CHECK(j["outcome"] == "N");
  CHECK(j["winning_move"] == 1);

  r = run(gamecert_command(
      "subtraction --set 1,2,3 --n 1000000000000000000000000000000000000000000000000000000000000"));
  REQUIRE(r.status == 0);
  CHECK(Json::parse(r.out)["outcome"] == "P");  // 10^60 is a multiple of 4
  CHECK(Json::parse(r.out)["winning_move"].is_null());

  r = run(gamecert_command("subtraction --set 1,2,3 --misere --n 5"));
  REQUIRE(r.status == 0);
  CHECK(Json::parse(r.out)["outcome"] == "P");  // misere: lost at n = 1 mod 4

  r = run(gamecert_command("subtraction --set 2,5,7"));
  REQUIRE(r.status == 0);
  j = Json::parse(r.out);
  const Periodicity expected =
      find_periodicity(parse_subtraction_set("2,5,7"), Play::normal, Sequence::outcome);
  CHECK(j["period"] == expected.period);

  r = run(gamecert_command("subtraction --say 30 --max 3"));
  REQUIRE(r.status == 0);
  j = Json::parse(r.out);
  CHECK(j["winner"] == "first");
  CHECK(j["line"] == Json::array({1, 5, 9, 13, 17, 21, 25, 29}));
}

TEST_CASE("CLI: bad input is a clear error with exit status 2") {
  for (const std::string& args : std::vector<std::string>{
           "subtraction --set ''", "subtraction --set 0,1", "subtraction --set 1,x", "subtraction --set 1,,2",
           "subtraction --set 99999999999999999999999", "subtraction --set 1,2 --n -3",
           "subtraction --set 1,2 --n 12abc", "subtraction --say 30", "subtraction --say 0 --max 3",
           "subtraction --say 30 --max 0", "subtraction --say 99999999999 --max 3", "subtraction",
           "subtraction --say 30 --max 3 --set 1", "subtraction --set 1,4097",
           "subtraction --set 1,2 --n 1" + std::string(10000, '0')}) {
    INFO(args);
    CHECK(run(gamecert_command(args)).status == 2);
  }
  std::string too_many = "subtraction --set 1";
  for (int s = 2; s <= 65; ++s) {
    too_many.push_back(',');
    too_many += std::to_string(s);
  }
  CHECK(run(gamecert_command(too_many)).status == 2);
}

TEST_CASE("the committed periodicity certificate is reproduced byte for byte and accepted") {
  const gamecert::Certificate certificate = periodicity_certificate(all_subsets(8), "subsets-of-1..8");
  CHECK(certificate.text == committed_certificate());
  const Run r = check_text(certificate.text);
  CHECK(r.status == 0);
  CHECK(r.out.rfind("OK ", 0) == 0);
  CHECK(r.out.find(certificate.printed_claim) != std::string::npos);
}

TEST_CASE("the checker rejects corrupted periodicity certificates, naming the line") {
  const std::string good = committed_certificate();
  auto replace = [&](const std::string& from, const std::string& to) {
    std::string text = good;
    const std::size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    return text.replace(at, from.size(), to);
  };
  struct Case {
    std::string name, text;
    std::size_t line;
  };
  // The file line of the first line of the committed text holding `content`.
  const auto line_of = [&good](const std::string& content) {
    return line_at_offset(good, good.find(content));
  };
  const std::size_t claim = index_of_prefix(lines_of(good), "claim ") + 1;
  const std::string half = good.substr(0, good.size() / 2);
  const std::string dropped = replace("1 normal grundy 0 2 0,1,0,1\n", "");
  std::vector<Case> cases = {
      {"changed term", replace("1,2,3 normal outcome 0 4 PNNNPNNN", "1,2,3 normal outcome 0 4 PNNNPNPN"),
       line_of("1,2,3 normal outcome 0 4 PNNNPNNN")},
      {"changed Grundy value",
       replace("1,2,3 normal grundy 0 4 0,1,2,3,0,1,2,3", "1,2,3 normal grundy 0 4 0,1,2,3,0,1,3,3"),
       line_of("1,2,3 normal grundy 0 4 0,1,2,3,0,1,2,3")},
      {"non-minimal period", replace("1 normal outcome 0 2 PNPN\n", "1 normal outcome 0 4 PNPNPNPN\n"),
       line_of("1 normal outcome 0 2 PNPN\n")},
      {"non-minimal preperiod", replace("1 normal outcome 0 2 PNPN\n", "1 normal outcome 1 2 PNPNP\n"),
       line_of("1 normal outcome 0 2 PNPN\n")},
      {"wrong play order", replace("1 normal outcome", "1 misere outcome"), line_of("1 normal outcome")},
      {"dropped line", dropped, lines_of(dropped).size()},  // the body count, checked at 'end'
      {"wrong claim", replace("max-preperiod=13", "max-preperiod=12"), claim},
      {"wrong lemma", replace("all-n-by=subtraction-outcome-step,", "all-n-by=trust-me,"), claim},
      {"truncated", half, line_at_offset(half, half.size())},
      {"garbage bytes", replace("PNNN", std::string("P\x01\xffN")), line_of("PNNN")},
  };
  for (const Case& c : cases) {
    INFO(c.name);
    require_rejected(c.text, c.line, "");
  }
  CHECK(check_text(good).status == 0);
}

TEST_CASE("the checker never crashes on mutated certificates") {
  // Deterministic mutations of the committed text: a byte replaced by one of
  // a few troublesome characters, or a cut. Every result must be a verdict
  // (exit 0 or 1), never a crash; most must be rejections.
  const std::string good = committed_certificate();
  const std::string replacements = "0 9,\n-PNx";
  std::uint64_t state = 12345;
  int rejected = 0;
  for (int trial = 0; trial < 60; ++trial) {
    state = state * 6364136223846793005ULL + 1442695040888963407ULL;
    std::string text = good;
    const std::size_t at = static_cast<std::size_t>(state >> 33) % text.size();
    if (trial % 5 == 4) {
      text.resize(at);
    } else {
      text[at] = replacements[static_cast<std::size_t>(state >> 20) % replacements.size()];
    }
    const CommandResult r = check_text(text);
    INFO("trial " << trial << " at " << at);
    REQUIRE((r.status == 0 || r.status == 1));
    if (r.status == 1) ++rejected;
    if (r.status == 0) CHECK(text == good);  // one certificate text per claim
  }
  CHECK(rejected > 40);
}

TEST_CASE("certify subtraction writes the same bytes as the library, and refuses bad input") {
  const std::string all = scratch_path("subtraction-cert-test.txt");
  const std::string one = scratch_path("subtraction-cert-257.txt");
  const std::string bad = scratch_path("subtraction-cert-bad.txt");
  CommandResult r = run(gamecert_command("certify subtraction --subsets-of 8 -o " + all));
  REQUIRE(r.status == 0);
  CHECK(read_file(all) == committed_certificate());
  r = run(gamecert_command("certify subtraction --set 2,5,7 -o " + one));
  REQUIRE(r.status == 0);
  CHECK(check_text(read_file(one)).status == 0);
  CHECK(run(gamecert_command("certify subtraction --set 0 -o " + bad)).status == 2);
  CHECK(run(gamecert_command("certify subtraction --subsets-of 11 -o " + bad)).status == 2);
  CHECK(!std::filesystem::exists(bad));
}
