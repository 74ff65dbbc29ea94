// Whole-line files (see line_file.hpp): POSIX descriptors, because a line
// must reach the disk (fsync) before the work it records is taken as done.
#include "common/line_file.hpp"

#include <fcntl.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

namespace gamecert {

namespace {
[[noreturn]] void fail(const std::string& what, const std::string& path) {
  throw std::runtime_error("cannot " + what + " '" + path + "': " + std::strerror(errno));
}
}  // namespace

WholeLines read_whole_lines(const std::string& path) {
  WholeLines lines;
  std::ifstream in(path, std::ios::binary);
  if (!in) return lines;
  std::ostringstream all;
  all << in.rdbuf();
  lines.text = all.str();
  const std::size_t whole = lines.text.empty() ? 0 : lines.text.rfind('\n') + 1;
  lines.torn = whole != lines.text.size();
  lines.text.resize(whole);
  return lines;
}

void write_and_sync(int fd, std::string_view text, const std::string& path) {
  std::size_t done = 0;
  while (done < text.size()) {
    const ssize_t n = ::write(fd, text.data() + done, text.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) fail("write to", path);
    done += static_cast<std::size_t>(n);
  }
  // EINVAL: the file (a pipe, a terminal) cannot be synced, and need not be.
  if (::fsync(fd) != 0 && errno != EINVAL) fail("sync", path);
}

LineAppender::LineAppender(std::string path, std::size_t keep, bool exclusive) : path_(std::move(path)) {
  fd_ = ::open(path_.c_str(), O_WRONLY | O_CREAT | O_CLOEXEC, 0644);
  if (fd_ < 0) fail("open", path_);
  try {
    if (exclusive && ::flock(fd_, LOCK_EX | LOCK_NB) != 0)
      throw Busy("'" + path_ + "' is being written by another run");
    if (::ftruncate(fd_, static_cast<off_t>(keep)) != 0) fail("cut the torn last line of", path_);
    if (::lseek(fd_, 0, SEEK_END) < 0) fail("seek in", path_);
  } catch (...) {
    ::close(fd_);
    throw;
  }
}

LineAppender::~LineAppender() { ::close(fd_); }

void LineAppender::append(std::string_view text) { write_and_sync(fd_, text, path_); }

}  // namespace gamecert
