// The fast Sim solver: one byte per colouring of K_n, indexed in base 3.
//
// Edge e contributes 3^e when red and 2*3^e when blue, so a child's index is
// the parent's plus one table constant, and the 3^15 = 14,348,907-byte table
// (K6) doubles as the memo of a single depth-first search from the empty
// board. The search visits every move (no pruning) so that every reachable
// triangle-free position ends up solved, which the counting and the
// certificates need. Method as in the 2026 write-up on Sim (seed 001).
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

#include "sim/board.hpp"
#include "sim/outcome.hpp"

namespace gamecert::sim {

class FastSolver {
 public:
  explicit FastSolver(const Board& board);  // solves at once

  const Board& board() const { return board_; }
  // Outcome for the side to move of a reachable triangle-free position.
  Outcome outcome(Position p) const;
  // Outcome of colouring `edge` (uncoloured) for the mover, as the `moves`
  // entries of `gamecert sim value` report it.
  Outcome move_outcome(Position p, int edge) const;
  std::uint64_t solved_positions() const { return solved_; }
  void for_each_position(const std::function<void(Position, Outcome)>& visit) const;

 private:
  std::uint8_t solve(std::uint32_t index, EdgeMask red, EdgeMask blue);
  std::uint32_t index_of(Position p) const;

  Board board_;
  std::vector<std::uint32_t> power_of_three_;
  std::vector<std::uint8_t> table_;  // 0 = not reached; else value << 5 | depth
  std::uint64_t solved_ = 0;
};

}  // namespace gamecert::sim
