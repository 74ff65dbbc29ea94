#include "server/sim_answer_store.hpp"

#include "cli/sim/position.hpp"

namespace gamecert::server {

SimAnswerStore::SimAnswerStore(const std::filesystem::path& certificates)
    : solver_(sim::Board{6}),
      traps_(solver_, sim::RedPolicy::optimal),
      strategy_file_((certificates / "sim" / "k6-blue-strategy.txt").string()),
      table_file_((certificates / "sim" / "k6-value-table.txt").string()) {}

bool SimAnswerStore::answers(const std::string& endpoint) {
  return endpoint == "sim/value" || endpoint == "sim/trap-move" || endpoint == "sim/blue-move" ||
         endpoint == "sim/table-line";
}

std::string SimAnswerStore::answer(const std::string& endpoint, const std::string& red, const std::string& blue) {
  const std::lock_guard lock(mutex_);
  if (endpoint == "sim/blue-move") {
    if (!strategy_) strategy_.emplace(strategy_file_);  // read at first use; a missing file fails as the command does
    return cli::strategy_move_json(*strategy_, red, blue).dump(2) + "\n";
  }
  if (endpoint == "sim/table-line") {
    if (!table_) table_.emplace(table_file_);
    return cli::table_line_json(*table_, red, blue).dump(2) + "\n";
  }
  const sim::Position p = cli::parse_sim_position(solver_.board(), red, blue, sim::FinishedGames::reject);
  if (endpoint == "sim/trap-move") return cli::trap_move_json(solver_, traps_, p).dump(2) + "\n";
  return cli::sim_value_json(solver_, p).dump(2) + "\n";
}

}  // namespace gamecert::server
