// The three forms of a Sylver win-loss table side by side: full
// (witnesses), implied witnesses and keyed (certs/FORMAT.md), each written
// by `gamecert certify` and checked by gamecert-check, every run a child
// process of its own (CPU seconds and peak RSS from wait4). Prints, per
// position: bytes plain and gzipped, lines per solver state, check CPU over
// the single-threaded solve's, check peak RSS; for keyed also the wall time
// of a check on two threads over the solve's CPU, and a check in 1 GiB.
//
//   build/bench/bench_sylver_keyed                  {11,29}, {13,27}, {19,20}
//   build/bench/bench_sylver_keyed 16,26,62,95,98,102 --keep DIR
//
// Certificates go to a temporary folder (--keep DIR: kept there, and a
// certificate already in DIR is not written again).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <unistd.h>

#include "child_run.hpp"

namespace {

using gamecert::bench::Run;
using gamecert::bench::run_child;

const char* kForms[] = {"full", "implied", "keyed"};

std::vector<std::string> numbers_of(const std::string& text) {
  std::vector<std::string> out;
  std::size_t start = 0;
  for (std::size_t comma; (comma = text.find(',', start)) != std::string::npos; start = comma + 1)
    out.push_back(text.substr(start, comma - start));
  out.push_back(text.substr(start));
  return out;
}

std::size_t lines_of(const std::string& path) {
  std::FILE* f = std::fopen(path.c_str(), "rb");
  std::size_t lines = 0;
  for (int ch; f != nullptr && (ch = std::fgetc(f)) != EOF;) lines += ch == '\n';
  if (f != nullptr) std::fclose(f);
  return lines;
}

double mib(std::int64_t bytes) { return static_cast<double>(bytes) / (1 << 20); }

void bench(const std::string& position, const std::filesystem::path& folder) {
  const std::string gamecert = GAMECERT_PATH, checker = GAMECERT_CHECK_PATH;
  std::vector<std::string> solve{gamecert, "sylver", "winning"};
  for (const std::string& n : numbers_of(position)) solve.push_back(n);
  solve.insert(solve.end(), {"--threads", "1"});
  const Run solved = run_child(solve);
  const double states = gamecert::bench::json_number(solved.out, "states").value_or(0);
  std::printf("| {%s} | solve | %.2f s | %.0f states | %.0f MiB |\n", position.c_str(), solved.cpu_seconds, states,
              mib(solved.peak_rss_bytes));
  for (const std::string form : kForms) {
    const std::string path = (folder / (position + "-" + form + ".txt")).string();
    if (!std::filesystem::exists(path)) {
      std::vector<std::string> certify{gamecert, "certify", "sylver"};
      for (const std::string& n : numbers_of(position)) certify.push_back(n);
      certify.insert(certify.end(), {"--threads", "1", "-o", path});
      if (form != "full") certify.push_back("--" + std::string(form == "implied" ? "implied-witnesses" : "keyed"));
      if (!run_child(certify).ok()) {
        std::printf("| {%s} | %s | certify failed |\n", position.c_str(), form.c_str());
        continue;
      }
    }
    const Run gzip = run_child({"/bin/sh", "-c", "gzip -9 -c '" + path + "' | wc -c"});
    const double gz = std::strtod(gzip.out.c_str(), nullptr);  // 0 when gzip could not run
    const auto bytes = static_cast<double>(std::filesystem::file_size(path));
    const double lines = static_cast<double>(lines_of(path) - 8);
    const Run check = run_child({checker, "--max-work", "999999999999999", path});
    std::printf("| {%s} | %s | %.1f MB | %.1f MB gz | %.3f B/line gz | %.3f lines/state | check %.2f s = %.2fx solve | %.0f MiB |",
                position.c_str(), form.c_str(), bytes / 1e6, gz / 1e6, gz / lines,
                states > 0 ? lines / states : 0.0, check.cpu_seconds, check.cpu_seconds / solved.cpu_seconds,
                mib(check.peak_rss_bytes));
    if (!check.ok()) std::printf(" REJECTED: %s", check.out.c_str());
    if (form == "keyed") {
      const Run two = run_child({checker, "--max-work", "999999999999999", "--threads", "2", path});
      const Run bounded = run_child({checker, "--max-work", "999999999999999", "--memory", "1G", path});
      std::printf(" 2 threads: %.2f s wall = %.2fx solve | --memory 1G: %.0f MiB |", two.wall_seconds,
                  two.wall_seconds / solved.cpu_seconds, mib(bounded.peak_rss_bytes));
    }
    std::printf("\n");
    std::fflush(stdout);
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> positions;
  std::filesystem::path keep;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--keep" && i + 1 < argc)
      keep = argv[++i];
    else
      positions.push_back(arg);
  }
  if (positions.empty()) positions = {"11,29", "13,27", "19,20"};
  const std::filesystem::path folder =
      keep.empty() ? std::filesystem::temp_directory_path() / ("bench-sylver-keyed-" + std::to_string(getpid()))
                   : keep;
  std::filesystem::create_directories(folder);
  std::printf("| position | form | bytes | gzip | gzip per line | lines per state | check CPU / solve CPU | check peak RSS |\n");
  for (const std::string& position : positions) bench(position, folder);
  if (keep.empty()) std::filesystem::remove_all(folder);
}
