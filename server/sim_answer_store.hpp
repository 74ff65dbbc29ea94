// The K6 questions a game of Sim asks at every move (sim value, trap-move,
// strategy-move, table-line), answered inside `gamecert serve` by the
// functions those commands print with, from a solver, its memos and the two
// certificates kept between requests, so that a move does not wait for a
// process to start and solve K6 again (docs/explorer.md, "Speed").
#pragma once
#include <filesystem>
#include <mutex>
#include <optional>
#include <string>

#include "cli/sim/answers.hpp"

namespace gamecert::server {

// FastSolver and TrapGame keep scratch state and memos, so requests take
// turns (each takes about a millisecond).
class SimAnswerStore {
 public:
  explicit SimAnswerStore(const std::filesystem::path& certificates);

  static bool answers(const std::string& endpoint);

  // The command's JSON for checked parameters; throws as the command would.
  std::string answer(const std::string& endpoint, const std::string& red, const std::string& blue);

 private:
  std::mutex mutex_;
  sim::FastSolver solver_;
  sim::TrapGame traps_;
  std::string strategy_file_;
  std::optional<cli::SimStrategy> strategy_;
  std::string table_file_;
  std::optional<cli::SimValueTable> table_;
};

}  // namespace gamecert::server
