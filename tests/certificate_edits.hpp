// Corrupting certificates in tests: split into lines, find the line to edit by
// its content (so a test does not break when a header line is added), edit,
// rejoin, and ask gamecert-check for its verdict. Line numbers in verdicts are
// 1-based file lines; an index into lines_of() is that number minus one.
#pragma once
#include <algorithm>
#include <catch2/catch.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.hpp"

namespace gamecert::testing {

inline std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

inline std::string join(const std::vector<std::string>& lines) {
  std::string text;
  for (const auto& line : lines) text += line + "\n";
  return text;
}

inline std::string replaced(std::vector<std::string> lines, std::size_t index, const std::string& line) {
  lines.at(index) = line;
  return join(lines);
}

// The index of the first line equal to `wanted`, searching from `from`.
inline std::size_t index_of(const std::vector<std::string>& lines, const std::string& wanted,
                            std::size_t from = 0) {
  for (std::size_t i = from; i < lines.size(); ++i)
    if (lines[i] == wanted) return i;
  FAIL("no line '" << wanted << "'");
  return 0;
}

// The index of the first line starting with `prefix`, searching from `from`.
inline std::size_t index_of_prefix(const std::vector<std::string>& lines, const std::string& prefix,
                                   std::size_t from = 0) {
  for (std::size_t i = from; i < lines.size(); ++i)
    if (lines[i].rfind(prefix, 0) == 0) return i;
  FAIL("no line starting with '" << prefix << "'");
  return 0;
}

// The index of the first body line (the one after "begin").
inline std::size_t first_body_index(const std::vector<std::string>& lines) {
  return index_of(lines, "begin") + 1;
}

// The file line holding byte `offset` of `text`.
inline std::size_t line_at_offset(const std::string& text, std::size_t offset) {
  return 1 + static_cast<std::size_t>(
                 std::count(text.begin(), text.begin() + static_cast<std::ptrdiff_t>(offset), '\n'));
}

// Rewrites the "lines N" header to the body's real length, so that only the
// game checker, not the envelope's count, can object to an added or dropped line.
inline std::string with_body_count(std::vector<std::string> lines) {
  const std::size_t begin = index_of(lines, "begin");
  const std::size_t end = index_of(lines, "end", begin);
  lines.at(index_of_prefix(lines, "lines ")) = "lines " + std::to_string(end - begin - 1);
  return join(lines);
}

inline std::string committed_certificate(const std::string& path_under_certs) {
  return read_file(environment("GAMECERT_SOURCE_DIR") + "/certs/" + path_under_certs);
}

// The checker's verdict on `text`, fed through standard input, so a rejection
// reads "REJECTED -:<line>: <reason>".
inline CommandResult check_text(const std::string& text, const std::string& options = "") {
  const std::string path = scratch_path("certificate-under-test.txt");
  write_file(path, text);
  return run(checker_command(options + " - < " + path));
}

// The file line a "REJECTED <file>:<line>: <reason>" verdict names; 0 if none.
inline std::size_t reported_line(const std::string& verdict) {
  if (verdict.rfind("REJECTED ", 0) != 0) return 0;
  const std::size_t reason = verdict.find(": ");
  const std::size_t colon = verdict.rfind(':', reason == std::string::npos ? 0 : reason - 1);
  if (reason == std::string::npos || colon == std::string::npos) return 0;
  std::size_t line = 0;
  for (std::size_t i = colon + 1; i < reason; ++i) {
    if (verdict[i] < '0' || verdict[i] > '9') return 0;
    line = line * 10 + static_cast<std::size_t>(verdict[i] - '0');
  }
  return line;
}

// Rejected at file line `line` with `reason` in the message.
inline void require_rejected(const std::string& text, std::size_t line, const std::string& reason,
                             const std::string& options = "") {
  const CommandResult r = check_text(text, options);
  INFO(r.out << r.err);
  CHECK(r.status == 1);
  CHECK(r.out.rfind("REJECTED -:" + std::to_string(line) + ": ", 0) == 0);
  CHECK(r.out.find(reason) != std::string::npos);
}

}  // namespace gamecert::testing
