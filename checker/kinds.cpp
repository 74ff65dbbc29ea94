// The table of certificate kinds and the dispatch from a parsed envelope to
// its kind's check. Kept apart from main.cpp so that every caller of the
// checker (gamecert-check, the fuzzer, the library's in-process check) runs
// the same table.
#include "games.hpp"

namespace {

// Every certificate kind the checker accepts; claim forms as certs/FORMAT.md writes them.
// Adding a game (docs/adding-a-game.md), step 4 of 5: one row per kind in this table.
const std::vector<CertificateKind> kKinds = {
    {"sim", "value-table", {}, "board=<n> to_move=red value=<v> depth=<plies>", check_sim_value_table},
    {"sim", "strategy", {}, "board=<n> player=blue result=win longest=<plies>", check_sim_strategy},
    {"sim", "rules-strategy", {}, "board=<n> rules=<R> player=blue result=win classes=<C> longest=<plies>",
     check_sim_rules_strategy},
    {"sim", "rules-failure", {}, "board=<n> rules=<R> line=<e1>,...,<e2k> red_wins_within=<plies>",
     check_sim_rules_failure},
    {"sim", "plus-value-table", {}, "board=<n> to_move=red value=<v> depth=<plies>", check_sim_plus_value_table},
    {"subtraction", "periodicity", {},
     "sets=<scope> count=<C> max-preperiod=<A> max-outcome-period=<B> max-grundy-period=<D> all-n-by=<lemmas>",
     check_subtraction_periodicity},
    {"wythoff", "p-positions", {"bound", "terminal"},
     "bound=<N> p_positions=formula+terminal_set missing_from_formula=<x,y;...> count=<C>",
     check_wythoff_p_positions},
    {"sylver", "win-loss-table", {"evidence"}, "position=<generators> t=<t> winning=<moves>",
     check_sylver_win_loss_table},
    {"sylver", "infinite-position", {}, "position=<generators> gcd=<g> winning=<moves> lemmas=<names>",
     check_sylver_infinite_position},
    {"sylver", "winning-move", {}, "position=<generators> gcd=<g> move=<w> lemmas=<names>",
     check_sylver_winning_move},
};

}  // namespace

const std::vector<CertificateKind>& certificate_kinds() { return kKinds; }

Theorems dispatch(const Certificate& c, const CheckOptions& options) {
  bool game_known = false;
  for (const CertificateKind& kind : kKinds) {
    if (kind.game != c.game) continue;
    game_known = true;
    if (kind.kind != c.kind) continue;
    require_shape(c, kind);
    return kind.check(c, options);
  }
  if (!game_known) throw Reject{c.game_line, "unknown game " + quoted(c.game)};
  throw Reject{c.kind_line, "unknown " + c.game + " kind " + quoted(c.kind)};
}

