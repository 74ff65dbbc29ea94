// Runs a program as a child process with a fixed argv (posix_spawn, never a
// shell, so no parameter is ever parsed by anything but the program itself),
// captures its stdout and stderr, and kills it once a wall-clock deadline
// passes. `gamecert serve` answers each API request this way, so a request
// gets exactly what the command line prints and a runaway search costs a
// process, not the server.
#pragma once
#include <chrono>
#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace gamecert::cli {

struct ChildResult {
  int status = -1;         // the exit status; -1 when a signal ended the child
  bool timed_out = false;  // killed by us at the deadline
  bool stopped = false;    // killed by us because watch.stop said so
  std::string out;
  std::string err;
};

// Lets the caller follow a child while it runs: `stop` is asked at least
// every 100 ms and kills the child when it answers true; `err` is given all
// of stderr so far each time more arrives (progress lines). Both optional.
struct ChildWatch {
  std::function<bool()> stop;
  std::function<void(std::string_view)> err;
};

// `program` is executed with `argv` (argv[0] included); the environment is
// inherited. Throws std::runtime_error when the child cannot be started.
ChildResult run_child(const std::string& program, const std::vector<std::string>& argv,
                      std::chrono::milliseconds time_limit, const ChildWatch& watch = {});

}  // namespace gamecert::cli
