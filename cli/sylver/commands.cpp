// `gamecert sylver ...` and `gamecert certify sylver ...`: argument parsing
// and JSON printing only; the game logic lives in lib/sylver.
#include "cli/commands.hpp"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <csignal>
#include <cstdlib>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli/arguments.hpp"
#include "cli/gzip_text.hpp"
#include "cli/sylver/answers.hpp"
#include "cli/sylver/arguments.hpp"
#include "cli/sylver/batch.hpp"
#include "cli/sylver/limits.hpp"
#include "common/progress.hpp"
#include "gamecert_commit.hpp"
#include "sylver/certificates/infinite_position.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/finite/memo_snapshot.hpp"
#include "sylver/finite/reachable.hpp"
#include "sylver/finite/search.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/infinite/deepening.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/infinite/theory/periodicity.hpp"
#include "sylver/position.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/tables/sicherman_table.hpp"
#include "sylver/tables/t_wins.hpp"

namespace gamecert::cli {

namespace {

using sylver::AperySet;
using Numbers = std::vector<std::int64_t>;

constexpr IntegerRange kRowM{2, 40};
constexpr IntegerRange kOpenings{1, 1000};
constexpr IntegerRange kPeriodBound{3, 1'000'000};
constexpr IntegerRange kPeriodShapes{1, 100'000'000};
constexpr std::uint64_t kDefaultMaxT = 100'000'000;
constexpr IntegerRange kTimeLimitSeconds{0, 100'000'000};
// `sylver winning` without --time-limit: no cap for a finite position, and for
// one with gcd > 1 the prover's budget of kDefaultProverBudget seconds.
constexpr std::uint64_t kTimeLimitNotGiven = ~std::uint64_t{0};
constexpr IntegerRange kLevels{1, 4};
constexpr double kDefaultProverBudget = 60;
constexpr IntegerRange kThreads{1, 256};

// The machine's cores (hardware_concurrency may not know: then one).
int default_threads() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

// --snapshot FILE and --snapshot-every MINUTES (docs/sylver.md, "Memo snapshots").
struct SnapshotOptions {
  std::string file;
  double minutes = 30;
};

struct PositionOptions {
  std::vector<std::string> numbers;
  SolverLimits solver;
  std::int64_t threads = default_threads();
  std::uint64_t time_limit = kTimeLimitNotGiven;  // seconds, 0 = none
  std::int64_t levels = 4;  // gcd > 1: levels of prover limits tried (sylver/infinite/deepening.hpp)
  std::uint64_t max_t = kDefaultMaxT;
  bool first = false;
  bool no_facts = false;  // gcd > 1: search what the repository's certificates prove (repository_facts.hpp)
  std::string journal;
  SnapshotOptions snapshot;
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

struct RowOptions {
  std::int64_t m = 0;
  std::int64_t max_n = 0;
  std::uint64_t max_states = kDefaultMaxStates;
  ProgressSwitch progress;
};

struct SylverCertifyOptions {
  std::vector<std::string> numbers;
  std::string output;
  SolverLimits solver;
  std::int64_t threads = default_threads();
  std::uint64_t time_limit = 0;  // seconds, 0 = none
  bool constructive = false;
  bool implied_witnesses = false;
  bool keyed = false;
  std::string keyed_from;  // a table to give a keyed twin, instead of numbers
  std::int64_t move = 0;  // gcd > 1: certify this one winning move
  std::string journal;
  SnapshotOptions snapshot;
  std::vector<std::string> rests_on;  // certificate files whose claims the proof takes as proved
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

// The facts the certificates in `files` claim (.gz read through gzip), by
// their SHA-256; gamecert-check checks them with the certificate that rests on them.
std::vector<sylver::ProvedPosition> proved_positions(const std::vector<std::string>& files) {
  std::vector<sylver::ProvedPosition> out;
  for (const std::string& file : files) {
    const std::string text = is_gzip_name(file) ? gunzip(read_input_file(file), file) : read_input_file(file);
    try {
      out.push_back(sylver::read_proved_position(text));
    } catch (const std::invalid_argument& e) {
      throw UsageError("--rests-on " + file + ": " + e.what());
    }
  }
  return out;
}

// The signal that asked a run with a snapshot to stop (0: none yet): the
// search writes the memo at its next safe point and then ends (memo.hpp).
std::atomic<int> stop_signal{0};
static_assert(std::atomic<int>::is_always_lock_free, "set from a signal handler");

extern "C" void on_stop_signal(int number) {
  // A second signal ends the run at once, as if there were no snapshot.
  if (stop_signal.exchange(number) != 0) {
    std::signal(number, SIG_DFL);
    std::raise(number);
  }
}

// The snapshot of a run given --snapshot (null without), with SIGINT and
// SIGTERM caught from now on. `question`: what the memo is for, in the
// header together with the binary's commit.
std::unique_ptr<sylver::MemoSnapshot> memo_snapshot(const SnapshotOptions& o, const std::string& question,
                                                    bool progress) {
  if (o.file.empty()) return nullptr;
  struct sigaction action {};
  action.sa_handler = on_stop_signal;
  sigemptyset(&action.sa_mask);
  sigaction(SIGINT, &action, nullptr);
  sigaction(SIGTERM, &action, nullptr);
  return std::make_unique<sylver::MemoSnapshot>(
      o.file, std::chrono::duration<double>(o.minutes * 60),
      sylver::SnapshotLines{{"commit", GAMECERT_COMMIT}, {"question", question}}, &stop_signal, progress);
}

// Runs `run`, turning a snapshot of another run into a usage error; once the
// memo is saved at a signal, says where and ends the process by that signal,
// so the caller sees the usual status of an interrupted command.
template <class Run>
auto with_snapshot(Run run) {
  try {
    return run();
  } catch (const sylver::SnapshotError& e) {
    throw UsageError(e.what());
  } catch (const sylver::SnapshotInterrupted& e) {
    Progress::end_open_line();
    std::cerr << "gamecert: interrupted by " << (e.signal == SIGINT ? "SIGINT" : "SIGTERM") << ": " << e.what()
              << "; the same command resumes from it\n";
    std::signal(e.signal, SIG_DFL);
    std::raise(e.signal);
    std::_Exit(128 + e.signal);
  }
}

// The figures of a run's snapshot for its JSON answer.
Json snapshot_json(const sylver::MemoSnapshot& s) {
  return Json{{"file", s.path()}, {"loaded", s.loaded_positions}, {"written", s.written}};
}

void add_snapshot_options(CLI::App& command, SnapshotOptions& o) {
  command
      .add_option("--snapshot", o.file,
                  "write the memo to FILE every --snapshot-every minutes and at SIGTERM or SIGINT and, run "
                  "again with the same command and FILE, read it back and go on (gcd 1 only; the file "
                  "holds the whole memo; see docs/sylver.md, \"Memo snapshots\")")
      ->type_name("FILE");
  command
      .add_option_function<std::string>(
          "--snapshot-every",
          [&o](const std::string& text) {
            std::size_t used = 0;
            double minutes = 0;
            try {
              minutes = std::stod(text, &used);
            } catch (const std::exception&) {
              used = 0;
            }
            if (used != text.size() || !(minutes > 0) || minutes > 1e6)
              throw UsageError("--snapshot-every wants minutes, a number above 0 (e.g. 30 or 0.5), got '" +
                               text + "'");
            o.minutes = minutes;
          },
          "minutes between memo snapshots (fractions too), default 30")
      ->type_name("MINUTES");
}

void run_winning(const PositionOptions& o) {
  const sylver::Position position = parse_position(o.numbers);
  for (const auto& [given, name] :
       {std::pair{o.first, "--first"}, std::pair{!o.journal.empty(), "--journal"},
        std::pair{!o.snapshot.file.empty(), "--snapshot"}})
    if (given && position.gcd() != 1)
      throw UsageError(std::string(name) + " needs a finite position (gcd 1); position " +
                       sylver::format_set(position.named()) + " has gcd " + std::to_string(position.gcd()));
  std::unique_ptr<sylver::RootJournal> journal;
  std::size_t resumed = 0;
  if (!o.journal.empty()) {
    const std::string question = std::string(o.first ? "first" : "winning") +
                                 " position=" + sylver::join_numbers(position.generators(), ",");
    try {
      journal = std::make_unique<sylver::RootJournal>(o.journal, question);
    } catch (const sylver::JournalError& e) {
      throw UsageError(e.what());
    }
    resumed = journal->settled_count();
  }
  const std::unique_ptr<sylver::MemoSnapshot> snapshot =
      memo_snapshot(o.snapshot,
                    std::string(o.first ? "first" : "winning") +
                        " position=" + sylver::join_numbers(position.generators(), ","),
                    o.progress.enabled());
  const auto start = std::chrono::steady_clock::now();
  const bool given = o.time_limit != kTimeLimitNotGiven;
  const sylver::WinningReport report = with_snapshot([&] { return within_limits(position.named(), [&] {
    return sylver::analyse_winning_deepening(position,
                                             {.prover = o.prover,
                                              .max_states = o.solver.max_states,
                                              .max_memo_bytes = o.solver.memory,
                                              .max_seconds = given ? static_cast<double>(o.time_limit) : 0,
                                              .first_only = o.first,
                                              .journal = journal.get(),
                                              .threads = static_cast<int>(o.threads),
                                              .compact_memo = o.solver.compact_memo,
                                              .snapshot = snapshot.get(),
                                              .facts = facts_unless(o.no_facts)},
                                             given ? static_cast<double>(o.time_limit) : kDefaultProverBudget,
                                             static_cast<std::size_t>(o.levels), o.progress.enabled());
  }); });
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  Json out = winning_json(report, static_cast<int>(o.threads),
                          journal ? std::optional<std::size_t>(resumed) : std::nullopt, elapsed.count());
  if (snapshot) out["snapshot"] = snapshot_json(*snapshot);
  print_json(out);
}

void run_ender(const PositionOptions& o) {
  print_json(ender_json(parse_position(o.numbers), o.max_t, o.progress.enabled()));
}

void run_reachable(const PositionOptions& o) {
  const sylver::Position position = parse_position(o.numbers);
  const AperySet& s = finite_position(position);
  const sylver::ReachableCount count = within_limits(
      position.named(), [&] { return sylver::count_reachable(s, o.solver.max_states, o.progress.enabled()); });
  Json out;
  out["position"] = numbers_json(position.generators());
  out["reachable"] = count.without_one;
  out["reachable_convention"] =
      "itself included; naming 1 is not a move, so the position after 1 is not counted";
  out["reachable_with_one"] = count.with_one;
  out["reachable_with_one_convention"] = "also counts the position after naming 1 (Sicherman 2002)";
  print_json(out);
}

void check_row(const RowOptions& o) {
  if (o.max_n <= o.m)
    throw UsageError("--max-n must be larger than --m " + std::to_string(o.m) + ", got " +
                     std::to_string(o.max_n));
}

void run_t_wins(const RowOptions& o) {
  check_row(o);
  const std::vector<sylver::TWinsRow> rows = within_limits(Numbers{o.m, o.max_n}, [&] {
    return sylver::t_wins_row(o.m, o.max_n, o.progress.enabled(), o.max_states);
  });
  Json found = Json::array();
  for (const auto& row : rows)
    if (row.t_wins) found.push_back(Json::array({o.m, row.n, row.t}));
  Json out;
  out["m"] = o.m;
  out["max_n"] = o.max_n;
  out["pairs_checked"] = rows.size();
  out["t_wins"] = found;
  print_json(out);
}

void run_table(const RowOptions& o) {
  check_row(o);
  const std::vector<sylver::TableRow> rows = within_limits(Numbers{o.m, o.max_n}, [&] {
    return sylver::sicherman_row(o.m, o.max_n, o.progress.enabled(), o.max_states);
  });
  Json list = Json::array();
  for (const auto& row : rows)
    list.push_back(Json{{"n", row.n}, {"t", row.t}, {"winning", numbers_json(row.winning)}});
  print_json(Json{{"m", o.m}, {"max_n", o.max_n}, {"rows", list}});
}

struct OpeningOptions {
  std::int64_t max = 40;
  bool no_facts = false;
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

// The opening table: the position {n} for each opening n, from the replier's side.
void run_opening(const OpeningOptions& o) {
  Json openings = Json::array();
  Progress progress("openings", static_cast<std::uint64_t>(o.max), o.progress.enabled());
  for (std::int64_t n = 1; n <= o.max; ++n) {
    progress.update(static_cast<std::uint64_t>(n - 1));
    Json row{{"opening", n}};
    if (n == 1) {
      row["value"] = sylver::value_word(sylver::PositionValue::over);
      row["replies"] = Json::array();
      row["status"] = sylver::status_word(sylver::WinningStatus::solved);
      row["reason"] = "whoever names 1 loses: the game is over";
    } else {
      const std::int64_t named[] = {n};
      const sylver::WinningReport report = sylver::analyse_winning(
          sylver::Position::of(named), {.prover = o.prover, .facts = facts_unless(o.no_facts)});
      row["value"] = sylver::value_word(report.value);
      row["replies"] = numbers_json(report.winning);
      row["status"] = sylver::status_word(report.status);
      row["reason"] = report.reason;
    }
    openings.push_back(row);
  }
  progress.finish();
  print_json(Json{{"openings", openings}});
}

struct PeriodOptions {
  std::vector<std::string> numbers;
  std::int64_t period_bound = sylver::ProverLimits{}.period_bound;
  std::size_t period_shapes = sylver::PeriodicityLimits{}.max_shapes;
};

// The periodicity scan of the odd moves of a position of gcd 2.
void run_period(const PeriodOptions& o) {
  const sylver::Position position = parse_position(o.numbers);
  if (position.gcd() != 2)
    throw UsageError("the periodicity scan needs a position of gcd 2, and " +
                     sylver::format_set(position.named()) + " has gcd " + std::to_string(position.gcd()));
  const sylver::GeneralPosition& s = position.general();
  if (s.quotient_frobenius() >= sylver::kShapeBits)
    throw UsageError("the periodicity scan needs F(S/2) < " + std::to_string(sylver::kShapeBits) + ", and " +
                     s.text() + "/2 has Frobenius number " + std::to_string(s.quotient_frobenius()));
  const auto start = std::chrono::steady_clock::now();
  sylver::ScanStop stop;
  const auto scan = sylver::scan_odd_moves(
      s, sylver::solve_exactly, {.max_base = o.period_bound, .max_shapes = o.period_shapes}, &stop);
  if (!scan)
    throw LimitReached(
        "position " + s.text() + ": " + stop.text() +
        (stop.reason == sylver::ScanStop::kShapes ? " (raise --period-shapes)" : " (raise --period-bound)"));
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  print_json(Json{{"position", numbers_json(s.generators())},
                  {"gcd", 2},
                  {"half_frobenius", s.quotient_frobenius()},
                  {"first_base", scan->first_base},
                  {"shapes", scan->shapes},
                  {"exact_positions", scan->exact_positions},
                  {"period_start", scan->period_start},
                  {"period_length", scan->period_length},
                  {"winning_odd", numbers_json(scan->winning_from(scan->first_base))},
                  {"seconds", std::round(elapsed.count() * 1000) / 1000}});
}

void run_certify(const SylverCertifyOptions& o) {
  if (!o.keyed_from.empty()) {
    if (!o.numbers.empty()) throw UsageError("--keyed-from takes no numbers: the table names its position");
    const std::string& file = o.keyed_from;
    const std::string text = is_gzip_name(file) ? gunzip(read_input_file(file), file) : read_input_file(file);
    try {
      write_and_report(sylver::keyed_twin(text).certificate, o.output);
    } catch (const std::invalid_argument& e) {
      throw UsageError("--keyed-from " + file + ": " + e.what());
    }
    return;
  }
  const sylver::Position position = parse_position(o.numbers);
  const Numbers& named = position.named();
  for (const auto& [option, given] :
       {std::pair{"--journal", !o.journal.empty()}, std::pair{"--snapshot", !o.snapshot.file.empty()},
        std::pair{"--implied-witnesses", o.implied_witnesses},
        std::pair{"--keyed", o.keyed}})
    if (given && !position.finite())
      throw UsageError(std::string(option) + " needs a finite position (gcd 1); position " +
                       sylver::format_set(named) + " has gcd " + std::to_string(position.gcd()));
  if (o.move != 0) {
    if (position.finite()) throw UsageError("--move needs a position with gcd > 1 (certify a finite one whole)");
    const Certificate c = within_limits(named, [&] {
      try {
        return sylver::certify_winning_move(position, o.move, o.prover, proved_positions(o.rests_on));
      } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
      } catch (const std::runtime_error& e) {
        throw LimitReached("position " + sylver::format_set(named) + ": " + e.what());
      }
    });
    write_and_report(c, o.output);
    return;
  }
  if (!position.finite()) {
    const sylver::CertifiedInfinitePosition c = within_limits(named, [&] {
      try {
        return sylver::certify_infinite_position(position, o.prover, proved_positions(o.rests_on));
      } catch (const std::runtime_error& e) {
        throw LimitReached("position " + sylver::format_set(named) + ": " + e.what());
      }
    });
    write_and_report(c.certificate, o.output);
    return;
  }
  finite_position(position);
  const std::unique_ptr<sylver::MemoSnapshot> snapshot =
      memo_snapshot(o.snapshot, "certify position=" + sylver::join_numbers(position.generators(), ","),
                    o.progress.enabled());
  const sylver::CertifiedWinningMoves c = with_snapshot([&] { return within_limits(named, [&] {
    try {
      return sylver::certify_winning_moves(
          position, sylver::CertifyOptions{.constructive = o.constructive,
                                           .implied_witnesses = o.implied_witnesses,
                                           .keyed = o.keyed,
                                           .progress = o.progress.enabled(),
                                           .max_states = o.solver.max_states,
                                           .max_memo_bytes = o.solver.memory,
                                           .max_seconds = static_cast<double>(o.time_limit),
                                           .threads = static_cast<int>(o.threads),
                                           .journal = o.journal,
                                           .compact_memo = o.solver.compact_memo,
                                           .snapshot = snapshot.get(),
                                           .rests_on = proved_positions(o.rests_on)});
    } catch (const sylver::JournalError& e) {
      throw UsageError(e.what());
    }
  }); });
  Json extra = Json::object();
  if (!o.journal.empty()) extra["resumed_root_moves"] = c.resumed_root_moves;
  if (snapshot) {
    extra["states"] = c.states;
    extra["snapshot"] = snapshot_json(*snapshot);
  }
  if (!o.rests_on.empty()) extra["rests_on_lines"] = c.entries.premises;
  write_and_report(c.certificate, o.output, extra);
}

void add_threads(CLI::App& command, std::int64_t& threads) {
  add_integer_option(command, "--threads", threads, kThreads,
                     "threads sharing one memo (the answer does not depend on it; 1 searches in the fixed "
                     "single-thread order), default: the machine's cores (" +
                         std::to_string(default_threads()) + ")");
}

void add_time_limit(CLI::App& command, std::uint64_t& seconds, const std::string& default_text = "no cap") {
  add_integer_option(command, "--time-limit", seconds, kTimeLimitSeconds,
                     "stop with exit status 1 once the search has used this many seconds of CPU time, all "
                     "threads together "
                     "(the message says how many positions were stored); 0: no cap; default: " +
                         default_text);
}

// A command about one position: its numbers (extra words included, so that
// "-3" reaches the parser and its message), the options `add_options` adds,
// the progress switch and the example; `run` gets the options read.
template <typename AddOptions>
void add_position_command(CLI::App& sylver, const std::string& name, const std::string& description,
                          const std::string& example, void (*run)(const PositionOptions&), AddOptions add_options) {
  auto options = std::make_shared<PositionOptions>();
  CLI::App* command = sylver.add_subcommand(name, description);
  command->add_option("numbers", options->numbers, "the named numbers, each in " + range_text(kNamedNumbers));
  add_options(*command, *options);
  add_progress_switch(*command, options->progress);
  command->allow_extras();
  set_example(*command, example);
  command->callback([command, options, run] {
    for (const std::string& extra : command->remaining()) options->numbers.push_back(extra);
    run(*options);
  });
}

void add_winning_command(CLI::App& sylver) {
  add_position_command(sylver, "winning", "winning moves of a position (named numbers)",
                       "gamecert sylver winning 5 14", run_winning, [](CLI::App& winning, PositionOptions& o) {
                         add_solver_limits(winning, o.solver);
                         add_time_limit(
                             winning, o.time_limit,
                             "no cap for gcd 1; for gcd > 1, the wall-clock budget within which the "
                             "prover's limits are deepened level by level until the position is "
                             "settled (docs/sylver-infinite.md), 60 s");
                         add_threads(winning, o.threads);
                         add_prover_limits(winning, o.prover);
                         add_integer_option(
                             winning, "--levels", o.levels, kLevels,
                             "gcd > 1: how many levels of prover limits to try, each wider than "
                             "the one before, within --time-limit (1: only the limits given), "
                             "default 4");
                         winning
                             .add_option("--journal", o.journal,
                                         "record each settled root move in FILE and, run again with the same "
                                         "FILE, resume without searching them again (gcd 1 only; see "
                                         "docs/sylver.md)")
                             ->type_name("FILE");
                         add_snapshot_options(winning, o.snapshot);
                         add_no_facts(winning, o.no_facts);
                         winning.add_flag(
                             "--first", o.first,
                             "stop at the first winning move found (status \"first\"; finite positions only)");
                       });
}

void add_ender_command(CLI::App& sylver) {
  add_position_command(sylver, "ender", "ender facts of a finite position: t, genus, quiet, E(S)",
                       "gamecert sylver ender 7 8 10 13", run_ender, [](CLI::App& ender, PositionOptions& o) {
                         add_integer_option(ender, "--max-t", o.max_t, kMaxT,
                                            "stop with exit status 1 when t (about the steps of the test) is "
                                            "larger, default " +
                                                std::to_string(kDefaultMaxT));
                       });
}

void add_reachable_command(CLI::App& sylver) {
  add_position_command(sylver, "reachable", "count positions reachable from a finite position",
                       "gamecert sylver reachable 12 17", run_reachable,
                       [](CLI::App& reachable, PositionOptions& o) { add_max_states(reachable, o.solver.max_states); });
}

void add_opening_command(CLI::App& sylver) {
  auto options = std::make_shared<OpeningOptions>();
  auto* opening = sylver.add_subcommand(
      "opening", "the opening table: for each opening n <= max, the value of {n} for the replier and its "
                 "winning replies (docs/sylver-infinite.md)");
  add_integer_option(*opening, "--max", options->max, kOpenings, "the largest opening, default 40");
  add_prover_limits(*opening, options->prover);
  add_no_facts(*opening, options->no_facts);
  add_progress_switch(*opening, options->progress);
  set_example(*opening, "gamecert sylver opening --max 40");
  opening->callback([options] { run_opening(*options); });
}

void add_period_command(CLI::App& sylver) {
  auto options = std::make_shared<PeriodOptions>();
  auto* period = sylver.add_subcommand(
      "period",
      "gcd 2: the periodicity scan of the odd moves x, the values of S + {x} for x >= first_base "
      "repeating from period_start every period_length (docs/sylver-infinite.md)");
  period->add_option("numbers", options->numbers, "the named numbers, gcd 2")->required();
  add_integer_option(*period, "--period-bound", options->period_bound, kPeriodBound,
                     "give up past this base, default " + std::to_string(options->period_bound));
  add_integer_option(
      *period, "--period-shapes", options->period_shapes, kPeriodShapes,
      "give up when the registry passes this many shapes, default " + std::to_string(options->period_shapes));
  set_example(*period, "gamecert sylver period 8 10 22");
  period->callback([options] { run_period(*options); });
}

// `t-wins` and `table`: one row of coprime pairs {m, n}.
void add_row_command(CLI::App& sylver, const std::string& name, const std::string& description,
                     const std::string& example, void (*run)(const RowOptions&)) {
  auto options = std::make_shared<RowOptions>();
  auto* command = sylver.add_subcommand(name, description);
  add_integer_option(*command, "--m", options->m, kRowM, "the smaller number m")->required();
  add_integer_option(*command, "--max-n", options->max_n, kNamedNumbers, "largest n, larger than m")->required();
  add_max_states(*command, options->max_states);
  add_progress_switch(*command, options->progress);
  set_example(*command, example);
  command->callback([options, run] { run(*options); });
}

void add_certify_command(CLI::App& certify) {
  auto options = std::make_shared<SylverCertifyOptions>();
  auto* cert =
      certify.add_subcommand("sylver", "win/loss-table certificate of a finite position's winning moves");
  cert->add_option("numbers", options->numbers, "the named numbers (gcd 1), each in " + range_text(kNamedNumbers));
  add_output_option(*cert, options->output);
  add_solver_limits(*cert, options->solver);
  add_time_limit(*cert, options->time_limit);
  add_threads(*cert, options->threads);
  cert->add_flag("--constructive", options->constructive,
                 "give every N entry a witness move instead of citing strategy stealing for enders");
  cert->add_flag("--implied-witnesses", options->implied_witnesses,
                 "write no line for an N entry with a move into a P entry already written (the checker finds "
                 "the move; evidence implied-witnesses): about 8x fewer lines, a slower check");
  cert->add_flag("--keyed", options->keyed,
                 "entries that name their positions, in key order (evidence keyed-witnesses): checked by "
                 "sorting and merging, in bounded memory and on several threads (certs/FORMAT.md)")
      ->excludes("--implied-witnesses");
  cert->add_option("--keyed-from", options->keyed_from,
                   "write the keyed twin of FILE, a win-loss table of another evidence (.gz too), without "
                   "searching: the same entries and R lines, in key order; no numbers")
      ->type_name("FILE");
  cert->add_option("--journal", options->journal,
                   "record each root move's lines in FILE as they are written and, run again with the same "
                   "FILE, resume after the last one recorded, writing the same certificate (gcd 1 only; see "
                   "docs/sylver.md)")
      ->type_name("FILE");
  add_snapshot_options(*cert, options->snapshot);
  cert->add_option(
          "--rests-on", options->rests_on,
          "a Sylver certificate (repeatable) whose claim the proof takes as proved: where the replay "
          "reaches its position, the body names it by SHA-256 ('R <sha256>', certs/FORMAT.md) instead "
          "of proving it again; gamecert-check must be given it too")
      ->type_name("FILE");
  add_integer_option(*cert, "--move", options->move, kNamedNumbers,
                     "gcd > 1: certify only that naming this number wins (kind winning-move)");
  add_prover_limits(*cert, options->prover);
  add_progress_switch(*cert, options->progress);
  cert->allow_extras();
  set_example(*cert, "gamecert certify sylver 5 9 19 -o 5-9-19.txt");
  cert->callback([cert, options] {
    for (const std::string& extra : cert->remaining()) options->numbers.push_back(extra);
    run_certify(*options);
  });
}

}  // namespace

void add_sylver_commands(CLI::App& app, CLI::App& certify) {
  CLI::App* sylver = app.add_subcommand("sylver", "Sylver Coinage (docs/sylver.md)");
  sylver->require_subcommand(1);
  set_example(*sylver, "gamecert sylver winning 5 14");
  add_winning_command(*sylver);
  add_ender_command(*sylver);
  add_reachable_command(*sylver);
  add_opening_command(*sylver);
  add_period_command(*sylver);
  add_row_command(*sylver, "t-wins", "pairs {m, n} (m < n <= max-n, coprime) where t is a winning move",
                  "gamecert sylver t-wins --m 5 --max-n 100", run_t_wins);
  add_row_command(*sylver, "table", "winning moves of every coprime {m, n}, m < n <= max-n (one memo)",
                  "gamecert sylver table --m 5 --max-n 18", run_table);
  add_sylver_batch_command(*sylver);
  add_sylver_picture_commands(*sylver);
  add_certify_command(certify);
}

}  // namespace gamecert::cli
