#include "sim/positions.hpp"

#include <vector>

namespace gamecert::sim {

std::uint64_t for_each_reachable_position(const Board& board, const std::function<void(Position)>& visit) {
  std::vector<std::uint32_t> power_of_three(board.edges());
  std::uint32_t size = 1;
  for (int e = 0; e < board.edges(); ++e, size *= 3) power_of_three[e] = size;
  std::vector<bool> seen(size, false);
  std::uint64_t visited = 0;
  std::vector<std::pair<Position, std::uint32_t>> stack{{Position{}, 0}};
  seen[0] = true;
  while (!stack.empty()) {
    const auto [p, index] = stack.back();
    stack.pop_back();
    visit(p);
    ++visited;
    const bool red_moves = Board::to_move(p) == Colour::red;
    for (int e = 0; e < board.edges(); ++e) {
      if ((p.red | p.blue) >> e & 1) continue;
      if (board.closes_triangle(red_moves ? p.red : p.blue, e)) continue;
      const EdgeMask bit = static_cast<EdgeMask>(1u << e);
      const Position child = red_moves ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                                       : Position{p.red, static_cast<EdgeMask>(p.blue | bit)};
      const std::uint32_t child_index = index + (red_moves ? 1 : 2) * power_of_three[e];
      if (seen[child_index]) continue;
      seen[child_index] = true;
      stack.emplace_back(child, child_index);
    }
  }
  return visited;
}

}  // namespace gamecert::sim
