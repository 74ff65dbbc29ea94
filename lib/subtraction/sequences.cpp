// Term-by-term computation of outcome and Grundy sequences (see sequences.hpp).
#include "subtraction/sequences.hpp"

#include <algorithm>

namespace gamecert::subtraction {

TermRule::TermRule(const SubtractionSet& set, Play play, Sequence sequence)
    : set_(set), play_(play), sequence_(sequence), seen_(set.moves().size() + 2, 0) {}

std::uint32_t TermRule::next(const std::vector<std::uint32_t>& terms) {
  const std::size_t n = terms.size();
  if (n < set_.smallest()) return play_ == Play::misere ? 1 : 0;  // no move at all
  if (sequence_ == Sequence::outcome) {
    for (std::uint32_t s : set_.moves()) {
      if (s > n) break;
      if (terms[n - s] == 0) return 1;
    }
    return 0;
  }
  // A mex over at most |S| children is at most |S|, so larger values are ignored.
  std::fill(seen_.begin(), seen_.end(), 0);
  for (std::uint32_t s : set_.moves()) {
    if (s > n) break;
    const std::uint32_t value = terms[n - s];
    if (value < seen_.size()) seen_[value] = 1;
  }
  std::uint32_t mex = 0;
  while (seen_[mex]) ++mex;
  return mex;
}

std::vector<std::uint32_t> compute_terms(const SubtractionSet& set, Play play, Sequence sequence,
                                         std::size_t count) {
  std::vector<std::uint32_t> terms;
  terms.reserve(count);
  TermRule rule(set, play, sequence);
  while (terms.size() < count) terms.push_back(rule.next(terms));
  return terms;
}

}  // namespace gamecert::subtraction
