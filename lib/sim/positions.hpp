// Every reachable triangle-free position of K_n, visited once each.
//
// A depth-first walk from the empty board; positions are marked in a bitset
// indexed in base 3 (edge e adds 3^e when red, 2*3^e when blue), 3^15 bits
// = 1.8 MB for K6, so no position is visited twice.
#pragma once
#include <cstdint>
#include <functional>

#include "sim/board.hpp"

namespace gamecert::sim {

// Returns the number of positions visited.
std::uint64_t for_each_reachable_position(const Board& board, const std::function<void(Position)>& visit);

}  // namespace gamecert::sim
