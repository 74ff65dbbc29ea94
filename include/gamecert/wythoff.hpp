// Wythoff's game and a variant. A queen on (x, y) moves any distance left,
// down or diagonally toward (0, 0). In Wythoff's game (1907) the player who
// cannot move loses; its P-positions are (floor(n phi), floor(n phi^2)) and
// mirrors. In the variant of Komaki, Miyadera and Murakami the positions with
// x + y <= 2 are terminal (no moves); its P-positions are the terminal ones
// and (a(n) + g(n) - 1, b(n) + g(n)) with mirrors, where a(n), b(n) are
// Wythoff's pairs and g a 0/1 sequence that Hofstadter's G-sequence
// generates (see the project's docs/wythoff.md).
// Errors: see gamecert/certificate.hpp.
#pragma once
#include <compare>
#include <cstdint>
#include <string>
#include <vector>

#include "gamecert/certificate.hpp"

namespace gamecert::wythoff {

/// A position of the queen.
struct Position {
  std::uint64_t x = 0;
  std::uint64_t y = 0;
  auto operator<=>(const Position&) const = default;
};

/// The variant's P-positions with x, y <= bound, by its closed form, sorted
/// by (x, y), mirrors included. Throws std::invalid_argument for a bound above 2^32 - 1.
GAMECERT_API std::vector<Position> variant_p_positions(std::uint64_t bound);

/// The same set found by playing the game: every position with x, y <= bound
/// whose Grundy value is 0 (a second road to variant_p_positions). Throws
/// std::invalid_argument when (bound+1)^2 exceeds 40,000,000 (bound 6323).
GAMECERT_API std::vector<Position> variant_p_positions_by_search(std::uint64_t bound);

/// Wythoff's own P-positions with x, y <= bound, sorted, mirrors included
/// (the same bound rule).
GAMECERT_API std::vector<Position> wythoff_p_positions(std::uint64_t bound);

/// A certificate that the variant's P-positions with x, y <= bound are
/// exactly the closed form's (kind p-positions; bound 2..100,000).
GAMECERT_API Certificate certify_p_positions(std::uint32_t bound);

/// The variant's P-positions and Grundy-1 positions against Wythoff's
/// P-positions on one grid 0..bound, as SVG.
GAMECERT_API std::string plot_svg(std::uint64_t bound);

}  // namespace gamecert::wythoff
