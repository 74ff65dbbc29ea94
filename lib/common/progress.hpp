// Progress on stderr for long runs: a counter with rate and estimate,
// redrawn at most a few times a second so it never costs measurable time.
// A total of 0 means the end is not known: the count and rate are shown.
// Whether to draw at all is the caller's choice (the command line draws only
// on a terminal unless --progress; see docs/cli.md).
#pragma once
#include <chrono>
#include <cstdint>
#include <string>

namespace gamecert {

class Progress {
 public:
  Progress(std::string label, std::uint64_t total, bool enabled);
  // `detail` (e.g. memory in use) is shown after the rate and estimate.
  void update(std::uint64_t done, const std::string& detail = "");
  void finish();
  // Ends a progress line left open by a run that stopped early, so that the
  // error message after it starts on a line of its own.
  static void end_open_line();

 private:
  std::string label_;
  std::uint64_t total_;
  bool enabled_;
  std::chrono::steady_clock::time_point start_, last_;
};

}  // namespace gamecert
