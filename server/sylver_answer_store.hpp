// Sylver Coinage questions answered inside `gamecert serve` when they are
// cheap, so that a game on the page does not wait for a process to start at
// every move (docs/explorer.md, "Speed", has the caps and what they cost):
// - a position is solved (gcd 1) or analysed by the prover (gcd > 1) here
//   when that takes at most about in_process_seconds (`serve
//   --in-process-ms`, 0.25 s by default); a longer one is left
//   to a child process, which the page can follow and cancel
//   (job_registry.hpp); the caps change only whether an answer comes, never
//   the answer;
// - every answer, from here or from a child, is kept, keyed by the
//   endpoint and the position's minimal generators: the commands are
//   deterministic, so a kept answer is the one a new run would print,
//   except its `seconds`, which stays that of the run that made it.
#pragma once
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <map>
#include <mutex>
#include <optional>
#include <semaphore>
#include <string>
#include <thread>
#include <vector>

#include "sylver/position.hpp"

namespace gamecert::server {

// An answer given without a child process, and where it came from:
// "process" (computed here) or "store" (kept from an earlier request).
struct InProcessAnswer {
  std::string body;
  std::string source;
};

class SylverAnswerStore {
 public:
  explicit SylverAnswerStore(double in_process_seconds) : in_process_seconds_(in_process_seconds) {}

  // The ender test takes about t steps.
  static constexpr std::int64_t kInProcessEnderT = 100'000;
  // Answers kept at most; past it the store starts again empty.
  static constexpr std::size_t kStoredAnswers = 20'000;

  static bool answers(const std::string& endpoint);

  // The command's JSON for a checked `position` parameter, or nothing when
  // the request needs a child process. Throws as the command would.
  std::optional<InProcessAnswer> answer(const std::string& endpoint, const std::string& position);

  // Keeps a child's successful answer for the next request.
  void keep(const std::string& endpoint, const std::string& position, const std::string& body);

 private:
  // The position, or nothing when it cannot be read (the child then
  // reports the error in the command's words).
  static std::optional<sylver::Position> named_numbers(const std::string& position);
  static std::string key(const std::string& endpoint, const sylver::Position& named);
  std::optional<std::string> compute(const std::string& endpoint, const sylver::Position& named);
  void keep(const std::string& key, const std::string& body);

  double in_process_seconds_;
  mutable std::mutex mutex_;
  std::map<std::string, std::string> store_;
  // At most one computation per core at once: the cap on child processes
  // caps the cores they use, and this caps those used here; past it a
  // request goes to a child and waits for a slot there.
  std::counting_semaphore<256> computing_{static_cast<std::ptrdiff_t>(
      std::clamp(std::thread::hardware_concurrency(), 1u, 256u))};
};

}  // namespace gamecert::server
