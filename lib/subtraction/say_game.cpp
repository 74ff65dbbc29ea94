// The counting game as a subtraction game (see say_game.hpp).
#include "subtraction/say_game.hpp"

#include "subtraction/periodicity.hpp"

namespace gamecert::subtraction {

SayGameAnswer solve_say_game(std::uint64_t target, std::uint32_t max_count) {
  if (target < 1 || target > kMaxSayTarget)
    throw InvalidSet("the target must be between 1 and " + std::to_string(kMaxSayTarget));
  std::vector<std::uint32_t> moves;
  for (std::uint32_t s = 1; s <= max_count; ++s) moves.push_back(s);
  const SubtractionSet set(std::move(moves));
  const Periodicity outcome = find_periodicity(set, Play::normal, Sequence::outcome);
  const std::uint64_t pile = target - 1;
  SayGameAnswer answer;
  answer.winner = outcome.at(pile) == 1 ? "first" : "second";
  for (std::uint64_t said = 1; said < target; ++said)
    if (outcome.at(pile - said) == 0) answer.line.push_back(said);
  return answer;
}

}  // namespace gamecert::subtraction
