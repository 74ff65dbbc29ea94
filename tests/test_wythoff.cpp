// The Wythoff variant's library: exact floors, the sequences, Grundy tables
// against a naive solver, the linear sweep against the Grundy tables, and
// every claim of Komaki, Miyadera, Murakami (arXiv:2510.11767) up to the bound.
#include <gmpxx.h>

#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <vector>

#include "wythoff/claims.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/golden.hpp"
#include "wythoff/grundy_table.hpp"
#include "wythoff/outcome_sweep.hpp"
#include "wythoff/sequences.hpp"

using namespace gamecert::wythoff;

namespace {

// floor(n phi) = a iff (2a - n)^2 < 5 n^2 < (2a - n + 2)^2 (n >= 1): checked in GMP.
bool is_floor_of_n_phi(std::uint64_t n, std::uint64_t a) {
  const mpz_class nn(std::to_string(n)), aa(std::to_string(a));
  const mpz_class low = 2 * aa - nn, five = 5 * nn * nn;
  return low >= 0 && low * low < five && five < (low + 2) * (low + 2);
}

// Naive Grundy values: the mex of an explicit list of option values.
std::vector<std::vector<std::uint32_t>> naive_grundy(Rules rules, std::uint32_t width, std::uint32_t height) {
  std::vector<std::vector<std::uint32_t>> g(width, std::vector<std::uint32_t>(height, 0));
  for (std::uint32_t s = 0; s < width + height; ++s)
    for (std::uint32_t x = 0; x < width; ++x) {
      if (s < x || s - x >= height) continue;
      const std::uint32_t y = s - x;
      if (rules != Rules::wythoff && x + y <= 2) {
        g[x][y] = rules == Rules::variant ? 0 : 1;
        continue;
      }
      std::set<std::uint32_t> options;
      for (std::uint32_t k = 1; k <= x; ++k) options.insert(g[x - k][y]);
      for (std::uint32_t k = 1; k <= y; ++k) options.insert(g[x][y - k]);
      for (std::uint32_t k = 1; k <= std::min(x, y); ++k) options.insert(g[x - k][y - k]);
      std::uint32_t mex = 0;
      while (options.count(mex)) ++mex;
      g[x][y] = mex;
    }
  return g;
}

}  // namespace

TEST_CASE("floors of multiples of phi are exact, 64-bit and GMP agree", "[wythoff]") {
  CHECK(floor_times_phi(std::uint64_t{0}) == 0);
  CHECK(floor_times_phi(std::uint64_t{1}) == 1);
  CHECK(floor_times_phi(std::uint64_t{2}) == 3);
  CHECK(floor_times_phi(std::uint64_t{10}) == 16);
  CHECK(floor_times_phi(std::uint64_t{1'000'000'000}) == 1'618'033'988ULL);
  CHECK(floor_times_phi(std::uint64_t{1'000'000'000'000}) == 1'618'033'988'749ULL);
  CHECK(floor_times_phi(std::uint64_t{1} << 61) == 3'730'932'361'629'093'762ULL);
  for (std::uint64_t n = 1; n <= 100'000; ++n) REQUIRE(is_floor_of_n_phi(n, floor_times_phi(n)));
  // Across the switch from the 64-bit path to GMP.
  for (std::uint64_t n = kMaxSixtyFourBitMultiple - 1000; n <= kMaxSixtyFourBitMultiple + 1000; ++n) {
    REQUIRE(is_floor_of_n_phi(n, floor_times_phi(n)));
    REQUIRE(mpz_class(std::to_string(floor_times_phi(n))) == floor_times_phi(mpz_class(std::to_string(n))));
  }
  CHECK(floor_times_phi_squared(std::uint64_t{3}) == 7);
  CHECK(floor_times_phi(mpz_class("100000000000000000000")) == mpz_class("161803398874989484820"));
  CHECK(integer_sqrt(~std::uint64_t{0}) == 4294967295ULL);
  CHECK(integer_sqrt(99) == 9);
  CHECK(integer_sqrt(100) == 10);
}

TEST_CASE("Hofstadter's G: recurrence equals floor((n+1)/phi) for n <= 10^6", "[wythoff]") {
  const std::vector<std::uint32_t> h = hofstadter_by_recurrence(1'000'001);
  const std::vector<std::uint32_t> first{0, 1, 1, 2, 3, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 9, 10, 11, 11, 12};
  CHECK(std::vector<std::uint32_t>(h.begin(), h.begin() + 20) == first);  // OEIS A005206
  for (std::uint64_t n = 0; n < h.size(); ++n) REQUIRE(h[n] == hofstadter_closed_form(n));
}

TEST_CASE("g by the Beatty definition equals g by Hofstadter's G for n <= 10^6", "[wythoff]") {
  const std::vector<std::uint8_t> beatty = g_by_beatty(1'000'001);
  const std::vector<std::uint8_t> hofstadter = g_by_hofstadter(1'000'001);
  const std::vector<std::uint8_t> first{1, 0, 1, 1, 0, 0, 1, 1, 1, 1, 0, 1, 0, 0, 1, 0, 1, 1, 0, 1};
  CHECK(std::vector<std::uint8_t>(beatty.begin(), beatty.begin() + 20) == first);
  CHECK(beatty == hofstadter);
}

TEST_CASE("Grundy tables agree with the naive mex on 40 x 55 for all three rule sets", "[wythoff]") {
  for (Rules rules : {Rules::wythoff, Rules::variant, Rules::variant_misere}) {
    const GrundyTable fast(rules, 40, 55);
    const auto naive = naive_grundy(rules, 40, 55);
    for (std::uint32_t x = 0; x < 40; ++x)
      for (std::uint32_t y = 0; y < 55; ++y) REQUIRE(fast.at(x, y) == naive[x][y]);
  }
  // Wythoff Grundy values (Wythoff's game = queen; well known first row and diagonal).
  const GrundyTable plain(Rules::wythoff, 6, 6);
  CHECK(plain.at(1, 2) == 0);
  CHECK(plain.at(3, 5) == 0);
  CHECK(plain.at(1, 1) == 2);
  CHECK(plain.at(2, 2) == 1);
  CHECK_THROWS(GrundyTable(Rules::variant, 10'000, 10'000));
}

TEST_CASE("the linear sweep agrees with the Grundy tables on 2000 x 2000", "[wythoff]") {
  const std::uint32_t bound = 2000;
  const GrundyTable variant(Rules::variant, bound + 1, bound + 1);
  const GrundyTable misere(Rules::variant_misere, bound + 1, bound + 1);
  const GrundyTable plain(Rules::wythoff, bound + 1, bound + 1);
  std::uint64_t mismatches = 0, rows = 0;
  sweep_outcomes(bound, [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
    ++rows;
    for (std::uint32_t x = 0; x <= bound; ++x) {
      const std::uint8_t c = classes[x];
      mismatches += ((c & kNormalP) != 0) != (variant.at(x, y) == 0);
      mismatches += ((c & kGrundyOne) != 0) != (variant.at(x, y) == 1);
      mismatches += ((c & kMisereP) != 0) != (misere.at(x, y) == 0);
      mismatches += ((c & kWythoffP) != 0) != (plain.at(x, y) == 0);
      mismatches += ((c & kWythoffP) != 0) != is_wythoff_p_position(x, y);
    }
  });
  CHECK(rows == bound + 1);
  CHECK(mismatches == 0);
}

TEST_CASE("small P-positions, the terminal set and the paper's formula", "[wythoff]") {
  // By hand from the rules: x + y <= 2 has no moves; (3,6) is the first P-position outside.
  const std::vector<Position> p12{{0, 0}, {0, 1}, {0, 2},  {1, 0}, {1, 1}, {2, 0},
                                  {3, 6}, {4, 8}, {5, 10}, {6, 3}, {8, 4}, {10, 5}};
  CHECK(corrected_p_positions(12) == p12);
  std::vector<Position> formula = paper_formula_p_positions(12);
  CHECK(std::find(formula.begin(), formula.end(), Position{1, 1}) == formula.end());
  formula.push_back({1, 1});
  std::sort(formula.begin(), formula.end());
  CHECK(formula == p12);
  const GrundyTable variant(Rules::variant, 13, 13);
  for (const Position& p : p12)
    CHECK(variant.at(static_cast<std::uint32_t>(p.x), static_cast<std::uint32_t>(p.y)) == 0);
}

namespace {
void expect_paper_results(const std::vector<ClaimResult>& results) {
  CHECK(results.size() == 11);
  for (const ClaimResult& r : results) {
    INFO(r.name);
    if (r.name == "p_positions_formula") {
      // The only disagreement: the terminal position (1,1), a P-position the formula omits.
      CHECK_FALSE(r.holds);
      CHECK(r.count == 1);
      REQUIRE(r.counterexamples.size() == 1);
      CHECK(r.counterexamples[0] == std::make_pair<std::uint64_t, std::uint64_t>(1, 1));
    } else {
      CHECK(r.holds);
      CHECK(r.count == 0);
    }
  }
}
}  // namespace

TEST_CASE("every claim of the paper up to x, y <= 2000", "[wythoff]") {
  expect_paper_results(check_claims(2000));
}

TEST_CASE("the threshold 8 of the Grundy-1 and misere claims is sharp", "[wythoff]") {
  // Positions where Grundy value 1 and Wythoff P differ, found by the sweep: all have x, y <= 7,
  // and some have x = 7, so "x >= 7 or y >= 7" would be false.
  std::set<std::pair<std::uint32_t, std::uint32_t>> differ, misere_differ;
  sweep_outcomes(300, [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
    for (std::uint32_t x = 0; x <= 300; ++x) {
      if (((classes[x] & kGrundyOne) != 0) != ((classes[x] & kWythoffP) != 0)) differ.insert({x, y});
      if (((classes[x] & kMisereP) != 0) != ((classes[x] & kWythoffP) != 0)) misere_differ.insert({x, y});
    }
  });
  const std::set<std::pair<std::uint32_t, std::uint32_t>> expected{{0, 0}, {0, 3}, {3, 0}, {3, 5}, {4, 4},
                                                                   {4, 7}, {5, 3}, {5, 7}, {7, 4}, {7, 5}};
  CHECK(differ == expected);
  CHECK(misere_differ == expected);
}

TEST_CASE("sets A, B, C match in the window 8 or 9 and no longer at 10", "[wythoff]") {
  const auto window = [](std::uint32_t side, std::uint8_t bit) {
    std::set<std::pair<std::uint64_t, std::uint64_t>> found;
    sweep_outcomes(side, [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
      for (std::uint32_t x = 0; x <= side; ++x)
        if (classes[x] & bit) found.insert({x, y});
    });
    return found;
  };
  const auto as_set = [](const std::vector<std::pair<std::uint64_t, std::uint64_t>>& v) {
    return std::set<std::pair<std::uint64_t, std::uint64_t>>(v.begin(), v.end());
  };
  for (std::uint32_t side : {8u, 9u}) {
    CHECK(window(side, kNormalP) == as_set(paper_set_a()));
    CHECK(window(side, kGrundyOne) == as_set(paper_set_b()));
    CHECK(window(side, kWythoffP) == as_set(paper_set_c()));
  }
  CHECK(window(10, kNormalP).count({5, 10}) == 1);
  CHECK(window(10, kGrundyOne).count({6, 10}) == 1);
}

TEST_CASE(
    "Q = Wythoff P-positions (a(k), b(k)), k >= 4, mirrors, and B is the Grundy-1 set and the misere P-set",
    "[wythoff]") {
  // The finite part of the all-n proof (proofs/wythoff/README.md, part 3): on x, y <= 7 it is
  // this exhaustive comparison; Z3 covers the rest. Compared here on x, y <= 500.
  const std::uint32_t bound = 500;
  std::set<std::pair<std::uint64_t, std::uint64_t>> q(paper_set_b().begin(), paper_set_b().end());
  for (std::uint64_t k = 4; floor_times_phi_squared(k) <= bound; ++k) {
    q.insert({floor_times_phi(k), floor_times_phi_squared(k)});
    q.insert({floor_times_phi_squared(k), floor_times_phi(k)});
  }
  std::uint64_t mismatches = 0;
  sweep_outcomes(bound, [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
    for (std::uint32_t x = 0; x <= bound; ++x) {
      const bool in_q = q.count({x, y}) == 1;
      mismatches += in_q != ((classes[x] & kGrundyOne) != 0);
      mismatches += in_q != ((classes[x] & kMisereP) != 0);
    }
  });
  CHECK(mismatches == 0);
}

TEST_CASE("the claims fail loudly on a bound outside the supported range", "[wythoff]") {
  CHECK_THROWS_AS(check_claims(7), std::invalid_argument);
  CHECK_THROWS_AS(check_claims(kMaxClaimBound + 1), std::invalid_argument);
}

TEST_CASE("every claim of the paper up to x, y <= 30000", "[wythoff][long]") {
  expect_paper_results(check_claims(30'000));
}

TEST_CASE("g definitions and Hofstadter closed form agree for n <= 10^7", "[wythoff][long]") {
  const std::vector<std::uint8_t> beatty = g_by_beatty(10'000'001);
  CHECK(beatty == g_by_hofstadter(10'000'001));
  // Observation of docs/wythoff.md: the ones among g(0..10^7 - 1) have density 1/phi to seven digits.
  CHECK(std::count(beatty.begin(), beatty.end() - 1, 1) == 6'180'339);
  const std::vector<std::uint32_t> h = hofstadter_by_recurrence(10'000'001);
  for (std::uint64_t n = 0; n < h.size(); ++n) REQUIRE(h[n] == hofstadter_closed_form(n));
}
