// Memo snapshots: the solver's whole memo written to a file now and then, so
// that a long run stopped by any means resumes with what it knew.
//
// A journal (journal.hpp) keeps the settled root moves, but the memo behind
// them (up to billions of positions) was lost with the process, and a resumed
// run searched the open root move from an empty memo. With a snapshot the
// run writes its memo every few minutes and when it gets SIGTERM or SIGINT;
// run again with the same command and file, it reads the memo back first.
//
// What is written is the table's own arrays, byte for byte (the compact
// store's buckets, or the fast table's slots and P bits), after a text header
// of 4096 bytes that names what the memo is valid for: the binary's commit
// (the layout and the hash are the code's), the question and position, the
// limits that change what is stored, and the memo's kind and key width. A
// file whose header names anything else is refused (SnapshotError), naming
// the line that differs. The arrays carry a checksum, so a damaged file is
// refused too rather than read as wrong values.
//
// Atomic: the file is written as FILE.partial in the same folder, synced,
// and renamed over FILE, so a run killed while writing leaves the previous
// snapshot whole. The table writes at a safe point, where its growth would
// run: every other thread parked, every entry stored complete
// (PositionTable::save_snapshot). Stored values are exact whatever the search
// was doing, so any moment's memo is a correct memo. Layout and figures:
// docs/sylver.md, "Memo snapshots".
#pragma once
#include <atomic>
#include <chrono>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

namespace gamecert::sylver {

// A snapshot that belongs to another run, or is damaged: the user's file.
struct SnapshotError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Thrown by the search after it wrote the memo at a signal: the caller ends
// the process with that signal's usual status.
struct SnapshotInterrupted : std::runtime_error {
  SnapshotInterrupted(int number, const std::string& what) : std::runtime_error(what), signal(number) {}
  int signal;
};

// Named lines of the header ("commit 1234abc"), compared one by one.
using SnapshotLines = std::vector<std::pair<std::string, std::string>>;

class MemoSnapshot {
 public:
  // `identity`: what the caller knows the memo depends on (commit, question);
  // the table adds its own lines (limits, memo). `signal`: set (to the
  // signal's number) by the caller's handler for SIGTERM and SIGINT.
  MemoSnapshot(std::string path, std::chrono::duration<double> every, SnapshotLines identity,
               const std::atomic<int>* signal, bool progress);

  const std::string& path() const { return path_; }

  // Whether the table should write now: the interval has passed since the
  // last write (or the load), or a signal came.
  bool due() const;
  int signal() const { return signal_ != nullptr ? signal_->load(std::memory_order_relaxed) : 0; }

  // Writes `regions` after the header atomically; `shape`: the numbers the
  // table needs to lay its arrays out again. Every region is whole 8-byte words.
  void write(const SnapshotLines& table_lines, const std::vector<std::uint64_t>& shape,
             const std::vector<std::span<const std::byte>>& regions, std::uint64_t positions);

  // Reads the file back when it exists (false: it does not, start empty).
  // `lay_out(shape)` makes the table's arrays and returns where each region
  // goes; their sizes must be those the file holds. Throws SnapshotError for
  // a file of another run or a damaged one.
  bool read(const SnapshotLines& table_lines,
            const std::function<std::vector<std::span<std::byte>>(const std::vector<std::uint64_t>&)>& lay_out);

  // Figures for the answer: positions read back (the table counts them), snapshots written, timings.
  std::uint64_t loaded_positions = 0;
  std::uint64_t written = 0;
  std::uint64_t last_positions = 0;  // in the last snapshot written or read
  double read_seconds = 0, write_seconds = 0;  // of the read, and of the last write
  std::uint64_t read_bytes = 0, write_bytes = 0;

 private:
  std::string header(const SnapshotLines& table_lines, const std::vector<std::uint64_t>& shape,
                     const std::vector<std::uint64_t>& region_bytes, std::uint64_t checksum) const;

  std::string path_;
  std::chrono::duration<double> every_;
  SnapshotLines identity_;
  const std::atomic<int>* signal_;
  bool progress_;
  std::chrono::steady_clock::time_point last_;
};

}  // namespace gamecert::sylver
