#include "sim/counting/polya.hpp"

#include <algorithm>
#include <map>
#include <numeric>
#include <stdexcept>
#include <string>
#include <thread>

namespace gamecert::sim {

namespace {

using Limb = std::uint64_t;

void partitions_into(int n, int largest, std::vector<int>& current, std::vector<std::vector<int>>& out) {
  if (n == 0) {
    out.push_back(current);
    return;
  }
  for (int part = std::min(n, largest); part >= 1; --part) {
    current.push_back(part);
    partitions_into(n - part, part, current, out);
    current.pop_back();
  }
}

mpz_class factorial(int n) {
  mpz_class f;
  mpz_fac_ui(f.get_mpz_t(), static_cast<unsigned long>(n));
  return f;
}

mpz_class power_of_three(int exponent) {
  mpz_class p;
  mpz_ui_pow_ui(p.get_mpz_t(), 3, static_cast<unsigned long>(exponent));
  return p;
}

int limbs_for(const mpz_class& bound) {
  return static_cast<int>((mpz_sizeinbase(bound.get_mpz_t(), 2) + 64) / 64);
}

// dst += src over Limbs limbs; the bounds guarantee no overflow out of the top.
template <int Limbs>
inline void add_limbs(Limb* dst, const Limb* src) {
  bool carry = false;
  for (int i = 0; i < Limbs; ++i) {
    Limb sum;
    const bool c1 = __builtin_add_overflow(dst[i], src[i], &sum);
    const bool c2 = __builtin_add_overflow(sum, static_cast<Limb>(carry), &sum);
    dst[i] = sum;
    carry = c1 || c2;
  }
}

// product *= (1 + x^length + y^length) for the terms of total degree <= top.
// Products stay symmetric in x and y, so only blue <= red is updated; a
// term (red - length, blue) with red - length < blue is read at its mirror
// image. Rows descend and columns descend, so every term read is still old.
template <int Limbs>
void multiply_by_cycle(Limb* product, int side, int top, int length) {
  auto at = [&](int r, int g) { return product + (std::size_t(r) * side + g) * Limbs; };
  for (int r = top; r >= length; --r)
    for (int g = std::min(r, top - r); g >= 0; --g) {
      Limb* here = at(r, g);
      add_limbs<Limbs>(here, r - length >= g ? at(r - length, g) : at(g, r - length));
      if (g >= length) add_limbs<Limbs>(here, at(r, g - length));
    }
}

using MultiplyByCycle = void (*)(Limb*, int, int, int);
MultiplyByCycle multiply_for(int limbs) {
  switch (limbs) {
    case 1:
      return multiply_by_cycle<1>;
    case 2:
      return multiply_by_cycle<2>;
    case 3:
      return multiply_by_cycle<3>;
    case 4:
      return multiply_by_cycle<4>;
    case 5:
      return multiply_by_cycle<5>;
    case 6:
      return multiply_by_cycle<6>;
    case 7:
      return multiply_by_cycle<7>;
    case 8:
      return multiply_by_cycle<8>;
  }
  throw std::logic_error("Pólya products wider than 8 limbs");
}

// accumulator (acc_limbs) += value (value_limbs) * weight (weight limbs).
void add_weighted(Limb* accumulator, int acc_limbs, const Limb* value, int value_limbs,
                  const std::vector<Limb>& weight) {
  int used = value_limbs;
  while (used > 0 && value[used - 1] == 0) --used;
  if (used == 0) return;
  for (std::size_t w = 0; w < weight.size(); ++w) {
    if (weight[w] == 0) continue;
    Limb* target = accumulator + w;
    const Limb carry = mpn_addmul_1(target, value, used, weight[w]);
    const int rest = acc_limbs - static_cast<int>(w) - used;
    if (carry && rest > 0) mpn_add_1(target + used, target + used, rest, carry);
  }
}

std::vector<Limb> to_limbs(const mpz_class& value) {
  std::vector<Limb> limbs(mpz_size(value.get_mpz_t()));
  for (std::size_t i = 0; i < limbs.size(); ++i)
    limbs[i] = mpz_getlimbn(value.get_mpz_t(), static_cast<mp_size_t>(i));
  return limbs;
}

}  // namespace

std::vector<std::vector<int>> partitions(int n) {
  std::vector<std::vector<int>> out;
  std::vector<int> current;
  partitions_into(n, n, current, out);
  return out;
}

mpz_class cycle_type_size(const std::vector<int>& parts) {
  // z_λ = Π_k k^{m_k} m_k!, the order of the centraliser.
  std::map<int, int> multiplicity;
  int n = 0;
  for (int k : parts) ++multiplicity[k], n += k;
  mpz_class z = 1;
  for (const auto& [k, m] : multiplicity) {
    mpz_class power;
    mpz_ui_pow_ui(power.get_mpz_t(), static_cast<unsigned long>(k), static_cast<unsigned long>(m));
    z *= power * factorial(m);
  }
  return factorial(n) / z;
}

std::vector<std::pair<int, int>> edge_cycles(const std::vector<int>& parts) {
  std::map<int, int> count;
  for (std::size_t a = 0; a < parts.size(); ++a) {
    const int k = parts[a];
    if (k % 2 == 1) {
      if (k > 1) count[k] += (k - 1) / 2;
    } else {
      if (k > 2) count[k] += (k - 2) / 2;
      count[k / 2] += 1;
    }
    for (std::size_t b = a + 1; b < parts.size(); ++b) count[std::lcm(k, parts[b])] += std::gcd(k, parts[b]);
  }
  return {count.begin(), count.end()};
}

std::vector<std::pair<int, int>> edge_cycles_by_tracing(const std::vector<int>& parts) {
  std::vector<int> image;
  for (int k : parts) {
    const int first = static_cast<int>(image.size());
    for (int i = 0; i < k; ++i) image.push_back(first + (i + 1) % k);
  }
  const int n = static_cast<int>(image.size());
  std::vector<std::vector<bool>> seen(n, std::vector<bool>(n, false));
  std::map<int, int> count;
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      if (seen[u][v]) continue;
      int length = 0;
      for (int a = u, b = v; !seen[a][b]; a = image[a], b = image[b]) {
        seen[a][b] = seen[b][a] = true;
        ++length;
      }
      ++count[length];
    }
  return {count.begin(), count.end()};
}

ColouringPolynomial::ColouringPolynomial(int vertices, int threads)
    : vertices_(vertices), edges_(vertices * (vertices - 1) / 2) {
  if (vertices < 1 || vertices > kMaxPolyaBoard)
    throw std::invalid_argument("the whole Pólya polynomial is computed for K1..K" +
                                std::to_string(kMaxPolyaBoard) + ", not K" + std::to_string(vertices));
  const int side = edges_ + 1;
  const int value_limbs = limbs_for(power_of_three(edges_));
  const int acc_limbs = limbs_for(power_of_three(edges_) * factorial(vertices)) + 1;
  const std::vector<std::vector<int>> types = partitions(vertices);
  threads = std::clamp(threads, 1, static_cast<int>(types.size()));

  // Each thread sums a fixed share of the cycle types; integer sums, so the
  // result is the same for any number of threads.
  std::vector<std::vector<Limb>> sums(threads, std::vector<Limb>(std::size_t(side) * side * acc_limbs, 0));
  const MultiplyByCycle multiply = multiply_for(value_limbs);
  auto work = [&](int thread) {
    std::vector<Limb> product(std::size_t(side) * side * value_limbs);
    std::vector<Limb>& sum = sums[thread];
    for (std::size_t t = thread; t < types.size(); t += threads) {
      std::fill(product.begin(), product.end(), 0);
      product[0] = 1;
      int top = 0;  // highest total degree present
      for (const auto& [length, count] : edge_cycles(types[t]))
        for (int c = 0; c < count; ++c) {
          top = std::min(top + length, edges_);
          multiply(product.data(), side, top, length);
        }
      const std::vector<Limb> weight = to_limbs(cycle_type_size(types[t]));
      for (int r = 0; r <= edges_; ++r)
        for (int g = 0; g <= r && r + g <= edges_; ++g)
          add_weighted(&sum[(std::size_t(r) * side + g) * acc_limbs], acc_limbs,
                       &product[(std::size_t(r) * side + g) * value_limbs], value_limbs, weight);
    }
  };
  std::vector<std::thread> pool;
  for (int thread = 1; thread < threads; ++thread) pool.emplace_back(work, thread);
  work(0);
  for (std::thread& t : pool) t.join();

  const mpz_class group_order = factorial(vertices);
  coefficients_.assign(std::size_t(side) * side, 0);
  for (int r = 0; r <= edges_; ++r)
    for (int g = 0; g <= r && r + g <= edges_; ++g) {
      mpz_class total = 0;
      for (const auto& sum : sums) {
        mpz_class part;
        mpz_import(part.get_mpz_t(), acc_limbs, -1, sizeof(Limb), 0, 0,
                   &sum[(std::size_t(r) * side + g) * acc_limbs]);
        total += part;
      }
      if (!mpz_divisible_p(total.get_mpz_t(), group_order.get_mpz_t()))
        throw std::logic_error("Pólya sum not divisible by n!");
      mpz_class& coefficient = coefficients_[std::size_t(r) * side + g];
      mpz_divexact(coefficient.get_mpz_t(), total.get_mpz_t(), group_order.get_mpz_t());
      coefficients_[std::size_t(g) * side + r] = coefficient;
    }
}

mpz_class ColouringPolynomial::count(int red, int blue) const {
  if (red < 0 || blue < 0 || red + blue > edges_) return 0;
  return coefficients_[std::size_t(red) * (edges_ + 1) + blue];
}

mpz_class ColouringPolynomial::total() const {
  mpz_class sum = 0;
  for (const mpz_class& c : coefficients_) sum += c;
  return sum;
}

mpz_class ColouringPolynomial::balanced() const {
  mpz_class sum = 0;
  for (int t = 0; t <= edges_; ++t) sum += count((t + 1) / 2, t / 2);
  return sum;
}

namespace {

template <typename EdgeCycles>
mpz_class count_by_cycle_types(int n, EdgeCycles edge_cycles_of) {
  mpz_class sum = 0;
  for (const std::vector<int>& parts : partitions(n)) {
    int cycles = 0;
    for (const auto& [length, count] : edge_cycles_of(parts)) cycles += count;
    sum += cycle_type_size(parts) * power_of_three(cycles);
  }
  return sum / factorial(n);
}

}  // namespace

mpz_class count_colourings_by_cycle_types(int n) { return count_by_cycle_types(n, edge_cycles); }

mpz_class count_colourings_by_traced_cycle_types(int n) {
  return count_by_cycle_types(n, edge_cycles_by_tracing);
}

mpz_class count_colourings_by_permutations(int n) {
  if (n < 0 || n > 10) throw std::invalid_argument("n! permutations are enumerated for n <= 10");
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  mpz_class sum = 0;
  std::vector<std::vector<char>> seen(n, std::vector<char>(n));
  do {
    for (auto& row : seen) std::fill(row.begin(), row.end(), 0);
    int cycles = 0;
    for (int u = 0; u < n; ++u)
      for (int v = u + 1; v < n; ++v) {
        if (seen[u][v]) continue;
        ++cycles;
        for (int a = u, b = v; !seen[a][b]; a = perm[a], b = perm[b]) seen[a][b] = seen[b][a] = 1;
      }
    sum += power_of_three(cycles);
  } while (std::next_permutation(perm.begin(), perm.end()));
  return sum / factorial(n);
}

std::vector<std::vector<std::uint64_t>> burnside_brute_force(int n) {
  if (n < 1 || n > 5) throw std::invalid_argument("brute-force Burnside is for K1..K5");
  const int edges = n * (n - 1) / 2;
  std::vector<std::pair<int, int>> endpoints;
  std::vector<std::vector<int>> index(n, std::vector<int>(n, -1));
  for (int u = 0; u < n; ++u)
    for (int v = u + 1; v < n; ++v) {
      index[u][v] = index[v][u] = static_cast<int>(endpoints.size());
      endpoints.emplace_back(u, v);
    }
  std::vector<std::vector<int>> edge_images;  // per permutation
  std::vector<int> perm(n);
  std::iota(perm.begin(), perm.end(), 0);
  do {
    std::vector<int> image(edges);
    for (int e = 0; e < edges; ++e) image[e] = index[perm[endpoints[e].first]][perm[endpoints[e].second]];
    edge_images.push_back(image);
  } while (std::next_permutation(perm.begin(), perm.end()));
  int colourings = 1;
  for (int e = 0; e < edges; ++e) colourings *= 3;
  std::vector<std::vector<std::uint64_t>> fixed(edges + 1, std::vector<std::uint64_t>(edges + 1, 0));
  std::vector<int> colour(edges);
  for (int code = 0; code < colourings; ++code) {
    int red = 0, blue = 0;
    for (int e = 0, rest = code; e < edges; ++e, rest /= 3) {
      colour[e] = rest % 3;  // 0 uncoloured, 1 red, 2 blue
      red += colour[e] == 1;
      blue += colour[e] == 2;
    }
    for (const std::vector<int>& image : edge_images) {
      bool is_fixed = true;
      for (int e = 0; e < edges && is_fixed; ++e) is_fixed = colour[image[e]] == colour[e];
      fixed[red][blue] += is_fixed;
    }
  }
  for (auto& row : fixed)
    for (std::uint64_t& value : row) {
      if (value % edge_images.size() != 0) throw std::logic_error("Burnside sum not divisible by n!");
      value /= edge_images.size();
    }
  return fixed;
}

}  // namespace gamecert::sim
