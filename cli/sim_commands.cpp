// gamecert sim value | certify sim value-table | certify sim strategy
#include <bit>
#include <memory>

#include "commands.hpp"
#include "sim/certificates.hpp"
#include "sim/solver.hpp"
#include "sim_json.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::sim;

struct SimOptions {
  int board = 6;
  std::string red, blue, output;
};

EdgeMask parse_edges(const Board& board, const std::string& list, const char* colour) {
  EdgeMask mask = 0;
  if (list.empty()) return mask;
  std::size_t start = 0;
  while (start <= list.size()) {
    const std::size_t comma = std::min(list.find(',', start), list.size());
    const std::string edge = list.substr(start, comma - start);
    const std::string where = std::string(" in --") + colour + " '" + list + "'";
    int u = 0, v = 0;
    if (edge.size() == 2 && std::isdigit(static_cast<unsigned char>(edge[0])) &&
        std::isdigit(static_cast<unsigned char>(edge[1]))) {
      u = edge[0] - '0';
      v = edge[1] - '0';
    } else {
      throw UsageError("edge '" + edge + "'" + where + " is not two vertex digits such as 12");
    }
    if (u == v) throw UsageError("edge '" + edge + "'" + where + " joins a vertex to itself");
    if (u > v) throw UsageError("edge '" + edge + "'" + where + " must be written with i < j");
    const int e = board.edge_index(u, v);
    if (e < 0)
      throw UsageError("edge '" + edge + "'" + where + " has a vertex outside 1.." +
                       std::to_string(board.vertices()) + " of K" + std::to_string(board.vertices()));
    if (mask >> e & 1) throw UsageError("edge '" + edge + "'" + where + " is listed twice");
    mask = static_cast<EdgeMask>(mask | 1u << e);
    start = comma + 1;
  }
  return mask;
}

Board parse_board(int vertices) {
  if (vertices < 3 || vertices > 6)
    throw UsageError("--board must be 3..6 (Sim is solved on K3..K6), got " + std::to_string(vertices));
  return Board{vertices};
}

Position parse_position(const Board& board, const SimOptions& o) {
  const Position p{parse_edges(board, o.red, "red"), parse_edges(board, o.blue, "blue")};
  if (p.red & p.blue)
    throw UsageError("edge(s) " + board.format_edges(p.red & p.blue) + " are both red and blue");
  const int reds = std::popcount(p.red), blues = std::popcount(p.blue);
  if (reds != blues && reds != blues + 1)
    throw UsageError(std::to_string(reds) + " red and " + std::to_string(blues) +
                     " blue edges cannot arise: Red moves first, so red = blue or blue + 1");
  if (board.has_triangle(p.red)) throw UsageError("the game is already over: Red has a triangle");
  if (board.has_triangle(p.blue)) throw UsageError("the game is already over: Blue has a triangle");
  return p;
}

void print_value(const SimOptions& o) {
  const Board board = parse_board(o.board);
  const Position p = parse_position(board, o);
  const FastSolver solver(board);
  const Outcome outcome = solver.outcome(p);
  Json moves = Json::object();
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const Outcome m = solver.move_outcome(p, e);
    moves[board.edge_name(e)] = Json{{"value", value_name(m.value)}, {"depth", m.depth}};
  }
  Json result{{"board", o.board},
              {"to_move", Board::to_move(p) == Colour::red ? "red" : "blue"},
              {"value", value_name(outcome.value)},
              {"depth", outcome.depth},
              {"moves", moves}};
  if (Board::to_move(p) == Colour::blue) result["three_rules"] = three_rules_json(board, p);
  print_json(result);
}

void certify(const SimOptions& o, bool strategy) {
  const Board board = parse_board(o.board);
  const FastSolver solver(board);
  write_and_report(strategy ? blue_strategy_certificate(solver) : value_table_certificate(solver), o.output);
}

}  // namespace

void add_sim_commands(CLI::App& app, CLI::App& certify_command) {
  auto options = std::make_shared<SimOptions>();
  CLI::App* sim = app.add_subcommand("sim", "Sim on K3..K6");
  sim->require_subcommand(1);
  CLI::App* value = sim->add_subcommand("value", "value and depth of a position and of every move");
  value->add_option("--board", options->board, "number of vertices, 3..6")->default_val(6);
  value->add_option("--red", options->red, "red edges, e.g. 12,34");
  value->add_option("--blue", options->blue, "blue edges");
  value->callback([options] { print_value(*options); });

  CLI::App* sim_certify = certify_command.add_subcommand("sim", "Sim certificates");
  sim_certify->require_subcommand(1);
  CLI::App* table = sim_certify->add_subcommand("value-table", "every class with value and depth");
  CLI::App* strategy = sim_certify->add_subcommand("strategy", "Blue's winning strategy (K6)");
  for (CLI::App* command : {table, strategy}) {
    command->add_option("--board", options->board, "number of vertices, 3..6")->default_val(6);
    command->add_option("-o,--output", options->output, "certificate file")->required();
  }
  table->callback([options] { certify(*options, false); });
  strategy->callback([options] { certify(*options, true); });
  add_sim_rules_commands(*sim, *sim_certify);
  add_sim_counting_commands(*sim, *sim_certify);
}

}  // namespace gamecert::cli
