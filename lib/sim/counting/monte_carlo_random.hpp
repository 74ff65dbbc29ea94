// The reproducible random numbers of the Monte Carlo estimate.
//
// std::mt19937 is portable but std::uniform_int_distribution is not (each
// standard library maps raw bits to a range its own way), so the generator
// and the range reduction are written out here: xoshiro256** (Blackman and
// Vigna, 2018) seeded through splitmix64, and Lemire's multiply-shift
// reduction of 32-bit halves with rejection (Lemire, "Fast random integer
// generation in an interval", 2019) on 16-bit quarters of each output, which
// is exactly uniform and fast for the small ranges of K18's 153 edges. Same
// seed, same stream, on any machine.
#pragma once
#include <cstdint>

namespace gamecert::sim {

inline std::uint64_t splitmix64(std::uint64_t& state) {
  std::uint64_t z = (state += 0x9E3779B97F4A7C15ULL);
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return z ^ (z >> 31);
}

class Xoshiro256 {
 public:
  explicit Xoshiro256(std::uint64_t seed) {
    for (std::uint64_t& word : state_) word = splitmix64(seed);
  }
  std::uint64_t next() {
    const std::uint64_t result = rotate(state_[1] * 5, 7) * 9;
    const std::uint64_t shifted = state_[1] << 17;
    state_[2] ^= state_[0];
    state_[3] ^= state_[1];
    state_[1] ^= state_[2];
    state_[0] ^= state_[3];
    state_[2] ^= shifted;
    state_[3] = rotate(state_[3], 45);
    return result;
  }
  // Uniform in [0, range), 0 < range <= 2^16; consumes 16-bit quarters of
  // each output, lowest first.
  std::uint32_t below(std::uint32_t range) {
    for (;;) {
      const std::uint32_t product = next16() * range;
      const std::uint32_t low = product & 0xFFFF;
      if (low >= range || low >= (0x10000 - range) % range) return product >> 16;
    }
  }

 private:
  static std::uint64_t rotate(std::uint64_t x, int k) { return (x << k) | (x >> (64 - k)); }
  std::uint32_t next16() {
    if (quarters_left_ == 0) {
      buffer_ = next();
      quarters_left_ = 4;
    }
    const auto quarter = static_cast<std::uint32_t>(buffer_ & 0xFFFF);
    buffer_ >>= 16;
    --quarters_left_;
    return quarter;
  }
  std::uint64_t state_[4];
  std::uint64_t buffer_ = 0;
  int quarters_left_ = 0;
};

}  // namespace gamecert::sim
