// Counting Sim positions, and their isomorphism classes, per ply (docs/sim.md, "Counting up to isomorphism").
//
// Positions are enumerated one by one (positions.hpp). Classes are grown ply by ply from
// representatives: every position of ply p+1 is a child of one of ply p and
// relabeling commutes with moving, so the canonical forms of the children of
// ply p's representatives are exactly ply p+1's classes. A "finished"
// position is a colouring in which the last move closed the mover's own
// triangle. The alternative counts test readings of Slany's 2,309.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "sim/board.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

struct PlyCounts {
  std::uint64_t triangle_free = 0;
  std::uint64_t triangle_free_classes = 0;
  std::uint64_t finished = 0;
  std::uint64_t finished_classes = 0;
};

struct ClassesByPly {
  // Canonical representatives, sorted, per ply (number of coloured edges).
  std::vector<std::vector<Position>> triangle_free;
  std::vector<std::vector<Position>> finished;
};

ClassesByPly classes_by_ply(const Board& board, const Relabelings& relabelings);

// Positions counted directly by visiting every reachable one (and the
// finishing moves from each); classes from classes_by_ply.
std::vector<PlyCounts> count_per_ply(const Board& board, const ClassesByPly& classes);

// The same position counts the other way: the orbit of a representative
// has n!/|Aut| members.
std::vector<PlyCounts> orbit_sizes_per_ply(const Relabelings& relabelings, const ClassesByPly& classes);

// Burnside: (1/n!) * sum over relabelings g of the reachable triangle-free
// positions g fixes. The fixed colourings of g are those constant on g's
// edge cycles, so they are enumerated cycle by cycle (pruned at the first
// monochromatic triangle) instead of testing every position against every g.
std::uint64_t burnside_triangle_free_classes(const Board& board, const Relabelings& relabelings);

// The literal form: sum over positions of |Aut(position)|, divided by n!.
std::uint64_t burnside_by_stabilisers(const Board& board, const Relabelings& relabelings);

struct SlanyReadings {
  std::uint64_t all_classes_without_empty = 0;  // Slany's 3,728
  std::uint64_t mover_has_no_safe_move = 0;     // triangle-free classes
  std::uint64_t finished_only_by_forced_move = 0;
  std::uint64_t finished_with_two_triangles = 0;
};

SlanyReadings slany_readings(const Board& board, const ClassesByPly& classes);

}  // namespace gamecert::sim
