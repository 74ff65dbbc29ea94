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
#include <stdexcept>
#include <vector>

#include "common/citation.hpp"
#include "sim/board.hpp"
#include "sim/symmetry.hpp"

namespace gamecert::sim {

namespace {

struct StrategyLine {
  Position position;
  int answer = -1;
  std::string red_text, blue_text;
};

[[noreturn]] void reject(std::size_t line, const std::string& why) {
  throw std::invalid_argument("sim strategy certificate, body line " + std::to_string(line) + ": " + why +
                              " (run gamecert-check on it)");
}

int parse_edge(const Board& board, std::string_view text, std::size_t line) {
  if (text.size() == 2 && text[0] >= '1' && text[0] <= '9' && text[1] >= '1' && text[1] <= '9' &&
      text[0] < text[1]) {
    const int e = board.edge_index(text[0] - '0', text[1] - '0');
    if (e >= 0) return e;
  }
  reject(line, "'" + std::string(text) + "' is not an edge ij of K" + std::to_string(board.vertices()));
}

EdgeMask parse_edges(const Board& board, std::string_view text, std::size_t line) {
  if (text == "-") return 0;
  EdgeMask mask = 0;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string_view item = text.substr(start, comma == std::string_view::npos ? comma : comma - start);
    mask = static_cast<EdgeMask>(mask | 1u << parse_edge(board, item, line));
    if (comma == std::string_view::npos) return mask;
    start = comma + 1;
  }
}

std::vector<std::string_view> fields(std::string_view text) {
  std::vector<std::string_view> out;
  std::size_t start = 0;
  while (start <= text.size()) {
    const std::size_t space = text.find(' ', start);
    out.push_back(text.substr(start, space == std::string_view::npos ? space : space - start));
    if (space == std::string_view::npos) break;
    start = space + 1;
  }
  return out;
}

int board_from_claim(const CertificateHeader& header) {
  for (const auto& [key, value] : header.claim)
    if (key == "board" && value.size() == 1 && value[0] >= '3' && value[0] <= '6') return value[0] - '0';
  throw std::invalid_argument("sim strategy certificate: the claim has no board=3..6");
}

std::vector<StrategyLine> read_lines(const Board& board, std::string_view text) {
  const std::size_t begin = text.find("\nbegin\n");
  const std::size_t end = text.rfind("\nend\n");
  if (begin == std::string_view::npos || end == std::string_view::npos || end + 1 < begin + 7)
    throw std::invalid_argument("sim strategy certificate: no body between 'begin' and 'end'");
  std::vector<StrategyLine> lines;
  std::string_view body = text.substr(begin + 7, end + 1 - (begin + 7));
  while (!body.empty()) {
    const std::size_t newline = body.find('\n');
    const std::string_view row = body.substr(0, newline);
    body.remove_prefix(newline == std::string_view::npos ? body.size() : newline + 1);
    const std::size_t number = lines.size() + 1;
    const std::vector<std::string_view> parts = fields(row);
    if (parts.size() != 3) reject(number, "expected '<red> <blue> <edge>', got '" + std::string(row) + "'");
    StrategyLine line{{parse_edges(board, parts[0], number), parse_edges(board, parts[1], number)},
                      parse_edge(board, parts[2], number),
                      std::string(parts[0]),
                      std::string(parts[1])};
    if (Board::to_move(line.position) != Colour::blue) reject(number, "not a Blue-to-move position");
    if (((line.position.red | line.position.blue) >> line.answer & 1) != 0)
      reject(number, "Blue's answer " + std::string(parts[2]) + " is already coloured");
    lines.push_back(line);
  }
  if (lines.empty()) throw std::invalid_argument("sim strategy certificate: the body is empty");
  return lines;
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
  const Relabelings relabelings(board);
  const std::vector<StrategyLine> lines = read_lines(board, text);
  std::map<Position, std::size_t> line_of;
  for (std::size_t i = 0; i < lines.size(); ++i) line_of.emplace(lines[i].position, i);

  std::string nodes, edges;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    const StrategyLine& line = lines[i];
    Position after = line.position;
    after.blue = static_cast<EdgeMask>(after.blue | 1u << line.answer);
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
      const auto found = line_of.find(relabelings.canonical(next).form);
      if (found == line_of.end())
        reject(i + 1, "Red's reply " + board.edge_name(e) + " reaches a class with no line");
      std::string& list = replies_to[found->second];
      list += (list.empty() ? "" : ",") + board.edge_name(e);
    }
    const bool forced = replies > 0 && closing == replies;
    const int ply = std::popcount(line.position.red) + std::popcount(line.position.blue);
    nodes += "  l" + std::to_string(i + 1) + " [label=\"R " + line.red_text + "\\nB " + line.blue_text +
             "\\nBlue " + board.edge_name(line.answer) + "\", tooltip=\"line " + std::to_string(i + 1) +
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
