#include "sim/board.hpp"

#include <bit>
#include <stdexcept>

namespace gamecert::sim {

Board::Board(int vertices) : vertices_(vertices) {
  if (vertices < 3 || vertices > kMaxVertices)
    throw std::invalid_argument("Sim boards are K3..K6, not K" + std::to_string(vertices));
  edges_ = vertices * (vertices - 1) / 2;
  int next = 0;
  for (auto& row : index_) row.fill(-1);
  for (int u = 0; u < vertices; ++u)
    for (int v = u + 1; v < vertices; ++v) {
      index_[u][v] = index_[v][u] = next++;
      endpoints_.emplace_back(u + 1, v + 1);
    }
  partners_.resize(edges_);
  for (int e = 0; e < edges_; ++e) {
    const auto [u, v] = endpoints_[e];
    for (int w = 0; w < vertices; ++w) {
      if (w == u - 1 || w == v - 1) continue;
      partners_[e].push_back(static_cast<EdgeMask>((1u << index_[u - 1][w]) | (1u << index_[v - 1][w])));
    }
  }
}

int Board::edge_index(int u, int v) const {
  if (u < 1 || v < 1 || u > vertices_ || v > vertices_ || u == v) return -1;
  return index_[u - 1][v - 1];
}

std::string Board::edge_name(int edge) const {
  const auto [u, v] = endpoints_[edge];
  return std::to_string(u) + std::to_string(v);
}

bool Board::has_triangle(EdgeMask mask) const {
  for (int e = 0; e < edges_; ++e)
    if ((mask >> e & 1) && closes_triangle(mask, e)) return true;
  return false;
}

Colour Board::to_move(Position p) {
  return std::popcount(p.red) == std::popcount(p.blue) ? Colour::red : Colour::blue;
}

bool Board::is_reachable(Position p) const {
  if ((p.red & p.blue) || ((p.red | p.blue) & ~all_edges())) return false;
  const int r = std::popcount(p.red), b = std::popcount(p.blue);
  return (r == b || r == b + 1) && !has_triangle(p.red) && !has_triangle(p.blue);
}

std::string Board::format_edges(EdgeMask mask) const {
  if (mask == 0) return "-";
  std::string out;
  for (int e = 0; e < edges_; ++e)
    if (mask >> e & 1) {
      if (!out.empty()) out.push_back(',');
      out += edge_name(e);
    }
  return out;
}

}  // namespace gamecert::sim
