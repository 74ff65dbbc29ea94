// The words `gamecert cite` gives Sim's claims (lib/common/citation.hpp).
#include <stdexcept>
#include <string>

#include "common/citation.hpp"

namespace gamecert {

namespace {

std::string sim_outcome(const std::string& value, const std::string& depth) {
  if (value == "win") return "wins in " + depth + " plies";
  if (value == "loss") return "loses in " + depth + " plies";
  if (value == "draw") return "draws (" + depth + " edges stay uncoloured)";
  throw std::invalid_argument("unknown Sim value '" + value + "'");
}

}  // namespace

ClaimInWords describe_sim_claim(const CertificateHeader& h) {
  const std::string board = claim_field(h, "board");
  const std::string game_latex = "Sim on $K_{" + board + "}$";
  if (h.kind == "value-table" || h.kind == "plus-value-table") {
    const bool plus = h.kind == "plus-value-table";
    const std::string outcome = sim_outcome(claim_field(h, "value"), claim_field(h, "depth"));
    const std::string name = plus ? "Sim+ on K" + board : "Sim on K" + board;
    const std::string name_latex =
        plus ? "Sim$^{+}$ on $K_{" + board + "}$ (a move colours one or more edges)" : game_latex;
    return {name + ": the first player (Red) " + outcome,
            "In " + name_latex + ", with perfect play by both sides the first player (Red) " +
                latex_escape(outcome) + "."};
  }
  if (h.kind == "strategy") {
    const std::string longest = claim_field(h, "longest");
    return {"Sim on K" + board + ": a winning strategy for the second player (Blue), winning within " +
                longest + " plies",
            "In " + game_latex +
                ", the second player (Blue) has a winning strategy under which every game ends " +
                "in a win for Blue within " + longest + " plies."};
  }
  if (h.kind == "rules-strategy") {
    const std::string rules = claim_field(h, "rules");
    const std::string classes = claim_field(h, "classes");
    const std::string longest = claim_field(h, "longest");
    return {"Sim on K" + board + ": the rule-based strategy " + rules + " wins for Blue (" + classes +
                " position classes, within " + longest + " plies)",
            "In " + game_latex + ", the second player (Blue) following the rule-based strategy " +
                latex_escape(rules) + " wins every game, over " + classes + " classes of positions, within " +
                longest + " plies."};
  }
  if (h.kind == "rules-failure") {
    const std::string rules = claim_field(h, "rules");
    const std::string line = claim_field(h, "line");
    const std::string within = claim_field(h, "red_wins_within");
    return {"Sim on K" + board + ": the rule-based strategy " + rules + " loses for Blue: after the moves " +
                spoken_list(line) + " (Red first) Red wins within " + within + " more plies",
            "In " + game_latex + ", the rule-based strategy " + latex_escape(rules) +
                " does not win for Blue: after the moves " + spoken_list(line) +
                " (Red first, each Blue move one the rules allow) the first player (Red) wins within " +
                within + " more plies."};
  }
  throw std::invalid_argument("no words for the sim kind '" + h.kind + "'");
}

}  // namespace gamecert
