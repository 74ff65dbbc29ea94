// A subtraction game: a pile of n counters, a move removes s counters for
// some s in a fixed finite set S of positive integers (s <= n). Under normal
// play the player who cannot move loses; under misère play the player who
// makes the last move loses (for S containing 1 that is "whoever takes the
// last counter loses"), so a position with no move is a win for the player
// to move. This file holds the set itself and its strict parsing; the
// sequences and their periodicity live next door.
#pragma once
#include <cstdint>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "gamecert/subtraction.hpp"  // Play, Sequence

namespace gamecert::subtraction {

inline const char* play_name(Play play) { return play == Play::normal ? "normal" : "misere"; }

// Bounds that keep every computation small and every index in 64 bits: a
// move is at most kMaxMove, and a set has at most kMaxSetSize moves.
inline constexpr std::uint32_t kMaxMove = 4096;
inline constexpr std::size_t kMaxSetSize = 64;

struct InvalidSet : std::invalid_argument {
  using std::invalid_argument::invalid_argument;
};

class SubtractionSet {
 public:
  // Takes any order and repeats; throws InvalidSet when empty, holding 0,
  // or past the bounds above.
  explicit SubtractionSet(std::vector<std::uint32_t> moves);
  const std::vector<std::uint32_t>& moves() const { return moves_; }
  std::uint32_t largest() const { return moves_.back(); }
  std::uint32_t smallest() const { return moves_.front(); }
  // "1,2,3": the canonical spelling used in JSON, certificates and lemma names.
  std::string to_string() const;
  // Bit s-1 set for each move s; only meaningful while largest() <= 64.
  std::uint64_t mask() const;

 private:
  std::vector<std::uint32_t> moves_;
};

// Parses "1,2,3" (decimal, comma separated, no spaces); throws InvalidSet
// with a message naming the offending item.
SubtractionSet parse_subtraction_set(std::string_view text);

// The nonempty subsets of {1..largest_move}, in the order of their masks.
std::vector<SubtractionSet> all_subsets(std::uint32_t largest_move);

}  // namespace gamecert::subtraction
