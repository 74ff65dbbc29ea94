// Sylver Coinage side by side with an external solver: gamecert's whole
// winning set, gamecert's root-only answer (--first) and the peer's root
// outcome, one thread each, on the rows issue 12 compared plus {19,20}; on
// the two largest rows also gamecert's whole winning set on two threads
// (wall time against one thread's) and with the compact memo (its bytes
// per state: the memory targets are set for that memo, the default one
// trades bytes for speed). Every run is a
// child process (lib/common/process.hpp), so its CPU time and peak RSS are
// its own and neither program's memory is charged to the other. The peer is the
// public kunz_solver (repository rudi-cilibrasi/sylver-coinage, file
// sylver/kunz_solver.cpp); it is never part of this repository, so its binary
// is given by path and the peer columns print "-" without it.
//   build/bench/bench_sylver_peer [--peer PATH] [--gamecert PATH] [--rows N] [--repeat K]
// (GAMECERT_PEER_SOLVER=PATH stands for --peer PATH.)
#include <algorithm>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <fstream>
#include <iterator>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "child_run.hpp"
#include "common/certificate_writer.hpp"

namespace {

using namespace gamecert::bench;

// What a gamecert run says: its winning moves and, when it prints them, its memo figures.
struct GamecertAnswer {
  std::optional<Position> winning;
  std::optional<double> states;
  std::optional<double> memo_bytes;
  std::optional<double> seconds;
};

GamecertAnswer parse_gamecert(const Run& run) {
  if (!run.ok()) return {};
  return {json_numbers(run.out, "winning"), json_number(run.out, "states"),
          json_number(run.out, "memo_bytes"), json_number(run.out, "seconds")};
}

// The peer prints one line: "P winning_move=none frobenius=F states=S" or
// "N winning_move=M frobenius=F states=S".
struct PeerAnswer {
  bool parsed = false;
  bool p_position = false;
  std::int64_t move = 0;
  std::optional<double> states;
};

PeerAnswer parse_peer(const Run& run) {
  PeerAnswer answer;
  if (!run.ok() || run.out.size() < 2 || (run.out[0] != 'P' && run.out[0] != 'N')) return answer;
  answer.parsed = true;
  answer.p_position = run.out[0] == 'P';
  const std::size_t move_at = run.out.find("winning_move=");
  if (!answer.p_position && move_at != std::string::npos)
    answer.move = std::atoll(run.out.c_str() + move_at + 13);
  const std::size_t states_at = run.out.find("states=");
  if (states_at != std::string::npos) answer.states = std::atof(run.out.c_str() + states_at + 7);
  return answer;
}

std::string position_text(const Position& position) {
  std::string text = "{";
  for (std::size_t i = 0; i < position.size(); ++i) text += (i ? "," : "") + std::to_string(position[i]);
  return text + "}";
}

std::string fixed(double value, int decimals) {
  char buffer[64];
  std::snprintf(buffer, sizeof buffer, "%.*f", decimals, value);
  return buffer;
}

// A figure with a "*" when it misses its target (value above the limit).
std::string against_target(double value, double limit, int decimals, bool applies = true) {
  return fixed(value, decimals) + (applies && value > limit ? "*" : "");
}

std::string cpu_cell(const Run& run) {
  if (!run.started) return "-";
  return run.ok() ? fixed(run.cpu_seconds, 2) : "failed (exit " + std::to_string(run.exit_code) + ")";
}

std::string load_average() { return first_line(read_whole("/proc/loadavg")); }

struct Options {
  std::string gamecert = GAMECERT_PATH;
  std::string peer;
  std::size_t rows = 9;
  int repeat = 1;
};

Options parse_options(int argc, char** argv) {
  Options options;
  if (const char* from_environment = std::getenv("GAMECERT_PEER_SOLVER")) options.peer = from_environment;
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    const bool has_value = i + 1 < argc;
    if (arg == "--peer" && has_value) {
      options.peer = argv[++i];
    } else if (arg == "--gamecert" && has_value) {
      options.gamecert = argv[++i];
    } else if (arg == "--rows" && has_value) {
      options.rows = static_cast<std::size_t>(std::max(1, std::atoi(argv[++i])));
    } else if (arg == "--repeat" && has_value) {
      options.repeat = std::max(1, std::atoi(argv[++i]));
    } else {
      std::fprintf(stderr,
                   "usage: bench_sylver_peer [--peer PATH] [--gamecert PATH] [--rows N] [--repeat K]\n"
                   "(GAMECERT_PEER_SOLVER=PATH stands for --peer PATH)\n");
      std::exit(2);
    }
  }
  return options;
}

std::vector<std::string> with_numbers(std::vector<std::string> argv, const Position& position) {
  for (const std::int64_t n : position) argv.push_back(std::to_string(n));
  return argv;
}

// `gamecert sylver winning [--first]` on one thread. A gamecert that does not
// know --threads (it then runs on one thread anyway) is asked again without it.
Run run_winning(const Options& options, const Position& position, bool first, bool& without_threads) {
  std::vector<std::string> argv{options.gamecert, "sylver", "winning"};
  if (first) argv.push_back("--first");
  std::vector<std::string> threaded = argv;
  threaded.insert(threaded.end(), {"--threads", "1"});
  Run run = best_of(options.repeat, with_numbers(threaded, position));
  without_threads = run.exit_code == 2 && run.err.find("--threads") != std::string::npos;
  if (without_threads) run = best_of(options.repeat, with_numbers(argv, position));
  return run;
}

bool contains(const Position& set, std::int64_t n) {
  return std::find(set.begin(), set.end(), n) != set.end();
}

// Whether the answers agree: the same outcome, every named winning move
// (the peer's, --first's) inside gamecert's winning set, and the compact
// memo's winning set the same.
std::string agreement(const GamecertAnswer& whole, const GamecertAnswer& first, const GamecertAnswer& compact,
                      const PeerAnswer& peer) {
  if (!whole.winning) return "-";
  const Position& set = *whole.winning;
  std::string problems;
  if (peer.parsed) {
    if (peer.p_position != set.empty()) problems += " outcome differs from the peer's";
    if (!peer.p_position && !contains(set, peer.move)) problems += " peer's move not in the set";
  }
  if (first.winning) {
    if (first.winning->empty() != set.empty()) problems += " --first outcome differs";
    if (!first.winning->empty() && !contains(set, first.winning->front()))
      problems += " --first move not in the set";
  }
  if (compact.winning && *compact.winning != set) problems += " the compact memo's set differs";
  if (!problems.empty()) return "NO:" + problems;
  return std::string(set.empty() ? "P" : "N") + (peer.parsed || first.winning ? " agree" : "");
}

}  // namespace

int main(int argc, char** argv) {
  const Options options = parse_options(argc, argv);
  const std::vector<Position> positions = {
      {8, 37}, {9, 37}, {10, 31}, {11, 29}, {13, 27}, {14, 25}, {15, 22}, {16, 21}, {16, 26, 62, 95, 98, 102},
      {19, 20}};
  // The memory and two-thread targets are set on the two largest rows.
  const auto large_row = [&](std::size_t row) { return row + 2 >= positions.size(); };
  const std::size_t row_count = std::min(options.rows, positions.size());
  const bool with_peer = !options.peer.empty();

  const std::time_t now = std::time(nullptr);
  char date[32];
  std::strftime(date, sizeof date, "%Y-%m-%d %H:%M UTC", std::gmtime(&now));
  std::printf("Sylver side by side, %s; one thread each, CPU seconds (user+sys), best of %d\n", date,
              options.repeat);
  std::printf("load average at start: %s\n", load_average().c_str());
  const Run version = run_child({options.gamecert, "--version"});
  std::printf("gamecert: %s (%s)\n", options.gamecert.c_str(),
              version.ok() ? first_line(version.out).c_str() : "no --version answer");
  if (with_peer) {
    const std::string binary = read_whole(options.peer);
    std::printf("peer: %s (SHA-256 of the binary %s)\n", options.peer.c_str(),
                binary.empty() ? "unreadable" : gamecert::sha256_hex(binary).c_str());
  } else {
    std::printf(
        "peer: skipped (none given). Build kunz_solver from repository rudi-cilibrasi/sylver-coinage, file\n"
        "  sylver/kunz_solver.cpp, outside this repository:\n"
        "  g++ -std=c++20 -O3 -march=native -pthread kunz_solver.cpp -o kunz_solver\n"
        "  and pass --peer PATH (or set GAMECERT_PEER_SOLVER=PATH).\n");
  }
  std::printf(
      "targets (* marks a miss): first/peer <= 0.5, winning/peer <= 1; on the last two rows, with --memo "
      "compact, memo B/state <= 8 and RSS B/state <= 10, and two threads >= 1.8x one thread's wall time\n\n");

  std::printf(
      "| position | winning CPU s | --first CPU s | peer CPU s | first/peer | winning/peer | states | memo "
      "B/state | RSS B/state | gamecert RSS MB | compact CPU s | compact memo B/state | compact RSS B/state | 1 "
      "to 2 threads wall | peer RSS MB | peer states | peer RSS B/state | agreement |\n");
  std::printf("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n");
  std::vector<std::string> notes;
  for (std::size_t row = 0; row < row_count; ++row) {
    const Position& position = positions[row];
    const std::string name = position_text(position);
    bool without_threads = false;
    const Run whole_run = run_winning(options, position, false, without_threads);
    const Run first_run = run_winning(options, position, true, without_threads);
    const Run two_threads =
        large_row(row) && !without_threads
            ? best_of(options.repeat,
                      with_numbers({options.gamecert, "sylver", "winning", "--threads", "2"}, position))
            : Run{};
    const Run compact_run =
        large_row(row) && !without_threads
            ? best_of(options.repeat, with_numbers({options.gamecert, "sylver", "winning", "--threads", "1",
                                                    "--memo", "compact"},
                                                   position))
            : Run{};
    const Run peer_run =
        with_peer ? best_of(options.repeat, with_numbers({options.peer, "--threads", "1"}, position)) : Run{};
    const GamecertAnswer whole = parse_gamecert(whole_run);
    const GamecertAnswer first = parse_gamecert(first_run);
    const PeerAnswer peer = parse_peer(peer_run);

    const bool peer_timed = peer_run.ok() && peer_run.cpu_seconds > 0;
    const std::string first_ratio = first_run.ok() && peer_timed
                                        ? against_target(first_run.cpu_seconds / peer_run.cpu_seconds, 0.5, 2)
                                        : "-";
    const std::string whole_ratio = whole_run.ok() && peer_timed
                                        ? against_target(whole_run.cpu_seconds / peer_run.cpu_seconds, 1.0, 2)
                                        : "-";
    // Bytes per state of a run: its memo's and its peak RSS's, the targets marked if `targets`.
    const auto per_state = [](const Run& run, const GamecertAnswer& answer, bool targets) {
      std::pair<std::string, std::string> cells{"-", "-"};
      if (!answer.states || *answer.states <= 0) return cells;
      if (answer.memo_bytes) cells.first = against_target(*answer.memo_bytes / *answer.states, 8, 1, targets);
      cells.second = against_target(static_cast<double>(run.peak_rss_bytes) / *answer.states, 10, 1, targets);
      return cells;
    };
    const std::string states = whole.states ? fixed(*whole.states, 0) : "-";
    const auto [memo_per_state, rss_per_state] = per_state(whole_run, whole, false);
    const GamecertAnswer compact = parse_gamecert(compact_run);
    const auto [compact_memo, compact_rss] = per_state(compact_run, compact, true);
    // Wall time, both runs best of `repeat` by CPU: a speedup below 1.8 misses.
    const std::string speedup = two_threads.ok() && whole_run.ok()
                                    ? fixed(whole_run.wall_seconds / two_threads.wall_seconds, 2) +
                                          (whole_run.wall_seconds < 1.8 * two_threads.wall_seconds ? "*" : "")
                                    : "-";
    const std::string peer_rss_per_state =
        peer.states && *peer.states > 0
            ? fixed(static_cast<double>(peer_run.peak_rss_bytes) / *peer.states, 1)
            : "-";
    std::printf("| %s | %s%s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s | %s |\n",
                name.c_str(), cpu_cell(whole_run).c_str(), without_threads ? " (no --threads)" : "",
                cpu_cell(first_run).c_str(), cpu_cell(peer_run).c_str(), first_ratio.c_str(),
                whole_ratio.c_str(), states.c_str(), memo_per_state.c_str(), rss_per_state.c_str(),
                whole_run.ok() ? fixed(static_cast<double>(whole_run.peak_rss_bytes) / 1e6, 0).c_str() : "-",
                cpu_cell(compact_run).c_str(), compact_memo.c_str(), compact_rss.c_str(), speedup.c_str(),
                peer_run.ok() ? fixed(static_cast<double>(peer_run.peak_rss_bytes) / 1e6, 0).c_str() : "-",
                peer.states ? fixed(*peer.states, 0).c_str() : "-", peer_rss_per_state.c_str(),
                agreement(whole, first, compact, peer).c_str());

    auto note_failure = [&](const char* what, const Run& run) {
      if (run.started && !run.ok())
        notes.push_back(name + " " + what + ": failed (exit " + std::to_string(run.exit_code) +
                        "): " + first_line(run.err));
    };
    note_failure("winning set", whole_run);
    note_failure("--first", first_run);
    note_failure("two threads", two_threads);
    note_failure("compact memo", compact_run);
    note_failure("peer", peer_run);
    if (without_threads)
      notes.push_back(name + ": this gamecert rejects --threads (it runs on one thread); ran without it");
    if (whole_run.ok() && !whole.states)
      notes.push_back(name + " winning set: the JSON has no \"states\", so no bytes per state");
    std::string answers = name + " answers: gamecert winning " +
                          (whole.winning ? position_text(*whole.winning) : std::string("-")) + ", --first " +
                          (first.winning ? position_text(*first.winning) : std::string("-"));
    if (peer.parsed) answers += ", peer " + first_line(peer_run.out);
    if (whole.seconds) answers += "; gamecert's own seconds " + fixed(*whole.seconds, 2);
    notes.push_back(answers);
  }
  std::printf("\nload average at end: %s\n", load_average().c_str());
  for (const std::string& note : notes) std::printf("%s\n", note.c_str());
  return 0;
}
