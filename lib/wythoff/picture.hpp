// The Wythoff variant against Wythoff's game on one grid (docs/pictures.md):
// the paper's second claim says that away from the corner the variant's
// Grundy-1 positions are exactly Wythoff's P-positions, and its first that
// the variant's P-positions are a shifted copy of Wythoff's; a plot shows
// both at once, and the corner x, y < 8 where they fail.
#pragma once
#include <cstdint>
#include <string>

#include "gamecert/wythoff.hpp"

namespace gamecert::wythoff {

inline constexpr std::uint64_t kMaxPlotBound = 1000;

// SVG of the square 0..bound: the variant's P-positions (class
// "variant-p", from corrected_p_positions), its Grundy-1 positions (class
// "grundy-1", from a GrundyTable) and Wythoff's P-positions (class
// "wythoff-p", from wythoff_p_positions), with a legend. Throws
// std::invalid_argument for a bound outside 1..kMaxPlotBound.
// plot_svg(bound) is declared in gamecert/wythoff.hpp (the public interface).

}  // namespace gamecert::wythoff
