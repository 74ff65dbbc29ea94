// A deliberately plain second road, for tests only: positions are explored
// as a game tree (memoised recursion over the moves, no term rule shared
// with sequences.cpp), and a period is found by brute force over all
// (period, preperiod) pairs on a long prefix, without the window argument.
#pragma once
#include <cstdint>
#include <utility>
#include <vector>

#include "subtraction/subtraction_set.hpp"

namespace gamecert::subtraction::naive {

// For n < count: 1 when the player to move from a pile of n wins, else 0.
std::vector<std::uint32_t> outcomes(const std::vector<std::uint32_t>& moves, bool misere,
                                    std::uint32_t count);
// Normal Grundy values, or the genus' first component for misère.
std::vector<std::uint32_t> grundy_values(const std::vector<std::uint32_t>& moves, bool misere,
                                         std::uint32_t count);
// Least period, then least preperiod, such that the shift holds on the whole
// prefix, with preperiod + period at most half the prefix (so the prefix
// must be much longer than both).
std::pair<std::uint32_t, std::uint32_t> brute_force_period(const std::vector<std::uint32_t>& prefix);

}  // namespace gamecert::subtraction::naive
