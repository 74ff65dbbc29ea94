// Pieces shared by the Sim commands: JSON, the position arguments, and the
// subcommands that live in files of their own.
#pragma once
#include <string>

#include "commands.hpp"
#include "sim/board.hpp"
#include "sim/solver.hpp"
#include "sim/strategy_lookup.hpp"
#include "sim/traps.hpp"
#include "sim/value_table_lookup.hpp"

namespace gamecert::cli {

Json edge_array(const sim::Board& board, sim::EdgeMask edges);
// The three rules' trace on a Blue-to-move position: each mini-board with
// the survivors of rules 1, 2, 3, and the union that may be played.
Json three_rules_json(const sim::Board& board, sim::Position p);
void add_sim_rules_commands(CLI::App& sim, CLI::App& sim_certify);
// `sim strategy-move FILE --red .. --blue ..` (sim_strategy_move.cpp).
void add_sim_strategy_move_command(CLI::App& sim);

// What three Sim commands print, apart from reading their arguments, so that
// `gamecert serve` can answer them from a resident solver with the same bytes.
// `sim value` for p on the solver's board:
Json sim_value_json(const sim::FastSolver& solver, sim::Position p);
// `sim trap-move` for p (K6, Red to move; UsageError otherwise):
Json trap_move_json(const sim::FastSolver& solver, sim::TrapGame& optimal, sim::Position p);
// A strategy certificate read once: `sim strategy-move FILE` for any position.
struct SimStrategy {
  explicit SimStrategy(const std::string& file_name);  // UsageError for an unreadable or wrong file
  std::string file, text;
  sim::Board board;
  sim::StrategyBook book;
  std::string sha256;
};
// --red/--blue as given; std::runtime_error "not covered: ..." off the strategy.
Json strategy_move_json(const SimStrategy& strategy, const std::string& red, const std::string& blue);
// A value-table certificate read once: `sim table-line FILE` for any position.
struct SimValueTable {
  explicit SimValueTable(const std::string& file_name);  // UsageError for an unreadable or wrong file
  std::string file, text;
  sim::Board board;
  sim::ValueTableBook book;
  std::string sha256;
};
Json table_line_json(const SimValueTable& table, const std::string& red, const std::string& blue);
// The board of a sim certificate of `kind` (its claim's board=); UsageError naming `file` otherwise.
sim::Board board_of_sim_certificate(const std::string& file, const std::string& text, const std::string& kind);
// `sim table-line FILE --red .. --blue ..` (sim_table_line.cpp).
void add_sim_table_line_command(CLI::App& sim);

}  // namespace gamecert::cli
