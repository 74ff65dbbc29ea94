// The periodicity scan for g = 2 (lib/sylver/infinite/theory/periodicity.hpp) against
// the second road: the exact solver on S ∪ {x} itself, move by move, for
// every odd x the solver reaches; and the published figure for {8, 10, 22}:
// every odd reply loses (Sicherman, "Theory and Practice of Sylver Coinage",
// Integers 2 (2002) G2, lists {8, 10, 22} as a P-position proved by
// periodicity; the rudi-cilibrasi/sylver-coinage periodicity engine reports
// 50 shapes and a period of length 8 from x = 49, comparing snapshots only
// at x = 1 mod 4). Our snapshots repeat from 47 with length 8, which implies
// the repetition from 49.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_command.hpp"
#include "sylver/infinite/general_position.hpp"
#include "sylver/infinite/theory/periodicity.hpp"
#include "sylver/infinite/theory/quiet_end.hpp"

using namespace gamecert::sylver;
using namespace gamecert::testing;
using Numbers = std::vector<std::int64_t>;

namespace {

OddMovesScan scan(const Numbers& named) {
  const auto result = scan_odd_moves(GeneralPosition::of(named), solve_exactly);
  REQUIRE(result.has_value());
  return *result;
}

// S ∪ {x} solved directly for every odd x in [m0, top].
void agrees_with_exact_solves(const Numbers& named, std::int64_t top) {
  const GeneralPosition s = GeneralPosition::of(named);
  const OddMovesScan result = scan(named);
  for (std::int64_t x = result.first_base; x <= top; x += 2) {
    INFO(s.text() << " + " << x);
    CHECK(result.is_p(x) == solve_exactly(s.after(x)));
  }
}

}  // namespace

TEST_CASE("Periodicity: {8, 10, 22} loses every odd reply, 50 shapes repeating from 47 every 8", "[sylver]") {
  const OddMovesScan result = scan({8, 10, 22});
  CHECK(result.first_base == 9);
  CHECK(result.winning_from(9).empty());
  CHECK(result.shapes == 50);
  CHECK(result.period_start == 47);
  CHECK(result.period_length == 8);
  CHECK_FALSE(result.is_p(1'000'001));
}

TEST_CASE("Periodicity: winning odd replies repeat with the period", "[sylver]") {
  // {6, 10, 14} = 2·<3, 5, 7>: 17 and 25 win, and no odd reply from 27 on.
  const OddMovesScan result = scan({6, 10, 14});
  CHECK(result.winning_from(5) == Numbers{17, 25});
  for (std::int64_t x = 27; x <= 401; x += 2) CHECK_FALSE(result.is_p(x));
}

TEST_CASE("Periodicity: the scan agrees with exact solves of S ∪ {x}", "[sylver]") {
  agrees_with_exact_solves({8, 10, 22}, 61);
  agrees_with_exact_solves({6, 8}, 41);
  agrees_with_exact_solves({8, 10}, 45);
  agrees_with_exact_solves({6, 10, 14}, 45);
  agrees_with_exact_solves({8, 14}, 45);
  agrees_with_exact_solves({8, 12, 18, 22}, 45);
  agrees_with_exact_solves({6, 16}, 45);
  agrees_with_exact_solves({8, 20, 26}, 41);
}

TEST_CASE("Periodicity: symmetric quotients give no P reply, as the Quiet End theorem says", "[sylver]") {
  for (const Numbers& named : {Numbers{4, 6}, Numbers{8, 14}, Numbers{6, 10}, Numbers{6, 14}}) {
    const GeneralPosition s = GeneralPosition::of(named);
    REQUIRE(quotient_is_symmetric(s));
    INFO(s.text());
    CHECK(scan(named).winning_from(3).empty());
  }
}

TEST_CASE("sylver period prints the scan; other gcds and unreached periods are clear errors", "[sylver]") {
  const CommandResult r = run(gamecert_command("sylver period 8 10 22"));
  INFO(r.err);
  REQUIRE(r.status == 0);
  const auto scan = nlohmann::json::parse(r.out);
  CHECK(scan["position"] == nlohmann::json({8, 10, 22}));
  CHECK(scan["half_frobenius"] == 7);
  CHECK(scan["first_base"] == 9);
  CHECK(scan["shapes"] == 50);
  CHECK(scan["period_start"] == 47);
  CHECK(scan["period_length"] == 8);
  CHECK(scan["winning_odd"] == nlohmann::json::array());
  CHECK(nlohmann::json::parse(run(gamecert_command("sylver period 6 10 14")).out)["winning_odd"] ==
        nlohmann::json({17, 25}));

  const CommandResult gcd4 = run(gamecert_command("sylver period 8 12"));
  CHECK(gcd4.status == 2);
  CHECK(gcd4.err.find("gcd 2, and {8, 12} has gcd 4") != std::string::npos);
  const CommandResult unreached = run(gamecert_command("sylver period 10 14 --period-bound 101"));
  CHECK(unreached.status == 1);
  CHECK(unreached.err.find("do not repeat up to the base 101") != std::string::npos);
  // Shapes span several words: F({16, 38}/2) = 125 is scanned, and stops at the registry's limit.
  const CommandResult wide = run(gamecert_command("sylver period 16 38 --period-shapes 1000"));
  CHECK(wide.status == 1);
  CHECK(wide.err.find("{16, 38}: the registry passed 1000 shapes (raise --period-shapes)") !=
        std::string::npos);
  const CommandResult too_wide = run(gamecert_command("sylver period 4 518"));
  CHECK(too_wide.status == 2);
  CHECK(too_wide.err.find("needs F(S/2) < 256, and {4, 518}/2 has Frobenius number 257") !=
        std::string::npos);
}

TEST_CASE("sylver winning: {8, 10, 22} is P by the scan, so {8, 10} loses exactly to 22", "[sylver]") {
  const CommandResult p = run(gamecert_command("sylver winning 8 10 22"));
  REQUIRE(p.status == 0);
  const auto long_position = nlohmann::json::parse(p.out);
  CHECK(long_position["status"] == "solved");
  CHECK(long_position["winning"] == nlohmann::json::array());
  CHECK(long_position["reason"].get<std::string>().find("repeat from x = 47 with period 8 (periodicity theorem)") !=
        std::string::npos);
  const auto n = nlohmann::json::parse(run(gamecert_command("sylver winning 8 10")).out);
  CHECK(n["status"] == "solved");
  CHECK(n["winning"] == nlohmann::json({22}));
}
