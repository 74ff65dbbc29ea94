// Wythoff variant figures: Grundy tables, the linear outcome sweep, the
// sequences, and the certificate. Prints one line per measurement (seconds of
// wall time, one thread); never asserts on time.
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <string>

#include "wythoff/claims.hpp"
#include "wythoff/grundy_table.hpp"
#include "wythoff/outcome_sweep.hpp"
#include "wythoff/p_position_certificate.hpp"
#include "wythoff/sequences.hpp"

using namespace gamecert::wythoff;

namespace {

double seconds(const std::function<void()>& work) {
  const auto start = std::chrono::steady_clock::now();
  work();
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

}  // namespace

int main(int argc, char** argv) {
  const bool quick = argc > 1 && std::string(argv[1]) == "--quick";
  for (std::uint32_t n : {1000u, 2000u, 4000u}) {
    if (quick && n > 1000) break;
    std::uint32_t sink = 0;
    const double t = seconds([&] { sink = GrundyTable(Rules::variant, n + 1, n + 1).at(n, n); });
    std::printf("grundy table %ux%u (variant): %.3f s, %.1f M positions/s (G(%u,%u)=%u)\n", n + 1, n + 1, t,
                double(n + 1) * (n + 1) / t / 1e6, n, n, sink);
  }
  for (std::uint32_t n : {10000u, 30000u, 100000u}) {
    if (quick && n > 10000) break;
    std::uint64_t p = 0;
    const double t = seconds([&] {
      sweep_outcomes(n, [&](std::uint32_t, const std::vector<std::uint8_t>& row) {
        for (std::uint8_t c : row) p += c & kNormalP;
      });
    });
    std::printf("outcome sweep x,y <= %u: %.3f s, %.0f M positions/s (%llu P-positions)\n", n, t,
                double(n + 1) * (n + 1) / t / 1e6, static_cast<unsigned long long>(p));
  }
  {
    const std::uint32_t n = quick ? 2000 : 30000;
    const double t = seconds([&] { check_claims(n); });
    std::printf("wythoff check --bound %u (all 11 claims): %.3f s\n", n, t);
  }
  {
    const std::size_t n = quick ? 1'000'000 : 10'000'000;
    std::size_t ones = 0;
    const double t1 = seconds([&] {
      for (auto v : g_by_beatty(n)) ones += v;
    });
    const double t2 = seconds([&] {
      for (auto v : g_by_hofstadter(n)) ones += v;
    });
    std::printf("g(0..%zu): by Beatty floors %.3f s, by Hofstadter's G %.3f s (ones: %zu)\n", n - 1, t1, t2,
                ones / 2);
  }
  {
    const std::uint32_t n = 10000;
    std::size_t bytes = 0;
    const double t = seconds([&] { bytes = make_p_position_certificate(n).text.size(); });
    std::printf("certificate bound %u: %.3f s, %zu bytes\n", n, t, bytes);
  }
  return EXIT_SUCCESS;
}
