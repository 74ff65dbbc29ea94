// Hofstadter's G by its recurrence, and g by the paper's two definitions
// (see sequences.hpp): a two-pointer walk over b(m) + 1, and the G-table.
#include "wythoff/sequences.hpp"

#include <algorithm>
#include <stdexcept>

#include "wythoff/golden.hpp"

namespace gamecert::wythoff {

std::vector<std::uint32_t> hofstadter_by_recurrence(std::size_t count) {
  if (count > 0xFFFFFFFFULL) throw std::length_error("hofstadter_by_recurrence: count too large");
  std::vector<std::uint32_t> h(count, 0);
  for (std::size_t n = 1; n < count; ++n) h[n] = static_cast<std::uint32_t>(n - h[h[n - 1]]);
  return h;
}

std::vector<std::uint8_t> g_by_beatty(std::size_t count) {
  std::vector<std::uint8_t> g(count, 1);
  std::uint64_t m = 0;  // smallest m whose b(m) + 1 has not been passed yet
  for (std::uint64_t n = 0; n < count; ++n) {
    const std::uint64_t lower = floor_times_phi(n);
    while (floor_times_phi_squared(m) + 1 < lower) ++m;
    if (floor_times_phi_squared(m) + 1 == lower) {
      if (m >= n) throw std::logic_error("g_by_beatty: recursion does not descend");
      g[n] = static_cast<std::uint8_t>(1 - g[m]);
    }
  }
  return g;
}

std::vector<std::uint8_t> g_by_hofstadter(std::size_t count) {
  std::vector<std::uint8_t> g(count, 1);
  if (count > 1) g[1] = 0;
  const std::vector<std::uint32_t> h = hofstadter_by_recurrence(count);
  for (std::size_t n = 2; n < count; ++n)
    if (h[n - 2] < h[n - 1]) g[n] = static_cast<std::uint8_t>(1 - g[h[n - 1]]);
  return g;
}

GOnes count_g_ones(std::size_t count) {
  const std::vector<std::uint8_t> beatty = g_by_beatty(count);
  const std::vector<std::uint8_t> hofstadter = g_by_hofstadter(count);
  GOnes ones;
  ones.by_beatty = static_cast<std::uint64_t>(std::count(beatty.begin(), beatty.end(), 1));
  ones.by_hofstadter = static_cast<std::uint64_t>(std::count(hofstadter.begin(), hofstadter.end(), 1));
  ones.sequences_agree = beatty == hofstadter;
  return ones;
}

}  // namespace gamecert::wythoff
