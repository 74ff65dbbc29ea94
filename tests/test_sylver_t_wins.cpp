// docs/sylver.md: t as a winning move. Quick: the rows m = 2..5 to the published
// bounds and {8, n <= 16}; long: all 528 pairs, exactly the seven known.
#include <algorithm>
#include <catch2/catch.hpp>
#include <set>
#include <tuple>

#include "sylver/finite/solver.hpp"
#include "sylver/tables/t_wins.hpp"

using namespace gamecert::sylver;
using Triple = std::tuple<std::int64_t, std::int64_t, std::int64_t>;

namespace {
std::set<Triple> sweep(std::int64_t m, std::int64_t max_n, std::size_t* pairs) {
  std::set<Triple> found;
  for (const TWinsRow& row : t_wins_row(m, max_n)) {
    ++*pairs;
    if (row.t_wins) found.insert({m, row.n, row.t});
  }
  return found;
}
}  // namespace

TEST_CASE("t wins: rows m = 2..5 to the published bounds", "[sylver]") {
  std::size_t pairs = 0;
  std::set<Triple> found;
  for (const TWinsBound& b : t_wins_published_bounds())
    if (b.m <= 5) found.merge(sweep(b.m, b.max_n, &pairs));
  found.merge(sweep(8, 16, &pairs));
  CHECK(pairs == 99 + 132 + 78 + 76 + 4);
  CHECK(found == std::set<Triple>{{2, 5, 3}, {4, 5, 11}, {5, 6, 19}, {5, 9, 31}, {8, 15, 97}});
}

TEST_CASE("t wins: the row solver agrees with a fresh solver per pair", "[sylver]") {
  for (const TWinsRow& row : t_wins_row(7, 20)) {
    const AperySet pair = AperySet::generated_by(std::vector<std::int64_t>{7, row.n});
    Solver fresh(pair);
    const auto winning = fresh.winning_moves(pair);
    const bool t_in_winning = std::find(winning.begin(), winning.end(), row.t) != winning.end();
    CHECK(row.t_wins == t_in_winning);
  }
}

TEST_CASE("t wins: all 528 pairs, exactly the seven known", "[sylver][long]") {
  std::size_t pairs = 0;
  std::set<Triple> found;
  for (const TWinsBound& b : t_wins_published_bounds()) found.merge(sweep(b.m, b.max_n, &pairs));
  CHECK(pairs == 528);
  CHECK(found ==
        std::set<Triple>{
            {2, 5, 3}, {4, 5, 11}, {5, 6, 19}, {5, 9, 31}, {8, 15, 97}, {13, 14, 155}, {13, 21, 239}});
}
