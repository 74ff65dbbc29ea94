// `gamecert sim table-line FILE --red .. --blue ..`: the line of a Sim
// value-table certificate that backs a position's value (the line of its
// class), with the certificate's SHA-256, so a reader can see which line of
// which checked certificate a value shown to them rests on. Like
// strategy-move it does not re-check the certificate: compare the hash with
// certs/MANIFEST, or run gamecert-check.
#include <memory>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"
#include "cli/sim/subcommands.hpp"

namespace gamecert::cli {

void add_sim_table_line_command(CLI::App& sim) {
  struct Options {
    std::string file, red, blue;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = sim.add_subcommand(
      "table-line",
      "the line of a sim value-table certificate that gives a position's value (its class's line)");
  command
      ->add_option("FILE", options->file, "a sim value-table certificate, e.g. certs/sim/k6-value-table.txt")
      ->required()
      ->type_name("FILE");
  add_position_options(*command, options->red, options->blue);
  set_example(*command, "gamecert sim table-line certs/sim/k6-value-table.txt --red 12 --blue 34");
  command->callback(
      [options] { print_json(table_line_json(SimValueTable(options->file), options->red, options->blue)); });
}

}  // namespace gamecert::cli
