// Running the two programs from tests: the command line, its stdout and exit status.
#pragma once
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <sstream>
#include <stdexcept>
#include <string>

namespace gamecert::testing {

struct CommandResult {
  int status = -1;
  std::string out;
};

inline std::string environment(const char* name) {
  const char* value = std::getenv(name);
  if (!value)
    throw std::runtime_error(std::string("environment variable ") + name + " not set (run through ctest)");
  return value;
}

inline CommandResult run(const std::string& command) {
  CommandResult result;
  // Commands that want stderr in the output redirect it themselves ("2>&1").
  const bool keep_stderr = command.find("2>&1") != std::string::npos;
  FILE* pipe = popen((keep_stderr ? command : command + " 2>/dev/null").c_str(), "r");
  if (!pipe) throw std::runtime_error("popen failed: " + command);
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.out.append(buffer, n);
  const int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

inline std::string gamecert_command(const std::string& args) {
  return environment("GAMECERT_BIN") + " " + args;
}
inline std::string checker_command(const std::string& args) {
  return environment("GAMECERT_CHECK_BIN") + " " + args;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

inline std::string scratch_path(const std::string& name) {
  const char* dir = std::getenv("TMPDIR");
  return std::string(dir ? dir : "/tmp") + "/gamecert-test-" + std::to_string(::getpid()) + "-" + name;
}

}  // namespace gamecert::testing
