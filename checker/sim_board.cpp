#include "sim_board.hpp"

#include <algorithm>
#include <bit>

SimBoard::SimBoard(int vertices) : n(vertices) {
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      ends[edges] = {u, v};
      index[u][v] = index[v][u] = edges++;
    }
  std::vector<int> perm(n);
  for (int v = 0; v < n; ++v) perm[v] = v;
  do {
    std::vector<int> image(edges);
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) image[index[u][v]] = index[perm[u]][perm[v]];
    relabelings.push_back(image);
  } while (std::next_permutation(perm.begin(), perm.end()));
}

bool SimBoard::closes_triangle(unsigned own, int edge) const {
  const auto [u, v] = ends[edge];
  for (int w = 0; w < n; ++w)
    if (w != u && w != v && (own >> index[u][w] & 1) && (own >> index[v][w] & 1)) return true;
  return false;
}

bool SimBoard::has_triangle(unsigned mask) const {
  for (int e = 0; e < edges; ++e)
    if ((mask >> e & 1) && closes_triangle(mask, e)) return true;
  return false;
}

unsigned SimBoard::apply(const std::vector<int>& image, unsigned mask) const {
  unsigned out = 0;
  for (int e = 0; e < edges; ++e)
    if (mask >> e & 1) out |= 1u << image[e];
  return out;
}

std::vector<const std::vector<int>*> SimBoard::minimising(unsigned first) const {
  unsigned best = ~0u;
  std::vector<const std::vector<int>*> out;
  for (const std::vector<int>& image : relabelings) {
    const unsigned m = apply(image, first);
    if (m < best) best = m, out.clear();
    if (m == best) out.push_back(&image);
  }
  return out;
}

ColourMasks SimBoard::canonical(ColourMasks p) const {
  const std::vector<const std::vector<int>*> best_first = minimising(p.first);
  ColourMasks best{apply(*best_first[0], p.first), ~0u};
  for (const std::vector<int>* image : best_first)
    best.second = std::min(best.second, apply(*image, p.second));
  return best;
}

std::string SimBoard::edge_name(int edge) const {
  return std::to_string(ends[edge].first + 1) + std::to_string(ends[edge].second + 1);
}

std::string SimBoard::edge_list(unsigned mask) const {
  std::string list;
  for (int e = 0; e < edges; ++e)
    if (mask >> e & 1) list += (list.empty() ? "" : ",") + edge_name(e);
  return list;
}

std::string SimBoard::describe(ColourMasks p, const std::string& first, const std::string& second) const {
  return first + " {" + edge_list(p.first) + "} " + second + " {" + edge_list(p.second) + "}";
}

int popcount(unsigned x) { return std::popcount(x); }

bool red_to_move(ColourMasks p) { return popcount(p.first) == popcount(p.second); }

ColourMasks with_move(ColourMasks p, int edge) {
  return red_to_move(p) ? ColourMasks{p.first | 1u << edge, p.second} : ColourMasks{p.first, p.second | 1u << edge};
}

int board_from_claim(const Certificate& c) {
  return static_cast<int>(parse_integer(claim_field(c, "board"), 3, 6, c.claim_line, "board"));
}

int parse_edge(const SimBoard& b, const std::string& s, std::size_t line) {
  if (s.size() != 2 || s[0] < '1' || s[1] < '1' || s[0] > '0' + b.n || s[1] > '0' + b.n || s[0] >= s[1])
    throw Reject{line, quoted(s) + " is not an edge ij with i < j of K" + std::to_string(b.n) +
                           ", the claim's board=" + std::to_string(b.n)};
  return b.index[s[0] - '1'][s[1] - '1'];
}

unsigned parse_edge_list(const SimBoard& b, const std::string& s, std::size_t line) {
  if (s == "-") return 0;
  unsigned mask = 0;  // the edges so far, in ascending order: a repeat is the highest one
  for (const std::string& edge : split(s, ',')) {
    const int e = parse_edge(b, edge, line);
    if (mask >> e == 1) throw Reject{line, "edge " + edge + " listed twice"};
    if (mask >> e != 0) throw Reject{line, "edge list " + quoted(s) + " is not in ascending order (12, 13, ...)"};
    mask |= 1u << e;
  }
  return mask;
}

namespace {

// Whether p comes after `last` in a table: by coloured edges, then the first mask, then the second.
bool in_order(ColourMasks last, ColourMasks p) {
  return std::pair(popcount(last.first | last.second), last) < std::pair(popcount(p.first | p.second), p);
}

ValueEntry parse_value(const SimBoard& b, const std::string& value, const std::string& depth,
                       std::size_t line) {
  if (value != "W" && value != "L" && value != "D") throw Reject{line, "value must be W, L or D"};
  const ValueEntry entry{value[0], static_cast<int>(parse_integer(depth, 0, 1000, line, "depth")), line};
  if (entry.depth > b.edges)
    throw Reject{line, "depth " + depth + " is more than the " + std::to_string(b.edges) + " edges of K" +
                           std::to_string(b.n) + ", the claim's board=" + std::to_string(b.n)};
  return entry;
}

}  // namespace

std::vector<std::string> parse_position(const SimBoard& b, const std::string& text, std::size_t line,
                                        std::size_t fields, ColourMasks& p, ColourMasks& last, bool plus) {
  std::vector<std::string> parts = split(text, ' ');
  if (parts.size() != fields) throw Reject{line, "expected " + std::to_string(fields) + " fields"};
  p = {parse_edge_list(b, parts[0], line), parse_edge_list(b, parts[1], line)};
  if (p.first & p.second) throw Reject{line, "an edge belongs to both sides"};
  const int reds = popcount(p.first), blues = popcount(p.second);
  if (!plus && reds != blues && reds != blues + 1) throw Reject{line, "colour counts impossible in play"};
  if (b.has_triangle(p.first) || b.has_triangle(p.second))
    throw Reject{line, "a side already has a triangle"};
  if (plus && p.second == 0 && p.first != 0) throw Reject{line, "the side that just moved has no edge"};
  if (b.canonical(p) != p) throw Reject{line, "position is not in canonical form"};
  if (last != ColourMasks{~0u, ~0u} && !in_order(last, p))
    throw Reject{line, plus ? "entries out of order (by coloured edges, then mover mask, then other mask)"
                            : "entries out of order (by ply, then red mask, then blue mask)"};
  last = p;
  return parts;
}

void BestOutcome::add_child(const ValueEntry* child, int uncoloured) {
  int v = 'L', d = 1;
  if (child) {
    v = child->value == 'W' ? 'L' : child->value == 'L' ? 'W' : 'D';
    d = v == 'D' ? uncoloured : child->depth + 1;
  }
  const bool better = !any || (v == 'W' && (value != 'W' || d < depth)) || (v == 'D' && value == 'L') ||
                      (v == 'L' && value == 'L' && d > depth);
  if (better) value = v, depth = d;
  any = true;
}

Theorems check_value_table(const Certificate& c, bool plus, FromChildren from_children) {
  const SimBoard b(board_from_claim(c));
  ValueTable table;
  std::vector<ColourMasks> order;
  ColourMasks last{~0u, ~0u};
  for (BodyReader body{c}; !body.done();) {
    const std::string text = body.next();
    ColourMasks p;
    const std::vector<std::string> parts = parse_position(b, text, body.line(), 4, p, last, plus);
    table[p] = parse_value(b, parts[2], parts[3], body.line());
    order.push_back(p);
  }
  for (auto it = order.rbegin(); it != order.rend(); ++it) {
    const ValueEntry& entry = table[*it];
    const BestOutcome best = from_children(b, *it, table, entry.line);
    if (best.value != entry.value || best.depth != entry.depth)
      throw Reject{entry.line, std::string("entry says ") + char(entry.value) + " " +
                                   std::to_string(entry.depth) + " but its children give " +
                                   char(best.value) + " " + std::to_string(best.depth)};
  }
  auto root = table.find(ColourMasks{0, 0});
  if (root == table.end()) throw Reject{c.first_body_line, "no entry for the empty board"};
  root->second.reached = true;
  for (const auto& [p, entry] : table)
    if (!entry.reached) throw Reject{entry.line, "entry is not a child of any other entry"};
  const char* word = root->second.value == 'W' ? "win" : root->second.value == 'L' ? "loss" : "draw";
  const std::string table_gives =
      std::string("to_move=red value=") + word + " depth=" + std::to_string(root->second.depth);
  const std::string claim_says = "to_move=" + claim_field(c, "to_move") +
                                 " value=" + claim_field(c, "value") + " depth=" + claim_field(c, "depth");
  if (claim_says != table_gives)
    throw Reject{c.claim_line, "claim says " + claim_says + ", the table gives the empty board (line " +
                                   std::to_string(root->second.line) + ") " + table_gives};
  return {};  // a value table rests on its evidence alone
}
