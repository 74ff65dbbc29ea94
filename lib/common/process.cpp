#include "common/process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <utility>

extern char** environ;

namespace gamecert {

namespace {

using Clock = std::chrono::steady_clock;

// A file descriptor, closed once by whoever holds it last.
class Descriptor {
 public:
  Descriptor() = default;
  explicit Descriptor(int fd) : fd_(fd) {}
  Descriptor(Descriptor&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}
  Descriptor& operator=(Descriptor&& other) noexcept {
    std::swap(fd_, other.fd_);
    return *this;
  }
  Descriptor(const Descriptor&) = delete;
  Descriptor& operator=(const Descriptor&) = delete;
  ~Descriptor() { close(); }

  int get() const { return fd_; }
  bool is_open() const { return fd_ >= 0; }
  void close() {
    if (fd_ >= 0) ::close(fd_);
    fd_ = -1;
  }

 private:
  int fd_ = -1;
};

// Our end and the process's end of one of its standard streams. Both are
// made close-on-exec: processes are started from several threads at once
// (the server), and an end leaked into another process would hold its
// stream open past the writer's exit. The process's own copy, made by
// posix_spawn's dup2, does not inherit the flag.
struct Channel {
  Descriptor ours, theirs;
};

[[noreturn]] void fail(const std::string& what) {
  throw std::runtime_error(what + ": " + std::strerror(errno));
}

Channel output_channel() {
  int ends[2];
  if (::pipe2(ends, O_CLOEXEC) != 0) fail("cannot make a pipe");
  return {Descriptor(ends[0]), Descriptor(ends[1])};
}

// Standard input is a socket pair rather than a pipe: send() with
// MSG_NOSIGNAL reports a process that stopped reading early as EPIPE, where
// writing to a pipe would raise SIGPIPE in the whole calling program.
Channel input_channel() {
  int ends[2];
  if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, ends) != 0) fail("cannot make a socket pair");
  return {Descriptor(ends[0]), Descriptor(ends[1])};
}

struct SpawnSetup {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  SpawnSetup() {
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
  }
  ~SpawnSetup() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
  }
  SpawnSetup(const SpawnSetup&) = delete;
  SpawnSetup& operator=(const SpawnSetup&) = delete;
};

pid_t spawn(const std::string& program, const std::vector<std::string>& argv, const Channel* input,
            const Channel& out, const Channel& err, bool own_group) {
  SpawnSetup setup;
  if (input != nullptr)
    posix_spawn_file_actions_adddup2(&setup.actions, input->theirs.get(), STDIN_FILENO);
  else
    posix_spawn_file_actions_addopen(&setup.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&setup.actions, out.theirs.get(), STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&setup.actions, err.theirs.get(), STDERR_FILENO);
  // Signals as a fresh process has them: the server blocks SIGINT and
  // SIGTERM in its threads (one thread waits for them) and ignores SIGPIPE,
  // and both would otherwise be inherited.
  sigset_t none, pipe_signal;
  sigemptyset(&none);
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
  if (own_group) {
    flags |= POSIX_SPAWN_SETPGROUP;
    posix_spawnattr_setpgroup(&setup.attributes, 0);
  }
  posix_spawnattr_setflags(&setup.attributes, flags);
  posix_spawnattr_setsigmask(&setup.attributes, &none);
  posix_spawnattr_setsigdefault(&setup.attributes, &pipe_signal);

  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int failed =
      ::posix_spawnp(&pid, program.c_str(), &setup.actions, &setup.attributes, args.data(), environ);
  if (failed != 0) throw std::runtime_error("cannot start " + program + ": " + std::strerror(failed));
  return pid;
}

// The process's streams, from our side, while it runs.
struct Streams {
  Descriptor input, out, err;
  std::string_view unsent;  // the part of the input not yet taken
};

// Sends what the input socket takes now; closes it once everything is sent
// or the process has stopped reading.
void feed(Streams& s) {
  for (;;) {
    const ssize_t n = ::send(s.input.get(), s.unsent.data(), s.unsent.size(), MSG_NOSIGNAL | MSG_DONTWAIT);
    if (n < 0 && errno == EINTR) continue;
    if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) return;
    if (n > 0) s.unsent.remove_prefix(static_cast<std::size_t>(n));
    if (n <= 0 || s.unsent.empty()) s.input.close();
    return;
  }
}

// Reads what is there; false at end of file or on an error.
bool drain(int fd, std::string& into) {
  char buffer[8192];
  for (;;) {
    const ssize_t n = ::read(fd, buffer, sizeof buffer);
    if (n > 0) {
      into.append(buffer, static_cast<std::size_t>(n));
      return true;
    }
    if (n < 0 && errno == EINTR) continue;
    return false;
  }
}

// Waits until a stream is ready or `wake` comes, and moves what it can;
// false when waiting fails.
bool transfer(Streams& s, Clock::time_point wake, const ProcessOptions& options, ProcessResult& result) {
  pollfd polled[3];
  nfds_t count = 0;
  if (s.input.is_open()) polled[count++] = {s.input.get(), POLLOUT, 0};
  if (s.out.is_open()) polled[count++] = {s.out.get(), POLLIN, 0};
  if (s.err.is_open()) polled[count++] = {s.err.get(), POLLIN, 0};
  int timeout = -1;  // no deadline: until a stream is ready
  if (wake != Clock::time_point::max()) {
    const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(wake - Clock::now()).count() + 1;
    timeout = static_cast<int>(std::max<std::int64_t>(left, 0));
  }
  const int ready = ::poll(polled, count, timeout);
  if (ready < 0) return errno == EINTR;
  const std::size_t err_before = result.err.size();
  for (nfds_t k = 0; k < count; ++k) {
    if (polled[k].revents == 0) continue;
    const int fd = polled[k].fd;
    if (fd == s.input.get())
      feed(s);
    else if (fd == s.out.get() && !drain(fd, result.out))
      s.out.close();
    else if (fd == s.err.get() && !drain(fd, result.err))
      s.err.close();
  }
  if (options.err_so_far && result.err.size() != err_before) options.err_so_far(result.err);
  return true;
}

// Feeds the input and collects the output until both output streams end.
// When the deadline passes or `stop` says so, the process and its group are
// killed, and the streams get a short grace to report their end.
void exchange(pid_t pid, Streams& s, const ProcessOptions& options, ProcessResult& result) {
  const Clock::time_point deadline =
      options.time_limit ? Clock::now() + *options.time_limit : Clock::time_point::max();
  Clock::time_point give_up = Clock::time_point::max();
  if (s.unsent.empty()) s.input.close();
  while (s.out.is_open() || s.err.is_open()) {
    const Clock::time_point now = Clock::now();
    const bool killed = result.timed_out || result.stopped;
    if (!killed && (now >= deadline || (options.stop && options.stop()))) {
      (now >= deadline ? result.timed_out : result.stopped) = true;
      ::kill(-pid, SIGKILL);
      s.input.close();
      give_up = now + std::chrono::seconds(1);
      continue;
    }
    if (now >= give_up) break;
    Clock::time_point wake = killed ? give_up : deadline;
    if (options.stop && !killed) wake = std::min(wake, now + std::chrono::milliseconds(100));
    if (!transfer(s, wake, options, result)) break;
  }
}

// Reaps the process: its exit status (-1 when a signal ended it) and usage.
void wait_for_exit(pid_t pid, ProcessResult& result) {
  int status = 0;
  rusage usage{};
  while (::wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  const auto seconds = [](const timeval& t) {
    return static_cast<double>(t.tv_sec) + static_cast<double>(t.tv_usec) / 1e6;
  };
  result.cpu_seconds = seconds(usage.ru_utime) + seconds(usage.ru_stime);
  result.peak_rss_bytes = static_cast<std::int64_t>(usage.ru_maxrss) * 1024;  // Linux counts KiB
}

}  // namespace

ProcessResult run_process(const std::string& program, const std::vector<std::string>& argv,
                          const ProcessOptions& options) {
  const bool may_be_killed = options.time_limit.has_value() || static_cast<bool>(options.stop);
  std::optional<Channel> input;
  if (options.input) input = input_channel();
  Channel out = output_channel();
  Channel err = output_channel();
  const pid_t pid = spawn(program, argv, input ? &*input : nullptr, out, err, may_be_killed);
  // From here only the process holds its ends, so that a stream ends when it does.
  Streams streams{input ? std::move(input->ours) : Descriptor(), std::move(out.ours), std::move(err.ours),
                  options.input ? std::string_view(*options.input) : std::string_view()};
  if (input) input->theirs.close();
  out.theirs.close();
  err.theirs.close();

  ProcessResult result;
  try {
    exchange(pid, streams, options, result);
  } catch (...) {  // a callback threw: leave no process behind
    ::kill(may_be_killed ? -pid : pid, SIGKILL);
    wait_for_exit(pid, result);
    throw;
  }
  wait_for_exit(pid, result);
  return result;
}

}  // namespace gamecert
