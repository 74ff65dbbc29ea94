// Rows of Sicherman's table: the winning moves of every coprime {m, n} with
// m < n <= max_n, solved with one memo for the whole row (positions reached
// from different n are shared; Kunz keys are relative to m, wide enough for
// the largest n). The same row solver serves the t-wins sweep.
#pragma once
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "sylver/finite/solver.hpp"

namespace gamecert::sylver {

struct TableRow {
  std::int64_t n = 0, t = 0;
  std::vector<std::int64_t> winning;
};

// A solver whose memo accepts every {m, n} with n <= max_n (m >= 2, max_n > m).
Solver row_solver(std::int64_t m, std::int64_t max_n, std::uint64_t max_states = 0, bool progress = false);

// Calls visit(solver, n, {m, n}) for every n with m < n <= max_n and gcd(m, n) = 1, ascending, all
// with one row solver; `label` names the progress line.
void for_each_coprime_pair(std::int64_t m, std::int64_t max_n, bool progress, std::uint64_t max_states,
                           const std::string& label,
                           const std::function<void(Solver&, std::int64_t, const AperySet&)>& visit);

std::vector<TableRow> sicherman_row(std::int64_t m, std::int64_t max_n, bool progress = false,
                                    std::uint64_t max_states = 0);

}  // namespace gamecert::sylver
