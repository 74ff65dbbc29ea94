// Sim, kind rules-strategy: Blue's strategy by the three rules
// (Wrzos-Kaminska 2020) wins, and every recorded edge set is what the rules
// the claim names allow.
#include "games.hpp"
#include "sim_board.hpp"

// The claim names the rules, so the recorded sets are always recomputed.
Theorems check_sim_rules_strategy(const Certificate& c, const CheckOptions&) {
  const SimBoard b(board_from_claim(c));
  const std::string form = "board=N rules=R player=blue result=win classes=C longest=L";
  const std::string& rules = claim_field(c, "rules");
  if (!valid_rules_name(rules) || claim_field(c, "player") != "blue" || claim_field(c, "result") != "win")
    throw Reject{c.claim_line, "the claim must read " + form};
  Strategy strategy = read_strategy(b, c, false, false);
  const int plies = replay_strategy(b, ColourMasks{0, 0}, false, strategy, c.claim_line);
  if (claim_field(c, "classes") != std::to_string(strategy.size()) ||
      claim_field(c, "longest") != std::to_string(plies))
    throw Reject{c.claim_line, "claim says classes=" + claim_field(c, "classes") +
                                   " longest=" + claim_field(c, "longest") + ", the replay gives classes=" +
                                   std::to_string(strategy.size()) + " longest=" + std::to_string(plies)};
  for (const auto& [p, entry] : strategy) {
    const unsigned allowed = rule_allowed_edges(b, p, rules);
    if (allowed != entry.moves)
      throw Reject{entry.line, "rules " + rules + " allow {" + b.edge_list(allowed) +
                                   "}, the entry records {" + b.edge_list(entry.moves) + "}"};
  }
  return {};
}
