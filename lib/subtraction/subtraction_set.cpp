// Parsing and canonical spelling of a subtraction set (see subtraction_set.hpp).
#include "subtraction/subtraction_set.hpp"

#include <algorithm>

namespace gamecert::subtraction {

SubtractionSet::SubtractionSet(std::vector<std::uint32_t> moves) : moves_(std::move(moves)) {
  std::sort(moves_.begin(), moves_.end());
  moves_.erase(std::unique(moves_.begin(), moves_.end()), moves_.end());
  if (moves_.empty()) throw InvalidSet("the subtraction set is empty");
  if (moves_.front() == 0) throw InvalidSet("0 is not a move (a move removes at least 1)");
  if (moves_.back() > kMaxMove)
    throw InvalidSet("move " + std::to_string(moves_.back()) + " is too large: moves must be in 1.." +
                     std::to_string(kMaxMove));
  if (moves_.size() > kMaxSetSize)
    throw InvalidSet("a subtraction set may hold at most " + std::to_string(kMaxSetSize) +
                     " different moves, each in 1.." + std::to_string(kMaxMove) + "; this one has " +
                     std::to_string(moves_.size()));
}

std::string SubtractionSet::to_string() const {
  std::string out;
  for (std::uint32_t s : moves_) {
    if (!out.empty()) out.push_back(',');
    out += std::to_string(s);
  }
  return out;
}

std::uint64_t SubtractionSet::mask() const {
  std::uint64_t bits = 0;
  for (std::uint32_t s : moves_)
    if (s <= 64) bits |= std::uint64_t{1} << (s - 1);
  return bits;
}

SubtractionSet parse_subtraction_set(std::string_view text) {
  if (text.empty()) throw InvalidSet("the subtraction set is empty");
  std::vector<std::uint32_t> moves;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    const std::string_view item =
        text.substr(start, comma == std::string_view::npos ? std::string_view::npos : comma - start);
    if (item.empty()) throw InvalidSet("empty item in the set '" + std::string(text) + "'");
    std::uint64_t value = 0;
    for (char ch : item) {
      if (ch < '0' || ch > '9')
        throw InvalidSet("'" + std::string(item) + "' is not a non-negative decimal integer");
      value = value * 10 + static_cast<std::uint64_t>(ch - '0');
      if (value > kMaxMove)
        throw InvalidSet("move " + std::string(item) + " is larger than the limit " +
                         std::to_string(kMaxMove));
    }
    moves.push_back(static_cast<std::uint32_t>(value));
    if (comma == std::string_view::npos) break;
    start = comma + 1;
  }
  return SubtractionSet(std::move(moves));
}

std::vector<SubtractionSet> all_subsets(std::uint32_t largest_move) {
  if (largest_move == 0 || largest_move > 20) throw InvalidSet("subsets of {1..M} need 1 <= M <= 20");
  std::vector<SubtractionSet> sets;
  for (std::uint32_t mask = 1; mask < (1u << largest_move); ++mask) {
    std::vector<std::uint32_t> moves;
    for (std::uint32_t s = 1; s <= largest_move; ++s)
      if (mask & (1u << (s - 1))) moves.push_back(s);
    sets.emplace_back(std::move(moves));
  }
  return sets;
}

}  // namespace gamecert::subtraction
