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

struct Entry {
  int value = 0;  // 'W', 'L' or 'D'
  int depth = 0;
  std::size_t line = 0;
  bool reached = false;
};

// The value and depth a position must have, given its children's entries.
std::pair<int, int> value_from_children(const SimBoard& b, Key p, std::map<Key, Entry>& table,
                                        std::size_t line) {
  const unsigned own = red_to_move(p) ? p.first : p.second;
  const int uncoloured = b.edges - popcount(p.first | p.second);
  int best_value = 'D', best_depth = uncoloured;
  bool any = false;
  for (int e = 0; e < b.edges; ++e) {
    if ((p.first | p.second) >> e & 1) continue;
    int value = 'L', depth = 1;
    if (!b.closes_triangle(own, e)) {
      const Key child = with_move(p, e);
      auto it = table.find(b.canonical(child));
      if (it == table.end())
        throw Reject{line, "no entry for the child after " + b.edge_name(e) + ": " + b.describe(child)};
      it->second.reached = true;
      value = it->second.value == 'W' ? 'L' : it->second.value == 'L' ? 'W' : 'D';
      depth = value == 'D' ? uncoloured : it->second.depth + 1;
    }
    const bool better = !any || (value == 'W' && (best_value != 'W' || depth < best_depth)) ||
                        (value == 'D' && best_value == 'L') ||
                        (value == 'L' && best_value == 'L' && depth > best_depth);
    if (better) best_value = value, best_depth = depth;
    any = true;
  }
  return {best_value, best_depth};
}

void check_value_table(const Certificate& c) {
  const SimBoard b(board_from_claim(c));
  std::map<Key, Entry> table;
  std::vector<Key> order;
  Key last{~0u, ~0u};
  for (std::size_t i = 0; i < c.body.size(); ++i) {
    const std::size_t line = c.line_of(i);
    Key p;
    const std::vector<std::string> parts = parse_position(b, c.body[i], line, 4, p, last);
    if (parts[2] != "W" && parts[2] != "L" && parts[2] != "D")
      throw Reject{line, "value must be W, L or D"};
    Entry entry;
    entry.value = parts[2][0];
    entry.depth = static_cast<int>(parse_integer(parts[3], 0, b.edges, line, "depth"));
    entry.line = line;
    table[p] = entry;
    order.push_back(p);
  }
  // Deepest entries first, so a wrong entry is reported at its own line
  // rather than at a parent that trusted it.
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const Entry& entry = table[*it];
    const auto [value, depth] = value_from_children(b, *it, table, entry.line);
    if (value != entry.value || depth != entry.depth)
      throw Reject{entry.line, std::string("entry says ") + char(entry.value) + " " +
                                   std::to_string(entry.depth) + " but its children give " +
                                   char(value) + " " + std::to_string(depth)};
  }
  auto root = table.find(Key{0, 0});
  if (root == table.end()) throw Reject{c.first_body_line, "no entry for the empty board"};
  root->second.reached = true;
  for (const auto& [p, entry] : table)
    if (!entry.reached) throw Reject{entry.line, "entry is not a child of any other entry"};
  const char* value_word = root->second.value == 'W' ? "win" : root->second.value == 'L' ? "loss" : "draw";
  if (claim_field(c, "to_move") != "red" || claim_field(c, "value") != value_word ||
      claim_field(c, "depth") != std::to_string(root->second.depth) || c.claim_fields.size() != 4)
    throw Reject{c.claim_line, std::string("claim does not match the table: the empty board is ") +
                                   value_word + " in " + std::to_string(root->second.depth)};
}

}  // namespace

void check_sim(const Certificate& c, const CheckOptions& options) {
  if (c.kind == "value-table") return check_value_table(c);
  if (c.kind == "strategy") return check_blue_strategy(c);
  if (c.kind == "rules-strategy") return check_rules_strategy(c, options);
  if (c.kind == "rules-failure") return check_rules_failure(c);
  if (c.kind == "plus-value-table") return check_sim_plus(c);
  throw Reject{3, "unknown Sim certificate kind '" + c.kind + "'"};
}
