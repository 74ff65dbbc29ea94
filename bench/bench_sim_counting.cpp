// Counting beyond K6 and Sim+: Pólya on K18, the totals table, the K18
// Monte Carlo (10^6 samples per class unless a smaller number is given as
// the first argument), the Sim+ solve and counts, and gamecert-check on the
// Sim+ certificate. Prints median wall times; the Monte Carlo also its CPU
// time, since the machine is shared.
#include <ctime>
#include <string>

#include "sim/counting/monte_carlo.hpp"
#include "sim/counting/polya.hpp"
#include "sim_plus/counting.hpp"
#include "sim_plus/solver.hpp"
#include "timing.hpp"

using namespace gamecert::sim;
using namespace gamecert::bench;

int main(int argc, char** argv) {
  const std::uint64_t samples = argc > 1 ? std::strtoull(argv[1], nullptr, 10) : 1'000'000;
  std::uint64_t sink = 0;
  report("K18 Pólya polynomial, 1 thread",
         median_seconds(7, [&] { sink += ColouringPolynomial(18, 1).count(77, 76) != 0; }), 7);
  report("K18 Pólya polynomial, 2 threads",
         median_seconds(7, [&] { sink += ColouringPolynomial(18, 2).count(77, 76) != 0; }), 7);
  report("K24 Pólya polynomial, 2 threads",
         median_seconds(1, [&] { sink += ColouringPolynomial(24, 2).count(1, 1) != 0; }), 1);
  report("totals n = 3..30 (cycle types)",
         median_seconds(5,
                        [&] {
                          for (int n = 3; n <= 30; ++n) sink += count_colourings_by_cycle_types(n) != 0;
                        }),
         5);
  const Board k6{6};
  report("Sim+ K6 solve (6,580 classes)",
         median_seconds(11, [&] { sink += PlusSolver(k6).classes().size(); }), 11);
  const Relabelings relabelings{k6};
  report("Sim+ K6 counts (walks, colourings)",
         median_seconds(3, [&] { sink += count_plus_positions(k6, relabelings).red_first; }), 3);
  report("Sim+ K6 counts (Burnside)",
         median_seconds(3, [&] { sink += burnside_plus_counts(k6, relabelings).red_first; }), 3);
  const std::string file = std::string(GAMECERT_SOURCE_DIR) + "/certs/sim/k6-plus-value-table.txt";
  report("gamecert-check sim/k6-plus-value-table.txt",
         median_seconds(5, [&] { sink += static_cast<std::uint64_t>(run_checker({file})); }), 5);
  const std::clock_t cpu_start = std::clock();
  MonteCarloResult result;
  const double wall = median_seconds(1, [&] { result = estimate_k4_free_positions({samples, 1, 2, false}); });
  const double cpu = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
  const std::string label = "Monte Carlo K18, " + std::to_string(samples) + "/class, 2 threads";
  report(label.c_str(), wall, 1);
  std::printf("%-46s %10.1f ms   (CPU, both threads)\n", "", cpu * 1e3);
  std::printf("  estimate %s ± %s (99%%), last class with a K4-free sample %d, tail <= %s, peak %d edges\n",
              scientific(result.estimate, 4).c_str(), scientific(result.half_width_99, 2).c_str(),
              result.last_class_with_k4_free, scientific(result.tail_bound_99, 2).c_str(), result.peak_edges);
  return sink == 0 ? 1 : 0;
}
