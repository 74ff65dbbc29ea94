#include "sim/certificates.hpp"

#include <algorithm>
#include <bit>
#include <map>
#include <stdexcept>

#include "common/certificate_writer.hpp"
#include "sim/counting.hpp"

namespace gamecert::sim {

namespace {

std::string value_letter(Value v) { return v == Value::win ? "W" : v == Value::loss ? "L" : "D"; }

int ply_of(Position p) { return std::popcount(p.red) + std::popcount(p.blue); }

// Classes in certificate order: by ply, then (red, blue) of the canonical form.
bool certificate_order(Position a, Position b) {
  const int pa = ply_of(a), pb = ply_of(b);
  return pa != pb ? pa < pb : a < b;
}

// Blue's choice in a canonical Blue-to-move position: the quickest win,
// ties broken by the lowest edge number, so the strategy is deterministic.
int blue_choice(const FastSolver& solver, Position p) {
  const Board& board = solver.board();
  int best_edge = -1;
  Outcome best{};
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const Outcome o = solver.move_outcome(p, e);
    if (o.value == Value::win && (best_edge < 0 || o.depth < best.depth)) {
      best_edge = e;
      best = o;
    }
  }
  if (best_edge < 0) throw std::logic_error("Blue has no winning move in a strategy position");
  return best_edge;
}

}  // namespace

CertificateText value_table_certificate(const FastSolver& solver) {
  const Board& board = solver.board();
  const ClassesByPly classes = classes_by_ply(board, solver.relabelings());
  const Outcome root = solver.outcome({});
  CertificateHeader header{"sim", "value-table", {},
                           "board=" + std::to_string(board.vertices()) + " to_move=red value=" +
                               value_name(root.value) + " depth=" + std::to_string(root.depth)};
  CertificateWriter writer(header);
  for (const auto& ply : classes.triangle_free)
    for (Position p : ply) {
      const Outcome o = solver.outcome(p);
      writer.add_line(board.format_edges(p.red) + " " + board.format_edges(p.blue) + " " +
                      value_letter(o.value) + " " + std::to_string(o.depth));
    }
  const std::string claim = writer.printed_claim();
  return {writer.finish(), claim};
}

CertificateText blue_strategy_certificate(const FastSolver& solver) {
  const Board& board = solver.board();
  const Relabelings& relabelings = solver.relabelings();
  if (solver.outcome({}).value != Value::loss)
    throw std::invalid_argument("K" + std::to_string(board.vertices()) +
                                " is not a second-player win; there is no winning Blue strategy");
  // Depth-first over Red's moves; `longest` memoises the plies left from a
  // canonical Red-to-move position when Blue follows the strategy.
  std::map<Position, int> blue_moves;  // canonical Blue-to-move position -> edge
  std::map<Position, int> longest;
  auto red_to_move = [&](auto&& self, Position p) -> int {
    const Position key = relabelings.canonical(p).form;
    if (auto it = longest.find(key); it != longest.end()) return it->second;
    int plies = 0;
    for (int e = 0; e < board.edges(); ++e) {
      if ((key.red | key.blue) >> e & 1) continue;
      if (board.closes_triangle(key.red, e)) {
        plies = std::max(plies, 1);
        continue;
      }
      const CanonicalForm blue_view =
          relabelings.canonical({static_cast<EdgeMask>(key.red | 1u << e), key.blue});
      const Position q = blue_view.form;
      auto [it, fresh] = blue_moves.emplace(q, -1);
      if (fresh) it->second = blue_choice(solver, q);
      const Position after{q.red, static_cast<EdgeMask>(q.blue | 1u << it->second)};
      plies = std::max(plies, 2 + self(self, after));
    }
    return longest[key] = plies;
  };
  const int longest_line = red_to_move(red_to_move, {});

  std::vector<Position> order;
  for (const auto& [p, e] : blue_moves) order.push_back(p);
  std::sort(order.begin(), order.end(), certificate_order);
  CertificateHeader header{"sim", "strategy", {},
                           "board=" + std::to_string(board.vertices()) +
                               " player=blue result=win longest=" + std::to_string(longest_line)};
  CertificateWriter writer(header);
  for (Position p : order)
    writer.add_line(board.format_edges(p.red) + " " + board.format_edges(p.blue) + " " +
                    board.edge_name(blue_moves.at(p)));
  const std::string claim = writer.printed_claim();
  return {writer.finish(), claim};
}

}  // namespace gamecert::sim
