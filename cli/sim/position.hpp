// The Sim position of a command line (--red 14,24,34 --blue 12,23), read
// the same way by `sim value` and `sim draw`, so a bad edge gets the same
// message from both.
#pragma once
#include <CLI/CLI.hpp>
#include <string>

#include "sim/board.hpp"
#include "sim/legal_position.hpp"

namespace gamecert::cli {

// --red and --blue, the same words on every Sim command that takes a
// position; `vertices` names the board's range in the help ("1..board").
void add_position_options(CLI::App& command, std::string& red, std::string& blue,
                          const std::string& vertices = "1..board");

// Throws UsageError naming a malformed edge and its option, and
// std::invalid_argument for a colouring the game cannot reach
// (sim/legal_position.hpp); both are usage errors (exit status 2).
sim::Position parse_sim_position(const sim::Board& board, const std::string& red, const std::string& blue,
                                 sim::FinishedGames finished);

}  // namespace gamecert::cli
