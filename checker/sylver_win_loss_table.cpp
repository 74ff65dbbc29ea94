// Sylver Coinage win/loss tables (certs/FORMAT.md, "kind win-loss-table"):
// the exact set of winning moves of a finite position, replayed from the
// root, which has no line of its own, through its moves 2..t.
#include "games.hpp"
#include "sylver_replay.hpp"

Theorems check_sylver_win_loss_table(const Certificate& c, const CheckOptions& options) {
  const HeaderLine& evidence = parameter(c, "evidence");
  if (evidence.value != "witnesses" && evidence.value != "witnesses-and-enders")
    throw Reject{evidence.line, "evidence must be 'witnesses' or 'witnesses-and-enders'"};
  const bool enders = evidence.value == "witnesses-and-enders";
  Budget budget = budget_of(c, options);
  const Position root = claimed_position(c, true, budget);
  if (parse_integer(claim_field(c, "t"), 0, kLargestTableT, c.claim_line, "t") != root.f)
    throw Reject{c.claim_line, "claim says t=" + claim_field(c, "t") + ", the Frobenius number of position=" +
                                   claim_field(c, "position") + " is " + std::to_string(root.f)};
  const std::vector<std::int64_t> winning =
      parse_list(claim_field(c, "winning"), c.claim_line, "winning move", 2, root.f);
  const ReliedOn relied_on = replay(c, budget, root, true, enders, winning);
  // One text per proof: the evidence line says whether the body uses E.
  if (enders && relied_on.ender_entries == 0)
    throw Reject{evidence.line,
                 "evidence witnesses-and-enders, but the body has no 'E' entry (write 'evidence witnesses')"};
  return relied_on.theorems();
}
