// The requests of `gamecert serve` that run a child process and that the
// page asked to follow (parameter job=ID, an id the page chooses): while one
// runs, /api/job?id=ID says for how long and shows the command's last
// progress line, and /api/job/cancel?id=ID stops it, so that a heavy
// Sylver search shows its progress and can be cancelled instead of holding
// the page and a core until the server's time limit.
#pragma once
#include <chrono>
#include <map>
#include <mutex>
#include <string>
#include <string_view>

#include "cli/commands.hpp"

namespace gamecert::server {

class JobRegistry {
 public:
  // False when a job of that id is running already.
  bool start(const std::string& id, const std::string& endpoint);
  void finish(const std::string& id);
  // The child's stderr so far: its last progress line is kept.
  void progress(const std::string& id, std::string_view err);
  bool cancel_requested(const std::string& id) const;
  // Seconds since the job started (0 for none).
  double seconds(const std::string& id) const;
  // {"id", "running"} and, while running, "endpoint", "seconds", "progress".
  cli::Json status(const std::string& id) const;
  // {"id", "cancelled"}: whether a running job was told to stop.
  cli::Json cancel(const std::string& id);

 private:
  struct Job {
    std::string endpoint;
    std::chrono::steady_clock::time_point started;
    std::string progress;
    bool cancel = false;
  };
  mutable std::mutex mutex_;
  std::map<std::string, Job> running_;
};

// The last non-blank line of a stream of progress lines, which redraw
// themselves with '\r'.
std::string last_progress_line(std::string_view err);

}  // namespace gamecert::server
