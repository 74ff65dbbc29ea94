// Monte Carlo estimate of the legal positions of the K4-avoiding game on
// K18 (Slany 1999, "method 2"; docs/sim.md, "Counting beyond K6: Monte Carlo").
//
// A legal position has r red and g blue edges with (r, g) = (⌈t/2⌉, ⌊t/2⌋)
// and no monochromatic K4. Per t, the number of classes is estimated as
// the Pólya count of (r, g) colourings (polya.hpp) times the fraction of
// uniformly random labelled (r, g) colourings with no monochromatic K4; the
// estimate is the sum over t. (Like Slany's, it treats each class as if it
// had the same share of labelled colourings; nearly every class of K18 has
// no symmetry, so the bias is far below the sampling error.)
//
// Sampling: a partial Fisher-Yates shuffle of the 153 edges picks the r red
// and then the g blue ones; each edge, before it joins its colour's 18
// adjacency masks, is tested for completing a K4 (monte_carlo_k4.hpp), and
// the sample stops at the first. Work is cut into fixed chunks of samples, each with
// its own generator seeded from (seed, t, chunk), and the per-chunk counts
// are integers added in a fixed order, so the figures depend on the seed
// only — not on the number of threads or on which thread ran which chunk.
//
// Statistics, in exact integer arithmetic (no floating point in the figures):
// estimate = Σ_t P_t k_t / N; variance Σ_t P_t² p_t (1 − p_t) / N with
// p_t = k_t / N; 99% interval ± 2.5758293036 × standard deviation (normal
// approximation). Past the last class with a K4-free sample the fractions
// cannot grow (deleting a random edge of a uniform (r+1, g) colouring gives
// a uniform (r, g) one, and deleting keeps it K4-free), so each is at most
// the 99% upper bound for 0 successes in N, 1 − 0.01^{1/N} < ln(100)/N; the
// tail bound is ln(100)/N × Σ P_t over those classes.
#pragma once
#include <gmpxx.h>

#include <cstdint>
#include <string>
#include <vector>

namespace gamecert::sim {

inline constexpr int kMonteCarloBoard = 18;

struct MonteCarloOptions {
  std::uint64_t samples_per_class = 1'000'000;
  std::uint64_t seed = 1;
  int threads = 2;
  bool progress = false;
};

struct MonteCarloClass {
  int edges = 0;
  int red = 0;
  int blue = 0;
  mpz_class classes;          // Pólya count of (red, blue) colourings
  std::uint64_t k4_free = 0;  // samples without a monochromatic K4
};

struct MonteCarloResult {
  std::uint64_t samples_per_class = 0;
  std::uint64_t seed = 0;
  std::vector<MonteCarloClass> classes;  // t = 0..153
  mpz_class estimate;                    // floor of Σ P_t k_t / N
  mpz_class half_width_99;               // of the 99% interval, floor
  int last_class_with_k4_free = -1;
  int peak_edges = 0;        // t with the largest P_t k_t
  mpz_class tail_bound_99;   // ceiling of the bound past the last class
  mpz_class balanced_total;  // Σ P_t, the Pólya upper bound
};

MonteCarloResult estimate_k4_free_positions(const MonteCarloOptions& options);

// K4-free samples among `samples` random (red, blue) colourings of K18,
// drawn exactly as for class red + blue of estimate_k4_free_positions.
std::uint64_t count_k4_free_samples(int red, int blue, std::uint64_t samples, std::uint64_t seed);

// "1.959e54": `digits` significant digits of a positive integer, rounded half up.
std::string scientific(const mpz_class& value, int digits);

}  // namespace gamecert::sim
