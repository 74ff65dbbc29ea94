// The naive cross-check solver: gap lists, forward-sweep moves, std::map memo
// (see naive.hpp).
#include "sylver/finite/naive_solver.hpp"

#include <algorithm>
#include <numeric>
#include <set>
#include <stdexcept>

namespace gamecert::sylver {

GapList naive_gaps(const std::vector<std::int64_t>& named) {
  std::int64_t g = 0, largest = 0, smallest = named.at(0);
  for (std::int64_t x : named) {
    g = std::gcd(g, x);
    largest = std::max(largest, x);
    smallest = std::min(smallest, x);
  }
  if (g != 1) throw std::invalid_argument("naive_gaps needs gcd 1");
  // Every gap is below smallest * largest (Schur's bound).
  const std::int64_t limit = smallest * largest;
  std::vector<bool> representable(static_cast<std::size_t>(limit + 1), false);
  representable[0] = true;
  for (std::int64_t y = 1; y <= limit; ++y)
    for (std::int64_t x : named)
      if (y >= x && representable[static_cast<std::size_t>(y - x)]) {
        representable[static_cast<std::size_t>(y)] = true;
        break;
      }
  GapList gaps;
  for (std::int64_t y = 1; y <= limit; ++y)
    if (!representable[static_cast<std::size_t>(y)]) gaps.push_back(y);
  return gaps;
}

GapList naive_after(const GapList& gaps, std::int64_t x) {
  if (gaps.empty()) return gaps;
  const std::int64_t t = gaps.back();
  std::vector<bool> representable(static_cast<std::size_t>(t + 1), true);
  for (std::int64_t y : gaps) representable[static_cast<std::size_t>(y)] = false;
  for (std::int64_t y = x; y <= t; ++y)
    if (representable[static_cast<std::size_t>(y - x)]) representable[static_cast<std::size_t>(y)] = true;
  GapList out;
  for (std::int64_t y : gaps)
    if (!representable[static_cast<std::size_t>(y)]) out.push_back(y);
  return out;
}

AperySet apery_from_gaps(const GapList& gaps, std::int64_t m) {
  const std::int64_t t = gaps.empty() ? 0 : gaps.back();
  std::vector<std::int64_t> named{m};
  std::size_t g = 0;
  for (std::int64_t y = 1; y <= t + m; ++y) {
    if (g < gaps.size() && gaps[g] == y) {
      ++g;
      continue;
    }
    named.push_back(y);
  }
  return AperySet(named, m);
}

bool NaiveSolver::is_p(const GapList& gaps) {
  auto it = memo_.find(gaps);
  if (it != memo_.end()) return it->second;
  bool p = true;
  for (std::int64_t x : gaps)
    if (x != 1 && is_p(naive_after(gaps, x))) {
      p = false;
      break;
    }
  memo_.emplace(gaps, p);
  return p;
}

std::vector<std::int64_t> NaiveSolver::winning_moves(const GapList& gaps) {
  std::vector<std::int64_t> out;
  for (std::int64_t x : gaps)
    if (x != 1 && is_p(naive_after(gaps, x))) out.push_back(x);
  return out;
}

std::vector<GapList> NaiveSolver::reachable(const GapList& gaps) {
  std::set<GapList> seen{gaps};
  std::vector<GapList> stack{gaps};
  while (!stack.empty()) {
    GapList here = std::move(stack.back());
    stack.pop_back();
    for (std::int64_t x : here) {
      if (x == 1) continue;
      GapList next = naive_after(here, x);
      if (seen.insert(next).second) stack.push_back(std::move(next));
    }
  }
  return {seen.begin(), seen.end()};
}

}  // namespace gamecert::sylver
