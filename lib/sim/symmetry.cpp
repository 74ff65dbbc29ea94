#include "sim/symmetry.hpp"

#include <algorithm>
#include <map>
#include <numeric>

namespace gamecert::sim {

Relabelings::Relabelings(const Board& board) : edges_(board.edges()) {
  const int n = board.vertices();
  std::array<int, kMaxVertices> perm{};
  std::iota(perm.begin(), perm.begin() + n, 0);
  std::map<std::array<int, kMaxVertices>, int> number;
  do {
    std::array<int, kMaxEdges> edge_map{};
    for (int e = 0; e < board.edges(); ++e) {
      const auto [u, v] = board.endpoints(e);
      edge_map[e] = board.edge_index(perm[u - 1] + 1, perm[v - 1] + 1);
    }
    std::array<EdgeMask, 256> low{};
    std::array<EdgeMask, 128> high{};
    for (int mask = 0; mask < 256; ++mask)
      for (int e = 0; e < 8 && e < board.edges(); ++e)
        if (mask >> e & 1) low[mask] = static_cast<EdgeMask>(low[mask] | 1u << edge_map[e]);
    for (int mask = 0; mask < 128; ++mask)
      for (int e = 8; e < board.edges(); ++e)
        if (mask >> (e - 8) & 1) high[mask] = static_cast<EdgeMask>(high[mask] | 1u << edge_map[e]);
    number[perm] = static_cast<int>(vertex_maps_.size());
    vertex_maps_.push_back(perm);
    edge_maps_.push_back(edge_map);
    low_.push_back(low);
    high_.push_back(high);
  } while (std::next_permutation(perm.begin(), perm.begin() + n));
  inverse_.resize(vertex_maps_.size());
  for (std::size_t r = 0; r < vertex_maps_.size(); ++r) {
    std::array<int, kMaxVertices> inverse{};
    for (int v = 0; v < n; ++v) inverse[vertex_maps_[r][v]] = v;
    inverse_[r] = number.at(inverse);
  }
}

std::vector<EdgeMask> Relabelings::edge_cycles(int r) const {
  std::vector<EdgeMask> cycles;
  EdgeMask seen = 0;
  for (int e = 0; e < edges_; ++e) {
    if (seen >> e & 1) continue;
    EdgeMask cycle = 0;
    for (int f = e; !(cycle >> f & 1); f = apply_to_edge(r, f))
      cycle = static_cast<EdgeMask>(cycle | 1u << f);
    seen |= cycle;
    cycles.push_back(cycle);
  }
  return cycles;
}

CanonicalForm Relabelings::canonical(Position p) const {
  CanonicalForm best{p, 0};
  for (int r = 1; r < count(); ++r) {
    const EdgeMask red = apply(r, p.red);
    if (red > best.form.red) continue;
    const EdgeMask blue = apply(r, p.blue);
    if (red < best.form.red || blue < best.form.blue) best = {{red, blue}, r};
  }
  return best;
}

int Relabelings::automorphisms(Position p) const {
  int fixed = 0;
  for (int r = 0; r < count(); ++r)
    if (apply(r, p) == p) ++fixed;
  return fixed;
}

Canonicalizer::Canonicalizer(const Relabelings& relabelings)
    : relabelings_(relabelings), by_red_(std::size_t{1} << kMaxEdges) {}

const Canonicalizer::RedClass& Canonicalizer::red_class(EdgeMask red) {
  RedClass& c = by_red_[red];
  if (!c.reaching.empty()) return c;
  c.smallest_red = red;
  for (int r = 0; r < relabelings_.count(); ++r) {
    const EdgeMask image = relabelings_.apply(r, red);
    if (image < c.smallest_red) {
      c.smallest_red = image;
      c.reaching.clear();
    }
    if (image == c.smallest_red) c.reaching.push_back(static_cast<std::uint16_t>(r));
  }
  return c;
}

CanonicalForm Canonicalizer::canonical(Position p) {
  const RedClass& c = red_class(p.red);
  CanonicalForm best{{c.smallest_red, relabelings_.apply(c.reaching[0], p.blue)}, c.reaching[0]};
  for (std::size_t i = 1; i < c.reaching.size(); ++i) {
    const EdgeMask blue = relabelings_.apply(c.reaching[i], p.blue);
    if (blue < best.form.blue) best = {{c.smallest_red, blue}, c.reaching[i]};
  }
  return best;
}

}  // namespace gamecert::sim
