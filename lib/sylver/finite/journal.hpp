// A journal of settled root moves, so that a long solve stopped by any means
// (kill -9, a full disk, a reboot) resumes where it stopped.
//
// The file names its question on its first two lines and then holds one line
// per settled root move, in the order they were settled:
//
//   gamecert-sylver-journal 1
//   question winning position=11,29
//   2 N
//   3 N
//   ...
//
// `x P` means the position after naming x is a P-position (x wins), `x N`
// that it is not. Each line is written whole, flushed and synced before the
// search goes on, so after a crash at most one torn last line can be missing
// its end; that line is dropped (and cut off the file) when the journal is
// reopened. A journal of another question is refused. The journal is the
// run's own memory, not evidence: values read from it are trusted, and a
// certificate never depends on it (certify re-solves).
#pragma once
#include <cstdint>
#include <map>
#include <memory>
#include <optional>
#include <stdexcept>
#include <string>

#include "common/line_file.hpp"

namespace gamecert::sylver {

// A journal that belongs to another question, or is malformed: the user's
// file, not a failure of the search.
struct JournalError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// The entries of the journal at `path` (whole lines after its two header
// lines), or "" when it does not exist, is empty or holds only part of the
// header (a crash while writing it). Throws std::runtime_error naming the
// file when its header is not `header` ("gamecert-sylver-journal 1\n"
// "question ...\n", see journal_header). Shared by every Sylver journal.
std::string read_journal_entries(const std::string& path, const std::string& header);
std::string journal_header(const std::string& question);

class RootJournal {
 public:
  // Opens `path`, creating it with the question's header when it does not
  // exist or is empty. Throws std::runtime_error naming the file and line
  // when it belongs to another question or a complete line is malformed.
  RootJournal(std::string path, const std::string& question);
  RootJournal(const RootJournal&) = delete;
  RootJournal& operator=(const RootJournal&) = delete;
  ~RootJournal();

  // Whether the position after naming x was recorded as P (nullopt: not settled yet).
  std::optional<bool> settled(std::int64_t x) const;
  std::size_t settled_count() const { return settled_.size(); }
  void record(std::int64_t x, bool child_is_p);

 private:
  std::string path_;
  std::unique_ptr<LineAppender> file_;
  std::map<std::int64_t, bool> settled_;
};

}  // namespace gamecert::sylver
