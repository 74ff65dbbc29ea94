// Subtraction games: a pile of n counters; a move removes s counters for some
// s in a fixed finite set S (s <= n). Under normal play the player who cannot
// move loses; under misère play the player who makes the last move loses.
// Both sequences below are eventually periodic (the next term is a function
// of the previous max S terms), and the library finds the exact least
// preperiod and period. Errors: see gamecert/certificate.hpp.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "gamecert/certificate.hpp"

namespace gamecert::subtraction {

/// normal: the player who cannot move loses; misere: the player who makes the last move loses.
enum class Play { normal, misere };

/// outcome: o(n) = 1 when the mover wins from a pile of n (N), 0 when they
/// lose (P). grundy: the Sprague-Grundy value (misère: the first component
/// of Conway's genus, 0 exactly at the misère P-positions).
enum class Sequence { outcome, grundy };

/// a(n + period) = a(n) for every n >= preperiod, both least possible.
struct Period {
  std::uint64_t preperiod = 0;
  std::uint64_t period = 0;
  std::vector<std::uint32_t> terms;  ///< a(0) .. a(preperiod + period - 1): the whole sequence, by periodicity
};

/// The exact preperiod and period of S's sequence. `moves` in any order;
/// throws std::invalid_argument when empty, holding 0, a move above 4096 or
/// more than 64 moves.
GAMECERT_API Period find_period(const std::vector<std::uint32_t>& moves, Play play, Sequence sequence);

/// "Say up to max_count consecutive numbers, starting from 1; whoever says
/// target loses" (the misère subtraction game S = {1..max_count} on a pile of
/// target - 1, the say-30 game for target 30 and max_count 3).
struct SayGame {
  bool first_player_wins = false;
  std::vector<std::uint64_t> line;  ///< the numbers the winner ends each turn on
};

/// Throws std::invalid_argument for target 0 or above 1,000,000, or max_count 0.
GAMECERT_API SayGame say_game(std::uint64_t target, std::uint32_t max_count);

/// A certificate of the periods of both sequences under both plays for the
/// set (kind periodicity), carried to all n by the lemmas it names.
GAMECERT_API Certificate certify_periods(const std::vector<std::uint32_t>& moves);

}  // namespace gamecert::subtraction
