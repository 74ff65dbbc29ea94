// One shared memo per row m (see sicherman_table.hpp).
#include "sylver/tables/sicherman_table.hpp"

#include <bit>
#include <numeric>

#include "common/progress.hpp"

namespace gamecert::sylver {

Solver row_solver(std::int64_t m, std::int64_t max_n, std::uint64_t max_states, bool progress) {
  // The largest Kunz coordinate in the row belongs to its largest n.
  std::int64_t largest_n = max_n;
  while (std::gcd(m, largest_n) != 1) --largest_n;
  const AperySet widest = AperySet::generated_by(std::vector<std::int64_t>{m, largest_n});
  const std::int64_t largest_coordinate = (widest.frobenius() + m) / m;
  SolverOptions options;
  options.coordinate_bits = static_cast<int>(std::bit_width(static_cast<std::uint64_t>(largest_coordinate)));
  options.max_states = max_states;
  options.progress = progress;
  return Solver(widest, options);
}

void for_each_coprime_pair(std::int64_t m, std::int64_t max_n, bool progress, std::uint64_t max_states,
                           const std::string& label,
                           const std::function<void(Solver&, std::int64_t, const AperySet&)>& visit) {
  if (m < 2 || max_n <= m) return;
  Solver solver = row_solver(m, max_n, max_states, progress);
  Progress bar(label + " m=" + std::to_string(m), static_cast<std::uint64_t>(max_n - m), progress);
  for (std::int64_t n = m + 1; n <= max_n; ++n) {
    bar.update(static_cast<std::uint64_t>(n - m));
    if (std::gcd(m, n) != 1) continue;
    visit(solver, n, AperySet(std::vector<std::int64_t>{m, n}, m));
  }
  bar.finish();
}

std::vector<TableRow> sicherman_row(std::int64_t m, std::int64_t max_n, bool progress,
                                    std::uint64_t max_states) {
  std::vector<TableRow> rows;
  for_each_coprime_pair(m, max_n, progress, max_states, "table",
                        [&](Solver& solver, std::int64_t n, const AperySet& pair) {
                          rows.push_back(TableRow{n, pair.frobenius(), solver.winning_moves(pair)});
                        });
  return rows;
}

}  // namespace gamecert::sylver
