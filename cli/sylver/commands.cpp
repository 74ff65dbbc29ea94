// `gamecert sylver ...` and `gamecert certify sylver ...`: argument parsing
// and JSON printing only; the game logic lives in lib/sylver.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <iostream>
#include <memory>
#include <string>
#include <thread>
#include <vector>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/certificates/infinite_position.hpp"
#include "sylver/finite/reachable.hpp"
#include "sylver/finite/search.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/tables/sicherman_table.hpp"
#include "sylver/tables/t_wins.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/infinite/theory/periodicity.hpp"
#include "cli/sylver/answers.hpp"
#include "cli/sylver/arguments.hpp"
#include "cli/sylver/batch.hpp"

namespace gamecert::cli {

namespace {

using sylver::AperySet;
using Numbers = std::vector<std::int64_t>;

constexpr IntegerRange kRowM{2, 40};
constexpr IntegerRange kOpenings{1, 1000};
constexpr IntegerRange kReplyBound{2, 100'000};
constexpr IntegerRange kSolveLimit{1, 100'000};
constexpr IntegerRange kPeriodBound{3, 1'000'000};
constexpr IntegerRange kProofDepth{0, 50};
constexpr IntegerRange kMaxProofs{1, 1'000'000'000};
// The top of the range is more than any machine has; 0 (no cap) is not offered.
constexpr IntegerRange kMaxStates{1, 100'000'000'000};
constexpr std::uint64_t kDefaultMaxT = 100'000'000;
constexpr IntegerRange kTimeLimitSeconds{1, 100'000'000};
constexpr IntegerRange kThreads{1, 256};

// The machine's cores (hardware_concurrency may not know: then one).
int default_threads() { return static_cast<int>(std::max(1u, std::thread::hardware_concurrency())); }

struct PositionOptions {
  std::vector<std::string> numbers;
  SolverLimits solver;
  std::int64_t threads = default_threads();
  std::uint64_t time_limit = 0;  // seconds, 0 = none
  std::uint64_t max_t = kDefaultMaxT;
  bool first = false;
  std::string journal;
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
  std::int64_t move = 0;  // gcd > 1: certify this one winning move
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

void run_winning(const PositionOptions& o) {
  const Numbers named = parse_named_numbers(o.numbers);
  for (const auto& [given, name] :
       {std::pair{o.first, "--first"}, std::pair{!o.journal.empty(), "--journal"}})
    if (given && sylver::gcd_of(named) != 1)
      throw UsageError(std::string(name) + " needs a finite position (gcd 1); position " +
                       sylver::format_set(named) + " has gcd " + std::to_string(sylver::gcd_of(named)));
  std::unique_ptr<sylver::RootJournal> journal;
  std::size_t resumed = 0;
  if (!o.journal.empty()) {
    std::string position;
    for (std::int64_t x : sylver::minimal_generators_of(named))
      position += (position.empty() ? "" : ",") + std::to_string(x);
    const std::string question = std::string(o.first ? "first" : "winning") + " position=" + position;
    try {
      journal = std::make_unique<sylver::RootJournal>(o.journal, question);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
    resumed = journal->settled_count();
  }
  const auto start = std::chrono::steady_clock::now();
  const sylver::WinningReport report = within_limits(named, [&] {
    return sylver::analyse_winning(named,
                                   {.prover = o.prover,
                                    .max_states = o.solver.max_states,
                                    .max_memo_bytes = o.solver.memory,
                                    .max_seconds = static_cast<double>(o.time_limit),
                                    .first_only = o.first,
                                    .journal = journal.get(),
                                    .threads = static_cast<int>(o.threads)},
                                   o.progress.enabled());
  });
  const std::chrono::duration<double> elapsed = std::chrono::steady_clock::now() - start;
  print_json(winning_json(report, static_cast<int>(o.threads),
                          journal ? std::optional<std::size_t>(resumed) : std::nullopt, elapsed.count()));
}

void run_ender(const PositionOptions& o) {
  print_json(ender_json(parse_named_numbers(o.numbers), o.max_t, o.progress.enabled()));
}

void run_reachable(const PositionOptions& o) {
  const Numbers named = parse_named_numbers(o.numbers);
  const AperySet s = finite_position(named);
  const sylver::ReachableCount count = within_limits(
      named, [&] { return sylver::count_reachable(s, o.solver.max_states, o.progress.enabled()); });
  Json out;
  out["position"] = numbers_json(s.minimal_generators());
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
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

// The opening table: the position {n} for each opening n, from the replier's side.
void run_opening(const OpeningOptions& o) {
  Json openings = Json::array();
  for (std::int64_t n = 1; n <= o.max; ++n) {
    if (o.progress.enabled()) std::cerr << "\ropening " << n << " of " << o.max << std::flush;
    Json row{{"opening", n}};
    if (n == 1) {
      row["value"] = "over";
      row["replies"] = Json::array();
      row["status"] = "solved";
      row["reason"] = "whoever names 1 loses: the game is over";
    } else {
      const sylver::WinningReport report = sylver::analyse_winning({n}, {.prover = o.prover});
      row["value"] = !report.winning.empty() ? "N" : report.status == "solved" ? "P" : "unknown";
      row["replies"] = numbers_json(report.winning);
      row["status"] = report.status;
      row["reason"] = report.reason;
    }
    openings.push_back(row);
  }
  if (o.progress.enabled()) std::cerr << "\n";
  print_json(Json{{"openings", openings}});
}

struct PeriodOptions {
  std::vector<std::string> numbers;
  std::int64_t period_bound = sylver::ProverLimits{}.period_bound;
};

// The periodicity scan of the odd moves of a position of gcd 2.
void run_period(const PeriodOptions& o) {
  const Numbers named = parse_named_numbers(o.numbers);
  if (sylver::gcd_of(named) != 2)
    throw UsageError("the periodicity scan needs a position of gcd 2, and " + sylver::format_set(named) +
                     " has gcd " + std::to_string(sylver::gcd_of(named)));
  const sylver::GeneralPosition s = sylver::GeneralPosition::of(named);
  if (s.quotient_frobenius() > 62)
    throw UsageError("the periodicity scan needs F(S/2) <= 62, and " + s.text() + "/2 has Frobenius number " +
                     std::to_string(s.quotient_frobenius()));
  const auto start = std::chrono::steady_clock::now();
  const auto scan = sylver::scan_odd_moves(s, sylver::solve_exactly, {.max_base = o.period_bound});
  if (!scan)
    throw LimitReached("position " + s.text() + ": the snapshots do not repeat up to the base " +
                       std::to_string(o.period_bound) + " (raise --period-bound)");
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
  const Numbers named = parse_named_numbers(o.numbers);
  if (o.move != 0) {
    if (sylver::gcd_of(named) == 1) throw UsageError("--move needs a position with gcd > 1 (certify a finite one whole)");
    const Certificate c = within_limits(named, [&] {
      try {
        return sylver::certify_winning_move(named, o.move, o.prover);
      } catch (const std::invalid_argument& e) {
        throw UsageError(e.what());
      } catch (const std::runtime_error& e) {
        throw LimitReached("position " + sylver::format_set(named) + ": " + e.what());
      }
    });
    write_and_report(c, o.output);
    return;
  }
  if (sylver::gcd_of(named) != 1 && std::find(named.begin(), named.end(), 1) == named.end()) {
    const sylver::CertifiedInfinitePosition c = within_limits(named, [&] {
      try {
        return sylver::certify_infinite_position(named, o.prover);
      } catch (const std::runtime_error& e) {
        throw LimitReached("position " + sylver::format_set(named) + ": " + e.what());
      }
    });
    write_and_report(c.certificate, o.output);
    return;
  }
  finite_position(named);
  const sylver::CertifiedWinningMoves c = within_limits(named, [&] {
    return sylver::certify_winning_moves(
        named, sylver::CertifyOptions{.constructive = o.constructive,
                                      .progress = o.progress.enabled(),
                                      .max_states = o.solver.max_states,
                                      .max_memo_bytes = o.solver.memory,
                                      .max_seconds = static_cast<double>(o.time_limit),
                                      .threads = static_cast<int>(o.threads)});
  });
  write_and_report(c.certificate, o.output);
}

void add_max_states(CLI::App& command, std::uint64_t& max_states) {
  add_integer_option(command, "--max-states", max_states, kMaxStates,
                     "stop with exit status 1 past this many stored positions, default " +
                         std::to_string(kDefaultMaxStates));
}

void add_threads(CLI::App& command, std::int64_t& threads) {
  add_integer_option(command, "--threads", threads, kThreads,
                     "threads sharing one memo (the answer does not depend on it; 1 searches in the fixed "
                     "single-thread order), default: the machine's cores (" +
                         std::to_string(default_threads()) + ")");
}

void add_time_limit(CLI::App& command, std::uint64_t& seconds) {
  add_integer_option(command, "--time-limit", seconds, kTimeLimitSeconds,
                     "stop with exit status 1 once the search has used this many seconds of CPU time, all "
                     "threads together "
                     "(the message says how many positions were stored); default: no cap");
}

}  // namespace

void add_solver_limits(CLI::App& command, SolverLimits& limits) {
  add_max_states(command, limits.max_states);
  command
      .add_option_function<std::string>(
          "--memory", [&limits](const std::string& text) { limits.memory = parse_size(text, "--memory"); },
          "stop with exit status 1 when the memo would grow past SIZE bytes (K, M, G suffixes: powers of "
          "1024); default: no cap")
      ->type_name("SIZE");
}

// "16,20,34,58:291": the position's minimal generators and the answer.
std::pair<std::vector<std::int64_t>, std::int64_t> parse_answer_hint(const std::string& text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) throw UsageError("--try-answer wants P1,P2,...:W, got '" + text + "'");
  std::vector<std::string> words;
  for (std::string_view item : split_list(std::string_view(text).substr(0, colon))) words.emplace_back(item);
  const Numbers named = parse_named_numbers(words);
  const Numbers answer = parse_named_numbers({text.substr(colon + 1)});
  if (sylver::gcd_of(named) == 1 || std::find(named.begin(), named.end(), 1) != named.end())
    throw UsageError("--try-answer '" + text + "': the position must have gcd > 1");
  return {sylver::GeneralPosition::of(named).generators(), answer.front()};
}

void add_prover_limits(CLI::App& command, sylver::ProverLimits& limits) {
  const sylver::ProverLimits defaults;
  const auto option = [&command](const char* name, auto& target, IntegerRange range, const std::string& what,
                                 auto fallback) {
    add_integer_option(command, name, target, range, "gcd > 1: " + what + ", default " + std::to_string(fallback));
  };
  option("--search-bound", limits.search_bound, kReplyBound,
         "moves of a family no theorem covers are tried one by one up to this number", defaults.search_bound);
  option("--reply-bound", limits.reply_bound, kReplyBound, "answers and witnesses tried up to this number",
         defaults.reply_bound);
  option("--solve-limit", limits.solve_limit, kSolveLimit,
         "finite positions solved exactly up to this Frobenius number", defaults.solve_limit);
  option("--depth", limits.depth, kProofDepth, "infinite P-positions proved inside one another this deep",
         defaults.depth);
  option("--max-proofs", limits.max_proofs, kMaxProofs, "proofs of infinite positions tried per move of the root",
         defaults.max_proofs);
  option("--prover-states", limits.max_states, kMaxStates,
         "positions the exact solves may store per move of the root", defaults.max_states);
  option("--period-bound", limits.period_bound, kPeriodBound,
         "the periodicity scan of odd moves (gcd 2) gives up past this base", defaults.period_bound);
  command
      .add_option_function<std::vector<std::string>>(
          "--try-answer",
          [&limits](const std::vector<std::string>& hints) {
            for (const std::string& hint : hints) limits.answers_first.insert(parse_answer_hint(hint));
          },
          "gcd > 1: try the answer W first in the position P, before the search from 2 up (repeatable; e.g. "
          "an answer from the literature above --reply-bound)")
      ->type_name("P1,P2,...:W");
}

void add_sylver_commands(CLI::App& app, CLI::App& certify) {
  CLI::App* sylver = app.add_subcommand("sylver", "Sylver Coinage (docs/sylver.md)");
  sylver->require_subcommand(1);
  set_example(*sylver, "gamecert sylver winning 5 14");

  auto winning_options = std::make_shared<PositionOptions>();
  auto ender_options = std::make_shared<PositionOptions>();
  auto reachable_options = std::make_shared<PositionOptions>();
  struct PositionCommand {
    std::string name, description, example;
    std::shared_ptr<PositionOptions> options;
    void (*run)(const PositionOptions&);
  };
  const PositionCommand commands[] = {
      {"winning", "winning moves of a position (named numbers)", "gamecert sylver winning 5 14",
       winning_options, run_winning},
      {"ender", "ender facts of a finite position: t, genus, quiet, E(S)", "gamecert sylver ender 7 8 10 13",
       ender_options, run_ender},
      {"reachable", "count positions reachable from a finite position", "gamecert sylver reachable 12 17",
       reachable_options, run_reachable},
  };
  for (const PositionCommand& c : commands) {
    auto* command = sylver->add_subcommand(c.name, c.description);
    auto options = c.options;
    const auto run = c.run;
    command->add_option("numbers", options->numbers,
                        "the named numbers, each in " + range_text(kNamedNumbers));
    if (c.name == "ender")
      add_integer_option(*command, "--max-t", options->max_t, kMaxT,
                         "stop with exit status 1 when t (about the steps of the test) is larger, default " +
                             std::to_string(kDefaultMaxT));
    else if (c.name == "winning") {
      add_solver_limits(*command, options->solver);
      add_time_limit(*command, options->time_limit);
      add_threads(*command, options->threads);
      add_prover_limits(*command, options->prover);
    } else
      add_max_states(*command, options->solver.max_states);
    if (c.name == "winning")
      command
          ->add_option("--journal", options->journal,
                       "record each settled root move in FILE and, run again with the same FILE, resume "
                       "without searching them again (gcd 1 only; see docs/sylver.md)")
          ->type_name("FILE");
    if (c.name == "winning")
      command->add_flag("--first", options->first,
                        "stop at the first winning move found (status \"first\"; finite positions only)");
    add_progress_switch(*command, options->progress);
    // Extra words are collected so that "-3" reaches the parser and its message.
    command->allow_extras();
    set_example(*command, c.example);
    command->callback([command, options, run] {
      for (const std::string& extra : command->remaining()) options->numbers.push_back(extra);
      run(*options);
    });
  }

  auto opening_options = std::make_shared<OpeningOptions>();
  auto* opening = sylver->add_subcommand(
      "opening", "the opening table: for each opening n <= max, the value of {n} for the replier and its "
                 "winning replies (docs/sylver-infinite.md)");
  add_integer_option(*opening, "--max", opening_options->max, kOpenings, "the largest opening, default 40");
  add_prover_limits(*opening, opening_options->prover);
  add_progress_switch(*opening, opening_options->progress);
  set_example(*opening, "gamecert sylver opening --max 40");
  opening->callback([opening_options] { run_opening(*opening_options); });

  auto period_options = std::make_shared<PeriodOptions>();
  auto* period = sylver->add_subcommand(
      "period",
      "gcd 2: the periodicity scan of the odd moves x, the values of S + {x} for x >= first_base "
      "repeating from period_start every period_length (docs/sylver-infinite.md)");
  period->add_option("numbers", period_options->numbers, "the named numbers, gcd 2")->required();
  add_integer_option(*period, "--period-bound", period_options->period_bound, kPeriodBound,
                     "give up past this base, default " + std::to_string(period_options->period_bound));
  set_example(*period, "gamecert sylver period 8 10 22");
  period->callback([period_options] { run_period(*period_options); });

  auto twins_options = std::make_shared<RowOptions>();
  auto table_options = std::make_shared<RowOptions>();
  auto* twins =
      sylver->add_subcommand("t-wins", "pairs {m, n} (m < n <= max-n, coprime) where t is a winning move");
  auto* table =
      sylver->add_subcommand("table", "winning moves of every coprime {m, n}, m < n <= max-n (one memo)");
  for (auto [command, options] : {std::pair{twins, twins_options}, std::pair{table, table_options}}) {
    add_integer_option(*command, "--m", options->m, kRowM, "the smaller number m")->required();
    add_integer_option(*command, "--max-n", options->max_n, kNamedNumbers, "largest n, larger than m")
        ->required();
    add_max_states(*command, options->max_states);
    add_progress_switch(*command, options->progress);
  }
  set_example(*twins, "gamecert sylver t-wins --m 5 --max-n 100");
  set_example(*table, "gamecert sylver table --m 5 --max-n 18");
  twins->callback([twins_options] { run_t_wins(*twins_options); });
  add_sylver_batch_command(*sylver);
  table->callback([table_options] { run_table(*table_options); });
  add_sylver_picture_commands(*sylver);

  auto cert_options = std::make_shared<SylverCertifyOptions>();
  auto* cert =
      certify.add_subcommand("sylver", "win/loss-table certificate of a finite position's winning moves");
  cert->add_option("numbers", cert_options->numbers,
                   "the named numbers (gcd 1), each in " + range_text(kNamedNumbers));
  add_output_option(*cert, cert_options->output);
  add_solver_limits(*cert, cert_options->solver);
  add_time_limit(*cert, cert_options->time_limit);
  add_threads(*cert, cert_options->threads);
  cert->add_flag("--constructive", cert_options->constructive,
                 "give every N entry a witness move instead of citing strategy stealing for enders");
  add_integer_option(*cert, "--move", cert_options->move, kNamedNumbers,
                     "gcd > 1: certify only that naming this number wins (kind winning-move)");
  add_prover_limits(*cert, cert_options->prover);
  add_progress_switch(*cert, cert_options->progress);
  cert->allow_extras();
  set_example(*cert, "gamecert certify sylver 5 9 19 -o 5-9-19.txt");
  cert->callback([cert, cert_options] {
    for (const std::string& extra : cert->remaining()) cert_options->numbers.push_back(extra);
    run_certify(*cert_options);
  });
}

}  // namespace gamecert::cli
