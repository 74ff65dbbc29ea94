// The public subtraction-game interface over lib/subtraction.
#include "gamecert/subtraction.hpp"
#include "subtraction/periodicity.hpp"
#include "subtraction/periodicity_certificate.hpp"
#include "subtraction/say_game.hpp"

namespace gamecert::subtraction {

Period find_period(const std::vector<std::uint32_t>& moves, Play play, Sequence sequence) {
  const SubtractionSet set(moves);
  const Periodicity found = find_periodicity(set, play, sequence);
  Period period{found.preperiod, found.period, {}};
  for (std::uint64_t n = 0; n < found.preperiod + found.period; ++n) period.terms.push_back(found.at(n));
  return period;
}

SayGame say_game(std::uint64_t target, std::uint32_t max_count) {
  const SayGameAnswer answer = solve_say_game(target, max_count);
  return {answer.winner == "first", answer.line};
}

Certificate certify_periods(const std::vector<std::uint32_t>& moves) {
  const SubtractionSet set(moves);
  return periodicity_certificate({set}, set.to_string());  // the scope `certify subtraction --set` writes
}

}  // namespace gamecert::subtraction
