// Bit-parallel test for a K4 in a graph on at most 32 vertices.
//
// adjacency[v] is the bit set of v's neighbours. A K4 is an edge uv with
// two adjacent common neighbours above v, so for u < v adjacent the common
// neighbourhood above v is one AND, and one more AND per member w finds a
// neighbour of w inside it. closes_k4 asks the same of one new edge only
// (a new K4 must contain it), which lets the sampler stop at the first K4.
// has_k4_by_quadruples tries every 4-set, for the tests.
#pragma once
#include <bit>
#include <cstdint>

namespace gamecert::sim {

inline bool has_k4(const std::uint32_t* adjacency, int vertices) {
  for (int u = 0; u < vertices; ++u) {
    std::uint32_t above_u = adjacency[u] & ~((2u << u) - 1);
    while (above_u) {
      const int v = std::countr_zero(above_u);
      above_u &= above_u - 1;
      const std::uint32_t common = above_u & adjacency[v];
      std::uint32_t rest = common;
      while (rest) {
        const int w = std::countr_zero(rest);
        rest &= rest - 1;
        if (adjacency[w] & rest) return true;
      }
    }
  }
  return false;
}

// Would adding the edge uv (absent) complete a K4?
inline bool closes_k4(const std::uint32_t* adjacency, int u, int v) {
  std::uint32_t common = adjacency[u] & adjacency[v];
  const std::uint32_t all_common = common;
  if (!(common & (common - 1))) return false;  // fewer than two common neighbours
  while (common) {
    const int w = std::countr_zero(common);
    common &= common - 1;
    if (adjacency[w] & all_common) return true;
  }
  return false;
}

inline bool has_k4_by_quadruples(const std::uint32_t* adjacency, int vertices) {
  auto adjacent = [&](int a, int b) { return (adjacency[a] >> b & 1) != 0; };
  for (int a = 0; a < vertices; ++a)
    for (int b = a + 1; b < vertices; ++b)
      for (int c = b + 1; c < vertices; ++c)
        for (int d = c + 1; d < vertices; ++d)
          if (adjacent(a, b) && adjacent(a, c) && adjacent(a, d) && adjacent(b, c) && adjacent(b, d) &&
              adjacent(c, d))
            return true;
  return false;
}

}  // namespace gamecert::sim
