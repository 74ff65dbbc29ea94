// Sylver Coinage win/loss tables (certs/FORMAT.md, "kind win-loss-table"):
// the exact set of winning moves of a finite position, replayed from the
// root, which has no line of its own, through its moves 2..t.
#include "games.hpp"
#include "sylver_replay.hpp"

bool reads_body_from_disk(const Certificate& c) {
  return c.game == "sylver" && c.kind == "win-loss-table" && !c.parameters.empty() &&
         c.parameters.back().key == "evidence" && c.parameters.back().value.rfind("keyed-", 0) == 0;
}

Theorems check_sylver_win_loss_table(const Certificate& c, const CheckOptions& options) {
  const HeaderLine& evidence = parameter(c, "evidence");
  const bool implied = evidence.value.rfind("implied-", 0) == 0;
  const bool keyed = reads_body_from_disk(c);  // one test of "keyed-", shared with the reader
  const std::string form = evidence.value.substr(implied ? 8 : keyed ? 6 : 0);
  if (form != "witnesses" && form != "witnesses-and-enders")
    throw Reject{evidence.line, "evidence must be '[implied-|keyed-]witnesses' or "
                                "'[implied-|keyed-]witnesses-and-enders'"};
  const Evidence allowed{form != "witnesses", implied};
  Budget budget = budget_of(c, options);
  const Position root = claimed_position(c, true, budget);
  // A line of an implied-witness body stands for more work: each N entry it
  // implies is found by up to t closures of up to t/64 + 1 words each.
  if (allowed.implied && options.max_work == 0) budget.limit *= root.f / 64 + 1;
  require_claim(
      c, "t", std::to_string(root.f),
      ", the Frobenius number of position=" + claim_field(c, "position") + " is " + std::to_string(root.f));
  const std::vector<std::int64_t> winning =
      parse_list(claim_field(c, "winning"), c.claim_line, "winning move", 2, root.f);
  for (std::int64_t x : winning)
    if (root.contains(x)) throw Reject{c.claim_line, "winning move " + std::to_string(x) + " is not nameable"};
  const ReliedOn relied_on = keyed ? check_keyed_table(c, budget, root, allowed.enders, winning, options)
                                   : replay(c, budget, root, true, allowed, winning);
  // One text per proof: the evidence line says whether the body uses E.
  if (allowed.enders && relied_on.ender_entries == 0)
    throw Reject{evidence.line, "evidence " + evidence.value +
                                    ", but the body has no 'E' entry (write 'evidence " +
                                    evidence.value.substr(0, evidence.value.size() - 11) + "')"};
  return relied_on.theorems(options);
}
