// docs/sim.md, "Counting beyond K6: Pólya": Pólya counts of partial 2-colourings of K_n, each figure by two
// roads.
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>

#include "run_command.hpp"
#include "sim/counting/polya.hpp"

using namespace gamecert::sim;
using namespace gamecert::testing;

namespace {

// OEIS A004102 (signed graphs), n = 0..15, as published.
const char* const kA004102[] = {"1",
                                "1",
                                "3",
                                "10",
                                "66",
                                "792",
                                "25506",
                                "2302938",
                                "591901884",
                                "420784762014",
                                "819833163057369",
                                "4382639993148435207",
                                "64588133532185722290294",
                                "2638572375815762804156666529",
                                "300400208094064113266621946833097",
                                "95776892467035669509813163910815022152"};

}  // namespace

TEST_CASE("partitions and cycle-type sizes", "[sim][polya]") {
  CHECK(partitions(6).size() == 11);
  CHECK(partitions(18).size() == 385);
  CHECK(partitions(30).size() == 5604);
  for (int n = 1; n <= 18; ++n) {
    mpz_class sum = 0, factorial = 1;
    for (const auto& parts : partitions(n)) sum += cycle_type_size(parts);
    for (int k = 2; k <= n; ++k) factorial *= k;
    CHECK(sum == factorial);
  }
}

TEST_CASE("edge cycles: gcd/lcm rule equals tracing a permutation, n <= 30", "[sim][polya]") {
  for (int n = 1; n <= 30; ++n)
    for (const auto& parts : partitions(n)) {
      const auto rule = edge_cycles(parts);
      int edges = 0;
      for (const auto& [length, count] : rule) edges += length * count;
      REQUIRE(edges == n * (n - 1) / 2);
      REQUIRE(rule == edge_cycles_by_tracing(parts));
    }
}

TEST_CASE("totals K3..K6 are 10, 66, 792, 25506 by every road", "[sim][polya]") {
  const int expected[] = {10, 66, 792, 25506};
  for (int n = 3; n <= 6; ++n) {
    INFO("K" << n);
    const ColouringPolynomial polynomial(n);
    CHECK(polynomial.total() == expected[n - 3]);
    CHECK(count_colourings_by_cycle_types(n) == expected[n - 3]);
    CHECK(count_colourings_by_permutations(n) == expected[n - 3]);
  }
}

TEST_CASE("K3..K5: every coefficient equals brute-force Burnside (3^E colourings x n!)", "[sim][polya]") {
  for (int n = 3; n <= 5; ++n) {
    const ColouringPolynomial polynomial(n);
    const auto fixed = burnside_brute_force(n);
    const int edges = n * (n - 1) / 2;
    for (int r = 0; r <= edges; ++r)
      for (int g = 0; r + g <= edges; ++g) {
        INFO("K" << n << " red " << r << " blue " << g);
        CHECK(polynomial.count(r, g) == fixed[r][g]);
      }
  }
  // K5 spot values: one class with all ten edges red; (5, 5) = self-complementary-like splits.
  const ColouringPolynomial k5(5);
  CHECK(k5.count(10, 0) == 1);
  CHECK(k5.count(1, 0) == 1);
  CHECK(k5.count(1, 1) == 2);  // the two edges share a vertex or not
  CHECK(k5.count(11, 0) == 0);
}

TEST_CASE("A004102 n = 0..15 as published, and the three roads agree up to 30", "[sim][polya]") {
  for (int n = 0; n <= 15; ++n) CHECK(count_colourings_by_cycle_types(n).get_str() == kA004102[n]);
  for (int n = 1; n <= 8; ++n)
    CHECK(count_colourings_by_permutations(n) == count_colourings_by_cycle_types(n));
  for (int n = 1; n <= 14; ++n) CHECK(ColouringPolynomial(n).total() == count_colourings_by_cycle_types(n));
}

TEST_CASE("K18: Slany's 57-digit balanced count and the (77, 76) count", "[sim][polya]") {
  const ColouringPolynomial k18(18, 2);
  CHECK(k18.balanced().get_str() == "122817954504260150325481627994395745196940238595512818831");
  CHECK(k18.count(77, 76).get_str() == "114722035311851620271616102401");
  CHECK(k18.count(76, 77) == k18.count(77, 76));
  CHECK(k18.total() == count_colourings_by_cycle_types(18));
  const ColouringPolynomial single(18, 1);
  for (int t = 0; t <= 153; ++t) CHECK(single.count((t + 1) / 2, t / 2) == k18.count((t + 1) / 2, t / 2));
}

TEST_CASE("the three roads agree for n = 9, 10 and the polynomial up to 20", "[sim][polya][long]") {
  for (int n = 9; n <= 10; ++n)
    CHECK(count_colourings_by_permutations(n) == count_colourings_by_cycle_types(n));
  for (int n = 15; n <= 20; ++n)
    CHECK(ColouringPolynomial(n, 2).total() == count_colourings_by_cycle_types(n));
}

TEST_CASE("gamecert sim polya prints decimal strings", "[sim][polya][cli]") {
  const CommandResult r = run(gamecert_command("sim polya --board 18 --red 77 --blue 76"));
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["board"] == 18);
  CHECK(j["total"] == count_colourings_by_cycle_types(18).get_str());
  CHECK(j["balanced"] == "122817954504260150325481627994395745196940238595512818831");
  CHECK(j["count"] == "114722035311851620271616102401");
  const auto small = nlohmann::json::parse(run(gamecert_command("sim polya --board 5")).out);
  CHECK(small["total"] == "792");
  CHECK(small.contains("count") == false);
  for (const std::string bad : {"--board 0", "--board 25", "--board 5 --red 3", "--board 5 --red 8 --blue 3",
                                "--board 5 --red -1 --blue 0"}) {
    INFO(bad);
    CHECK(run(gamecert_command("sim polya " + bad)).status == 2);
  }
}

TEST_CASE("gamecert sim polya-table: totals n = 3..30 by two roads", "[sim][polya][cli]") {
  const CommandResult r = run(gamecert_command("sim polya-table --from 3 --to 30"));
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  REQUIRE(j["rows"].size() == 28);
  for (const auto& row : j["rows"]) {
    const int n = row["board"];
    CHECK(row["total"] == count_colourings_by_cycle_types(n).get_str());
    if (n <= 15) CHECK(row["total"] == kA004102[n]);
  }
  CHECK(j["rows"][15]["total"] == "1560315761261207861498336706313606646207037327079592287770");  // K18
}
