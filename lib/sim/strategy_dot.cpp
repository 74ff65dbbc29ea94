// The lines are linked exactly as gamecert-check replays them: after Blue's
// answer every uncoloured edge is a Red reply, a reply that closes a red
// triangle ends the game, any other leads to the line of its canonical form.
// Several replies often reach the same class, so each pair of lines gets one
// edge (its tooltip lists the replies); lines where every reply closes a red
// triangle are shaded, since that is where Blue's win is collected. dot
// ranks the nodes by ply by itself: every edge joins ply k to ply k + 2.
#include "sim/strategy_dot.hpp"

#include <bit>
#include <map>
#include <string>
#include <stdexcept>
#include <vector>

#include "common/citation.hpp"
#include "sim/board.hpp"
#include "sim/strategy_lookup.hpp"

namespace gamecert::sim {

namespace {

int board_from_claim(const CertificateHeader& header) {
  for (const auto& [key, value] : header.claim)
    if (key == "board" && value.size() == 1 && value[0] >= '3' && value[0] <= '6') return value[0] - '0';
  throw std::invalid_argument("sim strategy certificate: the claim has no board=3..6");
}

// The body read once, by the same reader `sim strategy-move` uses; its
// complaints become the picture's, pointing at gamecert-check.
StrategyBook read_book(const Board& board, std::string_view text) {
  try {
    return StrategyBook(board, text);
  } catch (const std::invalid_argument& e) {
    throw std::invalid_argument(std::string("sim strategy certificate, ") + e.what() + " (run gamecert-check on it)");
  }
}

}  // namespace

std::string strategy_dot(std::string_view text) {
  const CertificateHeader header = read_certificate_header(text);
  if (header.game != "sim" || header.kind != "strategy")
    throw std::invalid_argument("not a sim strategy certificate: it is game " + header.game + ", kind " +
                                header.kind +
                                " (expected game sim, kind strategy, e.g. "
                                "certs/sim/k6-blue-strategy.txt)");
  const Board board(board_from_claim(header));
  const StrategyBook book = read_book(board, text);
  const std::vector<StrategyLine>& lines = book.lines();
  if (lines.empty()) throw std::invalid_argument("sim strategy certificate: the body is empty");

  std::string nodes, edges;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const StrategyLine& line = lines[i];
    Position after = line.position;
    after.blue = static_cast<EdgeMask>(after.blue | 1u << line.edge);
    std::map<std::size_t, std::string> replies_to;  // target line -> Red's replies
    int closing = 0, replies = 0;
    for (int e = 0; e < board.edges(); ++e) {
      if ((after.red | after.blue) >> e & 1) continue;
      ++replies;
      if (board.closes_triangle(after.red, e)) {
        ++closing;
        continue;
      }
      const Position next{static_cast<EdgeMask>(after.red | 1u << e), after.blue};
      const auto found = book.line_of_class(next);
      if (!found)
        throw std::invalid_argument("sim strategy certificate, line " + std::to_string(line.line) + ": Red's reply " +
                                    board.edge_name(e) + " reaches a class with no line (run gamecert-check on it)");
      std::string& list = replies_to[*found];
      list += (list.empty() ? "" : ",") + board.edge_name(e);
    }
    const bool forced = replies > 0 && closing == replies;
    const int ply = std::popcount(line.position.red) + std::popcount(line.position.blue);
    const std::string red_text = line.text.substr(0, line.text.find(' '));
    const std::string blue_text = line.text.substr(red_text.size() + 1, line.text.find(' ', red_text.size() + 1) - red_text.size() - 1);
    nodes += "  l" + std::to_string(i + 1) + " [label=\"R " + red_text + "\\nB " + blue_text +
             "\\nBlue " + board.edge_name(line.edge) + "\", tooltip=\"line " + std::to_string(i + 1) +
             ", ply " + std::to_string(ply) + "\"" + (forced ? ", fillcolor=\"#f4c7c7\"" : "") + "];\n";
    for (const auto& [target, list] : replies_to)
      edges += "  l" + std::to_string(i + 1) + " -> l" + std::to_string(target + 1) + " [tooltip=\"Red " +
               list + "\"];\n";
  }
  return "// Blue's strategy, one node per certificate line: Red's edges, Blue's edges, Blue's answer.\n"
         "// An edge: a Red reply after that answer reaches the target line's class; shaded lines:\n"
         "// every Red reply closes a red triangle.\n"
         "digraph strategy {\n"
         "  graph [rankdir=LR, ranksep=1.2, nodesep=0.05, label=\"" +
         header.printed_claim +
         "\", labelloc=t];\n"
         "  node [shape=box, style=filled, fillcolor=\"#dbe8f5\", fontsize=9, margin=\"0.04,0.02\"];\n"
         "  edge [arrowsize=0.4, color=\"#00000040\"];\n" +
         nodes + edges + "}\n";
}

}  // namespace gamecert::sim
