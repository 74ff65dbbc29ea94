// One winning move of a Sylver Coinage position of gcd > 1
// (certs/FORMAT.md, "kind winning-move"): the body is the P entry of the
// position after the move.
#include "games.hpp"
#include "sylver_replay.hpp"

Theorems check_sylver_winning_move(const Certificate& c, const CheckOptions& options) {
  Budget budget = budget_of(c, options);
  const Position root = claimed_position(c, false, budget);
  const std::int64_t move = parse_integer(claim_field(c, "move"), 2, kLargestNumber, c.claim_line, "move");
  if (root.contains(move)) throw Reject{c.claim_line, "move " + std::to_string(move) + " is not nameable"};
  return replay(c, budget, root, false, {}, {}, move).theorems(options);
}
