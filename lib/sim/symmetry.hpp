// Isomorphism classes of Sim positions under the n! vertex relabelings.
//
// The canonical form of a position is its image with the smallest
// (red mask, blue mask), compared as integers, red first (edge 12 is bit 0).
// Relabeling a mask takes two table lookups, one for its low eight edges and
// one for the rest, precomputed per permutation (as in the earlier JavaScript implementation,
// docs/references.md), so a canonical form costs 4 lookups per permutation.
//
// Canonicalizer gets the same form far faster: the smallest red mask and the
// relabelings reaching it depend on the red mask alone, so they are computed
// once per red mask, and only those relabelings (the coset of the red
// graph's automorphisms, usually a handful) are tried on the blue mask.
#pragma once
#include <array>
#include <cstdint>
#include <vector>

#include "sim/board.hpp"

namespace gamecert::sim {

struct CanonicalForm {
  Position form;
  int relabeling;  // index of a relabeling taking the position to `form`
};

class Relabelings {
 public:
  explicit Relabelings(const Board& board);
  int count() const { return static_cast<int>(vertex_maps_.size()); }
  // vertex_map(r)[v] is the new label of vertex v (0-based).
  const std::array<int, kMaxVertices>& vertex_map(int r) const { return vertex_maps_[r]; }
  EdgeMask apply(int r, EdgeMask mask) const {
    return static_cast<EdgeMask>(low_[r][mask & 255] | high_[r][mask >> 8]);
  }
  Position apply(int r, Position p) const { return {apply(r, p.red), apply(r, p.blue)}; }
  int apply_to_edge(int r, int edge) const { return edge_maps_[r][edge]; }
  int inverse(int r) const { return inverse_[r]; }
  // The edge cycles of relabeling r, as masks (for Burnside counts: the
  // colourings r fixes are those constant on each cycle).
  std::vector<EdgeMask> edge_cycles(int r) const;

  CanonicalForm canonical(Position p) const;
  // Number of relabelings fixing p (its automorphism group's order).
  int automorphisms(Position p) const;

 private:
  std::vector<std::array<int, kMaxVertices>> vertex_maps_;
  std::vector<std::array<int, kMaxEdges>> edge_maps_;
  std::vector<std::array<EdgeMask, 256>> low_;
  std::vector<std::array<EdgeMask, 128>> high_;
  std::vector<int> inverse_;
  int edges_ = 0;
};

// Same results as Relabelings::canonical (also the lowest-numbered
// relabeling), cached per red mask; not thread-safe.
class Canonicalizer {
 public:
  explicit Canonicalizer(const Relabelings& relabelings);
  CanonicalForm canonical(Position p);
  const Relabelings& relabelings() const { return relabelings_; }

 private:
  struct RedClass {
    EdgeMask smallest_red = 0;
    std::vector<std::uint16_t> reaching;  // relabelings taking red to smallest_red, ascending
  };
  const RedClass& red_class(EdgeMask red);

  const Relabelings& relabelings_;
  std::vector<RedClass> by_red_;  // empty `reaching` = not computed yet
};

}  // namespace gamecert::sim
