#include "cli/sim/position.hpp"

#include <cctype>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"

namespace gamecert::cli {

namespace {

using sim::Board;
using sim::EdgeMask;

EdgeMask parse_edges(const Board& board, const std::string& list, const char* colour) {
  EdgeMask mask = 0;
  if (list.empty()) return mask;
  for (const std::string_view item : split_list(list)) {
    const std::string edge(item);
    const std::string where = std::string(" in --") + colour + " '" + list + "'";
    int u = 0, v = 0;
    if (edge.size() == 2 && std::isdigit(static_cast<unsigned char>(edge[0])) &&
        std::isdigit(static_cast<unsigned char>(edge[1]))) {
      u = edge[0] - '0';
      v = edge[1] - '0';
    } else {
      throw UsageError("edge '" + edge + "'" + where + " is not two vertex digits such as 12 (vertices 1.." +
                       std::to_string(board.vertices()) + ")");
    }
    if (u == v) throw UsageError("edge '" + edge + "'" + where + " joins a vertex to itself");
    if (u > v) throw UsageError("edge '" + edge + "'" + where + " must be written with i < j");
    const int e = board.edge_index(u, v);
    if (e < 0)
      throw UsageError("edge '" + edge + "'" + where + " has a vertex outside 1.." +
                       std::to_string(board.vertices()) + " of K" + std::to_string(board.vertices()));
    if (mask >> e & 1) throw UsageError("edge '" + edge + "'" + where + " is listed twice");
    mask = static_cast<EdgeMask>(mask | 1u << e);
  }
  return mask;
}

}  // namespace

sim::Position parse_sim_position(const Board& board, const std::string& red, const std::string& blue,
                                 sim::FinishedGames finished) {
  return sim::legal_position(board, parse_edges(board, red, "red"), parse_edges(board, blue, "blue"),
                             finished);
}

void add_position_options(CLI::App& command, std::string& red, std::string& blue,
                          const std::string& vertices) {
  command.add_option("--red", red, "red edges, e.g. 12,34 (vertices " + vertices + ", i < j)");
  command.add_option("--blue", blue, "blue edges, e.g. 13");
}

}  // namespace gamecert::cli
