// The P-positions the closed forms give, listed inside the square x, y <= bound.
//
// Wythoff (1907): the P-positions of Wythoff's game are (a(n), b(n)) and
// (b(n), a(n)) with a(n) = floor(n phi), b(n) = floor(n (phi + 1)), n >= 0.
//
// Komaki, Miyadera and Murakami state the P-positions of the variant with the
// terminal set x + y <= 2 as {(0,0)} union {(a(n) + g(n) - 1, b(n) + g(n))}
// union the mirror images, n >= 0. At n = 0 and n = 1 this gives (0,1) and
// (0,2); the set never contains the terminal position (1,1), which has no
// moves and is therefore a P-position under normal play (docs/wythoff.md, "Conventions").
// `corrected_p_positions` adds the terminal set, which is exactly that one
// position; it is the set the certificates and the all-n proof are about.
#pragma once
#include <compare>
#include <cstdint>
#include <vector>

#include "gamecert/wythoff.hpp"  // Position, wythoff_p_positions

namespace gamecert::wythoff {

inline bool in_terminal_set(std::uint64_t x, std::uint64_t y) { return x + y <= 2; }

// Each list is sorted by (x, y) and holds both a position and its mirror.
std::vector<Position> paper_formula_p_positions(std::uint64_t bound);
std::vector<Position> corrected_p_positions(std::uint64_t bound);

// For every y in 0..bound, the sorted x with (x, y) in the list.
std::vector<std::vector<std::uint32_t>> positions_by_row(const std::vector<Position>& positions,
                                                         std::uint64_t bound);

// Wythoff P-position test for one position of any size (exact, by floors).
bool is_wythoff_p_position(std::uint64_t x, std::uint64_t y);

}  // namespace gamecert::wythoff
