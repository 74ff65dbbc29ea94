// Sim⁺ (Slany 1999): a move colours ONE OR MORE uncoloured edges in the
// mover's colour; whoever completes a triangle of their own colour loses.
//
// Who is to move no longer follows from the edge counts, and the rules are
// the same for both colours, so a node is (edges of the side to move, edges
// of the other side) — Red's and Blue's turns with the colours swapped are
// one node — and values are from the side to move, as in Sim (outcome.hpp):
// the winner wins fastest, the loser loses slowest, a move that completes
// an own triangle is a loss in 1 ply (the only thing left when no non-empty
// set of free edges is safe), and a filled board is a draw whose depth, as
// in Sim, is the number of uncoloured edges (0). A safe move is a non-empty
// set S of free edges with own ∪ S triangle-free; the sets are enumerated by
// adding free edges in increasing order, each only if it closes no own
// triangle, so each safe set is produced once.
//
// The search is memoised over isomorphism classes: canonical forms as in
// Sim with (mover, other) in place of (red, blue). A child's first
// component is the parent's `other`, so the Canonicalizer's cache per first
// mask serves all children of a node at once.
#pragma once
#include <cstdint>
#include <functional>
#include <unordered_map>
#include <vector>

#include "sim/board.hpp"
#include "sim/outcome.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

struct PlusNode {
  EdgeMask mover = 0;  // edges of the side to move
  EdgeMask other = 0;
  friend bool operator==(const PlusNode&, const PlusNode&) = default;
  friend auto operator<=>(const PlusNode&, const PlusNode&) = default;
};

// Calls visit(S) for every non-empty set S of edges in `free` with own ∪ S
// triangle-free.
void for_each_safe_set(const Board& board, EdgeMask own, EdgeMask free,
                       const std::function<void(EdgeMask)>& visit);

class PlusSolver {
 public:
  explicit PlusSolver(const Board& board);  // solves from the empty board at once

  const Board& board() const { return board_; }
  const Relabelings& relabelings() const { return relabelings_; }
  PlusNode canonical(PlusNode node) const;
  // Outcome for the side to move; the node must be reachable from the empty board.
  Outcome outcome(PlusNode node) const;
  // Every class reached from the empty board, sorted by coloured edges, then mover, then other.
  std::vector<PlusNode> classes() const;
  // Safe moves summed over all classes (the work a checker must redo).
  std::uint64_t safe_moves_examined() const { return safe_moves_; }

 private:
  Outcome solve(PlusNode canonical_node);
  static std::uint32_t key(PlusNode n) { return std::uint32_t{n.mover} | std::uint32_t{n.other} << 16; }

  Board board_;
  Relabelings relabelings_;
  mutable Canonicalizer canonicalizer_;
  std::unordered_map<std::uint32_t, Outcome> memo_;
  std::uint64_t safe_moves_ = 0;
};

// The same values without symmetry or canonical forms: memo indexed in base 3
// over labelled nodes, every subset of the free edges tried and tested with
// Board::has_triangle. For K3..K5 (2^free subsets per node).
std::vector<Outcome> naive_plus_outcomes(const Board& board, const std::vector<PlusNode>& nodes);

}  // namespace gamecert::sim
