// Sim value tables: every class with its value and depth, each checked
// against its children (certs/FORMAT.md, Sim). Values are from the side to
// move; the winner wins fastest, the loser loses slowest, closing one's own
// triangle is a loss in 1 ply, a draw's depth is the uncoloured edges left.
#include "games.hpp"
#include "sim_board.hpp"

namespace {

BestOutcome value_from_children(const SimBoard& b, ColourMasks p, ValueTable& table, std::size_t line) {
  const unsigned own = red_to_move(p) ? p.first : p.second;
  const int uncoloured = b.edges - popcount(p.first | p.second);
  BestOutcome best;
  best.depth = uncoloured;  // a filled board is a draw with nothing left
  for (int e = 0; e < b.edges; ++e) {
    if ((p.first | p.second) >> e & 1) continue;
    if (b.closes_triangle(own, e)) {
      best.add_child(nullptr, uncoloured);
      continue;
    }
    const ColourMasks child = with_move(p, e);
    auto it = table.find(b.canonical(child));
    if (it == table.end())
      throw Reject{line, "no entry for the child after " + b.edge_name(e) + ": " + b.describe(child)};
    it->second.reached = true;
    best.add_child(&it->second, uncoloured);
  }
  return best;
}

}  // namespace

Theorems check_sim_value_table(const Certificate& c, const CheckOptions&) {
  return check_value_table(c, false, value_from_children);
}
