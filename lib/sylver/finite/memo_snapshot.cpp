// Writing and reading memo snapshots (see memo_snapshot.hpp): a text header
// of kHeaderBytes, then the table's regions as raw words.
#include "sylver/finite/memo_snapshot.hpp"

#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <sstream>
#include <utility>

#include "common/progress.hpp"

namespace gamecert::sylver {

namespace {

constexpr const char* kVersionLine = "gamecert-sylver-memo-snapshot 1";
// Room for the lines and more; a whole page, so the regions start aligned.
constexpr std::size_t kHeaderBytes = 4096;
// Each write() or read() moves at most this much, and the checksum runs over
// the same piece just before (writing) or after (reading), while it is warm.
constexpr std::size_t kPieceBytes = std::size_t{1} << 24;

[[noreturn]] void fail_system(const std::string& path, const std::string& what) {
  throw std::runtime_error("memo snapshot '" + path + "': cannot " + what + ": " + std::strerror(errno));
}

// Four independent lanes of (lane xor word) times an odd constant: each step
// is a bijection, so any one changed word changes the sum, and the lanes keep
// it near the memory's speed (a single chain would wait on each multiply).
class Checksum {
 public:
  void add(std::span<const std::byte> bytes) {
    const std::size_t words = bytes.size() / 8;
    const auto* w = reinterpret_cast<const std::uint64_t*>(bytes.data());
    std::size_t i = 0;
    for (; i + 4 <= words; i += 4)
      for (int j = 0; j < 4; ++j) lane_[j] = (lane_[j] ^ w[i + static_cast<std::size_t>(j)]) * kOdd;
    for (; i < words; ++i) lane_[0] = (lane_[0] ^ w[i]) * kOdd;
  }
  std::uint64_t value() const {
    std::uint64_t h = 0;
    for (std::uint64_t lane : lane_) h = (h ^ lane) * kOdd + 1;
    return h;
  }

 private:
  static constexpr std::uint64_t kOdd = UINT64_C(0x9E3779B97F4A7C15);
  std::uint64_t lane_[4] = {1, 2, 3, 4};
};

std::string hex(std::uint64_t x) {
  char text[17];
  std::snprintf(text, sizeof text, "%016llx", static_cast<unsigned long long>(x));
  return text;
}

std::string numbers_text(const std::vector<std::uint64_t>& numbers) {
  std::string text;
  for (std::uint64_t n : numbers) text += (text.empty() ? "" : " ") + std::to_string(n);
  return text;
}

std::vector<std::uint64_t> parse_numbers(const std::string& text) {
  std::vector<std::uint64_t> out;
  std::istringstream in(text);
  std::string word;
  while (in >> word) {
    if (word.find_first_not_of("0123456789") != std::string::npos || word.size() > 19)
      throw std::invalid_argument("'" + word + "' is not a number");
    out.push_back(std::stoull(word));
  }
  return out;
}

double seconds_since(std::chrono::steady_clock::time_point start) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

// The whole of `bytes` to fd, in pieces.
void write_all(int fd, std::span<const std::byte> bytes, Checksum& sum, const std::string& path) {
  while (!bytes.empty()) {
    const std::span<const std::byte> piece = bytes.first(std::min(bytes.size(), kPieceBytes));
    sum.add(piece);
    for (std::size_t done = 0; done < piece.size();) {
      const ssize_t n = ::write(fd, piece.data() + done, piece.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) fail_system(path, "write");
      done += static_cast<std::size_t>(n);
    }
    bytes = bytes.subspan(piece.size());
  }
}

// Fills `bytes` from fd; false when the file ends first.
bool read_all(int fd, std::span<std::byte> bytes, Checksum& sum, const std::string& path) {
  while (!bytes.empty()) {
    const std::span<std::byte> piece = bytes.first(std::min(bytes.size(), kPieceBytes));
    for (std::size_t done = 0; done < piece.size();) {
      const ssize_t n = ::read(fd, piece.data() + done, piece.size() - done);
      if (n < 0 && errno == EINTR) continue;
      if (n < 0) fail_system(path, "read");
      if (n == 0) return false;
      done += static_cast<std::size_t>(n);
    }
    sum.add(piece);
    bytes = bytes.subspan(piece.size());
  }
  return true;
}

class FileDescriptor {
 public:
  explicit FileDescriptor(int fd) : fd_(fd) {}
  ~FileDescriptor() {
    if (fd_ >= 0) ::close(fd_);
  }
  FileDescriptor(const FileDescriptor&) = delete;
  FileDescriptor& operator=(const FileDescriptor&) = delete;
  int get() const { return fd_; }
  int release() { return std::exchange(fd_, -1); }

 private:
  int fd_;
};

}  // namespace

MemoSnapshot::MemoSnapshot(std::string path, std::chrono::duration<double> every, SnapshotLines identity,
                           const std::atomic<int>* signal, bool progress)
    : path_(std::move(path)),
      every_(every),
      identity_(std::move(identity)),
      signal_(signal),
      progress_(progress),
      last_(std::chrono::steady_clock::now()) {}

bool MemoSnapshot::due() const {
  return signal() != 0 || std::chrono::steady_clock::now() - last_ >= every_;
}

std::string MemoSnapshot::header(const SnapshotLines& table_lines, const std::vector<std::uint64_t>& shape,
                                 const std::vector<std::uint64_t>& region_bytes, std::uint64_t checksum) const {
  std::string text = std::string(kVersionLine) + "\n";
  for (const SnapshotLines* lines : {&identity_, &table_lines})
    for (const auto& [name, value] : *lines) text += name + " " + value + "\n";
  text += "shape " + numbers_text(shape) + "\nregions " + numbers_text(region_bytes) + "\nchecksum " +
          hex(checksum) + "\n";
  if (text.size() >= kHeaderBytes) throw std::logic_error("memo snapshot: the header outgrew its page");
  // Padded with newlines: `head -c 4096 FILE` shows the header and nothing else.
  text.resize(kHeaderBytes, '\n');
  return text;
}

void MemoSnapshot::write(const SnapshotLines& table_lines, const std::vector<std::uint64_t>& shape,
                         const std::vector<std::span<const std::byte>>& regions, std::uint64_t positions) {
  const auto start = std::chrono::steady_clock::now();
  const std::string partial = path_ + ".partial";
  FileDescriptor fd(::open(partial.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (fd.get() < 0) fail_system(partial, "create");
  try {
    // The header holds the checksum, known only at the end: it is written last, over this room.
    if (::lseek(fd.get(), static_cast<off_t>(kHeaderBytes), SEEK_SET) < 0) fail_system(partial, "seek");
    Checksum sum;
    std::vector<std::uint64_t> sizes;
    std::uint64_t total = kHeaderBytes;
    for (const std::span<const std::byte> region : regions) {
      write_all(fd.get(), region, sum, partial);
      sizes.push_back(region.size());
      total += region.size();
    }
    const std::string text = header(table_lines, shape, sizes, sum.value());
    if (::pwrite(fd.get(), text.data(), text.size(), 0) != static_cast<ssize_t>(text.size()))
      fail_system(partial, "write the header of");
    if (::fsync(fd.get()) != 0) fail_system(partial, "sync");
    if (::close(fd.release()) != 0) fail_system(partial, "close");
    if (std::rename(partial.c_str(), path_.c_str()) != 0) fail_system(path_, "rename " + partial + " to");
    // The rename itself reaches the disk with the folder's sync.
    const std::filesystem::path folder = std::filesystem::absolute(path_).parent_path();
    FileDescriptor dir(::open(folder.c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC));
    if (dir.get() >= 0) ::fsync(dir.get());
    write_bytes = total;
  } catch (...) {
    ::unlink(partial.c_str());
    throw;
  }
  ++written;
  last_positions = positions;
  write_seconds = seconds_since(start);
  last_ = std::chrono::steady_clock::now();
  if (progress_) {
    Progress::end_open_line();
    std::cerr << "memo snapshot " << path_ << ": " << positions << " positions, " << (write_bytes >> 20)
              << " MiB written in " << write_seconds << " s\n";
  }
}

bool MemoSnapshot::read(
    const SnapshotLines& table_lines,
    const std::function<std::vector<std::span<std::byte>>(const std::vector<std::uint64_t>&)>& lay_out) {
  const auto start = std::chrono::steady_clock::now();
  FileDescriptor fd(::open(path_.c_str(), O_RDONLY | O_CLOEXEC));
  if (fd.get() < 0) {
    if (errno == ENOENT) {
      // Found now rather than at the first write, minutes or hours into the run.
      const std::filesystem::path folder = std::filesystem::absolute(path_).parent_path();
      if (::access(folder.c_str(), W_OK) != 0)
        throw SnapshotError("memo snapshot '" + path_ + "' cannot be written: its folder " + folder.string() +
                            (errno == ENOENT ? " does not exist" : " is not writable"));
      last_ = std::chrono::steady_clock::now();
      return false;
    }
    fail_system(path_, "open");
  }
  const auto refuse = [&](const std::string& why) -> SnapshotError {
    return SnapshotError("memo snapshot '" + path_ + "' " + why);
  };
  std::string text(kHeaderBytes, '\0');
  {
    Checksum ignored;
    if (!read_all(fd.get(), std::as_writable_bytes(std::span(text)), ignored, path_))
      throw refuse("is shorter than its header (not a memo snapshot, or cut short)");
  }
  std::istringstream lines(text);
  std::string line;
  std::getline(lines, line);
  if (line != kVersionLine) throw refuse("does not start with '" + std::string(kVersionLine) + "'");
  // Each line the run expects, in order, against the file's.
  for (const SnapshotLines* expected : {static_cast<const SnapshotLines*>(&identity_), &table_lines})
    for (const auto& [name, value] : *expected) {
      std::getline(lines, line);
      const std::string want = name + " " + value;
      if (line == want) continue;
      if (line.rfind(name + " ", 0) == 0)
        throw refuse("was written for " + name + " '" + line.substr(name.size() + 1) + "', and this run has " +
                     name + " '" + value + "' (use another file, or remove it to start afresh)");
      throw refuse("has '" + line + "' where this run expects '" + want + "'");
    }
  std::vector<std::uint64_t> shape, sizes;
  std::uint64_t checksum = 0;
  try {
    for (const char* name : {"shape", "regions", "checksum"}) {
      std::getline(lines, line);
      if (line.rfind(std::string(name) + " ", 0) != 0) throw std::invalid_argument("no '" + std::string(name) + "' line");
      const std::string rest = line.substr(std::strlen(name) + 1);
      if (name[0] == 's') shape = parse_numbers(rest);
      if (name[0] == 'r') sizes = parse_numbers(rest);
      if (name[0] == 'c') checksum = std::stoull(rest, nullptr, 16);
    }
  } catch (const std::exception& e) {
    throw refuse(std::string("has a damaged header: ") + e.what());
  }
  std::vector<std::span<std::byte>> regions;
  try {
    regions = lay_out(shape);
  } catch (const std::invalid_argument& e) {
    throw refuse(e.what());
  }
  if (regions.size() != sizes.size()) throw refuse("has " + std::to_string(sizes.size()) + " regions, not " + std::to_string(regions.size()));
  Checksum sum;
  std::uint64_t total = kHeaderBytes;
  for (std::size_t i = 0; i < regions.size(); ++i) {
    if (regions[i].size() != sizes[i])
      throw refuse("region " + std::to_string(i) + " is " + std::to_string(sizes[i]) + " bytes where its shape needs " +
                   std::to_string(regions[i].size()));
    if (!read_all(fd.get(), regions[i], sum, path_)) throw refuse("is cut short");
    total += sizes[i];
  }
  char extra;
  if (::read(fd.get(), &extra, 1) != 0) throw refuse("is longer than its header says");
  if (sum.value() != checksum) throw refuse("is damaged: its checksum does not match");
  read_bytes = total;
  read_seconds = seconds_since(start);
  last_ = std::chrono::steady_clock::now();
  if (progress_) {
    Progress::end_open_line();
    std::cerr << "memo snapshot " << path_ << ": " << (total >> 20) << " MiB read in " << read_seconds << " s\n";
  }
  return true;
}

}  // namespace gamecert::sylver
