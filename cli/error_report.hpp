// How a failed command reaches its user: the message printed on stderr and
// the exit status (docs/cli.md). The program's main and the answers
// `gamecert serve` computes in process both use this one mapping, so that
// an answer from the server says what the command line would have said.
#pragma once
#include <exception>
#include <string>

namespace gamecert::cli {

struct ErrorReport {
  std::string message;  // "gamecert: error: ...", without a newline
  int exit_status = 1;  // 2 for the caller's mistake, 1 for everything else
};

// For an exception a command threw (a std::exception).
ErrorReport error_report(const std::exception_ptr& error);

}  // namespace gamecert::cli
