// `gamecert sylver ...` and `gamecert certify sylver ...`: argument parsing
// and JSON printing only; the game logic lives in lib/sylver.
#include <cerrno>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "commands.hpp"
#include "sylver/analysis.hpp"
#include "sylver/certificate.hpp"
#include "sylver/enders.hpp"
#include "sylver/reachable.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/sicherman_table.hpp"
#include "sylver/t_wins.hpp"

namespace gamecert::cli {

namespace {

using sylver::AperySet;
using Numbers = std::vector<std::int64_t>;

constexpr std::int64_t kLargestNumber = 100000;
// Memo cap of the finite solver: about 3-6 GB at 16-32 bytes per position.
std::uint64_t max_states = 200'000'000;

std::int64_t parse_number(const std::string& text) {
  if (text.empty()) throw UsageError("empty argument where a positive integer was expected");
  std::size_t start = (text[0] == '-' || text[0] == '+') ? 1 : 0;
  if (start == text.size() || text.find_first_not_of("0123456789", start) != std::string::npos)
    throw UsageError("'" + text + "' is not a positive integer");
  if (text[0] == '-') throw UsageError("'" + text + "' is negative; named numbers are positive integers");
  const std::string digits = text.substr(start);
  if (digits.size() > 12 || std::stoll(digits) > kLargestNumber)
    throw UsageError("'" + text + "' is out of range: named numbers must be at most " +
                     std::to_string(kLargestNumber));
  const std::int64_t value = std::stoll(digits);
  if (value == 0) throw UsageError("0 cannot be named: named numbers are positive integers");
  return value;
}

Numbers parse_position(const std::vector<std::string>& args) {
  if (args.empty()) throw UsageError("empty position: give the named numbers, e.g. 5 14");
  Numbers out;
  for (const std::string& a : args) out.push_back(parse_number(a));
  return out;
}

// A finite position, relative to its smallest generator, with a clear error otherwise.
AperySet finite_position(const Numbers& named) {
  if (sylver::gcd_of(named) != 1)
    throw UsageError("position " + sylver::format_set(named) +
                     " has gcd > 1 (infinitely many moves); this command needs gcd 1");
  for (std::int64_t x : named)
    if (x == 1) throw UsageError("1 has been named: the game is over");
  return AperySet::generated_by(sylver::minimal_generators_of(named));
}

Json numbers_json(const Numbers& xs) {
  Json out = Json::array();
  for (std::int64_t x : xs) out.push_back(x);
  return out;
}

void run_winning(const std::vector<std::string>& args) {
  const Numbers named = parse_position(args);
  sylver::WinningReport report;
  try {
    report = sylver::analyse_winning(named, {.max_states = max_states}, true);
  } catch (const std::out_of_range& e) {
    throw UsageError(std::string("position past the solver's supported range: ") + e.what());
  }
  Json out;
  out["position"] = numbers_json(report.position);
  out["gcd"] = report.gcd;
  out["t"] = report.frobenius ? Json(*report.frobenius) : Json(nullptr);
  out["winning"] = numbers_json(report.winning);
  out["status"] = report.status;
  if (!report.reason.empty()) out["reason"] = report.reason;
  print_json(out);
}

void run_ender(const std::vector<std::string>& args) {
  const AperySet s = finite_position(parse_position(args));
  const std::int64_t t = s.frobenius();
  Json out;
  out["position"] = numbers_json(s.minimal_generators());
  out["t"] = t;
  out["genus"] = s.genus();
  out["ender"] = sylver::is_ender(s);
  out["quiet"] = sylver::is_quiet_ender(s);
  Numbers completed = s.minimal_generators();
  for (std::int64_t x : sylver::ender_completion(s)) completed.push_back(x);
  out["ender_completion"] = numbers_json(sylver::minimal_generators_of(completed));
  print_json(out);
}

void run_reachable(const std::vector<std::string>& args) {
  const AperySet s = finite_position(parse_position(args));
  const sylver::ReachableCount count = sylver::count_reachable(s);
  Json out;
  out["position"] = numbers_json(s.minimal_generators());
  out["reachable"] = count.without_one;
  out["reachable_convention"] =
      "itself included; naming 1 is not a move, so the position after 1 is not counted";
  out["reachable_with_one"] = count.with_one;
  out["reachable_with_one_convention"] = "also counts the position after naming 1 (Sicherman 2002)";
  print_json(out);
}

// A subcommand taking the named numbers as its arguments. Extras are allowed
// so that "-3" reaches parse_number and its clear message.
void add_numbers_command(CLI::App& parent, const std::string& name, const std::string& description,
                         void (*run)(const std::vector<std::string>&)) {
  auto* command = parent.add_subcommand(name, description);
  auto args = std::make_shared<std::vector<std::string>>();
  command->add_option("numbers", *args, "the named numbers");
  command->add_option("--max-states", max_states, "stop with an error past this many memo entries");
  command->allow_extras();
  command->callback([command, args, run] {
    std::vector<std::string> all = *args;
    for (const std::string& extra : command->remaining()) all.push_back(extra);
    run(all);
  });
}

}  // namespace

void add_sylver_commands(CLI::App& app, CLI::App& certify) {
  CLI::App* sylver = app.add_subcommand("sylver", "Sylver Coinage (SPEC section 2)");
  sylver->require_subcommand(1);

  add_numbers_command(*sylver, "winning", "winning moves of a position (named numbers)", run_winning);
  add_numbers_command(*sylver, "ender", "ender facts of a finite position: t, genus, quiet, E(S)", run_ender);
  add_numbers_command(*sylver, "reachable", "count positions reachable from a finite position",
                      run_reachable);

  auto* twins =
      sylver->add_subcommand("t-wins", "pairs {m, n} (m < n <= max-n, coprime) where t is a winning move");
  auto* table =
      sylver->add_subcommand("table", "winning moves of every coprime {m, n}, m < n <= max-n (one memo)");
  static std::string row_m, row_max_n;
  for (CLI::App* command : {twins, table}) {
    command->add_option("--m", row_m, "the smaller number m (2..40)")->required();
    command->add_option("--max-n", row_max_n, "largest n")->required();
  }
  table->add_option("--max-states", max_states, "stop with an error past this many memo entries");
  auto parse_row = [] {
    const std::int64_t m = parse_number(row_m);
    const std::int64_t max_n = parse_number(row_max_n);
    if (m < 2 || m > 40) throw UsageError("--m must be between 2 and 40");
    if (max_n <= m) throw UsageError("--max-n must be larger than --m");
    return std::pair{m, max_n};
  };
  twins->callback([parse_row] {
    const auto [m, max_n] = parse_row();
    std::vector<sylver::TWinsRow> rows;
    try {
      rows = sylver::t_wins_row(m, max_n, true);
    } catch (const std::out_of_range& e) {
      throw UsageError(std::string("row past the solver's supported range: ") + e.what());
    }
    Json found = Json::array();
    for (const auto& row : rows)
      if (row.t_wins) found.push_back(Json::array({m, row.n, row.t}));
    Json out;
    out["m"] = m;
    out["max_n"] = max_n;
    out["pairs_checked"] = rows.size();
    out["t_wins"] = found;
    print_json(out);
  });
  table->callback([parse_row] {
    const auto [m, max_n] = parse_row();
    std::vector<sylver::TableRow> rows;
    try {
      rows = sylver::sicherman_row(m, max_n, true, max_states);
    } catch (const std::out_of_range& e) {
      throw UsageError(std::string("row past the solver's supported range: ") + e.what());
    }
    Json list = Json::array();
    for (const auto& row : rows)
      list.push_back(Json{{"n", row.n}, {"t", row.t}, {"winning", numbers_json(row.winning)}});
    print_json(Json{{"m", m}, {"max_n", max_n}, {"rows", list}});
  });

  auto* cert =
      certify.add_subcommand("sylver", "win/loss-table certificate of a finite position's winning moves");
  static std::vector<std::string> cert_args;
  static std::string cert_output;
  static bool constructive = false;
  cert->add_option("numbers", cert_args, "the named numbers (gcd 1)");
  cert->add_option("-o,--output", cert_output, "certificate file to write")->required();
  cert->add_option("--max-states", max_states, "stop with an error past this many memo entries");
  cert->add_flag("--constructive", constructive,
                 "give every N entry a witness move instead of citing strategy stealing for enders");
  cert->allow_extras();
  cert->callback([cert] {
    std::vector<std::string> args = cert_args;
    for (const std::string& extra : cert->remaining()) args.push_back(extra);
    const Numbers named = parse_position(args);
    finite_position(named);
    sylver::CertifiedWinningMoves c;
    try {
      c = sylver::certify_winning_moves(
          named,
          sylver::CertifyOptions{.constructive = constructive, .progress = true, .max_states = max_states});
    } catch (const std::out_of_range& e) {
      throw UsageError(std::string("position past the solver's supported range: ") + e.what());
    }
    write_and_report(c.certificate, cert_output);
  });
}

}  // namespace gamecert::cli
