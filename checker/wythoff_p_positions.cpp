// Wythoff variant (terminal set x + y <= 2), kind "p-positions".
//
// Claim: the P-positions with x, y <= bound are exactly the closed-form set of
// Komaki, Miyadera and Murakami -- (0,0), (a(n)+g(n)-1, b(n)+g(n)) and mirrors,
// a(n) = floor(n phi), b(n) = a(n) + n -- together with the terminal set.
// The checker (1) re-plays the game on the listed set in one sweep: walking
// rows upwards and each row left to right, it remembers for every column,
// diagonal and the current row whether a listed position was already passed.
// A listed position outside the terminal set with a listed position before it
// on one of its three lines has a P-to-P move (reject); an unlisted position
// with none has no move into the list (reject); terminal positions have no
// moves and must be listed. So the list is the P-set (it is unique), with
// O(1) work per machine word of 64 positions. (2) It recomputes the closed
// form itself, with integer square roots, and requires the list to be exactly
// that set.
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include "games.hpp"

namespace {

using u64 = std::uint64_t;

// floor(n phi) = (n + r) / 2 with r the largest integer whose square is at most 5n^2: the floating-point
// root, corrected in integers, so it is exact (n <= 10^5 here, so no product overflows).
u64 floor_phi(u64 n) {
  u64 r = static_cast<u64>(std::sqrt(static_cast<double>(5 * n * n)));
  while (r * r > 5 * n * n) --r;
  while ((r + 1) * (r + 1) <= 5 * n * n) ++r;
  return (n + r) / 2;
}

std::string spell(std::pair<u64, u64> p) {
  return "(" + std::to_string(p.first) + "," + std::to_string(p.second) + ")";
}

// The listed positions "x y" (x <= y <= bound, strictly increasing); each
// row y gets its listed x together with the body line that lists the position.
struct Listed {
  std::vector<std::vector<std::pair<u64, std::size_t>>> in_row;
  std::vector<std::pair<u64, u64>> positions;
  u64 count = 0;  // mirrors included
};

Listed read_list(const Certificate& c, u64 bound) {
  Listed listed;
  listed.in_row.resize(bound + 1);
  for (BodyReader body{c}; !body.done();) {
    const std::vector<std::string> f = split(body.next(), ' ');
    const std::size_t line = body.line();
    if (f.size() != 2) throw Reject{line, "expected 'x y'"};
    const u64 x = parse_integer(f[0], 0, bound, line, "x");
    const u64 y = parse_integer(f[1], 0, bound, line, "y");
    if (x > y) throw Reject{line, "x > y (only x <= y is listed; mirrors are implied)"};
    if (!listed.positions.empty() && std::make_pair(x, y) <= listed.positions.back())
      throw Reject{line, spell({x, y}) + " is not after the previous line's " +
                             spell(listed.positions.back()) +
                             ": lines are in ascending order of x, then y, without repeats"};
    listed.positions.push_back({x, y});
    listed.in_row[y].push_back({x, line});
    if (x != y) listed.in_row[x].push_back({y, line});
    listed.count += x == y ? 1 : 2;
  }
  return listed;
}

// (1) The game: no move between listed positions, a move into the list from every other one.
// The square has (bound + 1)^2 positions, 10^10 at the largest bound, so the sweep judges a row
// 64 positions at a time: bit x of a word is position (x, y), and a listed position's column and
// diagonal (bit x - y + bound) are bitsets. A word with a problem names its first one.
void require_p_set(const Certificate& c, const Listed& listed, u64 bound) {
  const std::size_t words = bound / 64 + 1;
  std::vector<u64> seen_column(words, 0), seen_diagonal(2 * words, 0), listed_bits(words, 0);
  for (u64 y = 0; y <= bound; ++y) {
    u64 row_reachable_from = bound + 2;  // positions right of the row's first listed one
    for (const auto& [x, line] : listed.in_row[y]) {
      listed_bits[x / 64] |= u64{1} << (x % 64);
      row_reachable_from = std::min(row_reachable_from, x + 1);
    }
    for (std::size_t w = 0; w < words; ++w) {
      const u64 start = 64 * w;  // x of the word's bit 0
      const u64 row = row_reachable_from <= start        ? ~u64{0}
                      : row_reachable_from - start < 64 ? ~u64{0} << (row_reachable_from - start)
                                                        : 0;
      const u64 diagonal_bit = start + bound - y, shift = diagonal_bit % 64;
      u64 diagonal = seen_diagonal[diagonal_bit / 64] >> shift;
      if (shift) diagonal |= seen_diagonal[diagonal_bit / 64 + 1] << (64 - shift);
      const u64 reachable = row | seen_column[w] | diagonal;
      const u64 listed_here = listed_bits[w];
      const u64 terminal_here = (w == 0 && y <= 2) ? (u64{1} << (3 - y)) - 1 : 0;  // x + y <= 2
      const u64 on_board = bound - start >= 63 ? ~u64{0} : (u64{1} << (bound - start + 1)) - 1;
      // A move between listed positions; an unlisted terminal position; no move into the list.
      const u64 problems = on_board & ((listed_here & reachable & ~terminal_here) |
                                       (~listed_here & (terminal_here | ~reachable)));
      if (problems) {
        const int bit = std::countr_zero(problems);
        const u64 x = start + static_cast<u64>(bit);
        std::size_t line = c.claim_line;
        for (const auto& [listed_x, listed_line] : listed.in_row[y])
          if (listed_x == x) line = listed_line;
        const char* problem = (listed_here >> bit) & 1 ? " can move to another listed position"
                              : (reachable >> bit) & 1 ? " is terminal but not listed"
                                                       : " is not listed and has no move to a listed position";
        throw Reject{line, spell({x, y}) + problem};
      }
    }
    for (const auto& entry : listed.in_row[y]) {
      const u64 x = entry.first, diagonal_bit = x + bound - y;
      listed_bits[x / 64] = 0;
      seen_column[x / 64] |= u64{1} << (x % 64);
      seen_diagonal[diagonal_bit / 64] |= u64{1} << (diagonal_bit % 64);
    }
  }
}

// (2) The closed form: g by its definition, then the set with x <= y <= bound.
void require_closed_form(const Certificate& c, const Listed& listed, u64 bound) {
  std::vector<int> g;
  std::vector<long long> index_of_b_plus_one(bound + 2, -1);  // m with b(m) + 1 = value
  std::vector<std::pair<u64, u64>> expected{{0, 0}};
  for (u64 n = 0;; ++n) {
    const u64 a = floor_phi(n), b = a + n;
    if (b > bound) break;
    const int value = index_of_b_plus_one[a] >= 0 ? 1 - g[index_of_b_plus_one[a]] : 1;
    g.push_back(value);
    index_of_b_plus_one[b + 1] = static_cast<long long>(n);
    if (b + value <= bound) expected.push_back({a + value - 1, b + value});
  }
  std::string missing;
  for (u64 x = 0; x <= 2; ++x)
    for (u64 y = x; x + y <= 2; ++y)
      if (std::find(expected.begin(), expected.end(), std::make_pair(x, y)) == expected.end()) {
        missing += (missing.empty() ? "" : ";") + std::to_string(x) + "," + std::to_string(y);
        expected.push_back({x, y});
      }
  if (missing.empty()) missing = "none";
  require_claim(c, "missing_from_formula", missing,
                ", the formula misses " + missing + " of the terminal set");
  std::sort(expected.begin(), expected.end());
  expected.erase(std::unique(expected.begin(), expected.end()), expected.end());
  const std::vector<std::pair<u64, u64>>& positions = listed.positions;
  for (std::size_t i = 0; i < std::min(positions.size(), expected.size()); ++i)
    if (positions[i] != expected[i])
      throw Reject{c.line_of(i), "the closed form gives " + spell(expected[i]) + " here"};
  if (positions.size() != expected.size())
    throw Reject{c.claim_line, "the closed form has " + std::to_string(expected.size()) +
                                   " positions, the body " + std::to_string(positions.size())};
}

}  // namespace

Theorems check_wythoff_p_positions(const Certificate& c, const CheckOptions&) {
  const HeaderLine& bound_line = parameter(c, "bound");
  const u64 bound = parse_integer(bound_line.value, 2, 100000, bound_line.line, "bound");
  const HeaderLine& terminal_line = parameter(c, "terminal");
  if (terminal_line.value != "x+y<=2") throw Reject{terminal_line.line, "terminal set must be x+y<=2"};
  require_claim(c, "bound", bound_line.value,
                ", the header's bound line (line " + std::to_string(bound_line.line) + ") says " +
                    bound_line.value);
  if (claim_field(c, "p_positions") != "formula+terminal_set")
    throw Reject{c.claim_line, "claim p_positions must be formula+terminal_set"};
  const Listed listed = read_list(c, bound);
  const std::string count = std::to_string(listed.count);
  require_claim(c, "count", count, ", the body lists " + count + " positions (mirrors included)");
  require_p_set(c, listed, bound);
  require_closed_form(c, listed, bound);
  return {};
}
