// Sim, kind rules-failure: a line of play that keeps Blue to a rule variant,
// after which Red's recorded strategy wins.
#include "games.hpp"
#include "sim_board.hpp"

Theorems check_sim_rules_failure(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  const std::string& rules = claim_field(c, "rules");
  if (!valid_rules_name(rules)) throw Reject{c.claim_line, "unknown rules " + quoted(rules)};
  const std::vector<std::string> moves = split(claim_field(c, "line"), ',');
  if (moves.size() % 2 != 0) throw Reject{c.claim_line, "the line must end with Blue's move"};
  ColourMasks p{0, 0};
  for (const std::string& move : moves) {
    const int e = parse_edge(b, move, c.claim_line);
    if ((p.first | p.second) >> e & 1)
      throw Reject{c.claim_line, "edge " + move + " in the line is already coloured"};
    if (red_to_move(p) && b.closes_triangle(p.first, e))
      throw Reject{c.claim_line, "Red's " + move + " in the line closes a red triangle"};
    if (!red_to_move(p) && !(rule_allowed_edges(b, p, rules) >> e & 1))
      throw Reject{c.claim_line, "rules " + rules + " do not allow Blue's " + move + " in " + b.describe(p)};
    p = with_move(p, e);
  }
  Strategy strategy = read_strategy(b, c, true, true);
  const int plies = replay_strategy(b, b.canonical(p), true, strategy, c.claim_line);
  require_claim(c, "red_wins_within", std::to_string(plies),
                ", Red's strategy wins within " + std::to_string(plies) + " plies");
  return {};
}
