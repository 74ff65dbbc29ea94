// `gamecert sim strategy-move FILE --red .. --blue ..`: Blue's move in a
// position, read off a Sim strategy certificate (lib/sim/strategy_lookup) and
// given in the position's own vertex labels, with the certificate line it
// comes from and the certificate's SHA-256, so a reader can see which line of
// which checked certificate the move rests on. It does not re-check the
// certificate: the hash is there to compare with certs/MANIFEST.
#include <algorithm>
#include <memory>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"
#include "cli/sim/subcommands.hpp"
#include "common/citation.hpp"
#include "sim/strategy_lookup.hpp"

namespace gamecert::cli {

namespace {

struct StrategyMoveOptions {
  std::string file;
  std::string red, blue;
};

void print_strategy_move(const StrategyMoveOptions& o) {
  print_json(strategy_move_json(SimStrategy(o.file), o.red, o.blue));
}

}  // namespace

void add_sim_strategy_move_command(CLI::App& sim) {
  auto options = std::make_shared<StrategyMoveOptions>();
  CLI::App* command = sim.add_subcommand(
      "strategy-move", "Blue's move in a position, from a sim strategy certificate (the line it comes from)");
  command
      ->add_option("FILE", options->file, "a sim strategy certificate, e.g. certs/sim/k6-blue-strategy.txt")
      ->required()
      ->type_name("FILE");
  add_position_options(*command, options->red, options->blue);
  set_example(*command, "gamecert sim strategy-move certs/sim/k6-blue-strategy.txt --red 12");
  command->callback([options] { print_strategy_move(*options); });
}

}  // namespace gamecert::cli
