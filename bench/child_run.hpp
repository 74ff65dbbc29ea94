// Runs gamecert (or a peer) as a child process for the Sylver benchmarks,
// so that each run's CPU time and peak RSS are its own, and reads the
// figures out of its JSON.
#pragma once
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "common/process.hpp"

namespace gamecert::bench {

using Position = std::vector<std::int64_t>;

struct Run {
  bool started = false;  // false when the program was not given
  int exit_code = 0;     // the exit status, or -1 when a signal ended it
  double cpu_seconds = 0;
  double wall_seconds = 0;
  std::int64_t peak_rss_bytes = 0;
  std::string out;
  std::string err;
  bool ok() const { return started && exit_code == 0; }
};

inline std::string read_whole(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

inline std::string first_line(const std::string& text) {
  const std::size_t end = text.find('\n');
  return end == std::string::npos ? text : text.substr(0, end);
}

// Runs argv (argv[0] is the program) and measures it.
inline Run run_child(const std::vector<std::string>& argv) {
  Run run;
  run.started = true;
  const auto start = std::chrono::steady_clock::now();
  gamecert::ProcessResult r;
  try {
    r = gamecert::run_process(argv[0], argv);
  } catch (const std::exception& e) {
    run.exit_code = -1;
    run.err = e.what();
    return run;
  }
  run.wall_seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  run.exit_code = r.status;
  run.cpu_seconds = r.cpu_seconds;
  run.peak_rss_bytes = r.peak_rss_bytes;
  run.out = std::move(r.out);
  run.err = std::move(r.err);
  return run;
}

// The run with the least CPU time out of `repeat` (a failure ends the repeats:
// it would fail again).
inline Run best_of(int repeat, const std::vector<std::string>& argv) {
  Run best = run_child(argv);
  for (int i = 1; i < repeat && best.ok(); ++i) {
    Run again = run_child(argv);
    if (again.ok() && again.cpu_seconds < best.cpu_seconds) best = std::move(again);
  }
  return best;
}

// gamecert's JSON is printed by nlohmann::json, which the benchmarks do not
// link: a number or a number array is found after its quoted key.
inline std::optional<double> json_number(const std::string& json, const std::string& key) {
  const std::size_t at = json.find("\"" + key + "\":");
  if (at == std::string::npos) return std::nullopt;
  const char* begin = json.c_str() + at + key.size() + 3;
  char* end = nullptr;
  const double value = std::strtod(begin, &end);
  if (end == begin) return std::nullopt;
  return value;
}

inline std::optional<Position> json_numbers(const std::string& json, const std::string& key) {
  const std::size_t at = json.find("\"" + key + "\":");
  if (at == std::string::npos) return std::nullopt;
  const std::size_t open = json.find('[', at);
  const std::size_t close = json.find(']', at);
  if (open == std::string::npos || close == std::string::npos || close < open) return std::nullopt;
  std::string inside = json.substr(open + 1, close - open - 1);
  std::replace(inside.begin(), inside.end(), ',', ' ');
  std::istringstream numbers(inside);
  Position result;
  for (std::int64_t n = 0; numbers >> n;) result.push_back(n);
  return result;
}

}  // namespace gamecert::bench
