// Move tables for Kunz coordinates: the scalar cycle order, and for m <= 16
// the byte-shuffle form (x, 2x, 4x, 8x rounds) used when SSSE3 is present
// (see kunz.hpp).
#include "sylver/finite/kunz.hpp"

#include <algorithm>
#include <bit>
#include <cstring>
#include <numeric>
#include <stdexcept>

namespace gamecert::sylver {

KunzMoves::KunzMoves(int modulus) : modulus_(modulus), steps_(static_cast<std::size_t>(modulus)) {
  if (modulus < 1 || modulus > 256) throw std::out_of_range("Kunz modulus out of range");
  for (int r = 1; r < modulus; ++r) {
    const int cycles = std::gcd(r, modulus);
    const int lap = modulus / cycles;
    auto& steps = steps_[static_cast<std::size_t>(r)];
    for (int start = 0; start < cycles; ++start) {
      int i = start;
      for (int k = 0; k < 2 * lap; ++k) {
        int j = i + r;
        std::uint8_t carry = 0;
        if (j >= modulus) {
          j -= modulus;
          carry = 1;
        }
        steps.push_back({static_cast<std::uint8_t>(i), static_cast<std::uint8_t>(j), carry});
        i = j;
      }
    }
  }
#if defined(__x86_64__)
  vector_moves_ = modulus <= 16 && __builtin_cpu_supports("ssse3");
#endif
  if (!vector_moves_) return;
  levels_ = static_cast<int>(std::bit_width(static_cast<unsigned>(modulus - 1)));
  shuffles_.assign(static_cast<std::size_t>(modulus * levels_ * 16), 0x80);
  carries_.assign(shuffles_.size(), 0);
  for (int r = 1; r < modulus; ++r)
    for (int level = 0; level < levels_; ++level) {
      const int k = 1 << level;
      const std::size_t base = static_cast<std::size_t>((r * levels_ + level) * 16);
      for (int i = 0; i < modulus; ++i) {  // class i moves to (i + k·r) mod m
        const int j = (i + k * r) % modulus;
        shuffles_[base + static_cast<std::size_t>(j)] = static_cast<std::uint8_t>(i);
        carries_[base + static_cast<std::size_t>(j)] = static_cast<std::uint8_t>((i + k * r) / modulus);
      }
    }
}

void KunzMoves::name(Coordinate* c, std::int64_t x) const {
  const int q = static_cast<int>(x / modulus_);
#if defined(__x86_64__)
  if (vector_moves_) {
    alignas(16) std::uint8_t lanes[16] = {};
    std::memcpy(lanes, c, static_cast<std::size_t>(modulus_));
    name_padded(lanes, x);
    std::memcpy(c, lanes, static_cast<std::size_t>(modulus_));
    return;
  }
#endif
  const auto& steps = steps_[static_cast<std::size_t>(x % modulus_)];
  for (const Step& s : steps) {
    const int candidate = c[s.from] + q + s.carry;
    if (candidate < c[s.to]) c[s.to] = static_cast<Coordinate>(candidate);
  }
}

void KunzMoves::name_padded(Coordinate* c, std::int64_t x) const {
#if defined(__x86_64__)
  if (vector_moves_) {
    const int r = static_cast<int>(x % modulus_);
    const __m128i v = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c));
    _mm_storeu_si128(reinterpret_cast<__m128i*>(c),
                     name_lanes(v, shuffles(r), carries(r), levels_, static_cast<int>(x / modulus_)));
    return;
  }
#endif
  name(c, x);
}

int KunzMoves::frobenius(const Coordinate* c, int modulus) {
  int t = -1;
  for (int i = 1; i < modulus; ++i)
    if (c[i] > 0) t = std::max(t, (c[i] - 1) * modulus + i);
  return t;
}

std::string unsupported_position(std::int64_t m, std::int64_t t) {
  return "smallest number m = " + std::to_string(m) +
         " with largest unnameable number t = " + std::to_string(t) +
         " is past the solver's limits: " + kSupportedPositions;
}

std::vector<Coordinate> kunz_coordinates(const AperySet& position) {
  const auto& w = position.values();
  const std::int64_t m = position.modulus();
  std::vector<Coordinate> c(w.size(), 0);
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (w[i] == kUnreached) throw std::out_of_range("infinite position has no Kunz coordinates");
    const std::int64_t k = (w[i] - static_cast<std::int64_t>(i)) / m;
    if (k > kMaxCoordinate) throw std::out_of_range(unsupported_position(m, position.frobenius()));
    c[i] = static_cast<Coordinate>(k);
  }
  return c;
}

}  // namespace gamecert::sylver
