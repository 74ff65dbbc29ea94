// Files of whole lines that survive kill -9: the root-move journal of a
// long Sylver solve and the results of a batch both append one line at a
// time, write and sync it before going on, and on reopening keep only the
// lines that were written whole (a crash can cut the last one short, and
// that torn end is cut off the file before anything is appended).
#pragma once
#include <cstddef>
#include <stdexcept>
#include <string>
#include <string_view>

namespace gamecert {

struct WholeLines {
  std::string text;   // the file up to and including its last '\n'; "" when it does not exist
  bool torn = false;  // bytes after the last '\n' were dropped
};
WholeLines read_whole_lines(const std::string& path);

// Writes all of `text` to `fd` and syncs it; throws std::runtime_error naming `path`.
void write_and_sync(int fd, std::string_view text, const std::string& path);

// `path` opened for appending: created when missing and cut back to `keep`
// bytes (read_whole_lines(path).text.size() drops a torn last line).
class LineAppender {
 public:
  // With `exclusive`, a second process appending to the same file is refused
  // (Busy) rather than interleaving its lines. Other failures throw std::runtime_error.
  struct Busy : std::runtime_error {
    using std::runtime_error::runtime_error;
  };
  LineAppender(std::string path, std::size_t keep, bool exclusive = false);
  LineAppender(const LineAppender&) = delete;
  LineAppender& operator=(const LineAppender&) = delete;
  ~LineAppender();
  // `text` is one or more whole lines, each ending in '\n'.
  void append(std::string_view text);

 private:
  std::string path_;
  int fd_ = -1;
};

}  // namespace gamecert
