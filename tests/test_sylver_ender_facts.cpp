// sylver::ender_facts, the one-pass form `gamecert sylver ender` runs, against
// the three definitions it combines (is_ender, is_quiet_ender,
// ender_completion in lib/sylver/infinite/theory/enders.hpp) on small positions of 2 and 3
// numbers, enders and non-enders alike.
#include <catch2/catch.hpp>
#include <numeric>

#include "sylver/infinite/theory/enders.hpp"
#include "sylver/semigroup.hpp"

using namespace gamecert::sylver;
using Numbers = std::vector<std::int64_t>;

TEST_CASE("ender_facts agrees with is_ender, is_quiet_ender and ender_completion", "[sylver]") {
  std::size_t checked = 0, enders = 0, quiet = 0, neither = 0;
  for (std::int64_t a = 2; a <= 9; ++a)
    for (std::int64_t b = a + 1; b <= 24; ++b)
      for (std::int64_t c = b; c <= 30; c += 3) {
        const Numbers named = c == b ? Numbers{a, b} : Numbers{a, b, c};
        if (std::gcd(std::gcd(a, b), c) != 1) continue;
        const AperySet s = AperySet::generated_by(named);
        INFO(format_set(named));
        const EnderFacts facts = ender_facts(s);
        CHECK(facts.ender == is_ender(s));
        CHECK(facts.quiet == is_quiet_ender(s));
        CHECK(facts.completion == ender_completion(s));
        ++checked;
        enders += facts.ender;
        quiet += facts.quiet;
        neither += !facts.ender;
      }
  // The sweep meets every case, so a wrong branch cannot hide.
  CHECK(checked > 500);
  CHECK(quiet > 0);
  CHECK(enders > quiet);
  CHECK(neither > 0);
}
