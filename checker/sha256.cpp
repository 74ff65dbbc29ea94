// SHA-256 (FIPS 180-4), so the checker can print a certificate's citation id
// without any library; tested against the FIPS 180 example vectors.
#include <cstdint>
#include <string>

#include "certificate.hpp"

namespace {

const std::uint32_t kRoundConstants[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2};

std::uint32_t rotate_right(std::uint32_t x, int n) { return (x >> n) | (x << (32 - n)); }

void compress(std::uint32_t state[8], const unsigned char* block) {
  std::uint32_t w[64] = {};
  for (int i = 0; i < 64; ++i) w[i / 4] = w[i / 4] << 8 | block[i];  // big-endian words
  for (int i = 16; i < 64; ++i) {
    std::uint32_t s0 = rotate_right(w[i - 15], 7) ^ rotate_right(w[i - 15], 18) ^ (w[i - 15] >> 3);
    std::uint32_t s1 = rotate_right(w[i - 2], 17) ^ rotate_right(w[i - 2], 19) ^ (w[i - 2] >> 10);
    w[i] = w[i - 16] + s0 + w[i - 7] + s1;
  }
  std::uint32_t v[8];  // the working variables a..h
  for (int j = 0; j < 8; ++j) v[j] = state[j];
  for (int i = 0; i < 64; ++i) {
    const std::uint32_t a = v[0], b = v[1], c = v[2], e = v[4], f = v[5], g = v[6], h = v[7];
    std::uint32_t t1 = h + (rotate_right(e, 6) ^ rotate_right(e, 11) ^ rotate_right(e, 25)) +
                       ((e & f) ^ (~e & g)) + kRoundConstants[i] + w[i];
    std::uint32_t t2 =
        (rotate_right(a, 2) ^ rotate_right(a, 13) ^ rotate_right(a, 22)) + ((a & b) ^ (a & c) ^ (b & c));
    for (int j = 7; j > 0; --j) v[j] = v[j - 1];  // h = g, g = f, ..., b = a
    v[4] += t1;                                   // e = d + t1
    v[0] = t1 + t2;
  }
  for (int j = 0; j < 8; ++j) state[j] += v[j];
}

}  // namespace

void Sha256::add(const char* data, std::size_t size) {
  length_ += size;
  for (std::size_t i = 0; i < size; ++i) {
    block_[used_++] = static_cast<unsigned char>(data[i]);
    if (used_ == 64) {
      compress(state_, block_);
      used_ = 0;
    }
  }
}

std::string Sha256::hex() {
  const std::uint64_t bits = length_ * 8;
  const char one = static_cast<char>(0x80), zero = 0;
  add(&one, 1);
  while (used_ != 56) add(&zero, 1);
  for (int i = 7; i >= 0; --i) {
    const char byte = static_cast<char>((bits >> (8 * i)) & 0xff);
    add(&byte, 1);
  }
  static const char* hex = "0123456789abcdef";
  std::string out;
  for (std::uint32_t word : state_)
    for (int shift = 28; shift >= 0; shift -= 4) out.push_back(hex[(word >> shift) & 15]);
  return out;
}
