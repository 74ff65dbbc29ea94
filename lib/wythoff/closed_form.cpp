// Lists the closed-form P-positions (Wythoff 1907; Komaki, Miyadera and
// Murakami 2025) inside a square, with mirrors, sorted (see closed_form.hpp).
#include "wythoff/closed_form.hpp"

#include <algorithm>
#include <stdexcept>
#include <string>

#include "wythoff/golden.hpp"
#include "wythoff/sequences.hpp"

namespace gamecert::wythoff {

namespace {

void add_with_mirror(std::vector<Position>& out, std::uint64_t x, std::uint64_t y, std::uint64_t bound) {
  if (x > bound || y > bound) return;
  out.push_back({x, y});
  if (x != y) out.push_back({y, x});
}

void sort_unique(std::vector<Position>& positions) {
  std::sort(positions.begin(), positions.end());
  positions.erase(std::unique(positions.begin(), positions.end()), positions.end());
}

// Number of indices n with b(n) <= bound, plus one.
std::size_t index_count(std::uint64_t bound) {
  std::size_t n = 0;
  while (floor_times_phi_squared(n) <= bound) ++n;
  return n + 1;
}

void require_listable(std::uint64_t bound) {
  if (bound > 0xFFFFFFFFULL)
    throw std::invalid_argument("bound " + std::to_string(bound) + " is too large to list positions up to (at most 4294967295)");
}

}  // namespace

std::vector<Position> paper_formula_p_positions(std::uint64_t bound) {
  require_listable(bound);
  const std::size_t count = index_count(bound);
  const std::vector<std::uint8_t> g = g_by_beatty(count);
  std::vector<Position> out;
  add_with_mirror(out, 0, 0, bound);
  for (std::uint64_t n = 0; n < count; ++n)
    add_with_mirror(out, floor_times_phi(n) + g[n] - 1, floor_times_phi_squared(n) + g[n], bound);
  sort_unique(out);
  return out;
}

std::vector<Position> corrected_p_positions(std::uint64_t bound) {
  std::vector<Position> out = paper_formula_p_positions(bound);
  for (std::uint64_t x = 0; x <= std::min<std::uint64_t>(2, bound); ++x)
    for (std::uint64_t y = 0; x + y <= 2 && y <= bound; ++y) out.push_back({x, y});
  sort_unique(out);
  return out;
}

std::vector<Position> wythoff_p_positions(std::uint64_t bound) {
  require_listable(bound);
  std::vector<Position> out;
  for (std::uint64_t n = 0; floor_times_phi_squared(n) <= bound; ++n)
    add_with_mirror(out, floor_times_phi(n), floor_times_phi_squared(n), bound);
  sort_unique(out);
  return out;
}

std::vector<std::vector<std::uint32_t>> positions_by_row(const std::vector<Position>& positions,
                                                         std::uint64_t bound) {
  std::vector<std::vector<std::uint32_t>> rows(bound + 1);
  for (const Position& p : positions)
    if (p.x <= bound && p.y <= bound) rows[p.y].push_back(static_cast<std::uint32_t>(p.x));
  for (auto& row : rows) std::sort(row.begin(), row.end());
  return rows;
}

bool is_wythoff_p_position(std::uint64_t x, std::uint64_t y) {
  if (x > y) std::swap(x, y);
  const std::uint64_t n = y - x;  // a P-position (a(n), b(n)) has difference n
  return floor_times_phi(n) == x;
}

}  // namespace gamecert::wythoff
