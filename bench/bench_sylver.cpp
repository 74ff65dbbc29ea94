// Sylver Coinage figures for docs/sylver.md ("Performance"): per row, the whole winning set's
// solve time and peak memory, the memo's states and bytes per state, and the
// win/loss-table certificate's size, gzip size, entries per solver state and
// gamecert-check's CPU time against the solve's.
// Each row runs in a process of its own so its peak RSS is its own. CPU seconds
// are reported next to wall seconds because the machine is shared.
//   build/bench/bench_sylver [--no-certificates] [--threads N] [m n]...
// --threads N solves the rows of the first table with N threads (wall against
// CPU seconds gives the speed-up on free cores); certificates use one.
#include <sys/resource.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/process.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/finite/solver.hpp"

using namespace gamecert::sylver;

namespace {

double cpu_seconds(const rusage& r) {
  return static_cast<double>(r.ru_utime.tv_sec + r.ru_stime.tv_sec) +
         static_cast<double>(r.ru_utime.tv_usec + r.ru_stime.tv_usec) / 1e6;
}

void solve_row(std::int64_t m, std::int64_t n, int threads) {
  const auto start = std::chrono::steady_clock::now();
  const AperySet root = AperySet::generated_by(std::vector<std::int64_t>{m, n});
  Solver solver(root, SolverOptions{.threads = threads});
  const auto winning = solver.winning_moves(root);
  const double wall = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  rusage self{};
  getrusage(RUSAGE_SELF, &self);
  const SearchStatistics s = solver.statistics();
  std::printf("| {%lld,%lld} | %s | %.2f | %.2f | %.0f | %llu | %.1f | %llu |\n", static_cast<long long>(m),
              static_cast<long long>(n), format_set(winning).c_str(), wall, cpu_seconds(self),
              static_cast<double>(self.ru_maxrss) / 1024.0, static_cast<unsigned long long>(s.stored),
              static_cast<double>(s.memo_bytes) / static_cast<double>(s.stored),
              static_cast<unsigned long long>(s.ender_cutoffs));
}

double own_cpu_seconds() {
  rusage self{};
  getrusage(RUSAGE_SELF, &self);
  return cpu_seconds(self);
}

// CPU seconds of `checker --max-work <large> path` (its own); -1 if it rejects.
double check_cpu_seconds(const std::string& checker, const std::string& path) {
  try {
    const gamecert::ProcessResult r = gamecert::run_process(checker, {checker, "--max-work", "999999999999999", path});
    return r.status == 0 ? r.cpu_seconds : -1;
  } catch (const std::runtime_error&) {  // no checker
    return -1;
  }
}

// The size of `gzip -9n` of the file; -1 without gzip.
long long gzip_bytes(const std::string& path) {
  try {
    const gamecert::ProcessResult r = gamecert::run_process("gzip", {"gzip", "-9n", "-c", path});
    return r.status == 0 ? static_cast<long long>(r.out.size()) : -1;
  } catch (const std::runtime_error&) {
    return -1;
  }
}

void certify_row(std::int64_t m, std::int64_t n, const std::string& checker) {
  const AperySet root = AperySet::generated_by(std::vector<std::int64_t>{m, n});
  const double before_solve = own_cpu_seconds();
  Solver solver(root);
  solver.winning_moves(root);
  const double solve = own_cpu_seconds() - before_solve;
  const double states = static_cast<double>(solver.statistics().stored);
  const double before_certify = own_cpu_seconds();
  const CertifiedWinningMoves cert = certify_winning_moves(Position::of(std::vector<std::int64_t>{m, n}));
  const double certify = own_cpu_seconds() - before_certify;
  const std::string path = "/tmp/bench-sylver-" + std::to_string(getpid()) + ".txt";
  std::ofstream(path, std::ios::binary) << cert.certificate.text;
  const long long gz_bytes = gzip_bytes(path);
  const double check = check_cpu_seconds(checker, path);
  std::remove(path.c_str());
  const std::uint64_t entries = cert.entries.p + cert.entries.n + cert.entries.enders;
  std::printf("| {%lld,%lld} | %.2f | %.2f | %llu | %llu | %.2f | %lld | %s | %.2f | %.2f |\n",
              static_cast<long long>(m), static_cast<long long>(n), solve, certify,
              static_cast<unsigned long long>(cert.entries.p),
              static_cast<unsigned long long>(cert.entries.n + cert.entries.enders),
              static_cast<double>(entries) / states, static_cast<long long>(cert.certificate.text.size()),
              std::to_string(gz_bytes).c_str(), check, check / solve);
  if (check < 0) std::printf("(checker rejected the certificate!)\n");
}

// Runs one row in a process of its own, this program again (see main), so
// that its peak RSS is its own, and passes on what it printed.
void in_own_process(const std::vector<std::string>& row) {
  std::vector<std::string> argv{"bench_sylver"};
  argv.insert(argv.end(), row.begin(), row.end());
  const gamecert::ProcessResult r = gamecert::run_process("/proc/self/exe", argv);
  std::fputs(r.out.c_str(), stdout);
  std::fputs(r.err.c_str(), stderr);
}

}  // namespace

int main(int argc, char** argv) {
  // One row, in a process that in_own_process started.
  if (argc == 5 && std::string(argv[1]) == "--solve-row") {
    solve_row(std::atoll(argv[2]), std::atoll(argv[3]), std::atoi(argv[4]));
    return 0;
  }
  if (argc == 5 && std::string(argv[1]) == "--certify-row") {
    certify_row(std::atoll(argv[2]), std::atoll(argv[3]), argv[4]);
    return 0;
  }
  bool certificates = true;
  int threads = 1;
  std::vector<std::pair<std::int64_t, std::int64_t>> rows;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--no-certificates") {
      certificates = false;
    } else if (arg == "--threads" && i + 1 < argc) {
      threads = std::max(1, std::atoi(argv[++i]));
    } else if (i + 1 < argc) {
      rows.push_back({std::atoll(argv[i]), std::atoll(argv[i + 1])});
      ++i;
    }
  }
  if (rows.empty()) rows = {{8, 37}, {9, 37}, {10, 31}, {11, 29}};
  const std::string checker =
      (std::filesystem::path(argv[0]).parent_path() / ".." / "checker" / "gamecert-check").string();
  std::printf(
      "| row | winning | wall s | CPU s | peak RSS MiB | memo states | memo bytes/state | ender cut-offs "
      "|\n");
  std::printf("|---|---|---|---|---|---|---|---|\n");
  for (const auto& [m, n] : rows)
    in_own_process({"--solve-row", std::to_string(m), std::to_string(n), std::to_string(threads)});
  if (!certificates) return 0;
  std::printf(
      "\n| row | solve CPU s | certify CPU s | P entries | N entries | entries / solver state | bytes | "
      "gzip bytes | check CPU s | check / solve |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|\n");
  for (const auto& [m, n] : rows)
    in_own_process({"--certify-row", std::to_string(m), std::to_string(n), checker});
  return 0;
}
