// Sim value tables: every class with its value and depth, each checked
// against its children (certs/FORMAT.md, Sim). Values are from the side to
// move; the winner wins fastest, the loser loses slowest, closing one's own
// triangle is a loss in 1 ply, a draw's depth is the uncoloured edges left.
#include <map>
#include <string>
#include <vector>

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
  const SimBoard b(board_from_claim(c));
  ValueTable table;
  std::vector<ColourMasks> order;
  ColourMasks last{~0u, ~0u};
  for (BodyReader body{c}; !body.done();) {
    const std::string text = body.next();
    const std::size_t line = body.line();
    ColourMasks p;
    const std::vector<std::string> parts = parse_position(b, text, line, 4, p, last);
    table[p] = parse_value(b, parts[2], parts[3], line);
    order.push_back(p);
  }
  verify_value_table(c, table, order,
                     [&](ColourMasks p, std::size_t line) { return value_from_children(b, p, table, line); });
  return {};
}
