// Sim on K_n (n = 3..6): edges, positions and the triangle test.
//
// A position is two edge masks (red, blue) over the n(n-1)/2 edges, numbered
// in lexicographic order 12, 13, ..., 1n, 23, ..., (n-1)n. Red moves first,
// so the side to move follows from the counts: Red when they are equal.
// Colouring an edge loses at once when it closes a triangle of the mover's
// colour; for that test each edge keeps, per third vertex, the mask of the
// two other sides of the triangle.
#pragma once
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace gamecert::sim {

using EdgeMask = std::uint16_t;
inline constexpr int kMaxVertices = 6;
inline constexpr int kMaxEdges = kMaxVertices * (kMaxVertices - 1) / 2;

enum class Colour { red, blue };

struct Position {
  EdgeMask red = 0;
  EdgeMask blue = 0;
  friend bool operator==(const Position&, const Position&) = default;
  friend auto operator<=>(const Position&, const Position&) = default;
};

class Board {
 public:
  explicit Board(int vertices);  // 3..6; throws std::invalid_argument otherwise

  int vertices() const { return vertices_; }
  int edges() const { return edges_; }
  EdgeMask all_edges() const { return static_cast<EdgeMask>((1u << edges_) - 1); }
  int edge_index(int u, int v) const;  // vertices 1..n, u != v; -1 if out of range
  std::pair<int, int> endpoints(int edge) const { return endpoints_[edge]; }
  std::string edge_name(int edge) const;  // "12"

  // The sides other than `edge` of each triangle through it.
  const std::vector<EdgeMask>& triangle_partners(int edge) const { return partners_[edge]; }
  bool closes_triangle(EdgeMask own, int edge) const {
    for (EdgeMask pair : partners_[edge])
      if ((own & pair) == pair) return true;
    return false;
  }
  bool has_triangle(EdgeMask mask) const;

  static Colour to_move(Position p);
  // Both colours triangle-free and counts as Red-first play leaves them.
  bool is_reachable(Position p) const;
  std::string format_edges(EdgeMask mask) const;  // "12,13" or "-" when empty

 private:
  int vertices_;
  int edges_;
  std::array<std::array<int, kMaxVertices>, kMaxVertices> index_{};
  std::vector<std::pair<int, int>> endpoints_;
  std::vector<std::vector<EdgeMask>> partners_;
};

}  // namespace gamecert::sim
