// The classes a strategy's owner faces when the opponent plays every move,
// with the owner's chosen edge(s) in each: the body of every Sim strategy
// certificate (Blue's perfect play, the three rules, Red's refutations).
//
// The walk runs over canonical classes, so a chosen edge is given in the
// coordinates of its class's canonical form. It throws std::logic_error if
// the owner is ever left without a move or closes its own triangle, or if a
// line fills the board: then the choice is not a winning strategy.
#pragma once
#include <functional>
#include <map>
#include <string>

#include "sim/solver.hpp"

namespace gamecert::sim {

struct StrategyTree {
  std::map<Position, EdgeMask> moves;  // owner-to-move class -> chosen edges
  int longest = 0;                     // plies of the longest line from the start
};

using StrategyChoice = std::function<EdgeMask(Position)>;

// `start` is canonical; the owner is the side to move there when
// `owner_moves_first`, the other side otherwise.
StrategyTree strategy_tree(const FastSolver& solver, Position start, bool owner_moves_first,
                           const StrategyChoice& choose);

// Perfect play: the quickest winning edge, the lowest-numbered on ties.
EdgeMask quickest_win(const FastSolver& solver, Position p);

// Certificate order: by ply, then (red, blue) masks.
bool certificate_order(Position a, Position b);

// "<red> <blue> <edge>[,<edge>...]" lines in certificate order.
std::vector<std::string> strategy_lines(const Board& board, const StrategyTree& tree);

}  // namespace gamecert::sim
