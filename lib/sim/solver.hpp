// The fast Sim solver: a memoised search over isomorphism classes.
//
// Relabeling the vertices changes no value, so the search keeps one entry
// per class (2,250 for K6 instead of 1,350,022 positions) and reaches a
// child's entry through its canonical form (symmetry.hpp). The value of any
// position is then its class's. Every move is searched (no pruning), so
// every reachable class gets its exact value and depth, which the counting
// and the certificates need. Moves that close one's own triangle are found
// through a table of "closing edges" per own-colour mask.
#pragma once
#include <cstdint>
#include <unordered_map>
#include <vector>

#include "sim/board.hpp"
#include "sim/outcome.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

class FastSolver {
 public:
  explicit FastSolver(const Board& board);  // solves at once

  const Board& board() const { return board_; }
  const Relabelings& relabelings() const { return relabelings_; }
  // Outcome for the side to move of a reachable triangle-free position.
  Outcome outcome(Position p) const;
  // Outcome of colouring `edge` (uncoloured) for the mover, as the `moves`
  // entries of `gamecert sim value` report it.
  Outcome move_outcome(Position p, int edge) const;
  std::size_t solved_classes() const { return memo_.size(); }

 private:
  Outcome solve(Position canonical, bool red_moves);
  static std::uint32_t key(Position p) { return std::uint32_t{p.red} | std::uint32_t{p.blue} << 16; }

  Board board_;
  Relabelings relabelings_;
  mutable Canonicalizer canonicalizer_;
  std::vector<EdgeMask> closing_;  // closing_[own]: edges that would close an own triangle
  std::unordered_map<std::uint32_t, Outcome> memo_;
};

}  // namespace gamecert::sim
