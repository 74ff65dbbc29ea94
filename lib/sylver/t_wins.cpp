// Row sweeps for "t is a winning move" with one shared memo per m
// (see t_wins.hpp).
#include "sylver/t_wins.hpp"

#include <numeric>

#include "common/progress.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/sicherman_table.hpp"

namespace gamecert::sylver {

std::vector<TWinsRow> t_wins_row(std::int64_t m, std::int64_t max_n, bool progress,
                                 std::uint64_t max_states) {
  std::vector<TWinsRow> rows;
  if (m < 2 || max_n <= m) return rows;
  Solver solver = row_solver(m, max_n, max_states, progress);
  Progress bar("t-wins m=" + std::to_string(m), static_cast<std::uint64_t>(max_n - m), progress);
  for (std::int64_t n = m + 1; n <= max_n; ++n) {
    bar.update(static_cast<std::uint64_t>(n - m));
    if (std::gcd(m, n) != 1) continue;
    const AperySet pair(std::vector<std::int64_t>{m, n}, m);
    TWinsRow row;
    row.n = n;
    row.t = pair.frobenius();
    row.t_wins = row.t > 1 && solver.is_p(pair.after(row.t));
    rows.push_back(row);
  }
  bar.finish();
  return rows;
}

std::vector<TWinsBound> t_wins_published_bounds() {
  return {{2, 200}, {3, 200}, {4, 160}, {5, 100}, {6, 82},  {7, 40},  {8, 40},  {9, 37},
          {10, 32}, {11, 30}, {12, 28}, {13, 26}, {14, 24}, {15, 21}, {16, 20}, {17, 18}};
}

}  // namespace gamecert::sylver
