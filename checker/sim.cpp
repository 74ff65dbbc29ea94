// Sim (K3..K6): the rules, canonical forms and the two certificate kinds,
// written from scratch for the checker.
//
// Rules: red and blue alternately colour an uncoloured edge of K_n, Red
// first; colouring an edge that closes a triangle of one's own colour loses
// (a loss in 1 ply). Values are from the side to move; the winner wins
// fastest, the loser loses slowest; a draw's depth is the number of
// uncoloured edges. A position is two masks over the edges 12, 13, ..., in
// that order (bit 0 = edge 12). Canonical form: the relabeling of the n!
// with the smallest (red, blue), red compared first.
#include <algorithm>
#include <map>
#include <set>
#include <string>
#include <vector>

#include "games.hpp"

namespace {

struct Entry {
  int value = 0;  // 'W', 'L' or 'D'
  int depth = 0;
  int move = -1;  // strategy: Blue's edge
  std::size_t line = 0;
  bool reached = false;
};

using Key = std::pair<unsigned, unsigned>;  // (red, blue)

struct SimBoard {
  int n = 0;
  int edges = 0;
  int index[6][6] = {};
  std::vector<std::vector<int>> relabelings;  // relabelings[r][e] = image of edge e

  explicit SimBoard(int vertices) : n(vertices) {
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) index[u][v] = index[v][u] = edges++;
    std::vector<int> perm(n);
    for (int v = 0; v < n; ++v) perm[v] = v;
    do {
      std::vector<int> image(edges);
      for (int u = 0; u < n; ++u)
        for (int v = u + 1; v < n; ++v) image[index[u][v]] = index[perm[u]][perm[v]];
      relabelings.push_back(image);
    } while (std::next_permutation(perm.begin(), perm.end()));
  }

  bool closes_triangle(unsigned own, int u, int v) const {
    for (int w = 0; w < n; ++w)
      if (w != u && w != v && (own >> index[u][w] & 1) && (own >> index[v][w] & 1)) return true;
    return false;
  }
  bool closes_triangle(unsigned own, int edge) const {
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        if (index[u][v] == edge) return closes_triangle(own, u, v);
    return false;
  }
  bool has_triangle(unsigned mask) const {
    for (int e = 0; e < edges; ++e)
      if ((mask >> e & 1) && closes_triangle(mask, e)) return true;
    return false;
  }
  Key canonical(Key p) const {
    Key best = p;
    for (const std::vector<int>& image : relabelings) {
      Key q{0, 0};
      for (int e = 0; e < edges; ++e) {
        if (p.first >> e & 1) q.first |= 1u << image[e];
        if (p.second >> e & 1) q.second |= 1u << image[e];
      }
      best = std::min(best, q);
    }
    return best;
  }
  std::string edge_name(int edge) const {
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v)
        if (index[u][v] == edge) return std::to_string(u + 1) + std::to_string(v + 1);
    return "?";
  }
};

int popcount(unsigned x) {
  int count = 0;
  for (; x; x &= x - 1) ++count;
  return count;
}

int parse_edge(const SimBoard& b, const std::string& s, std::size_t line) {
  if (s.size() != 2 || s[0] < '1' || s[1] < '1' || s[0] > '0' + b.n || s[1] > '0' + b.n ||
      s[0] >= s[1])
    throw Reject{line, "'" + s + "' is not an edge ij of K" + std::to_string(b.n) + " with i < j"};
  return b.index[s[0] - '1'][s[1] - '1'];
}

unsigned parse_edge_list(const SimBoard& b, const std::string& s, std::size_t line) {
  if (s == "-") return 0;
  unsigned mask = 0;
  for (const std::string& edge : split(s, ',')) {
    const int e = parse_edge(b, edge, line);
    if (mask >> e & 1) throw Reject{line, "edge " + edge + " listed twice"};
    mask |= 1u << e;
  }
  return mask;
}

// Parses "<red> <blue> ..." and checks the position is legal, canonical and
// after the previous entry; returns the remaining fields.
std::vector<std::string> parse_position(const SimBoard& b, const std::string& text,
                                        std::size_t line, std::size_t fields, Key& p, Key& last) {
  std::vector<std::string> parts = split(text, ' ');
  if (parts.size() != fields) throw Reject{line, "expected " + std::to_string(fields) + " fields"};
  p = {parse_edge_list(b, parts[0], line), parse_edge_list(b, parts[1], line)};
  if (p.first & p.second) throw Reject{line, "an edge is both red and blue"};
  const int reds = popcount(p.first), blues = popcount(p.second);
  if (reds != blues && reds != blues + 1) throw Reject{line, "colour counts impossible in play"};
  if (b.has_triangle(p.first) || b.has_triangle(p.second))
    throw Reject{line, "position already has a monochromatic triangle"};
  if (b.canonical(p) != p) throw Reject{line, "position is not in canonical form"};
  const int ply = reds + blues, last_ply = popcount(last.first) + popcount(last.second);
  const bool first = last == Key{~0u, ~0u};
  if (!first && (ply < last_ply || (ply == last_ply && p <= last)))
    throw Reject{line, "entries out of order (by ply, then red mask, then blue mask)"};
  last = p;
  return parts;
}

std::string describe(const SimBoard& b, Key p) {
  std::string red, blue;
  for (int e = 0; e < b.edges; ++e) {
    if (p.first >> e & 1) red += (red.empty() ? "" : ",") + b.edge_name(e);
    if (p.second >> e & 1) blue += (blue.empty() ? "" : ",") + b.edge_name(e);
  }
  return "red {" + red + "} blue {" + blue + "}";
}

// The value and depth a position must have, given its children's entries.
std::pair<int, int> value_from_children(const SimBoard& b, Key p, std::map<Key, Entry>& table,
                                        std::size_t line) {
  const bool red_moves = popcount(p.first) == popcount(p.second);
  const unsigned own = red_moves ? p.first : p.second;
  const int uncoloured = b.edges - popcount(p.first | p.second);
  int best_value = 'D', best_depth = uncoloured;
  bool any = false;
  for (int e = 0; e < b.edges; ++e) {
    if ((p.first | p.second) >> e & 1) continue;
    int value = 'L', depth = 1;
    if (!b.closes_triangle(own, e)) {
      Key child = red_moves ? Key{p.first | 1u << e, p.second} : Key{p.first, p.second | 1u << e};
      auto it = table.find(b.canonical(child));
      if (it == table.end())
        throw Reject{line, "no entry for the child after " + b.edge_name(e) + ": " + describe(b, child)};
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

int board_from_claim(const Certificate& c) {
  return static_cast<int>(parse_integer(claim_field(c, "board"), 3, 6, c.claim_line, "board"));
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

// Longest line (in plies) from a canonical Red-to-move position when Blue
// follows the table; rejects if any line does not end with Red's triangle.
int replay_red(const SimBoard& b, Key p, std::map<Key, Entry>& strategy,
               std::map<Key, int>& longest, std::size_t line) {
  if (auto it = longest.find(p); it != longest.end()) return it->second;
  int plies = -1;
  for (int e = 0; e < b.edges; ++e) {
    if ((p.first | p.second) >> e & 1) continue;
    if (b.closes_triangle(p.first, e)) {
      plies = std::max(plies, 1);
      continue;
    }
    const Key q = b.canonical(Key{p.first | 1u << e, p.second});
    auto it = strategy.find(q);
    if (it == strategy.end())
      throw Reject{line, "no Blue move for " + describe(b, q) + " (Red played " + b.edge_name(e) + ")"};
    Entry& entry = it->second;
    entry.reached = true;
    if (b.closes_triangle(q.second, entry.move))
      throw Reject{entry.line, "Blue's move " + b.edge_name(entry.move) + " closes a blue triangle"};
    const Key after{q.first, q.second | 1u << entry.move};
    if (popcount(after.first | after.second) == b.edges)
      throw Reject{entry.line, "the board fills with no triangle: Red does not lose"};
    plies = std::max(plies, 2 + replay_red(b, b.canonical(after), strategy, longest, entry.line));
  }
  if (plies < 0) throw Reject{line, "Red has no move in " + describe(b, p) + " yet has not lost"};
  return longest[p] = plies;
}

void check_strategy(const Certificate& c) {
  const SimBoard b(board_from_claim(c));
  if (claim_field(c, "player") != "blue" || claim_field(c, "result") != "win" ||
      c.claim_fields.size() != 4)
    throw Reject{c.claim_line, "a strategy claim reads board=N player=blue result=win longest=L"};
  std::map<Key, Entry> strategy;
  Key last{~0u, ~0u};
  for (std::size_t i = 0; i < c.body.size(); ++i) {
    const std::size_t line = c.line_of(i);
    Key p;
    const std::vector<std::string> parts = parse_position(b, c.body[i], line, 3, p, last);
    if (popcount(p.first) != popcount(p.second) + 1) throw Reject{line, "not a Blue-to-move position"};
    Entry entry;
    entry.move = parse_edge(b, parts[2], line);
    if ((p.first | p.second) >> entry.move & 1) throw Reject{line, "Blue's move is already coloured"};
    entry.line = line;
    strategy[p] = entry;
  }
  std::map<Key, int> longest;
  const int plies = replay_red(b, Key{0, 0}, strategy, longest, c.claim_line);
  for (const auto& [p, entry] : strategy)
    if (!entry.reached) throw Reject{entry.line, "entry is never reached when Blue follows the strategy"};
  if (claim_field(c, "longest") != std::to_string(plies))
    throw Reject{c.claim_line, "claim says longest=" + claim_field(c, "longest") +
                                   " but the longest line has " + std::to_string(plies) + " plies"};
}

}  // namespace

void check_sim(const Certificate& c, const CheckOptions&) {
  if (c.kind == "value-table") return check_value_table(c);
  if (c.kind == "strategy") return check_strategy(c);
  if (c.kind == "plus-value-table") return check_sim_plus(c);
  throw Reject{3, "unknown Sim certificate kind '" + c.kind + "'"};
}
