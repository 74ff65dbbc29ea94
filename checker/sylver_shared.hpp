// What both Sylver Coinage replays share: positions as bitsets and the
// claim's number lists.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "certificate.hpp"

using Bits = std::vector<std::uint64_t>;

// The numbers 0..top of b closed under adding x: shifts x, 2x, 4x, ... (each
// doubling covers twice as many copies of x). Words are updated from the top
// down, so each reads the lower words before this shift changed them.
inline void close_under(Bits& b, std::int64_t top, std::int64_t x) {
  for (std::int64_t shift = x; shift <= top; shift *= 2) {
    const std::int64_t words = shift / 64, bits = shift % 64;
    for (std::int64_t i = static_cast<std::int64_t>(b.size()) - 1; i >= words; --i) {
      std::uint64_t moved = b[i - words] << bits;
      if (bits != 0 && i - words - 1 >= 0) moved |= b[i - words - 1] >> (64 - bits);
      b[i] |= moved;
    }
  }
}

// "none" or ascending numbers in low..high separated by commas.
inline std::vector<std::int64_t> parse_list(const std::string& text, std::size_t line, const std::string& what,
                                            std::int64_t low, std::int64_t high) {
  std::vector<std::int64_t> out;
  if (text == "none") return out;
  for (const std::string& part : split(text, ',')) {
    const std::int64_t x = parse_integer(part, low, high, line, what);
    if (!out.empty() && x <= out.back())
      throw Reject{line, what + " list '" + text + "' is not in ascending order without repeats"};
    out.push_back(x);
    if (out.size() > 10000) throw Reject{line, what + " list is too long"};
  }
  return out;
}
