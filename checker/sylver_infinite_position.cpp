// Sylver Coinage positions of gcd > 1, with infinitely many moves
// (certs/FORMAT.md, "kind infinite-position"): the exact set of winning moves.
#include "games.hpp"
#include "sylver_replay.hpp"

Theorems check_sylver_infinite_position(const Certificate& c, const CheckOptions& options) {
  Budget budget = budget_of(c, options);
  const Position root = claimed_position(c, false, budget);
  const std::vector<std::int64_t> winning =
      parse_list(claim_field(c, "winning"), c.claim_line, "winning move", 2, kLargestNumber);
  for (std::int64_t x : winning)
    if (root.contains(x)) throw Reject{c.claim_line, "winning move " + std::to_string(x) + " is not nameable"};
  return replay(c, budget, root, false, {}, winning).theorems(options);
}
