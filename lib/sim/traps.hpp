// The trap-setting first player (Slany 1999; docs/sim.md, "Trap-setting first player"): exact probabilities
// that Red wins against a Blue who colours a uniformly random safe edge.
//
// Red plays by a policy until it reaches a position it wins under perfect
// play, then plays perfectly (a win with probability 1). A player with no
// safe edge must close its own triangle and loses. Probabilities are exact
// rationals (GMP), computed over isomorphism classes: every policy here is
// invariant under relabeling, and ties are broken uniformly at random.
// The policies: uniform among Red's safe edges; Slany's heuristic (most
// Blue replies that lose); the largest fraction of Blue replies that lose;
// the exact optimum (maximise the win probability); and both players
// uniform, with Red never switching to perfect play.
#pragma once
#include <gmpxx.h>

#include <map>
#include <string>
#include <vector>

#include "sim/solver.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

enum class RedPolicy { uniform, most_losing_replies, largest_losing_fraction, optimal, both_uniform };

std::string policy_name(RedPolicy policy);
const std::vector<RedPolicy>& all_red_policies();

// The per-position values of one policy, memoised per isomorphism class, so
// that a caller can ask about any position, not only the empty board. K6
// only: a draw would count as Red not winning.
class TrapGame {
 public:
  TrapGame(const FastSolver& solver, RedPolicy policy);
  // Red to move in p: the probability that Red wins.
  mpq_class red_to_move(Position p);
  // Blue to move in q (after Red's move): the probability that Red wins.
  mpq_class blue_to_move(Position q);
  // The positions the side to move reaches by colouring a safe edge, with that edge.
  std::vector<std::pair<int, Position>> safe_children(Position p) const;

 private:
  mpq_class score(Position q);

  const FastSolver& solver_;
  const Board& board_;
  Canonicalizer canonicalizer_;
  RedPolicy policy_;
  std::map<Position, mpq_class> red_memo_, blue_memo_;
};

mpq_class red_win_probability(const FastSolver& solver, RedPolicy policy);

// The exact optimal trap-setter's move (RedPolicy::optimal), Red to move in p:
// the smallest edge number (so the smallest name, "12" < "13" < ... < "56")
// among Red's safe edges whose position has the highest win probability;
// with no safe edge, the smallest uncoloured edge (every move loses).
// Where Red already wins under perfect play, the highest value 1 is reached
// exactly by the winning moves (after any other move a uniformly random Blue
// may follow its winning strategy), so the move is a perfect one, as the
// policy says. `blue_errs` is the probability that one of Blue's random
// moves from here on turns a position Blue wins under perfect play into one
// it loses: 0 where Red already wins, and otherwise Red's win probability,
// since Red then stays lost until Blue errs and wins once it has.
struct TrapMove {
  int edge = -1;
  mpq_class red_wins;
  mpq_class blue_errs;
};
TrapMove optimal_trap_move(TrapGame& optimal, const FastSolver& solver, Position p);

}  // namespace gamecert::sim
