// The two sequences of a subtraction game, term by term from n = 0.
//
// Outcome: o(n) = 1 when the player to move from a pile of n wins (an
// N-position), 0 when they lose (a P-position). A position is N iff some move
// reaches a P-position; a position without moves is P under normal play and
// N under misère play.
//
// Grundy: g(n) = mex{ g(n - s) : s in S, s <= n } (Sprague-Grundy). For
// misère play we use the first component of Conway's genus: a position
// without moves gets 1 instead of 0, the rest is the same mex, so g(n) = 0
// exactly at the misère P-positions (what a single misère pile needs).
//
// For n >= max S every move is available, so from there on each term is the
// same function of the preceding max S terms, for both plays: this is what
// makes the sequences eventually periodic (periodicity.hpp).
#pragma once
#include <cstdint>
#include <vector>

#include "subtraction/subtraction_set.hpp"

namespace gamecert::subtraction {

inline const char* sequence_name(Sequence sequence) {
  return sequence == Sequence::outcome ? "outcome" : "grundy";
}

// Computes term n = terms.size() from the earlier terms.
class TermRule {
 public:
  TermRule(const SubtractionSet& set, Play play, Sequence sequence);
  std::uint32_t next(const std::vector<std::uint32_t>& terms);

 private:
  const SubtractionSet& set_;
  Play play_;
  Sequence sequence_;
  std::vector<char> seen_;  // scratch for the mex, values 0..|S|
};

std::vector<std::uint32_t> compute_terms(const SubtractionSet& set, Play play, Sequence sequence,
                                         std::size_t count);

}  // namespace gamecert::subtraction
