// The second road: a deliberately plain Sylver Coinage solver that shares
// nothing with the fast one. A position is the set of its nameable numbers
// (a sorted vector); naming x removes every y with y - k·x representable for
// some k ≥ 1, computed by a forward sweep over representable[0..t]. Memo is a
// std::map keyed by the gap list. Used in tests only as a cross-check.
#pragma once
#include <cstdint>
#include <map>
#include <vector>

#include "sylver/semigroup.hpp"

namespace gamecert::sylver {

using GapList = std::vector<std::int64_t>;

GapList naive_gaps(const std::vector<std::int64_t>& named);  // gcd must be 1
GapList naive_after(const GapList& gaps, std::int64_t x);
// The same position as an Apéry set relative to m (m must not be a gap).
AperySet apery_from_gaps(const GapList& gaps, std::int64_t m);

class NaiveSolver {
 public:
  bool is_p(const GapList& gaps);
  std::vector<std::int64_t> winning_moves(const GapList& gaps);
  // Every position reachable from `gaps` (itself included, naming 1 excluded).
  std::vector<GapList> reachable(const GapList& gaps);

 private:
  std::map<GapList, bool> memo_;
};

}  // namespace gamecert::sylver
