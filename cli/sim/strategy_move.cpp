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
#include "common/citation.hpp"
#include "sim/strategy_lookup.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"

namespace gamecert::cli {

namespace {

struct StrategyMoveOptions {
  std::string file;
  std::string red, blue;
};

void print_strategy_move(const StrategyMoveOptions& o) {
  print_json(strategy_move_json(SimStrategy(o.file), o.red, o.blue));
}

sim::Board board_of_sim_certificate(const std::string& file, const std::string& text, const std::string& kind) {
  CertificateHeader header;
  try {
    header = read_certificate_header(text);
  } catch (const std::invalid_argument& e) {
    throw UsageError("'" + file + "' is not a certificate: " + e.what());
  }
  if (header.game != "sim" || header.kind != kind)
    throw UsageError("'" + file + "' is a " + header.game + " " + header.kind +
                     " certificate; this command reads a sim " + kind + " certificate");
  const auto board_field = std::find_if(header.claim.begin(), header.claim.end(),
                                        [](const auto& field) { return field.first == "board"; });
  if (board_field == header.claim.end()) throw UsageError("'" + file + "' has no board= in its claim");
  return sim::Board{static_cast<int>(parse_integer(board_field->second, "the claim's board", {3, 6}))};
}

}  // namespace

SimCertificateFile::SimCertificateFile(const std::string& file_name, const std::string& kind)
    : file(file_name),
      text(read_input_file(file_name)),
      board(board_of_sim_certificate(file_name, text, kind)),
      sha256(sha256_hex(text)) {}

Json strategy_move_json(const SimStrategy& strategy, const std::string& red, const std::string& blue) {
  const sim::Board& board = strategy.board;
  const sim::Position p = parse_sim_position(board, red, blue, sim::FinishedGames::reject);
  const std::string where = "position red " + board.format_edges(p.red) + " blue " + board.format_edges(p.blue);
  if (sim::Board::to_move(p) != sim::Colour::blue)
    throw NotCovered("Red is to move in the " + where +
                             "; the certificate gives Blue's moves only");
  const auto answer = strategy.book.answer(p);
  if (!answer)
    throw NotCovered("no line of '" + strategy.file + "' matches the " + where +
                             " (it is off Blue's strategy: Blue did not play the certificate's moves)");
  return Json{{"move", board.edge_name(answer->edge)},
              {"line", answer->line->line},
              {"text", answer->line->text},
              {"sha256", strategy.sha256}};
}

void add_sim_strategy_move_command(CLI::App& sim) {
  auto options = std::make_shared<StrategyMoveOptions>();
  CLI::App* command = sim.add_subcommand(
      "strategy-move", "Blue's move in a position, from a sim strategy certificate (the line it comes from)");
  command->add_option("FILE", options->file, "a sim strategy certificate, e.g. certs/sim/k6-blue-strategy.txt")
      ->required()
      ->type_name("FILE");
  add_position_options(*command, options->red, options->blue);
  set_example(*command, "gamecert sim strategy-move certs/sim/k6-blue-strategy.txt --red 12");
  command->callback([options] { print_strategy_move(*options); });
}

}  // namespace gamecert::cli
