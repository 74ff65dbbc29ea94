// The commands that reproduce figures quoted in the docs: Sim's reachable
// positions and classes (sim positions) and the count of ones of the
// Wythoff variant's g (wythoff g-ones), the latter against a loop of its own.
#include <catch2/catch.hpp>
#include <cmath>
#include <cstdint>
#include <nlohmann/json.hpp>
#include <vector>

#include "run_command.hpp"

using namespace gamecert::testing;

namespace {

nlohmann::json run_json(const std::string& args) {
  const CommandResult r = run(gamecert_command(args));
  INFO(args);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

// floor(n * phi) = floor((n + sqrt(5 n^2)) / 2), exact with an integer square root.
std::uint64_t floor_n_phi(std::uint64_t n) {
  const std::uint64_t square = 5 * n * n;
  auto root = static_cast<std::uint64_t>(std::sqrt(static_cast<long double>(square)));
  while (root * root > square) --root;
  while ((root + 1) * (root + 1) <= square) ++root;
  return (n + root) / 2;
}

}  // namespace

TEST_CASE("sim positions: reachable positions and classes of K3..K6", "[cli][sim]") {
  const std::uint64_t reachable[] = {13, 247, 11'793, 1'350'022};
  for (int board = 3; board <= 6; ++board) {
    INFO("K" << board);
    const auto j = run_json("sim positions --board " + std::to_string(board));
    CHECK(j["board"] == board);
    CHECK(j["reachable"] == reachable[board - 3]);
    CHECK(j["plies"].size() == static_cast<std::size_t>(board * (board - 1) / 2 + 1));
    std::uint64_t sum = 0, classes = 0, finished_classes = 0;
    for (const auto& row : j["plies"]) {
      sum += row["reachable"].get<std::uint64_t>();
      classes += row["classes"].get<std::uint64_t>();
      finished_classes += row["finished_classes"].get<std::uint64_t>();
    }
    CHECK(sum == j["reachable"].get<std::uint64_t>());
    CHECK(classes == j["classes"].get<std::uint64_t>());
    CHECK(finished_classes == j["finished_classes"].get<std::uint64_t>());
  }
  const auto k6 = run_json("sim positions --board 6");
  CHECK(k6["classes"] == 2'250);
  CHECK(k6["finished_classes"] == 1'479);
  CHECK(k6["finished"] == 880'680);
  // Two rows of the per-ply table (tests/test_sim_counting.cpp has all 16).
  CHECK(k6["plies"][6] == nlohmann::json({{"ply", 6},
                                          {"reachable", 91500},
                                          {"classes", 166},
                                          {"finished", 4200},
                                          {"finished_classes", 13}}));
  CHECK(k6["plies"][15]["finished"] == 180);
}

TEST_CASE("wythoff g-ones: both definitions against a separate loop", "[cli][wythoff]") {
  const std::uint64_t count = 200'000;
  // g(0) = 1; g(n) = 1 - g(m) if floor(n phi) = floor(m phi) + m + 1 for some m, else 1.
  std::vector<int> g(count, 1);
  std::uint64_t m = 0;
  for (std::uint64_t n = 1; n < count; ++n) {
    const std::uint64_t a = floor_n_phi(n);
    while (floor_n_phi(m) + m + 1 < a) ++m;
    if (floor_n_phi(m) + m + 1 == a) g[n] = 1 - g[m];
  }
  std::uint64_t ones = 0;
  for (int value : g) ones += value == 1;
  const auto j = run_json("wythoff g-ones --count " + std::to_string(count));
  CHECK(j["count"] == count);
  CHECK(j["ones"] == ones);
  CHECK(j["roads_agree"] == true);
  CHECK(run_json("wythoff g-ones --count 1")["ones"] == 1);
}

TEST_CASE("wythoff g-ones: the README's observation for 10^7", "[cli][wythoff][long]") {
  CHECK(run_json("wythoff g-ones --count 10000000")["ones"] == 6'180'339);
}
