// JSON pieces shared by the Sim commands.
#pragma once
#include "commands.hpp"
#include "sim/board.hpp"

namespace gamecert::cli {

Json edge_array(const sim::Board& board, sim::EdgeMask edges);
// The three rules' trace on a Blue-to-move position: each mini-board with
// the survivors of rules 1, 2, 3, and the union that may be played.
Json three_rules_json(const sim::Board& board, sim::Position p);
void add_sim_rules_commands(CLI::App& sim, CLI::App& sim_certify);

}  // namespace gamecert::cli
