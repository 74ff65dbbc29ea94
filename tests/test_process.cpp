// The one process runner (lib/common/process.hpp), which the server, `gamecert
// cite` and `gamecert prove` start programs with: the exit status, both
// outputs apart, standard input fed, and the two ways it kills a process.
// No case measures time: a killed process is recognised by how it ended.
#include <catch2/catch.hpp>
#include <fstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "common/process.hpp"

using gamecert::ProcessOptions;
using gamecert::ProcessResult;
using gamecert::run_process;

TEST_CASE("a process's exit status and its two outputs come back apart") {
  const ProcessResult r = run_process("/bin/sh", {"sh", "-c", "echo out; echo err >&2; exit 3"});
  CHECK(r.status == 3);
  CHECK(r.out == "out\n");
  CHECK(r.err == "err\n");
  CHECK_FALSE(r.timed_out);
  CHECK_FALSE(r.stopped);
  CHECK(run_process("/bin/true", {"true"}).status == 0);
}

TEST_CASE("argv goes to the program as it is, with no shell to read it") {
  const ProcessResult r = run_process("printf", {"printf", "[%s]", "a b", "$HOME", "'; ls"});
  CHECK(r.status == 0);  // found on $PATH: the name has no '/'
  CHECK(r.out == "[a b][$HOME]['; ls]");
}

TEST_CASE("a program that cannot be started throws") {
  CHECK_THROWS_AS(run_process("/nonexistent/program", {"program"}), std::runtime_error);
  CHECK_THROWS_AS(run_process("gamecert-no-such-program", {"gamecert-no-such-program"}), std::runtime_error);
}

TEST_CASE("standard input is fed, is /dev/null when none is given, and may be left unread") {
  ProcessOptions fed;
  std::string text;
  for (int i = 0; i < 100'000; ++i) text += "line " + std::to_string(i) + "\n";  // more than any pipe holds
  fed.input = text;
  ProcessResult r = run_process("cat", {"cat"}, fed);
  CHECK(r.status == 0);
  CHECK(r.out == text);
  CHECK(run_process("cat", {"cat"}).out.empty());
  // A reader that stops early ends the feeding, not the caller (no SIGPIPE).
  r = run_process("head", {"head", "-c", "7"}, fed);
  CHECK(r.status == 0);
  CHECK(r.out == "line 0\n");
  fed.input = "";
  CHECK(run_process("cat", {"cat"}, fed).out.empty());
}

TEST_CASE("the deadline kills a process that outlives it") {
  ProcessOptions limited;
  limited.time_limit = std::chrono::milliseconds(50);
  const ProcessResult r = run_process("sleep", {"sleep", "60"}, limited);
  CHECK(r.timed_out);
  CHECK_FALSE(r.stopped);
  CHECK(r.status == -1);  // ended by a signal
  limited.time_limit = std::chrono::minutes(5);
  const ProcessResult quick = run_process("/bin/true", {"true"}, limited);
  CHECK_FALSE(quick.timed_out);
  CHECK(quick.status == 0);
}

TEST_CASE("the kill reaches what the process started") {
  // The shell's child prints its pid, then the run is stopped: the child
  // must be gone, or dying (a SIGKILL wakes it: running or a zombie), not
  // left asleep for its minute.
  std::string err_seen;
  ProcessOptions stoppable;
  stoppable.err_so_far = [&err_seen](std::string_view err) { err_seen = err; };
  stoppable.stop = [&err_seen] { return err_seen.find('\n') != std::string::npos; };
  const ProcessResult r = run_process("/bin/sh", {"sh", "-c", "sleep 60 & echo $! >&2; wait"}, stoppable);
  REQUIRE(r.stopped);
  const std::string pid = r.err.substr(0, r.err.find('\n'));
  std::ifstream stat("/proc/" + pid + "/stat");
  std::string number, name, state;
  if (stat >> number >> name >> state) CHECK(state != "S");
}

TEST_CASE("the stop callback is asked while the process runs and kills it when it says so") {
  int asked = 0;
  ProcessOptions stoppable;
  stoppable.stop = [&asked] { return ++asked >= 3; };
  const ProcessResult r = run_process("sleep", {"sleep", "60"}, stoppable);
  CHECK(r.stopped);
  CHECK_FALSE(r.timed_out);
  CHECK(r.status == -1);
  CHECK(asked == 3);
  stoppable.stop = [] { return false; };
  CHECK(run_process("/bin/true", {"true"}, stoppable).status == 0);
}

TEST_CASE("stderr is shown to the caller as it grows, whole each time") {
  std::vector<std::string> seen;
  ProcessOptions watched;
  watched.err_so_far = [&seen](std::string_view err) { seen.emplace_back(err); };
  const ProcessResult r =
      run_process("/bin/sh", {"sh", "-c", "printf 'a\\r' >&2; sleep 0.2; printf 'b\\r' >&2"}, watched);
  CHECK(r.err == "a\rb\r");
  REQUIRE_FALSE(seen.empty());
  CHECK(seen.back() == "a\rb\r");
  for (const std::string& s : seen) CHECK(r.err.starts_with(s));
}
