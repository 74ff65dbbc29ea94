// Is the Frobenius number t a winning move of {m, n}? Equivalently, is
// {m, n, t} a P-position (t > 1; {2, 3} has t = 1 and naming 1 loses).
// Sicherman (2002) knew seven such pairs: {2,5}, {4,5}, {5,6}, {5,9},
// {8,15}, {13,14}, {13,21}. One solver serves a whole row m, so positions
// shared between different n are solved once.
#pragma once
#include <cstdint>
#include <vector>

namespace gamecert::sylver {

struct TWinsRow {
  std::int64_t n = 0, t = 0;
  bool t_wins = false;
};

// Every n with m < n <= max_n and gcd(m, n) = 1, ascending; past max_states
// memo entries (0 = no cap) it stops with SearchLimitExceeded.
std::vector<TWinsRow> t_wins_row(std::int64_t m, std::int64_t max_n, bool progress = false,
                                 std::uint64_t max_states = 0);

// The 528 pairs of the earlier JavaScript search: m = 2..17 with these bounds on n (docs/sylver.md,
// "Results").
struct TWinsBound {
  std::int64_t m, max_n;
};
std::vector<TWinsBound> t_wins_published_bounds();

}  // namespace gamecert::sylver
