// Pieces shared by the Sim commands: JSON, the position arguments, and the
// subcommands that live in files of their own.
#pragma once
#include <string>

#include "commands.hpp"
#include "sim/board.hpp"

namespace gamecert::cli {

Json edge_array(const sim::Board& board, sim::EdgeMask edges);
// The three rules' trace on a Blue-to-move position: each mini-board with
// the survivors of rules 1, 2, 3, and the union that may be played.
Json three_rules_json(const sim::Board& board, sim::Position p);
void add_sim_rules_commands(CLI::App& sim, CLI::App& sim_certify);
// `sim strategy-move FILE --red .. --blue ..` (sim_strategy_move.cpp).
void add_sim_strategy_move_command(CLI::App& sim);

}  // namespace gamecert::cli
