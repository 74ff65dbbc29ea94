#include "server/child_process.hpp"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <stdexcept>

extern char** environ;

namespace gamecert::cli {

namespace {

using Clock = std::chrono::steady_clock;

// Closes a descriptor once; a pipe end the loop has finished with is -1.
void close_fd(int& fd) {
  if (fd >= 0) ::close(fd);
  fd = -1;
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

struct SpawnAttributes {
  posix_spawn_file_actions_t actions;
  posix_spawnattr_t attributes;
  SpawnAttributes() {
    posix_spawn_file_actions_init(&actions);
    posix_spawnattr_init(&attributes);
  }
  ~SpawnAttributes() {
    posix_spawn_file_actions_destroy(&actions);
    posix_spawnattr_destroy(&attributes);
  }
  SpawnAttributes(const SpawnAttributes&) = delete;
  SpawnAttributes& operator=(const SpawnAttributes&) = delete;
};

}  // namespace

ChildResult run_child(const std::string& program, const std::vector<std::string>& argv,
                      std::chrono::milliseconds time_limit, const ChildWatch& watch) {
  // O_CLOEXEC: the server spawns from several threads at once, and a pipe end
  // leaked into another child would hold that pipe open past its writer's exit.
  int out_pipe[2], err_pipe[2];
  if (::pipe2(out_pipe, O_CLOEXEC) != 0) throw std::runtime_error("cannot make a pipe");
  if (::pipe2(err_pipe, O_CLOEXEC) != 0) {
    ::close(out_pipe[0]);
    ::close(out_pipe[1]);
    throw std::runtime_error("cannot make a pipe");
  }
  SpawnAttributes spawn;
  posix_spawn_file_actions_addopen(&spawn.actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_adddup2(&spawn.actions, out_pipe[1], STDOUT_FILENO);
  posix_spawn_file_actions_adddup2(&spawn.actions, err_pipe[1], STDERR_FILENO);
  // Its own process group, so that a kill also reaches what it started
  // (gamecert cite runs gamecert-check, which inherits the stderr pipe).
  // Signals as a fresh process has them: the server blocks SIGINT and
  // SIGTERM in its threads (one thread waits for them) and ignores SIGPIPE.
  sigset_t none, pipe_signal;
  sigemptyset(&none);
  sigemptyset(&pipe_signal);
  sigaddset(&pipe_signal, SIGPIPE);
  posix_spawnattr_setflags(&spawn.attributes, POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF);
  posix_spawnattr_setpgroup(&spawn.attributes, 0);
  posix_spawnattr_setsigmask(&spawn.attributes, &none);
  posix_spawnattr_setsigdefault(&spawn.attributes, &pipe_signal);

  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int spawned = ::posix_spawn(&pid, program.c_str(), &spawn.actions, &spawn.attributes, args.data(), environ);
  ::close(out_pipe[1]);
  ::close(err_pipe[1]);
  if (spawned != 0) {
    ::close(out_pipe[0]);
    ::close(err_pipe[0]);
    throw std::runtime_error("cannot start " + program + ": " + std::strerror(spawned));
  }

  ChildResult result;
  int fds[2] = {out_pipe[0], err_pipe[0]};
  std::string* sinks[2] = {&result.out, &result.err};
  const Clock::time_point deadline = Clock::now() + time_limit;
  // After the kill, a short grace for the pipes to report end of file.
  Clock::time_point give_up = Clock::time_point::max();
  const auto killed = [&] { return result.timed_out || result.stopped; };
  while (fds[0] >= 0 || fds[1] >= 0) {
    const Clock::time_point now = Clock::now();
    if (!killed() && (now >= deadline || (watch.stop && watch.stop()))) {
      (now >= deadline ? result.timed_out : result.stopped) = true;
      ::kill(-pid, SIGKILL);
      give_up = now + std::chrono::seconds(1);
    }
    if (now >= give_up) break;
    Clock::time_point wake = killed() ? give_up : deadline;
    if (watch.stop && !killed()) wake = std::min(wake, now + std::chrono::milliseconds(100));
    const auto wait = std::chrono::duration_cast<std::chrono::milliseconds>(wake - now).count() + 1;
    pollfd polled[2];
    nfds_t count = 0;
    int which[2];
    for (int i = 0; i < 2; ++i)
      if (fds[i] >= 0) {
        polled[count] = {fds[i], POLLIN, 0};
        which[count++] = i;
      }
    const int ready = ::poll(polled, count, static_cast<int>(wait));
    if (ready < 0 && errno != EINTR) break;
    const std::size_t err_before = result.err.size();
    for (nfds_t k = 0; ready > 0 && k < count; ++k)
      if (polled[k].revents != 0 && !drain(fds[which[k]], *sinks[which[k]])) close_fd(fds[which[k]]);
    if (watch.err && result.err.size() != err_before) watch.err(result.err);
  }
  close_fd(fds[0]);
  close_fd(fds[1]);
  int status = 0;
  while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
  }
  result.status = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return result;
}

}  // namespace gamecert::cli
