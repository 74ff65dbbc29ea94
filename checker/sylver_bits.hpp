// Sylver Coinage positions as bitsets, shared by both Sylver checkers.
#pragma once
#include <cstdint>
#include <vector>

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
