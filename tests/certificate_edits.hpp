// Corrupting certificates in tests: split into lines, edit, rejoin, and ask
// gamecert-check for its verdict.
#pragma once
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

inline std::string committed_certificate(const std::string& path_under_certs) {
  return read_file(environment("GAMECERT_SOURCE_DIR") + "/certs/" + path_under_certs);
}

// The checker's verdict on `text`, fed through standard input.
inline CommandResult check_text(const std::string& text, const std::string& options = "") {
  const std::string path = scratch_path("cert.txt");
  write_file(path, text);
  return run(checker_command(options + " - < " + path));
}

// Rejected, at `line` of the file, with `reason` in the message.
inline void require_rejected(const std::string& text, int line, const std::string& reason,
                             const std::string& options = "") {
  const CommandResult r = check_text(text, options);
  INFO(r.out);
  CHECK(r.status == 1);
  CHECK(r.out.rfind("REJECTED -:" + std::to_string(line) + ": ", 0) == 0);
  CHECK(r.out.find(reason) != std::string::npos);
}

}  // namespace gamecert::testing
