// Reading, repairing and appending the journal of a certify run (see proof_journal.hpp).
#include "sylver/certificates/proof_journal.hpp"

#include <stdexcept>

#include "sylver/finite/journal.hpp"

namespace gamecert::sylver {

namespace {

[[noreturn]] void fail(const std::string& path, std::size_t line, const std::string& why) {
  throw JournalError("journal '" + path + "': line " + std::to_string(line) + " " + why);
}

bool is_body_line(std::string_view line) {
  if (line == "P" || line == "E") return true;
  if (line.size() < 3 || line.substr(0, 2) != "N " || line[2] == '0') return false;
  return line.find_first_not_of("0123456789", 2) == std::string_view::npos;
}

// "root x P" / "root x N"; false when the line is not of that shape.
bool parse_root_line(std::string_view line, std::int64_t& move, bool& child_is_p) {
  if (line.size() < 8 || line.substr(0, 5) != "root " || line[line.size() - 2] != ' ') return false;
  const std::string_view digits = line.substr(5, line.size() - 7);
  if (digits.empty() || digits.size() > 12 || digits[0] == '0' ||
      digits.find_first_not_of("0123456789") != std::string_view::npos)
    return false;
  move = 0;
  for (char d : digits) move = move * 10 + (d - '0');
  const char value = line.back();
  child_is_p = value == 'P';
  return move >= 2 && (value == 'P' || value == 'N');
}

}  // namespace

ProofJournal::ProofJournal(std::string path, const std::string& question) : path_(std::move(path)) {
  const std::string header = journal_header(question);
  read_ = read_journal_entries(path_, header);
  std::size_t kept = 0;  // bytes of whole blocks
  std::size_t block_start = 0;
  for (std::size_t at = 0, number = 3; at < read_.size(); ++number) {
    const std::size_t end = read_.find('\n', at);
    const std::string_view line(read_.data() + at, end - at);
    Block block;
    if (parse_root_line(line, block.move, block.child_is_p)) {
      if (!blocks_.empty() && block.move <= blocks_.back().move)
        fail(path_, number,
             "records root move " + std::to_string(block.move) + " after " +
                 std::to_string(blocks_.back().move));
      block.lines = std::string_view(read_.data() + block_start, at - block_start);
      blocks_.push_back(block);
      kept = block_start = end + 1;
    } else if (!is_body_line(line)) {
      fail(path_, number, "is not a body line or 'root x P|N': '" + std::string(line) + "'");
    }
    at = end + 1;
  }
  read_.resize(kept);  // a block cut short is dropped (the views point before its start)
  const bool fresh = blocks_.empty();
  file_ = std::make_unique<LineAppender>(path_, fresh ? 0 : header.size() + kept);
  if (fresh) file_->append(header);
}

ProofJournal::~ProofJournal() = default;

void ProofJournal::forget_read() {
  blocks_.clear();
  std::string().swap(read_);
}

void ProofJournal::record(std::int64_t move, bool child_is_p, const std::string& lines) {
  file_->append(lines + "root " + std::to_string(move) + (child_is_p ? " P\n" : " N\n"));
}

}  // namespace gamecert::sylver
