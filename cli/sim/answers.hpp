// Pieces shared by the Sim commands: JSON, the position arguments, and the
// subcommands that live in files of their own.
#pragma once
#include <string>

#include "cli/commands.hpp"
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
// A sim certificate of one kind, read once; UsageError for an unreadable
// file, another kind, or a claim without board=.
struct SimCertificateFile {
  SimCertificateFile(const std::string& file_name, const std::string& kind);
  std::string file, text;
  sim::Board board;
  std::string sha256;
};
// A strategy certificate read once: `sim strategy-move FILE` for any position.
struct SimStrategy : SimCertificateFile {
  explicit SimStrategy(const std::string& file_name)
      : SimCertificateFile(file_name, "strategy"), book(board, text) {}
  sim::StrategyBook book;
};
// --red/--blue as given; std::runtime_error "not covered: ..." off the strategy.
Json strategy_move_json(const SimStrategy& strategy, const std::string& red, const std::string& blue);
// A value-table certificate read once: `sim table-line FILE` for any position.
struct SimValueTable : SimCertificateFile {
  explicit SimValueTable(const std::string& file_name)
      : SimCertificateFile(file_name, "value-table"), book(board, text) {}
  sim::ValueTableBook book;
};
Json table_line_json(const SimValueTable& table, const std::string& red, const std::string& blue);
// `sim table-line FILE --red .. --blue ..` (sim_table_line.cpp).
void add_sim_table_line_command(CLI::App& sim);

}  // namespace gamecert::cli
