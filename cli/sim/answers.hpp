// What the Sim commands print, apart from reading their arguments, so that
// `gamecert serve` answers from a resident solver with the same bytes.
#pragma once
#include <gmpxx.h>

#include <string>

#include "cli/commands.hpp"
#include "cli/sim/certificate_files.hpp"
#include "sim/board.hpp"
#include "sim/solver.hpp"
#include "sim/traps.hpp"

namespace gamecert::cli {

Json edge_array(const sim::Board& board, sim::EdgeMask edges);
// The three rules' trace on a Blue-to-move position: each mini-board with
// the survivors of rules 1, 2, 3, and the union that may be played.
Json three_rules_json(const sim::Board& board, sim::Position p);
// `sim value` for p on the solver's board.
Json sim_value_json(const sim::FastSolver& solver, sim::Position p);
// `sim trap-move` for p (K6, Red to move; UsageError otherwise).
Json trap_move_json(const sim::FastSolver& solver, sim::TrapGame& optimal, sim::Position p);
// `sim strategy-move` for --red/--blue as given; NotCovered off the strategy.
Json strategy_move_json(const SimStrategy& strategy, const std::string& red, const std::string& blue);
// `sim table-line` for --red/--blue as given; NotCovered when no line holds the class.
Json table_line_json(const SimValueTable& table, const std::string& red, const std::string& blue);

// p rounded half up to `decimals` digits after the point, exactly from the
// rational (p >= 0), e.g. "0.998478".
std::string rounded_decimal(const mpq_class& p, int decimals);

}  // namespace gamecert::cli
