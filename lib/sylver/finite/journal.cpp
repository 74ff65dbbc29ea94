// Reading, repairing and appending the root-move journal (see journal.hpp).
#include "sylver/finite/journal.hpp"

#include <sstream>
#include <stdexcept>

namespace gamecert::sylver {

namespace {

constexpr const char* kVersionLine = "gamecert-sylver-journal 1";

[[noreturn]] void fail(const std::string& path, const std::string& why) {
  throw JournalError("journal '" + path + "': " + why);
}

// "x P" / "x N" with x a decimal number >= 2 without leading zeros.
bool parse_entry(const std::string& line, std::int64_t& x, bool& p) {
  const std::size_t space = line.find(' ');
  if (space == std::string::npos || space == 0 || space > 12 || line.size() != space + 2) return false;
  if (line[0] == '0') return false;
  x = 0;
  for (std::size_t i = 0; i < space; ++i) {
    if (line[i] < '0' || line[i] > '9') return false;
    x = x * 10 + (line[i] - '0');
  }
  if (x < 2) return false;
  const char value = line[space + 1];
  if (value != 'P' && value != 'N') return false;
  p = value == 'P';
  return true;
}

}  // namespace

std::string journal_header(const std::string& question) {
  return std::string(kVersionLine) + "\nquestion " + question + "\n";
}

std::string read_journal_entries(const std::string& path, const std::string& header) {
  // Only whole lines count: a crash can leave the last one without its end.
  std::string text = read_whole_lines(path).text;
  // A crash while the header was written leaves part of it: start afresh.
  if (text.size() < header.size() && header.compare(0, text.size(), text) == 0) return "";
  if (text.compare(0, header.size(), header) != 0) {
    const std::size_t first_end = text.find('\n');
    const std::size_t second_end = text.find('\n', first_end + 1);
    if (text.compare(0, first_end, kVersionLine) != 0)
      fail(path, "line 1 is not '" + std::string(kVersionLine) + "'");
    fail(path, "it records '" + text.substr(first_end + 1, second_end - first_end - 1) + "', not '" +
                   header.substr(first_end + 1, header.size() - first_end - 2) +
                   "' (use another file, or remove it to start afresh)");
  }
  return text.substr(header.size());
}

RootJournal::RootJournal(std::string path, const std::string& question) : path_(std::move(path)) {
  const std::string header = journal_header(question);
  const std::string entries = read_journal_entries(path_, header);
  std::istringstream lines(entries);
  std::string line;
  for (std::size_t number = 3; std::getline(lines, line); ++number) {
    std::int64_t x = 0;
    bool p = false;
    if (!parse_entry(line, x, p))
      fail(path_, "line " + std::to_string(number) + " is not 'x P' or 'x N': '" + line + "'");
    const auto [at, added] = settled_.emplace(x, p);
    if (!added && at->second != p)
      fail(path_, "line " + std::to_string(number) + " contradicts an earlier line for " + std::to_string(x));
  }
  file_ = std::make_unique<LineAppender>(path_, entries.empty() ? 0 : header.size() + entries.size());
  if (entries.empty()) file_->append(header);
}

RootJournal::~RootJournal() = default;

std::optional<bool> RootJournal::settled(std::int64_t x) const {
  const auto at = settled_.find(x);
  if (at == settled_.end()) return std::nullopt;
  return at->second;
}

void RootJournal::record(std::int64_t x, bool child_is_p) {
  settled_[x] = child_is_p;
  file_->append(std::to_string(x) + (child_is_p ? " P\n" : " N\n"));
}

}  // namespace gamecert::sylver
