// The 2020 three rules for Blue in Sim (Wrzos-Kaminska, "A simpler winning
// strategy for Sim", arXiv:2001.04024), as docs/sim.md ("The three rules") states them.
//
// On Blue's turn a mini-board is an inclusion-minimal vertex set M whose
// complete graph holds every coloured edge and at least one edge Blue can
// colour without closing a blue triangle. Rule 1 keeps Blue's safe
// uncoloured edges of M; rule 2 keeps those lying in the most maximum-size
// sets of edges Blue could colour at once on M without a blue triangle;
// rule 3 breaks the remaining ties by the most maximum-size sets Red could
// colour safely at once on M. Mini-boards are enumerated (all 2^n vertex
// sets), not assumed unique; a variant may drop rule 2 or 3, or use the
// whole board instead of a mini-board.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sim/board.hpp"

namespace gamecert::sim {

using VertexSet = std::uint8_t;  // bit v = vertex v + 1

struct RuleVariant {
  bool rule2 = true;
  bool rule3 = true;
  bool whole_board = false;  // rules applied to all of K_n instead of a mini-board
  // "123", "12", "13", "1", with "-whole-board" appended for the K_n variant.
  std::string name() const;
  static RuleVariant parse(const std::string& rules, bool whole_board);  // throws std::invalid_argument
};

// Maximum-size sets of uncoloured edges of a vertex set that one colour can
// take at once without a triangle of its own, and how many contain each edge.
struct MaximumSafeSets {
  int size = 0;
  std::uint64_t count = 0;
  std::vector<std::uint64_t> containing;  // per edge number
};

MaximumSafeSets maximum_safe_sets(const Board& board, EdgeMask own, EdgeMask uncoloured_on_board);

struct RuleStep {
  VertexSet mini_board = 0;
  EdgeMask after_rule1 = 0, after_rule2 = 0, after_rule3 = 0;  // survivors of each rule
  MaximumSafeSets blue_sets, red_sets;
};

struct RuleTrace {
  std::vector<RuleStep> steps;  // one per mini-board (one step for the whole-board variant)
  EdgeMask allowed = 0;         // union of the survivors over the mini-boards
};

EdgeMask edges_within(const Board& board, VertexSet vertices);
std::vector<VertexSet> mini_boards(const Board& board, Position p);
// Blue to move; an empty trace when Blue has no safe edge at all.
RuleTrace apply_rules(const Board& board, Position p, RuleVariant variant);
std::string format_vertices(VertexSet vertices);  // "12345"

}  // namespace gamecert::sim
