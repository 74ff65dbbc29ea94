// Running another program: the one place gamecert starts a process (the
// server's commands, `gamecert cite`'s gamecert-check, `gamecert prove`'s
// cvc5). No shell is ever involved: the program gets exactly the argv given,
// so no parameter is parsed by anything but that program, and no value needs
// quoting. Its stdout and stderr are captured; a deadline or a stop request
// kills it together with whatever it started.
#pragma once
#include <chrono>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamecert {

struct ProcessResult {
  int status = -1;         // the exit status; -1 when a signal ended the process
  bool timed_out = false;  // killed by us at the deadline
  bool stopped = false;    // killed by us because `stop` said so
  std::string out;
  std::string err;
  // What it cost, as wait4 reports it: its own CPU time and peak memory, so
  // that a benchmark charges a program with nothing of its caller's.
  double cpu_seconds = 0;
  std::int64_t peak_rss_bytes = 0;
};

struct ProcessOptions {
  // Its standard input (kept alive by the caller); without one it reads /dev/null.
  std::optional<std::string_view> input;
  // Killed once this much time has passed since the start.
  std::optional<std::chrono::milliseconds> time_limit;
  // Asked at least every 100 ms while the process runs; true kills it.
  std::function<bool()> stop;
  // Given all of stderr so far each time more arrives (progress lines).
  std::function<void(std::string_view)> err_so_far;
};

// `program` is a path, or a name looked up on $PATH when it holds no '/'; it
// runs with `argv` (argv[0] included) and this process's environment. A
// process that may be killed (time_limit or stop given) gets a process
// group of its own, so that the kill reaches its children; one that may not
// stays in ours, so that Ctrl-C at a terminal reaches it as it reaches us.
// Throws std::runtime_error when the program cannot be started.
ProcessResult run_process(const std::string& program, const std::vector<std::string>& argv,
                          const ProcessOptions& options = {});

}  // namespace gamecert
