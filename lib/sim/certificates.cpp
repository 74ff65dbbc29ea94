#include "sim/certificates.hpp"

#include <stdexcept>

#include "common/certificate_writer.hpp"
#include "sim/position_classes.hpp"
#include "sim/strategy_tree.hpp"

namespace gamecert::sim {

namespace {

std::string value_letter(Value v) { return v == Value::win ? "W" : v == Value::loss ? "L" : "D"; }

}  // namespace

Certificate sim_certificate(const std::string& kind, const std::vector<std::string>& lines,
                            const Claim& claim) {
  CertificateWriter writer("sim", kind);
  for (const std::string& line : lines) writer.add_line(line);
  return writer.finish(claim);
}

Certificate value_table_certificate(const FastSolver& solver) {
  const Board& board = solver.board();
  const ClassesByPly classes = classes_by_ply(board, solver.relabelings());
  const Outcome root = solver.outcome({});
  std::vector<std::string> lines;
  for (const auto& ply : classes.triangle_free)
    for (Position p : ply) {
      const Outcome o = solver.outcome(p);
      lines.push_back(board.format_edges(p.red) + " " + board.format_edges(p.blue) + " " +
                      value_letter(o.value) + " " + std::to_string(o.depth));
    }
  return sim_certificate("value-table", lines,
                         {{"board", std::to_string(board.vertices())},
                          {"to_move", "red"},
                          {"value", value_name(root.value)},
                          {"depth", std::to_string(root.depth)}});
}

Certificate blue_strategy_certificate(const FastSolver& solver) {
  const Board& board = solver.board();
  if (solver.outcome({}).value != Value::loss)
    throw std::invalid_argument("K" + std::to_string(board.vertices()) +
                                " is not a second-player win; there is no winning Blue strategy");
  const StrategyTree tree =
      strategy_tree(solver, {}, false, [&](Position p) { return quickest_win(solver, p); });
  return sim_certificate("strategy", strategy_lines(board, tree),
                         {{"board", std::to_string(board.vertices())},
                          {"player", "blue"},
                          {"result", "win"},
                          {"longest", std::to_string(tree.longest)}});
}

}  // namespace gamecert::sim
