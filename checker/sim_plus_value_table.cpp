// Sim+ value tables (kind plus-value-table), written from scratch for the
// checker.
//
// Rules: a move colours one or more uncoloured edges of K_n in the mover's
// colour; completing a triangle of one's own colour loses (a loss in 1
// ply), which is forced when no non-empty set of free edges is safe; a
// filled board is a draw (depth 0). A node is (edges of the side to move,
// edges of the other side); after a safe move S the node is (other, mover
// + S). Values are from the side to move: the winner wins fastest, the
// loser loses slowest; a draw's depth is the number of uncoloured edges.
// Canonical form: the relabeling of the n! with the smallest (mover,
// other), mover compared first. Edge numbering and edge lists as in Sim.
#include <algorithm>

#include "games.hpp"
#include "sim_board.hpp"

namespace {

// Every non-empty set of free edges that keeps `own` triangle-free, each once
// (edges added in increasing order).
void safe_sets(const SimBoard& b, unsigned own, unsigned free, int from, unsigned chosen,
               std::vector<unsigned>& out) {
  for (int e = from; e < b.edges; ++e) {
    if (!(free >> e & 1) || b.closes_triangle(own | chosen, e)) continue;
    out.push_back(chosen | 1u << e);
    safe_sets(b, own, free, e + 1, chosen | 1u << e, out);
  }
}

// Every child node (other, mover + S) shares its first mask, so the
// relabelings minimising it are found once per node.
BestOutcome value_from_children(const SimBoard& b, ColourMasks p, ValueTable& table, std::size_t line) {
  const unsigned free = ((1u << b.edges) - 1) & ~(p.first | p.second);
  BestOutcome best;
  if (free) best.add_child(nullptr, 0);  // closing one's own triangle is always possible
  std::vector<unsigned> moves;
  safe_sets(b, p.first, free, 0, 0, moves);
  const std::vector<const std::vector<int>*> first = b.minimising(p.second);
  const unsigned child_first = b.apply(*first[0], p.second);
  for (unsigned s : moves) {
    ColourMasks child{child_first, ~0u};
    for (const std::vector<int>* image : first)
      child.second = std::min(child.second, b.apply(*image, p.first | s));
    auto it = table.find(child);
    if (it == table.end()) throw Reject{line, "no entry for the child " + b.describe(child, "mover", "other")};
    it->second.reached = true;
    best.add_child(&it->second, popcount(free));
  }
  return best;
}

}  // namespace

Theorems check_sim_plus_value_table(const Certificate& c, const CheckOptions&) {
  return check_value_table(c, true, value_from_children);
}
