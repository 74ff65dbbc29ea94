// "Say 30 and you lose": players count up from 1, each turn saying 1..k
// consecutive numbers; whoever says the target loses. After x has been said
// the pile left is target - 1 - x under normal play with S = {1..k} (the
// player facing 0 must say the target). The winner ends each turn on the x
// whose remaining pile is a P-position: for 30 and k = 3, on 1, 5, ..., 29.
// It is also misère play on a pile of `target` (saying the target takes the
// last counter); the tests check that both readings agree.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gamecert::subtraction {

inline constexpr std::uint64_t kMaxSayTarget = 1'000'000;  // the line is listed in full

struct SayGameAnswer {
  std::string winner;               // "first" or "second"
  std::vector<std::uint64_t> line;  // the numbers the winner ends each turn on
};

SayGameAnswer solve_say_game(std::uint64_t target, std::uint32_t max_count);

}  // namespace gamecert::subtraction
