// Row-major Grundy tabulation with per-line bitsets of seen values; the mex
// is the first zero bit of their OR (see grundy_table.hpp).
#include "wythoff/grundy_table.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>

#include "wythoff/closed_form.hpp"

namespace gamecert::wythoff {

namespace {

// Fixed-width bitsets stored back to back, one per line (column or diagonal).
class LineBitsets {
 public:
  LineBitsets(std::size_t lines, std::size_t words) : words_(words), bits_(lines * words, 0) {}
  std::uint64_t* line(std::size_t index) { return bits_.data() + index * words_; }

 private:
  std::size_t words_;
  std::vector<std::uint64_t> bits_;
};

void set_bit(std::uint64_t* bits, std::uint32_t value) {
  bits[value >> 6] |= std::uint64_t{1} << (value & 63);
}
void clear_bit(std::uint64_t* bits, std::uint32_t value) {
  bits[value >> 6] &= ~(std::uint64_t{1} << (value & 63));
}

std::uint32_t first_absent(const std::uint64_t* row, const std::uint64_t* column,
                           const std::uint64_t* diagonal, std::size_t words) {
  for (std::size_t w = 0; w < words; ++w) {
    const std::uint64_t seen = row[w] | column[w] | diagonal[w];
    if (seen != ~std::uint64_t{0}) return static_cast<std::uint32_t>(w * 64 + std::countr_one(seen));
  }
  throw std::logic_error("GrundyTable: value bound exceeded");
}

}  // namespace

GrundyTable::GrundyTable(Rules rules, std::uint32_t width, std::uint32_t height)
    : width_(width), height_(height) {
  if (width == 0 || height == 0) throw std::invalid_argument("GrundyTable: empty rectangle");
  if (std::uint64_t{width} * height > kMaxGrundyArea || width > kMaxGrundySide || height > kMaxGrundySide)
    throw std::invalid_argument("the Grundy table would hold more than " + std::to_string(kMaxGrundyArea) +
                            " positions or a side above " + std::to_string(kMaxGrundySide));
  values_.assign(std::size_t{width} * height, 0);
  // A position has at most x + y + min(x, y) options, so its value is at most that.
  const std::uint64_t max_value = std::uint64_t{width} + height + std::min(width, height);
  const std::size_t words = max_value / 64 + 1;
  LineBitsets columns(width, words);
  LineBitsets diagonals(std::size_t{width} + height - 1, words);
  std::vector<std::uint64_t> row(words, 0);
  for (std::uint32_t y = 0; y < height; ++y) {
    for (std::uint32_t x = 0; x < width; ++x) {
      std::uint64_t* column = columns.line(x);
      std::uint64_t* diagonal = diagonals.line(std::size_t{x} + (height - 1) - y);
      std::uint32_t value;
      if (rules != Rules::wythoff && in_terminal_set(x, y))
        value = rules == Rules::variant ? 0 : 1;
      else
        value = first_absent(row.data(), column, diagonal, words);
      values_[std::size_t{y} * width + x] = value;
      set_bit(row.data(), value);
      set_bit(column, value);
      set_bit(diagonal, value);
    }
    for (std::uint32_t x = 0; x < width; ++x) clear_bit(row.data(), at(x, y));
  }
}

}  // namespace gamecert::wythoff
