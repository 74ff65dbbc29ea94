// gamecert sim draw | sim strategy-dot: the Sim pictures (docs/pictures.md).
#include <memory>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/picture_output.hpp"
#include "cli/sim/position.hpp"
#include "sim/picture.hpp"
#include "sim/strategy_dot.hpp"

namespace gamecert::cli {

namespace {

struct DrawOptions {
  int board = 6;
  std::string red, blue;
  bool values = false;
  std::string output;
};

struct StrategyDotOptions {
  std::string certificate;
  std::string output;
};

void run_draw(const DrawOptions& o) {
  const sim::Board board{o.board};
  const sim::Position p = parse_sim_position(board, o.red, o.blue, sim::FinishedGames::allow);
  write_picture(sim::board_svg(board, p, o.values), o.output);
}

void run_strategy_dot(const StrategyDotOptions& o) {
  write_picture(sim::strategy_dot(read_input_file(o.certificate)), o.output);
}

}  // namespace

void add_sim_picture_commands(CLI::App& sim) {
  auto draw_options = std::make_shared<DrawOptions>();
  CLI::App* draw = sim.add_subcommand("draw", "an SVG picture of a position (a finished game too)");
  add_integer_option(*draw, "--board", draw_options->board, IntegerRange{3, 6},
                     "number of vertices, default 6");
  add_position_options(*draw, draw_options->red, draw_options->blue);
  draw->add_flag("--values", draw_options->values,
                 "label each uncoloured edge with the mover's result of colouring it, as sim value prints it "
                 "(W5: wins in 5 plies, L, D)");
  add_picture_output_option(*draw, draw_options->output);
  set_example(*draw, "gamecert sim draw --board 6 --red 14,24,34 --blue 12,23 --values -o position.svg");
  draw->callback([draw_options] { run_draw(*draw_options); });

  auto dot_options = std::make_shared<StrategyDotOptions>();
  CLI::App* dot = sim.add_subcommand(
      "strategy-dot",
      "Blue's strategy certificate as a Graphviz DOT graph of its lines (render with dot -Tsvg)");
  dot->add_option("FILE", dot_options->certificate,
                  "a sim strategy certificate, e.g. certs/sim/k6-blue-strategy.txt")
      ->required();
  add_picture_output_option(*dot, dot_options->output);
  set_example(*dot, "gamecert sim strategy-dot certs/sim/k6-blue-strategy.txt -o strategy.dot");
  dot->callback([dot_options] { run_strategy_dot(*dot_options); });
}

}  // namespace gamecert::cli
