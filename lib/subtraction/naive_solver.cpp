// Naive game-tree evaluation and brute-force periods (see naive.hpp).
#include "subtraction/naive_solver.hpp"

#include <map>
#include <set>

namespace gamecert::subtraction::naive {

namespace {

struct Memo {
  std::map<std::uint32_t, bool> wins;
  std::map<std::uint32_t, std::uint32_t> values;
};

std::vector<std::uint32_t> children(const std::vector<std::uint32_t>& moves, std::uint32_t n) {
  std::vector<std::uint32_t> out;
  for (std::uint32_t s : moves)
    if (s <= n) out.push_back(n - s);
  return out;
}

bool wins(const std::vector<std::uint32_t>& moves, bool misere, std::uint32_t n, Memo& memo) {
  auto it = memo.wins.find(n);
  if (it != memo.wins.end()) return it->second;
  const std::vector<std::uint32_t> next = children(moves, n);
  bool result = next.empty() ? misere : false;
  for (std::uint32_t child : next)
    if (!wins(moves, misere, child, memo)) result = true;
  memo.wins[n] = result;
  return result;
}

std::uint32_t value(const std::vector<std::uint32_t>& moves, bool misere, std::uint32_t n, Memo& memo) {
  auto it = memo.values.find(n);
  if (it != memo.values.end()) return it->second;
  const std::vector<std::uint32_t> next = children(moves, n);
  std::uint32_t result = 0;
  if (next.empty()) {
    result = misere ? 1 : 0;
  } else {
    std::set<std::uint32_t> options;
    for (std::uint32_t child : next) options.insert(value(moves, misere, child, memo));
    while (options.count(result)) ++result;
  }
  memo.values[n] = result;
  return result;
}

}  // namespace

std::vector<std::uint32_t> outcomes(const std::vector<std::uint32_t>& moves, bool misere,
                                    std::uint32_t count) {
  Memo memo;
  std::vector<std::uint32_t> out;
  for (std::uint32_t n = 0; n < count; ++n) out.push_back(wins(moves, misere, n, memo) ? 1 : 0);
  return out;
}

std::vector<std::uint32_t> grundy_values(const std::vector<std::uint32_t>& moves, bool misere,
                                         std::uint32_t count) {
  Memo memo;
  std::vector<std::uint32_t> out;
  for (std::uint32_t n = 0; n < count; ++n) out.push_back(value(moves, misere, n, memo));
  return out;
}

std::pair<std::uint32_t, std::uint32_t> brute_force_period(const std::vector<std::uint32_t>& prefix) {
  const std::uint32_t length = static_cast<std::uint32_t>(prefix.size());
  // The shift must hold on at least the second half of the prefix.
  for (std::uint32_t period = 1; 2 * period <= length; ++period) {
    for (std::uint32_t pre = 0; 2 * (pre + period) <= length; ++pre) {
      bool holds = true;
      for (std::uint32_t n = pre; n + period < length && holds; ++n) holds = prefix[n] == prefix[n + period];
      if (holds) return {pre, period};
    }
  }
  return {0, 0};
}

}  // namespace gamecert::subtraction::naive
