// The best move in a Sim position on K6, and the value of every move.
//   sim_best_move            Red 14,24,34 and Blue 12,23: Blue to move
#include <gamecert/sim.hpp>
#include <iostream>

int main() {
  using namespace gamecert::sim;
  const Game game{6, {{1, 4}, {2, 4}, {3, 4}}, {{1, 2}, {2, 3}}};
  const Analysis analysis = analyse(game);
  const auto spell = [](GameValue v) {
    return (v.result == Result::win ? "W" : v.result == Result::loss ? "L" : "D") + std::to_string(v.depth);
  };
  std::cout << (analysis.red_to_move ? "Red" : "Blue") << " to move: " << spell(analysis.value) << "\n";
  for (const MoveValue& move : analysis.moves) std::cout << "  " << edge_name(move.edge) << " " << spell(move.value) << "\n";
  std::cout << "best move: " << edge_name(best_move(game)) << "\n";
}
