#include "sim_plus/certificate.hpp"

#include "common/certificate_writer.hpp"

namespace gamecert::sim {

Certificate plus_value_table_certificate(const PlusSolver& solver) {
  const Board& board = solver.board();
  CertificateWriter writer("sim", "plus-value-table");
  for (PlusNode node : solver.classes()) {
    const Outcome o = solver.outcome(node);
    const char* letter = o.value == Value::win ? "W" : o.value == Value::loss ? "L" : "D";
    writer.add_line(board.format_edges(node.mover) + " " + board.format_edges(node.other) + " " + letter +
                    " " + std::to_string(o.depth));
  }
  const Outcome root = solver.outcome({});
  return writer.finish({{"board", std::to_string(board.vertices())},
                        {"to_move", "red"},
                        {"value", value_name(root.value)},
                        {"depth", std::to_string(root.depth)}});
}

}  // namespace gamecert::sim
