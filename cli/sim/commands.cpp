// gamecert sim value | sim positions | certify sim value-table | certify sim strategy
#include "cli/commands.hpp"

#include <memory>

#include "cli/arguments.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"
#include "cli/sim/subcommands.hpp"
#include "sim/certificates.hpp"
#include "sim/position_classes.hpp"
#include "sim/solver.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::sim;

constexpr IntegerRange kSimBoards{3, 6};

struct SimValueOptions {
  int board = 6;
  std::string red, blue;
};

struct SimCertifyOptions {
  int board = 6;
  std::string output;
};

struct SimPositionsOptions {
  int board = 6;
};

Position parse_position(const Board& board, const SimValueOptions& o) {
  return parse_sim_position(board, o.red, o.blue, sim::FinishedGames::reject);
}

void print_value(const SimValueOptions& o) {
  const Board board{o.board};
  const Position p = parse_position(board, o);
  print_json(sim_value_json(FastSolver(board), p));
}

void print_positions(const SimPositionsOptions& o) {
  const Board board{o.board};
  const Relabelings relabelings(board);
  const std::vector<PlyCounts> plies = count_per_ply(board, classes_by_ply(board, relabelings));
  PlyCounts total;
  Json rows = Json::array();
  for (std::size_t ply = 0; ply < plies.size(); ++ply) {
    const PlyCounts& c = plies[ply];
    total.triangle_free += c.triangle_free;
    total.triangle_free_classes += c.triangle_free_classes;
    total.finished += c.finished;
    total.finished_classes += c.finished_classes;
    rows.push_back(Json{{"ply", ply},
                        {"reachable", c.triangle_free},
                        {"classes", c.triangle_free_classes},
                        {"finished", c.finished},
                        {"finished_classes", c.finished_classes}});
  }
  print_json(Json{{"board", o.board},
                  {"reachable", total.triangle_free},
                  {"classes", total.triangle_free_classes},
                  {"finished", total.finished},
                  {"finished_classes", total.finished_classes},
                  {"plies", rows}});
}

void certify(const SimCertifyOptions& o, bool strategy) {
  const Board board{o.board};
  const FastSolver solver(board);
  write_and_report(strategy ? blue_strategy_certificate(solver) : value_table_certificate(solver), o.output);
}

}  // namespace

void add_sim_commands(CLI::App& app, CLI::App& certify_command) {
  CLI::App* sim = app.add_subcommand("sim", "Sim on K3..K6");
  sim->require_subcommand(1);
  set_example(*sim, "gamecert sim value --board 6 --red 12 --blue 34");

  auto value_options = std::make_shared<SimValueOptions>();
  CLI::App* value = sim->add_subcommand("value", "value and depth of a position and of every move");
  add_integer_option(*value, "--board", value_options->board, kSimBoards, "number of vertices, default 6");
  add_position_options(*value, value_options->red, value_options->blue);
  set_example(*value, "gamecert sim value --board 6 --red 12 --blue 34");
  value->callback([value_options] { print_value(*value_options); });

  auto positions_options = std::make_shared<SimPositionsOptions>();
  CLI::App* positions = sim->add_subcommand(
      "positions", "triangle-free positions reachable with Red first, and their classes, per ply");
  add_integer_option(*positions, "--board", positions_options->board, kSimBoards,
                     "number of vertices, default 6");
  set_example(*positions, "gamecert sim positions --board 6");
  positions->callback([positions_options] { print_positions(*positions_options); });

  CLI::App* sim_certify = certify_command.add_subcommand("sim", "Sim certificates");
  sim_certify->require_subcommand(1);
  set_example(*sim_certify, "gamecert certify sim value-table --board 5 -o k5.txt");
  CLI::App* table = sim_certify->add_subcommand("value-table", "every class with value and depth");
  CLI::App* strategy = sim_certify->add_subcommand("strategy", "Blue's winning strategy (K6 only)");
  auto table_options = std::make_shared<SimCertifyOptions>();
  auto strategy_options = std::make_shared<SimCertifyOptions>();
  add_integer_option(*table, "--board", table_options->board, kSimBoards, "number of vertices, default 6");
  add_output_option(*table, table_options->output);
  set_example(*table, "gamecert certify sim value-table --board 6 -o k6-value-table.txt");
  add_integer_option(*strategy, "--board", strategy_options->board, IntegerRange{6, 6},
                     "number of vertices, default 6");
  add_output_option(*strategy, strategy_options->output);
  set_example(*strategy, "gamecert certify sim strategy -o k6-blue-strategy.txt");
  table->callback([table_options] { certify(*table_options, false); });
  strategy->callback([strategy_options] { certify(*strategy_options, true); });
  add_sim_rules_commands(*sim, *sim_certify);
  add_sim_picture_commands(*sim);
  add_sim_counting_commands(*sim, *sim_certify);
  add_sim_strategy_move_command(*sim);
  add_sim_table_line_command(*sim);
}

}  // namespace gamecert::cli
