// Counting Sim⁺ positions up to isomorphism (docs/sim-plus.md), and the readings
// tried for Slany's "DAG of 13,158 entries".
//
// A Sim⁺ position is a colouring (both colours triangle-free, any counts)
// and the side to move. Reachability is found by a breadth-first walk over
// canonical (red, blue, side) classes following every safe move; the
// characterisations it confirms are counted a second way with Burnside's
// lemma over the n! relabelings, enumerating the colourings fixed by each
// relabeling cycle by cycle (a colouring is fixed iff it is constant on
// every edge cycle; pruned at the first monochromatic triangle).
//   Red first: after k moves each, Red to move needs |red|, |blue| >= k;
//     after k + 1 Red moves, Blue to move needs |red| >= k + 1, |blue| >= k.
//     So Red is to move iff both colours are empty or both non-empty, and
//     Blue iff red is non-empty and (blue is empty or |red| >= 2): with a
//     single red edge Red has moved once, so Blue has not moved yet.
//     The earlier JavaScript implementation's 13,122 drops the last condition ("Blue to move iff red
//     is non-empty"), admitting one red edge against blue edges with Blue to
//     move, which play never produces; the walk finds 12,971.
//   Either side may start: the side to move may be any when the board is
//     empty, otherwise the side NOT to move has an edge. Without the two
//     empty boards this is 2 × 6,579 = 13,158 on K6, Slany's figure.
#pragma once
#include <cstdint>

#include "sim/board.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

struct PlusCounts {
  std::uint64_t colourings = 0;                 // triangle-free 2-colourings: 6,617 on K6
  std::uint64_t all_pairs = 0;                  // (colouring, side to move), any side: 13,234
  std::uint64_t red_first = 0;                  // reachable, Red starts: 13,122
  std::uint64_t either_first = 0;               // reachable, either side starts (empty board twice)
  std::uint64_t either_first_after_a_move = 0;  // the same without the two empty boards
  std::uint64_t red_first_mover_can_move = 0;   // reachable, side to move has a safe move
  std::uint64_t mover_other_nodes = 0;          // (mover, other) nodes of the solver reached from empty
};

// By the breadth-first walk over canonical classes.
PlusCounts count_plus_positions(const Board& board, const Relabelings& relabelings);

struct PlusBurnsideCounts {
  std::uint64_t colourings = 0;
  std::uint64_t red_first = 0;           // the exact characterisation
  std::uint64_t red_first_write_up = 0;  // "Blue to move iff red is non-empty"
  std::uint64_t either_first = 0;
};

// By Burnside's lemma over the characterisations above.
PlusBurnsideCounts burnside_plus_counts(const Board& board, const Relabelings& relabelings);

}  // namespace gamecert::sim
