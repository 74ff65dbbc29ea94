// The K6 questions a game of Sim asks at every move (sim value, trap-move,
// strategy-move, table-line), answered inside `gamecert serve` by the
// functions those commands print with, from a solver kept between requests:
// starting a process and solving K6 again costs 20-30 ms a request.
#pragma once
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>

#include "cli/sim/answers.hpp"

namespace gamecert::cli {

// FastSolver and TrapGame keep scratch state and memos, so requests take
// turns (each takes about a millisecond).
class ResidentSim {
 public:
  explicit ResidentSim(const std::filesystem::path& certificates);

  static bool answers(const std::string& endpoint);

  // The command's JSON for checked parameters; throws as the command would.
  std::string answer(const std::string& endpoint, const std::string& red, const std::string& blue);

 private:
  std::mutex mutex_;
  sim::FastSolver solver_;
  sim::TrapGame traps_;
  std::string strategy_file_;
  std::optional<SimStrategy> strategy_;
  std::string table_file_;
  std::optional<SimValueTable> table_;
};

}  // namespace gamecert::cli
