// The journal of a long `certify sylver`, so that a run stopped by any means
// resumes where it stopped and still writes the same certificate bytes.
//
// A win-loss table's body is written root move by root move, ascending
// (win_loss_table.hpp), and what a root move writes depends only on the
// values of positions and on the entries written before it. So the body
// lines written for each root move, recorded whole and synced before the
// next root move starts, are all a resumed run needs: it reads them back in
// order, rebuilding the set of positions written without searching, and
// writes the remaining root moves as the first run would have. The file is
// a Sylver journal (journal.hpp) whose entries are blocks: a root move's
// body lines, then the line `root x P` (the position after naming x is P:
// x wins) or `root x N`.
//
//   gamecert-sylver-journal 1
//   question certify position=11,29
//   N 27
//   P
//   ...
//   root 2 N
//   ...
//
// Lines after the last `root` line (a block cut short by a crash) are
// dropped and cut off the file when it is reopened. Like the root-move
// journal it is the run's own memory: what it holds is trusted, and the
// certificate that results is checked like any other.
#pragma once
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "common/line_file.hpp"

namespace gamecert::sylver {

class ProofJournal {
 public:
  struct Block {
    std::int64_t move = 0;
    bool child_is_p = false;
    std::string_view lines;  // the block's body lines, each ending in '\n'
  };

  // Throws JournalError naming the file (and line) when it belongs to
  // another question or a line is malformed.
  ProofJournal(std::string path, const std::string& question);
  ProofJournal(const ProofJournal&) = delete;
  ProofJournal& operator=(const ProofJournal&) = delete;
  ~ProofJournal();

  // The blocks read when the journal was opened, in the order written.
  const std::vector<Block>& blocks() const { return blocks_; }
  // Frees what was read (the blocks are empty afterwards).
  void forget_read();
  const std::string& path() const { return path_; }
  // Appends one root move's block (`lines`: whole body lines) and syncs it.
  void record(std::int64_t move, bool child_is_p, const std::string& lines);

 private:
  std::string path_;
  std::string read_;
  std::vector<Block> blocks_;
  std::unique_ptr<LineAppender> file_;
};

}  // namespace gamecert::sylver
