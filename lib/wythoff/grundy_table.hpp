// Grundy values of Wythoff's game and of the variant, on a rectangle.
//
// A queen on (x, y) moves left, down or diagonally toward (0, 0). The Grundy
// value is the mex of the values of the options. Each option lies on the
// position's row, column or diagonal, so the table is filled in row-major
// order keeping, for every column and diagonal and for the current row, a
// bitset of the values already seen there; the mex is the first zero bit of
// the OR of three bitsets, found a 64-bit word at a time. That is the usual
// way to tabulate Wythoff Grundy values (e.g. Dress, Flammenkamp, Pink 1999,
// "Additive periodicity of the Sprague-Grundy function of certain Nim
// games"), O(W H (W + H) / 64) word operations at worst.
//
// Rules:
//   wythoff         plain Wythoff's game, (0,0) is the only position without moves;
//   variant         the terminal set x + y <= 2 has no moves (value 0, normal play:
//                   whoever enters it wins);
//   variant_misere  the same positions and moves, misere play (whoever enters
//                   the terminal set loses). Terminal positions get value 1 and
//                   the rest the mex: the standard misere Grundy value, which is
//                   0 exactly at the misere P-positions.
#pragma once
#include <cstdint>
#include <vector>

namespace gamecert::wythoff {

enum class Rules { wythoff, variant, variant_misere };

class GrundyTable {
 public:
  GrundyTable(Rules rules, std::uint32_t width, std::uint32_t height);  // x < width, y < height
  std::uint32_t at(std::uint32_t x, std::uint32_t y) const { return values_[std::size_t{y} * width_ + x]; }
  std::uint32_t width() const { return width_; }
  std::uint32_t height() const { return height_; }

 private:
  std::uint32_t width_, height_;
  std::vector<std::uint32_t> values_;
};

// The largest rectangle GrundyTable accepts: area and side are both capped so
// that values and line bitsets together stay under ~300 MB.
inline constexpr std::uint64_t kMaxGrundyArea = 40'000'000;
inline constexpr std::uint32_t kMaxGrundySide = 20'000;

}  // namespace gamecert::wythoff
