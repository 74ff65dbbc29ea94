// The Sim subcommands that live in files of their own, wired in by
// add_sim_commands (cli/sim/commands.cpp).
#pragma once
#include <CLI/CLI.hpp>

namespace gamecert::cli {

// sim rules | sim traps | sim trap-move | certify sim rules-strategy | certify sim rules-failure
void add_sim_rules_commands(CLI::App& sim, CLI::App& sim_certify);
// sim strategy-move FILE --red .. --blue ..
void add_sim_strategy_move_command(CLI::App& sim);
// sim table-line FILE --red .. --blue ..
void add_sim_table_line_command(CLI::App& sim);

}  // namespace gamecert::cli
