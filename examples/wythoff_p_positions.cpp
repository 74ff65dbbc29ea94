// The Wythoff variant's P-positions up to a bound, by the closed form, checked
// against the game itself (every position's Grundy value) before printing.
//   wythoff_p_positions [BOUND]       default 30
#include <gamecert/wythoff.hpp>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  using namespace gamecert::wythoff;
  const std::uint64_t bound = argc > 1 ? std::stoull(argv[1]) : 30;
  try {
    const std::vector<Position> formula = variant_p_positions(bound);
    if (formula != variant_p_positions_by_search(bound)) {
      std::cerr << "the closed form and the search disagree\n";
      return 1;
    }
    std::cout << formula.size() << " P-positions with x, y <= " << bound << ":";
    for (const Position& p : formula) std::cout << " (" << p.x << "," << p.y << ")";
    std::cout << "\n";
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
}
