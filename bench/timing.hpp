// Median wall time of repeated runs, for benchmark printouts (never for tests).
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <vector>

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

}  // namespace gamecert::bench
