// Sicherman's table of winning moves as a picture (docs/pictures.md): one
// row per coprime {m, n}, each winning move a mark at its value, so the
// patterns of his table (how the winning moves track t and the multiples
// of m) show at a glance instead of as lists of numbers.
#pragma once
#include <cstdint>
#include <string>

#include "gamecert/sylver.hpp"

namespace gamecert::sylver {

inline constexpr int kMaxTablePictureM = 20;
inline constexpr int kMaxTablePictureN = 60;

// SVG of the rows {m, n}, 2 <= m <= max_m, m < n <= max_n, gcd(m, n) = 1,
// with the winning moves `gamecert sylver table --m M --max-n N` computes
// (sicherman_row), each a circle with data-winning="1", and t marked per
// row. Throws std::invalid_argument for max_m outside 2..kMaxTablePictureM
// or max_n outside max_m+1..kMaxTablePictureN; sylver::SearchLimitExceeded
// past max_states.
// table_svg(max_m, max_n, limits) is declared in gamecert/sylver.hpp (the public interface).

}  // namespace gamecert::sylver
