// Sicherman 2002 (docs/sylver.md): every claim about enders over the 8,740 positions reachable from
// {9, 11} and {10, 13}, Roberts' formula and classes for a0 <= 15, Hutchings'
// theorem for coprime pairs, and the three examples.
#include <catch2/catch.hpp>
#include <numeric>

#include "sylver/infinite/analysis.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/finite/naive_solver.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/finite/solver.hpp"

using namespace gamecert::sylver;
using Numbers = std::vector<std::int64_t>;

namespace {

AperySet completed(const AperySet& s) {
  Numbers named = s.minimal_generators();
  for (std::int64_t x : ender_completion(s)) named.push_back(x);
  return AperySet(named, s.modulus());
}
}  // namespace

TEST_CASE("ender claims over the 8,740 positions reachable from {9, 11} and {10, 13}", "[sylver]") {
  std::size_t positions = 0, enders = 0, quiet = 0, enders_t_above_1 = 0;
  for (const Numbers& start : {Numbers{9, 11}, Numbers{10, 13}}) {
    const AperySet root = AperySet::generated_by(start);
    Solver solver(root, SolverOptions{.ender_cutoff = false});  // values by search only
    NaiveSolver naive;
    for (const GapList& gaps : naive.reachable(naive_gaps(start))) {
      const AperySet s = apery_from_gaps(gaps, root.modulus());
      const std::int64_t t = s.frobenius();
      ++positions;
      REQUIRE(s.genus() == static_cast<std::int64_t>(gaps.size()));
      REQUIRE(naive_gaps(s.minimal_generators()) == gaps);
      // Quiet ⇔ for all 0 < n < t exactly one of n, t - n is nameable.
      REQUIRE(is_quiet_ender(s) == is_antisymmetric(s));
      // E(S) is an ender with the same t.
      const AperySet e = completed(s);
      REQUIRE(e.frobenius() == t);
      if (t > 1) REQUIRE(is_ender(e));
      if (is_quiet_ender(s)) {
        REQUIRE(is_ender(s));
        ++quiet;
      }
      if (!is_ender(s)) continue;
      ++enders;
      // An ender is quiet ⇔ t is odd.
      REQUIRE(is_quiet_ender(s) == (t % 2 == 1));
      // Enders with t > 1 are N-positions.
      if (t > 1) {
        ++enders_t_above_1;
        REQUIRE_FALSE(solver.is_p(s));
      }
    }
  }
  CHECK(positions == 8740);
  CHECK(enders == 349);
  CHECK(enders_t_above_1 > 0);
  CHECK(quiet > 0);
  CHECK(quiet < enders);
}

TEST_CASE("Roberts' formula and ender classes for a0 <= 15", "[sylver]") {
  std::size_t checked = 0, unquiet_enders = 0;
  for (std::int64_t a0 = 2; a0 <= 15; ++a0)
    for (std::int64_t s = 1; s < a0; ++s)
      for (std::int64_t d = 1; d <= 25; ++d) {
        if (std::gcd(a0, d) != 1) continue;
        Numbers named;
        for (std::int64_t k = 0; k <= s; ++k) named.push_back(a0 + k * d);
        const AperySet position = AperySet::generated_by(named);
        INFO("a0=" << a0 << " d=" << d << " s=" << s);
        REQUIRE(position.frobenius() == roberts_frobenius(a0, d, s));
        if (position.frobenius() <= 1) continue;
        // Quiet exactly as predicted; the only unquiet enders are a0 = 3, s = 2,
        // every other unquiet case (a0 > 3, s not dividing a0 - 2) is no ender.
        REQUIRE(is_quiet_ender(position) == roberts_predicts_quiet(a0, s));
        REQUIRE(is_ender(position) == (roberts_predicts_quiet(a0, s) || (a0 == 3 && s == 2)));
        ++checked;
        unquiet_enders += (a0 == 3 && s == 2) ? 1 : 0;
      }
  CHECK(checked == 1601);
  CHECK(unquiet_enders == 17);
}

TEST_CASE("Hutchings: every coprime pair is an ender", "[sylver]") {
  for (std::int64_t m = 2; m <= 30; ++m)
    for (std::int64_t n = m + 1; n <= 40; ++n) {
      if (std::gcd(m, n) != 1) continue;
      const AperySet s = AperySet::generated_by(Numbers{m, n});
      REQUIRE(s.frobenius() == sylvester_frobenius(m, n));
      if (s.frobenius() > 1) REQUIRE(is_quiet_ender(s));
    }
}

TEST_CASE("the three ender examples of docs/sylver.md", "[sylver]") {
  const AperySet a = AperySet::generated_by(Numbers{4, 5, 7});
  CHECK(a.frobenius() == 6);
  CHECK(is_ender(a));
  CHECK_FALSE(is_quiet_ender(a));
  const AperySet b = AperySet::generated_by(Numbers{7, 8, 10, 13});
  CHECK(b.frobenius() == 19);
  CHECK(is_ender(b));
  CHECK(is_quiet_ender(b));
  const AperySet c = AperySet::generated_by(Numbers{7, 11, 13, 15});
  CHECK(completed(c).minimal_generators() == Numbers{7, 11, 13, 15, 17, 19});
  CHECK(completed(c).frobenius() == c.frobenius());
  CHECK_FALSE(is_ender(c));
  CHECK(is_ender(completed(c)));
}
