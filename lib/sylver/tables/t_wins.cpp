// Row sweeps for "t is a winning move" with one shared memo per m
// (see t_wins.hpp).
#include "sylver/tables/t_wins.hpp"

#include "sylver/semigroup.hpp"
#include "sylver/tables/sicherman_table.hpp"

namespace gamecert::sylver {

std::vector<TWinsRow> t_wins_row(std::int64_t m, std::int64_t max_n, bool progress,
                                 std::uint64_t max_states) {
  std::vector<TWinsRow> rows;
  for_each_coprime_pair(m, max_n, progress, max_states, "t-wins",
                        [&](Solver& solver, std::int64_t n, const AperySet& pair) {
                          const std::int64_t t = pair.frobenius();
                          rows.push_back(TWinsRow{n, t, t > 1 && solver.is_p(pair.after(t))});
                        });
  return rows;
}

std::vector<TWinsBound> t_wins_published_bounds() {
  return {{2, 200}, {3, 200}, {4, 160}, {5, 100}, {6, 82},  {7, 40},  {8, 40},  {9, 37},
          {10, 32}, {11, 30}, {12, 28}, {13, 26}, {14, 24}, {15, 21}, {16, 20}, {17, 18}};
}

}  // namespace gamecert::sylver
