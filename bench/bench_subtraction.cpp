// Prints how long the subtraction solver takes: the whole table for the 255
// subsets of {1..8} (4 sequences each) and the certificate text, and the
// period search for a few larger sets. Figures only, no assertions.
#include <chrono>
#include <cstdio>

#include "subtraction/periodicity_certificate.hpp"

using namespace gamecert::subtraction;

namespace {

template <typename F>
double best_seconds(int repeats, F&& work) {
  double best = 1e9;
  for (int r = 0; r < repeats; ++r) {
    const auto start = std::chrono::steady_clock::now();
    work();
    const double s = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (s < best) best = s;
  }
  return best;
}

}  // namespace

int main() {
  const auto sets = all_subsets(8);
  std::size_t rows = 0;
  const double table = best_seconds(5, [&] {
    rows = 0;
    for (const auto& set : sets) rows += periodicity_rows(set).size();
  });
  std::printf("table, 255 subsets of 1..8, %zu sequences: %.4f s\n", rows, table);
  std::size_t bytes = 0;
  const double certificate =
      best_seconds(5, [&] { bytes = periodicity_certificate(sets, "subsets-of-1..8").text.size(); });
  std::printf("certificate text (%zu bytes): %.4f s\n", bytes, certificate);
  for (const char* text : {"1,2,3", "2,5,7", "3,10,17", "1,4,9,16,25,36", "17,41,97,130", "23,57,150,301,499",
                           "31,160,401,997,1500"}) {
    const SubtractionSet set = parse_subtraction_set(text);
    Periodicity outcome, grundy;
    const double seconds = best_seconds(3, [&] {
      outcome = find_periodicity(set, Play::normal, Sequence::outcome);
      grundy = find_periodicity(set, Play::normal, Sequence::grundy);
    });
    std::printf("{%s}: outcome pre %llu period %llu, grundy pre %llu period %llu: %.5f s\n", text,
                static_cast<unsigned long long>(outcome.preperiod),
                static_cast<unsigned long long>(outcome.period),
                static_cast<unsigned long long>(grundy.preperiod),
                static_cast<unsigned long long>(grundy.period), seconds);
  }
  return 0;
}
