// Apéry sets: construction by relaxing residue cycles, membership, Frobenius
// number, genus, gaps and minimal generators (see semigroup.hpp).
#include "sylver/semigroup.hpp"

#include <algorithm>
#include <numeric>
#include <stdexcept>

namespace gamecert::sylver {

AperySet::AperySet(std::span<const std::int64_t> named, std::int64_t modulus)
    : modulus_(modulus), w_(static_cast<std::size_t>(modulus), kUnreached) {
  if (modulus <= 0) throw std::invalid_argument("Apéry set modulus must be positive");
  w_[0] = 0;
  for (std::int64_t g : named) name(g);
}

AperySet AperySet::generated_by(std::span<const std::int64_t> named) {
  if (named.empty()) throw std::invalid_argument("empty position");
  return AperySet(named, *std::min_element(named.begin(), named.end()));
}

bool AperySet::contains(std::int64_t x) const {
  if (x < 0) return false;
  return x >= w_[static_cast<std::size_t>(x % modulus_)];
}

bool AperySet::finite() const {
  return std::none_of(w_.begin(), w_.end(), [](std::int64_t v) { return v == kUnreached; });
}

void AperySet::name(std::int64_t g) {
  if (g <= 0) throw std::invalid_argument("named numbers must be positive");
  const std::int64_t m = modulus_;
  const std::int64_t step = g % m;
  if (step == 0) return;
  const std::int64_t cycles = std::gcd(step, m);
  const std::int64_t lap = m / cycles;
  for (std::int64_t start = 0; start < cycles; ++start) {
    std::int64_t i = start;
    for (std::int64_t k = 0; k < 2 * lap; ++k) {
      std::int64_t j = i + step;
      if (j >= m) j -= m;
      if (w_[i] != kUnreached && w_[i] + g < w_[j]) w_[j] = w_[i] + g;
      i = j;
    }
  }
}

AperySet AperySet::after(std::int64_t g) const {
  AperySet next = *this;
  next.name(g);
  return next;
}

std::int64_t AperySet::frobenius() const {
  if (!finite()) throw std::logic_error("Frobenius number of an infinite position");
  return *std::max_element(w_.begin(), w_.end()) - modulus_;
}

std::int64_t AperySet::genus() const {
  if (!finite()) throw std::logic_error("genus of an infinite position");
  std::int64_t total = 0;
  for (std::size_t i = 0; i < w_.size(); ++i) total += (w_[i] - static_cast<std::int64_t>(i)) / modulus_;
  return total;
}

std::vector<std::int64_t> AperySet::gaps() const {
  std::vector<std::int64_t> out;
  const std::int64_t t = frobenius();
  for (std::int64_t x = 1; x <= t; ++x)
    if (!contains(x)) out.push_back(x);
  return out;
}

// m together with every w[i] that is not w[j] + (an element of S) for another
// nonzero class j: the minimal elements of the Apéry set under "differs by an
// element of S", which generate S (Rosales & García-Sánchez, Prop. 2.10),
// minus m itself when a smaller element already generates it.
std::vector<std::int64_t> AperySet::minimal_generators() const {
  std::vector<std::int64_t> out;
  const std::size_t m = w_.size();
  if (m == 1) return {1};
  for (std::size_t i = 1; i < m; ++i) {
    if (w_[i] == kUnreached) continue;
    bool minimal = true;
    for (std::size_t j = 1; j < m && minimal; ++j)
      if (j != i && w_[j] != kUnreached && contains(w_[i] - w_[j])) minimal = false;
    if (minimal) out.push_back(w_[i]);
  }
  // m itself is a minimal generator unless it is a sum of two nonzero elements.
  bool m_minimal = true;
  for (std::int64_t a = 1; a <= modulus_ / 2 && m_minimal; ++a)
    if (contains(a) && contains(modulus_ - a)) m_minimal = false;
  if (m_minimal) out.push_back(modulus_);
  std::sort(out.begin(), out.end());
  return out;
}

std::int64_t gcd_of(std::span<const std::int64_t> numbers) {
  std::int64_t g = 0;
  for (std::int64_t x : numbers) g = std::gcd(g, x);
  return g;
}

std::string join_numbers(std::span<const std::int64_t> numbers, const char* separator) {
  std::string out;
  for (std::size_t i = 0; i < numbers.size(); ++i) {
    if (i) out += separator;
    out += std::to_string(numbers[i]);
  }
  return out;
}

std::string format_set(std::span<const std::int64_t> numbers) { return "{" + join_numbers(numbers, ", ") + "}"; }

}  // namespace gamecert::sylver
