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

namespace gamecert::cli {

Json table_line_json(const SimValueTable& table, const std::string& red, const std::string& blue) {
  const sim::Position p = parse_sim_position(table.board, red, blue, sim::FinishedGames::reject);
  const sim::ValueTableLine* line = table.book.line_of(p);
  if (line == nullptr)  // a checked table has every class; a partial or edited one may not
    throw NotCovered("no line of '" + table.file + "' holds the class of the position red " +
                             table.board.format_edges(p.red) + " blue " + table.board.format_edges(p.blue));
  return Json{{"line", line->line}, {"text", line->text}, {"sha256", table.sha256}};
}

void add_sim_table_line_command(CLI::App& sim) {
  struct Options {
    std::string file, red, blue;
  };
  auto options = std::make_shared<Options>();
  CLI::App* command = sim.add_subcommand(
      "table-line", "the line of a sim value-table certificate that gives a position's value (its class's line)");
  command->add_option("FILE", options->file, "a sim value-table certificate, e.g. certs/sim/k6-value-table.txt")
      ->required()
      ->type_name("FILE");
  add_position_options(*command, options->red, options->blue);
  set_example(*command, "gamecert sim table-line certs/sim/k6-value-table.txt --red 12 --blue 34");
  command->callback([options] { print_json(table_line_json(SimValueTable(options->file), options->red, options->blue)); });
}

}  // namespace gamecert::cli
