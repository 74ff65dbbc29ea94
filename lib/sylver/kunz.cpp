#include "sylver/kunz.hpp"

#include <algorithm>
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
}

void KunzMoves::name(Coordinate* c, std::int64_t x) const {
  const int q = static_cast<int>(x / modulus_);
  const auto& steps = steps_[static_cast<std::size_t>(x % modulus_)];
  for (const Step& s : steps) {
    const int candidate = c[s.from] + q + s.carry;
    if (candidate < c[s.to]) c[s.to] = static_cast<Coordinate>(candidate);
  }
}

int KunzMoves::frobenius(const Coordinate* c, int modulus) {
  int t = -1;
  for (int i = 1; i < modulus; ++i)
    if (c[i] > 0) t = std::max(t, (c[i] - 1) * modulus + i);
  return t;
}

std::vector<Coordinate> kunz_coordinates(const AperySet& position) {
  const auto& w = position.values();
  const std::int64_t m = position.modulus();
  std::vector<Coordinate> c(w.size(), 0);
  for (std::size_t i = 0; i < w.size(); ++i) {
    if (w[i] == kUnreached) throw std::out_of_range("infinite position has no Kunz coordinates");
    const std::int64_t k = (w[i] - static_cast<std::int64_t>(i)) / m;
    if (k > kMaxCoordinate) throw std::out_of_range("Kunz coordinate exceeds 255");
    c[i] = static_cast<Coordinate>(k);
  }
  return c;
}

AperySet apery_from_kunz(const std::vector<Coordinate>& c) {
  const auto m = static_cast<std::int64_t>(c.size());
  std::vector<std::int64_t> named{m};
  for (std::int64_t i = 1; i < m; ++i) named.push_back(i + m * c[static_cast<std::size_t>(i)]);
  return AperySet(named, m);
}

}  // namespace gamecert::sylver
