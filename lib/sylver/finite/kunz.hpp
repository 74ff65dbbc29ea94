// Kunz coordinates: the working representation of the fast solver.
//
// Relative to a fixed m, a position's Apéry set is w[i] = i + m·c[i]; the
// Kunz coordinate c[i] is the number of gaps in residue class i (Kunz 1987,
// and the public kunz_solver of rudi-cilibrasi/sylver-coinage uses the same
// one-byte-per-class layout). x = q·m + i is nameable iff q < c[i]. Naming
// g = q·m + r relaxes c[j] = min(c[j], c[i] + q + [i + r ≥ m]) along the
// residue cycles of r, twice round, exactly as for the Apéry set. Coordinates
// only decrease during a game, so a position is m - 1 small numbers that fit
// the bytes below and pack into a few bits each for the memo key.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "sylver/semigroup.hpp"

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace gamecert::sylver {

using Coordinate = std::uint8_t;
inline constexpr int kMaxCoordinate = 255;

// The step tables of one modulus: for each residue r the order in which the
// cycle relaxation visits classes, so a move is one straight loop.
class KunzMoves {
 public:
  explicit KunzMoves(int modulus);
  int modulus() const { return modulus_; }
  // c has m entries (c[0] = 0); x must be nameable in c.
  void name(Coordinate* c, std::int64_t x) const;
  // The same, for arrays of at least padded_size() bytes whose entries past
  // m are zero (they stay zero): the hot path of the search, no copying.
  void name_padded(Coordinate* c, std::int64_t x) const;
  int padded_size() const { return vector_moves_ ? 16 : modulus_; }
#if defined(__x86_64__)
  // The byte-vector form, for a caller that keeps the coordinates in a
  // register (the search's first pass): whether it is used, and the tables
  // of residue r, which name_lanes() takes.
  bool vector_moves() const { return vector_moves_; }
  int levels() const { return levels_; }
  const std::uint8_t* shuffles(int r) const { return shuffles_.data() + r * levels_ * 16; }
  const std::uint8_t* carries(int r) const { return carries_.data() + r * levels_ * 16; }
  // Naming q·m + r in the 16 lanes v, with r's tables.
  __attribute__((target("ssse3"))) static __m128i name_lanes(__m128i v, const std::uint8_t* shuffles,
                                                             const std::uint8_t* carries, int levels, int q) {
    for (int level = 0; level < levels; ++level) {
      const __m128i shuffle = _mm_loadu_si128(reinterpret_cast<const __m128i*>(shuffles + 16 * level));
      const __m128i carry = _mm_loadu_si128(reinterpret_cast<const __m128i*>(carries + 16 * level));
      const int multiple = q << level < 255 ? q << level : 255;
      __m128i moved = _mm_adds_epu8(_mm_shuffle_epi8(v, shuffle), carry);
      moved = _mm_adds_epu8(moved, _mm_set1_epi8(static_cast<char>(multiple)));
      v = _mm_min_epu8(v, moved);
    }
    return v;
  }
#endif
  static int frobenius(const Coordinate* c, int modulus);  // -1 when no gaps
  // The number of gaps: the sum of the coordinates (c[0] = 0).
  static int genus(const Coordinate* c, int modulus) {
    int sum = 0;
    for (int i = 1; i < modulus; ++i) sum += c[i];
    return sum;
  }

 private:
  struct Step {
    std::uint8_t from, to, carry;
  };
  int modulus_;
  std::vector<std::vector<Step>> steps_;  // indexed by residue r = 1..m-1
  // Byte-vector form for m <= 16 on x86 with SSSE3: naming x = q·m + r is
  // `levels` rounds of c = min(c, shuffle(c, by 2^j·r) + carry + 2^j·q),
  // which covers the multiples 0..2^levels - 1 of x, enough for m classes.
  bool vector_moves_ = false;
  int levels_ = 0;
  std::vector<std::uint8_t> shuffles_, carries_;  // [r][level][16]
};

// What the solver's keys can hold, in terms of the position: its smallest
// number m and its largest unnameable number t (coordinates below 2^b use b
// bits each, 63 / b of them per 64-bit word, at most four words).
inline constexpr const char* kSupportedPositions =
    "positions with gcd 1 are supported when their smallest number m and largest unnameable number t "
    "satisfy t < 255*m and m <= 29; a smaller t allows a larger m: m <= 61 when t < 15*m, m <= 125 "
    "when t < 3*m, m <= 253 when t < m";
// "m = .. and t = .. are past the solver's limits: " + kSupportedPositions.
std::string unsupported_position(std::int64_t m, std::int64_t t);

// Coordinates of an Apéry set relative to its own modulus; throws
// std::out_of_range if a coordinate exceeds kMaxCoordinate or the set is infinite.
std::vector<Coordinate> kunz_coordinates(const AperySet& position);

}  // namespace gamecert::sylver
