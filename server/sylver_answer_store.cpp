#include "server/sylver_answer_store.hpp"

#include <chrono>
#include <stdexcept>
#include <vector>

#include "cli/sylver/answers.hpp"
#include "cli/sylver/arguments.hpp"
#include "cli/sylver/limits.hpp"
#include "server/api_commands.hpp"
#include "sylver/finite/search.hpp"
#include "sylver/infinite/analysis.hpp"

namespace gamecert::server {

bool SylverAnswerStore::answers(const std::string& endpoint) {
  return endpoint == "sylver/winning" || endpoint == "sylver/ender";
}

std::optional<sylver::Position> SylverAnswerStore::named_numbers(const std::string& position) {
  try {
    return cli::parse_position(position_words(position));
  } catch (const std::exception&) {
    return std::nullopt;
  }
}

std::string SylverAnswerStore::key(const std::string& endpoint, const sylver::Position& named) {
  return endpoint + " " + named.text();
}

std::optional<InProcessAnswer> SylverAnswerStore::answer(const std::string& endpoint,
                                                         const std::string& position) {
  const std::optional<sylver::Position> named = named_numbers(position);
  if (!named) return std::nullopt;
  const std::string k = key(endpoint, *named);
  {
    const std::lock_guard lock(mutex_);
    if (const auto found = store_.find(k); found != store_.end())
      return InProcessAnswer{found->second, "store"};
  }
  if (!computing_.try_acquire()) return std::nullopt;
  struct Release {
    std::counting_semaphore<256>& slots;
    ~Release() { slots.release(); }
  } release{computing_};
  std::optional<std::string> body = compute(endpoint, *named);
  if (!body) return std::nullopt;
  keep(k, *body);
  return InProcessAnswer{*body, "process"};
}

std::optional<std::string> SylverAnswerStore::compute(const std::string& endpoint,
                                                      const sylver::Position& named) {
  if (endpoint == "sylver/ender") {
    if (cli::finite_position(named).frobenius() > kInProcessEnderT) return std::nullopt;
    return cli::ender_json(named, kEnderMaxT, false).dump(2) + "\n";
  }
  const auto start = std::chrono::steady_clock::now();
  try {
    sylver::ProverLimits prover;
    prover.max_seconds = in_process_seconds_;
    const sylver::WinningReport report = sylver::analyse_winning(named, {.prover = prover,
                                                                         .max_states = kSylverMaxStates,
                                                                         .max_seconds = in_process_seconds_,
                                                                         .threads = 1,
                                                                         .facts = cli::facts_unless(false)});
    const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
    return cli::winning_json(report, 1, std::nullopt, elapsed.count()).dump(2) + "\n";
  } catch (const std::exception&) {
    // Past the time or memo cap, or outside the solver's range: the child
    // runs it with the request's own limits and says so in its words.
    return std::nullopt;
  }
}

void SylverAnswerStore::keep(const std::string& endpoint, const std::string& position,
                             const std::string& body) {
  if (const std::optional<sylver::Position> named = named_numbers(position))
    keep(key(endpoint, *named), body);
}

void SylverAnswerStore::keep(const std::string& key, const std::string& body) {
  const std::lock_guard lock(mutex_);
  if (store_.size() >= kStoredAnswers) store_.clear();
  store_.emplace(key, body);
}

}  // namespace gamecert::server
