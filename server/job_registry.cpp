#include "server/job_registry.hpp"

#include <cmath>

namespace gamecert::server {

using cli::Json;

std::string last_progress_line(std::string_view err) {
  std::size_t end = err.size();
  while (end > 0) {
    const std::size_t start = err.find_last_of("\r\n", end - 1);
    const std::size_t from = start == std::string_view::npos ? 0 : start + 1;
    std::string_view line = err.substr(from, end - from);
    const std::size_t first = line.find_first_not_of(' ');
    if (first != std::string_view::npos) {
      line = line.substr(first, line.find_last_not_of(' ') - first + 1);
      return std::string(line);
    }
    if (start == std::string_view::npos) break;
    end = start;
  }
  return "";
}

bool JobRegistry::start(const std::string& id, const std::string& endpoint) {
  const std::lock_guard lock(mutex_);
  return running_.emplace(id, Job{endpoint, std::chrono::steady_clock::now(), "", false}).second;
}

void JobRegistry::finish(const std::string& id) {
  const std::lock_guard lock(mutex_);
  running_.erase(id);
}

void JobRegistry::progress(const std::string& id, std::string_view err) {
  std::string line = last_progress_line(err);
  const std::lock_guard lock(mutex_);
  if (const auto job = running_.find(id); job != running_.end()) job->second.progress = std::move(line);
}

bool JobRegistry::cancel_requested(const std::string& id) const {
  const std::lock_guard lock(mutex_);
  const auto job = running_.find(id);
  return job != running_.end() && job->second.cancel;
}

namespace {
double seconds_since(std::chrono::steady_clock::time_point started) {
  const std::chrono::duration<double> d = std::chrono::steady_clock::now() - started;
  return std::round(d.count() * 1000) / 1000;
}
}  // namespace

double JobRegistry::seconds(const std::string& id) const {
  const std::lock_guard lock(mutex_);
  const auto job = running_.find(id);
  return job == running_.end() ? 0 : seconds_since(job->second.started);
}

Json JobRegistry::status(const std::string& id) const {
  const std::lock_guard lock(mutex_);
  const auto job = running_.find(id);
  if (job == running_.end()) return Json{{"id", id}, {"running", false}};
  return Json{{"id", id},
              {"running", true},
              {"endpoint", job->second.endpoint},
              {"seconds", seconds_since(job->second.started)},
              {"progress", job->second.progress}};
}

Json JobRegistry::cancel(const std::string& id) {
  const std::lock_guard lock(mutex_);
  const auto job = running_.find(id);
  if (job == running_.end()) return Json{{"id", id}, {"cancelled", false}};
  job->second.cancel = true;
  return Json{{"id", id}, {"cancelled", true}};
}

}  // namespace gamecert::server
