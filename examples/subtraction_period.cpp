// The exact preperiod and period of a subtraction game's outcome sequence.
//   subtraction_period 2 5 7          the moves of S (normal play)
#include <gamecert/subtraction.hpp>
#include <iostream>
#include <string>

int main(int argc, char** argv) {
  using namespace gamecert::subtraction;
  std::vector<std::uint32_t> moves;
  for (int i = 1; i < argc; ++i) moves.push_back(static_cast<std::uint32_t>(std::stoul(argv[i])));
  if (moves.empty()) moves = {2, 5, 7};
  try {
    const Period p = find_period(moves, Play::normal, Sequence::outcome);
    std::cout << "preperiod " << p.preperiod << " period " << p.period << "\nP-positions in one period and before:";
    for (std::size_t n = 0; n < p.terms.size(); ++n)
      if (p.terms[n] == 0) std::cout << " " << n;
    std::cout << "\n";
  } catch (const std::invalid_argument& e) {
    std::cerr << "error: " << e.what() << "\n";
    return 2;
  }
}
