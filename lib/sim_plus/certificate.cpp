#include "sim_plus/certificate.hpp"

#include "common/certificate_writer.hpp"

namespace gamecert::sim {

CertificateText plus_value_table_certificate(const PlusSolver& solver) {
  const Board& board = solver.board();
  const Outcome root = solver.outcome({});
  CertificateHeader header{"sim",
                           "plus-value-table",
                           {},
                           "board=" + std::to_string(board.vertices()) + " to_move=red value=" +
                               value_name(root.value) + " depth=" + std::to_string(root.depth)};
  CertificateWriter writer(header);
  for (PlusNode node : solver.classes()) {
    const Outcome o = solver.outcome(node);
    const char* letter = o.value == Value::win ? "W" : o.value == Value::loss ? "L" : "D";
    writer.add_line(board.format_edges(node.mover) + " " + board.format_edges(node.other) + " " + letter +
                    " " + std::to_string(o.depth));
  }
  const std::string claim = writer.printed_claim();
  return {writer.finish(), claim};
}

}  // namespace gamecert::sim
