// The periodicity scan of odd moves (gcd 2) for docs/sylver-infinite.md
// ("Periodicity for g = 2"): per position, F(S/2), the registry's shapes,
// the finite positions of the base region solved exactly, where the
// snapshots repeat, the winning odd moves, and the scan's time.
//   build/bench/bench_sylver_periodicity [named numbers, comma-separated]...
#include <cstdio>
#include <string>
#include <vector>

#include "sylver/infinite/general_position.hpp"
#include "sylver/infinite/theory/periodicity.hpp"
#include "timing.hpp"

using namespace gamecert::sylver;

namespace {

std::vector<std::int64_t> parse(const std::string& text) {
  std::vector<std::int64_t> out;
  std::size_t at = 0;
  while (at < text.size()) {
    const std::size_t comma = text.find(',', at);
    out.push_back(std::stoll(text.substr(at, comma - at)));
    at = comma == std::string::npos ? text.size() : comma + 1;
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> positions{"4,6",  "6,8",  "6,10,14", "8,10,22",  "8,12,18,22",
                                     "8,10", "6,16", "8,14",    "12,14,16", "8,20,26"};
  if (argc > 1) positions.assign(argv + 1, argv + argc);
  std::printf(
      "| position | f | m0 | shapes | exact positions | (m1, L) | odd x >= m0 that win | ms (median of 5) "
      "|\n");
  std::printf("|---|---:|---:|---:|---:|---|---|---:|\n");
  for (const std::string& text : positions) {
    const GeneralPosition s = GeneralPosition::of(parse(text));
    std::optional<OddMovesScan> scan;
    const double seconds =
        gamecert::bench::median_seconds(5, [&] { scan = scan_odd_moves(s, solve_exactly); });
    if (!scan) {
      std::printf("| %s | %lld | | | | no repetition up to base %lld | | %.1f |\n", s.text().c_str(),
                  static_cast<long long>(s.quotient_frobenius()),
                  static_cast<long long>(PeriodicityLimits{}.max_base), seconds * 1e3);
      continue;
    }
    const std::vector<std::int64_t> winning = scan->winning_from(scan->first_base);
    std::printf("| %s | %lld | %lld | %zu | %lld | (%lld, %lld) | %s | %.1f |\n", s.text().c_str(),
                static_cast<long long>(s.quotient_frobenius()), static_cast<long long>(scan->first_base),
                scan->shapes, static_cast<long long>(scan->exact_positions),
                static_cast<long long>(scan->period_start), static_cast<long long>(scan->period_length),
                winning.empty() ? "none" : join_numbers(winning, ", ").c_str(), seconds * 1e3);
  }
}
