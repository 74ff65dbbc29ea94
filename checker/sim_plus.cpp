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
#include <map>
#include <string>
#include <vector>

#include "games.hpp"

namespace {

using Node = std::pair<unsigned, unsigned>;  // (mover, other)

struct Entry {
  int value = 0;  // 'W', 'L' or 'D'
  int depth = 0;
  std::size_t line = 0;
  bool reached = false;
};

struct PlusBoard {
  int n = 0;
  int edges = 0;
  int index[6][6] = {};
  int ends[15][2] = {};
  std::vector<std::vector<int>> relabelings;  // relabelings[r][e] = image of edge e

  explicit PlusBoard(int vertices) : n(vertices) {
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) {
        ends[edges][0] = u;
        ends[edges][1] = v;
        index[u][v] = index[v][u] = edges++;
      }
    std::vector<int> perm(n);
    for (int v = 0; v < n; ++v) perm[v] = v;
    do {
      std::vector<int> image(edges);
      for (int e = 0; e < edges; ++e) image[e] = index[perm[ends[e][0]]][perm[ends[e][1]]];
      relabelings.push_back(image);
    } while (std::next_permutation(perm.begin(), perm.end()));
  }
  unsigned apply(const std::vector<int>& image, unsigned mask) const {
    unsigned out = 0;
    for (int e = 0; e < edges; ++e)
      if (mask >> e & 1) out |= 1u << image[e];
    return out;
  }
  bool closes_triangle(unsigned own, int edge) const {
    const int u = ends[edge][0], v = ends[edge][1];
    for (int w = 0; w < n; ++w)
      if (w != u && w != v && (own >> index[u][w] & 1) && (own >> index[v][w] & 1)) return true;
    return false;
  }
  bool has_triangle(unsigned mask) const {
    for (int e = 0; e < edges; ++e)
      if ((mask >> e & 1) && closes_triangle(mask, e)) return true;
    return false;
  }
  // Relabelings taking `first` to its smallest image.
  std::vector<const std::vector<int>*> minimising(unsigned first) const {
    unsigned best = ~0u;
    std::vector<const std::vector<int>*> out;
    for (const std::vector<int>& image : relabelings) {
      const unsigned m = apply(image, first);
      if (m < best) best = m, out.clear();
      if (m == best) out.push_back(&image);
    }
    return out;
  }
  Node canonical(Node p) const {
    const std::vector<const std::vector<int>*> best_first = minimising(p.first);
    Node best{apply(*best_first[0], p.first), ~0u};
    for (const std::vector<int>* image : best_first) best.second = std::min(best.second, apply(*image, p.second));
    return best;
  }
  std::string describe(Node p) const {
    std::string out[2];
    for (int side = 0; side < 2; ++side)
      for (int e = 0; e < edges; ++e)
        if ((side ? p.second : p.first) >> e & 1)
          out[side] += (out[side].empty() ? "" : ",") + std::to_string(ends[e][0] + 1) + std::to_string(ends[e][1] + 1);
    return "mover {" + out[0] + "} other {" + out[1] + "}";
  }
};

int count_bits(unsigned x) {
  int count = 0;
  for (; x; x &= x - 1) ++count;
  return count;
}

unsigned parse_edges(const PlusBoard& b, const std::string& s, std::size_t line) {
  if (s == "-") return 0;
  unsigned mask = 0;
  for (const std::string& edge : split(s, ',')) {
    if (edge.size() != 2 || edge[0] < '1' || edge[1] < '1' || edge[0] > '0' + b.n || edge[1] > '0' + b.n ||
        edge[0] >= edge[1])
      throw Reject{line, "'" + edge + "' is not an edge ij of K" + std::to_string(b.n) + " with i < j"};
    const int e = b.index[edge[0] - '1'][edge[1] - '1'];
    if (mask >> e & 1) throw Reject{line, "edge " + edge + " listed twice"};
    mask |= 1u << e;
  }
  return mask;
}

// Every non-empty set of free edges that keeps `own` triangle-free, each once
// (edges added in increasing order).
void safe_sets(const PlusBoard& b, unsigned own, unsigned free, int from, unsigned chosen,
               std::vector<unsigned>& out) {
  for (int e = from; e < b.edges; ++e) {
    if (!(free >> e & 1) || b.closes_triangle(own | chosen, e)) continue;
    out.push_back(chosen | 1u << e);
    safe_sets(b, own, free, e + 1, chosen | 1u << e, out);
  }
}

// Value and depth the node must have, given the entries of its children.
std::pair<int, int> value_from_children(const PlusBoard& b, Node p, std::map<Node, Entry>& table,
                                        std::size_t line) {
  const unsigned free = ((1u << b.edges) - 1) & ~(p.first | p.second);
  int best_value = free ? 'L' : 'D', best_depth = free ? 1 : 0;
  std::vector<unsigned> moves;
  safe_sets(b, p.first, free, 0, 0, moves);
  const std::vector<const std::vector<int>*> first = b.minimising(p.second);
  const unsigned child_first = b.apply(*first[0], p.second);
  for (unsigned s : moves) {
    Node child{child_first, ~0u};
    for (const std::vector<int>* image : first) child.second = std::min(child.second, b.apply(*image, p.first | s));
    auto it = table.find(child);
    if (it == table.end()) throw Reject{line, "no entry for the child " + b.describe(child)};
    it->second.reached = true;
    const int value = it->second.value == 'W' ? 'L' : it->second.value == 'L' ? 'W' : 'D';
    const int depth = value == 'D' ? count_bits(free) : it->second.depth + 1;
    const bool better = (value == 'W' && (best_value != 'W' || depth < best_depth)) ||
                        (value == 'D' && best_value == 'L') ||
                        (value == 'L' && best_value == 'L' && depth > best_depth);
    if (better) best_value = value, best_depth = depth;
  }
  return {best_value, best_depth};
}

}  // namespace

void check_sim_plus(const Certificate& c) {
  const PlusBoard b(static_cast<int>(parse_integer(claim_field(c, "board"), 3, 6, c.claim_line, "board")));
  std::map<Node, Entry> table;
  std::vector<Node> order;
  for (std::size_t i = 0; i < c.body.size(); ++i) {
    const std::size_t line = c.line_of(i);
    const std::vector<std::string> parts = split(c.body[i], ' ');
    if (parts.size() != 4) throw Reject{line, "expected 4 fields: mover other value depth"};
    const Node p{parse_edges(b, parts[0], line), parse_edges(b, parts[1], line)};
    if (p.first & p.second) throw Reject{line, "an edge belongs to both sides"};
    if (b.has_triangle(p.first) || b.has_triangle(p.second)) throw Reject{line, "a side already has a triangle"};
    if (p.second == 0 && p.first != 0) throw Reject{line, "the side that just moved has no edge"};
    if (b.canonical(p) != p) throw Reject{line, "node is not in canonical form"};
    if (!order.empty()) {
      const Node last = order.back();
      const int bits = count_bits(p.first | p.second), last_bits = count_bits(last.first | last.second);
      if (bits < last_bits || (bits == last_bits && p <= last))
        throw Reject{line, "entries out of order (by coloured edges, then mover mask, then other mask)"};
    }
    if (parts[2] != "W" && parts[2] != "L" && parts[2] != "D") throw Reject{line, "value must be W, L or D"};
    Entry entry;
    entry.value = parts[2][0];
    entry.depth = static_cast<int>(parse_integer(parts[3], 0, b.edges, line, "depth"));
    entry.line = line;
    table[p] = entry;
    order.push_back(p);
  }
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const Entry& entry = table[*it];
    const auto [value, depth] = value_from_children(b, *it, table, entry.line);
    if (value != entry.value || depth != entry.depth)
      throw Reject{entry.line, std::string("entry says ") + char(entry.value) + " " + std::to_string(entry.depth) +
                                   " but its children give " + char(value) + " " + std::to_string(depth)};
  }
  auto root = table.find(Node{0, 0});
  if (root == table.end()) throw Reject{c.first_body_line, "no entry for the empty board"};
  root->second.reached = true;
  for (const auto& [p, entry] : table)
    if (!entry.reached) throw Reject{entry.line, "entry is not a child of any other entry"};
  const char* word = root->second.value == 'W' ? "win" : root->second.value == 'L' ? "loss" : "draw";
  if (claim_field(c, "to_move") != "red" || claim_field(c, "value") != word ||
      claim_field(c, "depth") != std::to_string(root->second.depth) || c.claim_fields.size() != 4)
    throw Reject{c.claim_line, std::string("claim does not match the table: the empty board is ") + word + " in " +
                                   std::to_string(root->second.depth) + " for Red, who moves first"};
}
