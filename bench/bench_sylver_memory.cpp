// What solving in less memory costs: each position is solved once with no
// memory cap, then with --memory set to a half and a quarter of the memo
// bytes that run used, in both memo layouts, one thread each. At the cap the
// memo replaces N entries, which the search settles again by lookups alone
// (lib/sylver/finite/memo.hpp, evict()); the table shows the CPU time
// against the uncapped run's, the positions stored in all and replaced, and
// the peak RSS. Every run is a child process, so its figures are its own.
//   build/bench/bench_sylver_memory [--gamecert PATH] [--quick]
// --quick: {11, 29} and {13, 27} (seconds) instead of {19, 20} and the
// P-position {16, 26, 62, 95, 98, 102} (minutes).
#include <cstdint>
#include <cstdio>
#include <string>
#include <vector>

#include "child_run.hpp"

namespace {

using namespace gamecert::bench;

std::vector<std::string> command(const std::string& gamecert, const Position& position,
                                 const std::string& memo, std::uint64_t cap) {
  std::vector<std::string> argv = {gamecert, "sylver", "winning"};
  for (std::int64_t x : position) argv.push_back(std::to_string(x));
  for (const char* option : {"--threads", "1", "--max-states", "100000000000", "--memo"})
    argv.push_back(option);
  argv.push_back(memo);
  if (cap != 0) {
    argv.push_back("--memory");
    argv.push_back(std::to_string(cap));
  }
  return argv;
}

std::string text(const Position& position) {
  std::string out = "{";
  for (std::int64_t x : position) out += (out.size() > 1 ? "," : "") + std::to_string(x);
  return out + "}";
}

}  // namespace

int main(int argc, char** argv) {
  std::string gamecert = GAMECERT_PATH;
  bool quick = false;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--gamecert" && i + 1 < argc) {
      gamecert = argv[++i];
    } else if (arg == "--quick") {
      quick = true;
    } else {
      std::fprintf(stderr, "usage: bench_sylver_memory [--gamecert PATH] [--quick]\n");
      return 2;
    }
  }
  const std::vector<Position> positions = quick ? std::vector<Position>{{11, 29}, {13, 27}}
                                                : std::vector<Position>{{19, 20}, {16, 26, 62, 95, 98, 102}};
  std::printf("load average at start: %s\n", first_line(read_whole("/proc/loadavg")).c_str());
  std::printf("%-24s %-8s %-8s %12s %9s %7s %14s %14s %10s %s\n", "position", "memo", "cap", "memo bytes",
              "CPU s", "ratio", "states", "evicted", "RSS MiB", "answer");
  int failures = 0;
  for (const Position& position : positions) {
    for (const std::string memo : {"fast", "compact"}) {
      const Run full = run_child(command(gamecert, position, memo, 0));
      const std::optional<double> full_bytes = json_number(full.out, "memo_bytes");
      if (!full.ok() || !full_bytes) {
        std::printf("%-24s %-8s failed: %s\n", text(position).c_str(), memo.c_str(),
                    first_line(full.err).c_str());
        ++failures;
        continue;
      }
      const std::optional<Position> answer = json_numbers(full.out, "winning");
      for (const int divisor : {1, 2, 4}) {
        const std::uint64_t cap =
            static_cast<std::uint64_t>(*full_bytes) / static_cast<std::uint64_t>(divisor);
        const Run run = divisor == 1 ? full : run_child(command(gamecert, position, memo, cap));
        if (!run.ok()) {
          std::printf("%-24s %-8s 1/%d failed: %s\n", text(position).c_str(), memo.c_str(), divisor,
                      first_line(run.err).c_str());
          ++failures;
          continue;
        }
        const bool same = json_numbers(run.out, "winning") == answer;
        failures += same ? 0 : 1;
        std::printf("%-24s %-8s %-8s %12.0f %9.1f %7.2f %14.0f %14.0f %10.0f %s\n", text(position).c_str(),
                    memo.c_str(), divisor == 1 ? "none" : ("1/" + std::to_string(divisor)).c_str(),
                    json_number(run.out, "memo_bytes").value_or(-1), run.cpu_seconds,
                    run.cpu_seconds / full.cpu_seconds, json_number(run.out, "states").value_or(-1),
                    json_number(run.out, "evicted").value_or(-1),
                    static_cast<double>(run.peak_rss_bytes) / (1 << 20), same ? "same" : "DIFFERENT");
        std::fflush(stdout);
      }
    }
  }
  return failures == 0 ? 0 : 1;
}
