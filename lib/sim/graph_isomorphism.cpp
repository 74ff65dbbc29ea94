#include "sim/graph_isomorphism.hpp"

#include <bit>
#include <boost/graph/adjacency_list.hpp>
#include <boost/graph/isomorphism.hpp>
#include <vector>

namespace gamecert::sim {

namespace {

using Graph = boost::adjacency_list<boost::vecS, boost::vecS, boost::undirectedS>;
enum Label { board_vertex = 0, red_midpoint = 1, blue_midpoint = 2 };

struct Labelled {
  Graph graph;
  std::vector<int> labels;
};

Labelled subdivide(const Board& board, Position p) {
  Labelled out{Graph(static_cast<std::size_t>(board.vertices())),
               std::vector<int>(static_cast<std::size_t>(board.vertices()), board_vertex)};
  for (int e = 0; e < board.edges(); ++e) {
    const bool red = p.red >> e & 1, blue = p.blue >> e & 1;
    if (!red && !blue) continue;
    const auto mid = boost::add_vertex(out.graph);
    out.labels.push_back(red ? red_midpoint : blue_midpoint);
    const auto [u, v] = board.endpoints(e);
    boost::add_edge(static_cast<std::size_t>(u - 1), mid, out.graph);
    boost::add_edge(static_cast<std::size_t>(v - 1), mid, out.graph);
  }
  return out;
}

// Boost requires invariants that isomorphisms preserve; label and degree are.
struct Invariant {
  using argument_type = std::size_t;
  using result_type = std::size_t;
  const Labelled* g;
  std::size_t operator()(std::size_t v) const {
    return static_cast<std::size_t>(g->labels[v]) * 32 + boost::out_degree(v, g->graph);
  }
  std::size_t max() const { return 3 * 32; }
};

}  // namespace

bool isomorphic_by_boost(const Board& board, Position a, Position b) {
  if (std::popcount(a.red) != std::popcount(b.red) || std::popcount(a.blue) != std::popcount(b.blue))
    return false;
  const Labelled ga = subdivide(board, a), gb = subdivide(board, b);
  std::vector<std::size_t> mapping(boost::num_vertices(ga.graph));
  return boost::isomorphism(
      ga.graph, gb.graph,
      boost::isomorphism_map(
          boost::make_iterator_property_map(mapping.begin(), boost::get(boost::vertex_index, ga.graph)))
          .vertex_invariant1(Invariant{&ga})
          .vertex_invariant2(Invariant{&gb}));
}

}  // namespace gamecert::sim
