// Median wall time of repeated runs, for benchmark printouts (never for tests).
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <string>
#include <vector>

#include "common/process.hpp"

namespace gamecert::bench {

template <typename Work>
double median_seconds(int repeats, Work&& work) {
  std::vector<double> times;
  for (int i = 0; i < repeats; ++i) {
    const auto start = std::chrono::steady_clock::now();
    work();
    times.push_back(std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count());
  }
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}

inline void report(const char* what, double seconds, int repeats) {
  std::printf("%-46s %10.1f ms   (median of %d)\n", what, seconds * 1e3, repeats);
}

// Runs the gamecert-check of this build on `args` (its output dropped), to
// be timed: its exit status.
inline int run_checker(const std::vector<std::string>& args) {
  std::vector<std::string> argv{GAMECERT_CHECK_PATH};
  argv.insert(argv.end(), args.begin(), args.end());
  return run_process(GAMECERT_CHECK_PATH, argv).status;
}

}  // namespace gamecert::bench
