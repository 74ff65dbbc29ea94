#include "common/progress.hpp"

#include <atomic>
#include <cstdio>

namespace gamecert {

namespace {
std::atomic<bool> line_open{false};
}  // namespace

void Progress::end_open_line() {
  if (line_open.exchange(false)) std::fputc('\n', stderr);
}

Progress::Progress(std::string label, std::uint64_t total, bool enabled)
    : label_(std::move(label)),
      total_(total),
      enabled_(enabled),
      start_(std::chrono::steady_clock::now()),
      last_(start_) {}

void Progress::update(std::uint64_t done, const std::string& detail) {
  if (!enabled_) return;
  const auto now = std::chrono::steady_clock::now();
  if (now - last_ < std::chrono::milliseconds(250)) return;
  last_ = now;
  const double seconds = std::chrono::duration<double>(now - start_).count();
  const double rate = seconds > 0 ? static_cast<double>(done) / seconds : 0.0;
  line_open = true;
  if (total_ == 0) {  // no known end: the count and its rate only
    std::fprintf(stderr, "\r%s: %llu %.3g/s%s%s   ", label_.c_str(), static_cast<unsigned long long>(done),
                 rate, detail.empty() ? "" : ", ", detail.c_str());
    return;
  }
  const double remaining = rate > 0 && total_ > done ? static_cast<double>(total_ - done) / rate : 0.0;
  std::fprintf(stderr, "\r%s: %llu/%llu (%.1f%%) %.3g/s, about %.0f s left%s%s   ", label_.c_str(),
               static_cast<unsigned long long>(done), static_cast<unsigned long long>(total_),
               total_ ? 100.0 * static_cast<double>(done) / static_cast<double>(total_) : 100.0, rate,
               remaining, detail.empty() ? "" : "; ", detail.c_str());
}

void Progress::finish() {
  if (!enabled_) return;
  line_open = false;
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  std::fprintf(stderr, "\r%s: done in %.2f s%40s\n", label_.c_str(), seconds, "");
}

}  // namespace gamecert
