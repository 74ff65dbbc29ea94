#include "sim_board.hpp"

#include <algorithm>

SimBoard::SimBoard(int vertices) : n(vertices) {
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

bool SimBoard::closes_triangle(unsigned own, int edge) const {
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      if (index[u][v] != edge) continue;
      for (int w = 0; w < n; ++w)
        if (w != u && w != v && (own >> index[u][w] & 1) && (own >> index[v][w] & 1)) return true;
    }
  return false;
}

bool SimBoard::has_triangle(unsigned mask) const {
  for (int e = 0; e < edges; ++e)
    if ((mask >> e & 1) && closes_triangle(mask, e)) return true;
  return false;
}

Key SimBoard::canonical(Key p) const {
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

std::string SimBoard::edge_name(int edge) const {
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v)
      if (index[u][v] == edge) return std::to_string(u + 1) + std::to_string(v + 1);
  return "?";
}

std::string SimBoard::edge_list(unsigned mask) const {
  std::string list;
  for (int e = 0; e < edges; ++e)
    if (mask >> e & 1) list += (list.empty() ? "" : ",") + edge_name(e);
  return list;
}

std::string SimBoard::describe(Key p) const {
  return "red {" + edge_list(p.first) + "} blue {" + edge_list(p.second) + "}";
}

int popcount(unsigned x) {
  int count = 0;
  for (; x; x &= x - 1) ++count;
  return count;
}

bool red_to_move(Key p) { return popcount(p.first) == popcount(p.second); }

Key with_move(Key p, int edge) {
  return red_to_move(p) ? Key{p.first | 1u << edge, p.second} : Key{p.first, p.second | 1u << edge};
}

int board_from_claim(const Certificate& c) {
  return static_cast<int>(parse_integer(claim_field(c, "board"), 3, 6, c.claim_line, "board"));
}

int parse_edge(const SimBoard& b, const std::string& s, std::size_t line) {
  if (s.size() != 2 || s[0] < '1' || s[1] < '1' || s[0] > '0' + b.n || s[1] > '0' + b.n || s[0] >= s[1])
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

std::vector<std::string> parse_position(const SimBoard& b, const std::string& text, std::size_t line,
                                        std::size_t fields, Key& p, Key& last) {
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
