// Counting the positions reachable from a finite position, itself included.
// Naming 1 is not a move (it loses at once), so the position after it, the
// whole of N, is not counted; Sicherman's paper counts it, which is exactly
// one more (every position reaches it). Depth-first over Kunz coordinates
// with a set of packed keys.
#pragma once
#include <cstdint>

#include "sylver/finite/search.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

struct ReachableCount {
  std::uint64_t without_one = 0;  // naming 1 not a move
  std::uint64_t with_one = 0;     // the position after naming 1 counted too
};

// Past max_states positions (0 = no cap) it stops with SearchLimitExceeded;
// `progress` shows the positions found so far on stderr.
ReachableCount count_reachable(const AperySet& root, std::uint64_t max_states = 0, bool progress = false);

}  // namespace gamecert::sylver
