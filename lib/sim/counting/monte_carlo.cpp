#include "sim/counting/monte_carlo.hpp"

#include <algorithm>
#include <atomic>
#include <numeric>
#include <stdexcept>
#include <thread>

#include "common/progress.hpp"
#include "sim/counting/monte_carlo_k4.hpp"
#include "sim/counting/monte_carlo_random.hpp"
#include "sim/counting/polya.hpp"

namespace gamecert::sim {

namespace {

constexpr int kEdges = kMonteCarloBoard * (kMonteCarloBoard - 1) / 2;
constexpr std::uint64_t kChunk = 4096;

struct EdgeEnds {
  std::uint8_t u, v;
};

std::vector<EdgeEnds> edge_ends() {
  std::vector<EdgeEnds> ends;
  for (int u = 0; u < kMonteCarloBoard; ++u)
    for (int v = u + 1; v < kMonteCarloBoard; ++v)
      ends.push_back({static_cast<std::uint8_t>(u), static_cast<std::uint8_t>(v)});
  return ends;
}

std::uint64_t chunk_seed(std::uint64_t seed, int edges, std::uint64_t chunk) {
  std::uint64_t state = seed;
  const std::uint64_t mixed = splitmix64(state) ^ (std::uint64_t(edges) << 40) ^ chunk;
  state = mixed;
  return splitmix64(state);
}

// K4-free samples among `count` random (red, blue) colourings.
std::uint64_t sample_chunk(const std::vector<EdgeEnds>& ends, int red, int blue, std::uint64_t seed,
                           std::uint64_t count) {
  Xoshiro256 random(seed);
  EdgeEnds order[kEdges];                      // the edges themselves, so a draw is one load away
  std::copy(ends.begin(), ends.end(), order);  // fresh per chunk: chunks are independent
  std::uint64_t free_samples = 0;
  // Edges are added one at a time and each is asked whether it completes a
  // K4 of its colour, so a sample stops at its first K4; the next sample's
  // partial shuffle starts from whatever arrangement is left, which keeps
  // it uniform.
  auto draw_without_k4 = [&](int from, int to, std::uint32_t* adjacency) {
    for (int i = from; i < to; ++i) {
      const int j = i + static_cast<int>(random.below(static_cast<std::uint32_t>(kEdges - i)));
      std::swap(order[i], order[j]);
      const EdgeEnds e = order[i];
      if (i - from >= 5 && closes_k4(adjacency, e.u, e.v)) return false;  // a K4 has 6 edges
      adjacency[e.u] |= 1u << e.v;
      adjacency[e.v] |= 1u << e.u;
    }
    return true;
  };
  for (std::uint64_t s = 0; s < count; ++s) {
    std::uint32_t red_adjacency[kMonteCarloBoard] = {}, blue_adjacency[kMonteCarloBoard] = {};
    if (draw_without_k4(0, red, red_adjacency) && draw_without_k4(red, red + blue, blue_adjacency))
      ++free_samples;
  }
  return free_samples;
}

mpz_class isqrt(const mpz_class& x) {
  mpz_class root;
  mpz_sqrt(root.get_mpz_t(), x.get_mpz_t());
  return root;
}

mpz_class ceiling_division(const mpz_class& a, const mpz_class& b) {
  mpz_class q;
  mpz_cdiv_q(q.get_mpz_t(), a.get_mpz_t(), b.get_mpz_t());
  return q;
}

}  // namespace

MonteCarloResult estimate_k4_free_positions(const MonteCarloOptions& options) {
  if (options.samples_per_class == 0) throw std::invalid_argument("need at least one sample per class");
  if (options.threads < 1) throw std::invalid_argument("need at least one thread");
  const ColouringPolynomial polynomial(kMonteCarloBoard, options.threads);
  const std::vector<EdgeEnds> ends = edge_ends();

  MonteCarloResult result;
  result.samples_per_class = options.samples_per_class;
  result.seed = options.seed;
  for (int t = 0; t <= kEdges; ++t)
    result.classes.push_back({t, (t + 1) / 2, t / 2, polynomial.count((t + 1) / 2, t / 2), 0});

  const std::uint64_t chunks_per_class = (options.samples_per_class + kChunk - 1) / kChunk;
  const std::uint64_t work_items = chunks_per_class * (kEdges + 1);
  std::vector<std::uint64_t> free_per_chunk(work_items, 0);
  std::atomic<std::uint64_t> next{0}, done{0};
  Progress progress("Monte Carlo K18 samples", options.samples_per_class * (kEdges + 1), options.progress);
  auto work = [&](bool reports) {
    for (std::uint64_t item; (item = next++) < work_items;) {
      const int t = static_cast<int>(item / chunks_per_class);
      const std::uint64_t chunk = item % chunks_per_class;
      const std::uint64_t count = std::min(kChunk, options.samples_per_class - chunk * kChunk);
      free_per_chunk[item] =
          sample_chunk(ends, (t + 1) / 2, t / 2, chunk_seed(options.seed, t, chunk), count);
      const std::uint64_t finished = done += count;
      if (reports) progress.update(finished);
    }
  };
  std::vector<std::thread> pool;
  for (int thread = 1; thread < options.threads; ++thread) pool.emplace_back(work, false);
  work(true);
  for (std::thread& thread : pool) thread.join();
  progress.finish();

  const mpz_class n = static_cast<unsigned long>(options.samples_per_class);
  mpz_class weighted = 0, variance_numerator = 0, peak = -1;
  for (MonteCarloClass& c : result.classes) {
    for (std::uint64_t chunk = 0; chunk < chunks_per_class; ++chunk)
      c.k4_free += free_per_chunk[c.edges * chunks_per_class + chunk];
    const mpz_class k = static_cast<unsigned long>(c.k4_free);
    weighted += c.classes * k;
    variance_numerator += c.classes * c.classes * k * (n - k);
    result.balanced_total += c.classes;
    if (c.k4_free > 0) result.last_class_with_k4_free = c.edges;
    if (c.classes * k > peak) {
      peak = c.classes * k;
      result.peak_edges = c.edges;
    }
  }
  result.estimate = weighted / n;
  // sd = sqrt(V / N^3) = sqrt(V N) / N^2; z(99%) = 2.5758293036 rounded up.
  result.half_width_99 =
      mpz_class(25758293036) * isqrt(variance_numerator * n) / (mpz_class(10000000000) * n * n);
  mpz_class tail_classes = 0;
  for (const MonteCarloClass& c : result.classes)
    if (c.edges > result.last_class_with_k4_free) tail_classes += c.classes;
  // ln(100) = 4.605170185988... rounded up.
  result.tail_bound_99 = ceiling_division(tail_classes * mpz_class(4605170186), mpz_class(1000000000) * n);
  return result;
}

std::uint64_t count_k4_free_samples(int red, int blue, std::uint64_t samples, std::uint64_t seed) {
  if (red < 0 || blue < 0 || red + blue > kEdges) throw std::invalid_argument("not a split of K18's edges");
  const std::vector<EdgeEnds> ends = edge_ends();
  std::uint64_t free_samples = 0;
  for (std::uint64_t chunk = 0; chunk * kChunk < samples; ++chunk)
    free_samples += sample_chunk(ends, red, blue, chunk_seed(seed, red + blue, chunk),
                                 std::min(kChunk, samples - chunk * kChunk));
  return free_samples;
}

std::string scientific(const mpz_class& value, int digits) {
  if (value <= 0) return value.get_str();
  const std::string text = value.get_str();
  const int exponent = static_cast<int>(text.size()) - 1;
  if (static_cast<int>(text.size()) <= digits) return text;
  mpz_class power;
  mpz_ui_pow_ui(power.get_mpz_t(), 10, static_cast<unsigned long>(exponent + 1 - digits));
  mpz_class rounded = (value + power / 2) / power;
  std::string mantissa = rounded.get_str();
  int shown_exponent = exponent;
  if (static_cast<int>(mantissa.size()) > digits) {  // 9.9995 -> 10.00
    mantissa.pop_back();
    ++shown_exponent;
  }
  std::string out(1, mantissa[0]);
  if (digits > 1) out.append(".").append(mantissa, 1, std::string::npos);
  out.append("e").append(std::to_string(shown_exponent));
  return out;
}

}  // namespace gamecert::sim
