// Running gamecert and gamecert-check from tests, the one way every test file
// does it: a shell command line in; its exit status, stdout and stderr out
// (apart, so a test can require an empty stdout on an error). Files a test
// writes go into one scratch folder per test program, made with mkdtemp so
// that ctest -j runs never share a path, and removed when the program ends.
#pragma once
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <stdexcept>
#include <string>
#include <system_error>

namespace gamecert::testing {

struct CommandResult {
  int status = -1;  // the exit status; -1 when a signal ended the command
  std::string out;
  std::string err;
};

inline std::string environment(const char* name) {
  const char* value = std::getenv(name);
  if (!value)
    throw std::runtime_error(std::string("environment variable ") + name + " not set (run through ctest)");
  return value;
}

inline std::string read_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path);
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

inline void write_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  if (!(out << text)) throw std::runtime_error("cannot write " + path);
}

// Owns the folder for the life of the test program; the destructor runs at
// exit, so a passing or failing run leaves nothing behind (a crash still can).
class ScratchFolder {
 public:
  ScratchFolder() {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp && *tmp ? tmp : "/tmp") + "/gamecert-test-XXXXXX";
    if (!::mkdtemp(pattern.data())) throw std::runtime_error("mkdtemp failed for " + pattern);
    path_ = pattern;
  }
  ~ScratchFolder() {
    std::error_code ignored;
    std::filesystem::remove_all(path_, ignored);
  }
  ScratchFolder(const ScratchFolder&) = delete;
  ScratchFolder& operator=(const ScratchFolder&) = delete;
  const std::filesystem::path& path() const { return path_; }

 private:
  std::filesystem::path path_;
};

inline const std::filesystem::path& scratch_folder() {
  static const ScratchFolder folder;
  return folder.path();
}

// A path inside the scratch folder; the same name gives the same path.
inline std::string scratch_path(const std::string& name) { return (scratch_folder() / name).string(); }

inline CommandResult run(const std::string& command) {
  const std::string err_path = scratch_path("stderr-of-command.txt");
  FILE* pipe = popen(("(" + command + ") 2>'" + err_path + "'").c_str(), "r");
  if (!pipe) throw std::runtime_error("popen failed: " + command);
  CommandResult result;
  char buffer[4096];
  std::size_t n;
  while ((n = std::fread(buffer, 1, sizeof buffer, pipe)) > 0) result.out.append(buffer, n);
  const int status = pclose(pipe);
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  result.err = read_file(err_path);
  std::filesystem::remove(err_path);
  return result;
}

// Runs `command` under /bin/sh and returns the peak resident set size, in
// bytes, of the largest process it ran (wait4 reports the child and every
// descendant it waited for), so a pipeline's reader is measured too.
inline long peak_rss_bytes(const std::string& command) {
  const pid_t pid = fork();
  if (pid == 0) {
    execl("/bin/sh", "sh", "-c", (command + " >/dev/null").c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  int status = 0;
  rusage usage{};
  if (wait4(pid, &status, 0, &usage) != pid) throw std::runtime_error("wait4 failed for " + command);
  return usage.ru_maxrss * 1024L;
}

inline std::string gamecert_command(const std::string& args) {
  return environment("GAMECERT_BIN") + " " + args;
}
inline std::string checker_command(const std::string& args) {
  return environment("GAMECERT_CHECK_BIN") + " " + args;
}

}  // namespace gamecert::testing
