// gamecert subtraction ...   and   gamecert certify subtraction ...
// Argument checking and JSON only; the game logic is in lib/subtraction.
#include <gmpxx.h>

#include <optional>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "subtraction/periodicity_certificate.hpp"
#include "subtraction/say_game.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::subtraction;

constexpr std::size_t kMaxDigits = 10000;
constexpr IntegerRange kMoves{1, kMaxMove};
constexpr IntegerRange kSubsetsOf{1, 10};

// Each text option remembers whether it was given, so that an empty value
// ("--n ''") is an error rather than the option left out.
struct SubtractionOptions {
  std::optional<std::string> set, n;
  std::optional<std::uint64_t> say, max;
  bool misere = false;
};

struct SubtractionCertifyOptions {
  std::optional<std::string> set;
  std::optional<std::uint64_t> subsets_of;
  std::string output;
};

SubtractionSet set_from_option(const std::string& text) {
  const std::vector<std::uint64_t> numbers = parse_integer_list(text, "each move of --set", kMoves);
  std::vector<std::uint32_t> moves(numbers.begin(), numbers.end());
  try {
    return SubtractionSet(std::move(moves));
  } catch (const InvalidSet& e) {
    throw UsageError(std::string("--set: ") + e.what());
  }
}

mpz_class big_number(const std::string& option, const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos || text.size() > kMaxDigits)
    throw UsageError(option + " must be a non-negative integer of at most " + std::to_string(kMaxDigits) +
                     " digits, got '" + (text.size() > 40 ? text.substr(0, 40) + "..." : text) + "'");
  return mpz_class(text, 10);
}

// The term at a pile of any size, by the exact periodicity.
std::uint32_t term_at(const Periodicity& p, const mpz_class& n) {
  if (n < p.preperiod) return p.terms[n.get_ui()];
  const mpz_class offset = (n - p.preperiod) % mpz_class(static_cast<unsigned long>(p.period));
  return p.terms[p.preperiod + offset.get_ui()];
}

Json terms_json(Sequence sequence, const Periodicity& p) {
  const std::vector<std::uint32_t> head(
      p.terms.begin(), p.terms.begin() + static_cast<std::ptrdiff_t>(p.preperiod + p.period));
  if (sequence == Sequence::outcome) return spell_terms(sequence, head);
  return head;
}

void run_set(const SubtractionOptions& o) {
  const SubtractionSet set = set_from_option(*o.set);
  const Play play = o.misere ? Play::misere : Play::normal;
  Periodicity outcome, grundy;
  try {
    // Past a million terms a search takes seconds: show that it is working.
    outcome = find_periodicity(set, play, Sequence::outcome, kDefaultTermLimit, true);
    grundy = find_periodicity(set, play, Sequence::grundy, kDefaultTermLimit, true);
  } catch (const NoPeriodFound& e) {
    throw UsageError(e.what());
  }
  Json out;
  out["set"] = set.moves();
  out["play"] = play_name(play);
  out["preperiod"] = outcome.preperiod;
  out["period"] = outcome.period;
  out["outcomes"] = terms_json(Sequence::outcome, outcome);
  out["grundy_preperiod"] = grundy.preperiod;
  out["grundy_period"] = grundy.period;
  out["grundy_values"] = terms_json(Sequence::grundy, grundy);
  out["lemmas"] = Json::array({"subtraction-outcome-step", "subtraction-grundy-step"});
  if (o.n) {
    const mpz_class n = big_number("--n", *o.n);
    const bool wins = term_at(outcome, n) == 1;
    out["n"] = n.get_str();
    out["outcome"] = wins ? "N" : "P";
    out["winner"] = wins ? "first" : "second";
    out["grundy"] = term_at(grundy, n);
    Json moves = Json::array();
    for (std::uint32_t s : set.moves())
      if (n >= s && term_at(outcome, n - s) == 0) moves.push_back(s);
    out["winning_move"] = moves.empty() ? Json(nullptr) : moves.front();
    out["winning_moves"] = moves;
  }
  print_json(out);
}

void run_say(const SubtractionOptions& o) {
  if (!o.max) throw UsageError("--say needs --max K (how many numbers a turn may say, 1..64)");
  const SayGameAnswer answer = solve_say_game(*o.say, static_cast<std::uint32_t>(*o.max));
  Json out;
  out["say"] = *o.say;
  out["max"] = *o.max;
  out["winner"] = answer.winner;
  out["line"] = answer.line;
  print_json(out);
}

void run_subtraction(const SubtractionOptions& o) {
  if (o.say) {
    if (o.set || o.n || o.misere) throw UsageError("--say takes only --max (not --set, --n or --misere)");
    run_say(o);
  } else if (o.set) {
    if (o.max) throw UsageError("--max belongs to --say");
    run_set(o);
  } else {
    throw UsageError("give --set S (e.g. --set 1,2,3) or --say N --max K");
  }
}

void certify_subtraction(const SubtractionCertifyOptions& o) {
  std::vector<SubtractionSet> sets;
  std::string scope;
  if (o.set.has_value() == o.subsets_of.has_value())
    throw UsageError("give exactly one of --set S and --subsets-of M");
  if (o.set) {
    sets.push_back(set_from_option(*o.set));
    scope = sets.front().to_string();
  } else {
    sets = all_subsets(static_cast<std::uint32_t>(*o.subsets_of));
    scope = "subsets-of-1.." + std::to_string(*o.subsets_of);
  }
  Certificate certificate;
  try {
    certificate = periodicity_certificate(sets, scope);
  } catch (const NoPeriodFound& e) {
    throw UsageError(e.what());
  }
  write_and_report(certificate, o.output);
}

}  // namespace

void add_subtraction_commands(CLI::App& app, CLI::App& certify) {
  auto options = std::make_shared<SubtractionOptions>();
  auto* command = app.add_subcommand(
      "subtraction", "subtraction games: periodicity of outcomes and Grundy values; 'say N and you lose'");
  add_optional_text_option(
      *command, "--set", options->set,
      "the subtraction set, e.g. 1,2,3: at most 64 moves, each in " + range_text(kMoves));
  command->add_flag("--misere", options->misere,
                    "the player who takes the last counter (makes the last move) loses");
  add_optional_text_option(*command, "--n", options->n,
                           "also solve the pile N (any size up to 10000 digits)");
  add_optional_integer_option(*command, "--say", options->say, IntegerRange{1, kMaxSayTarget},
                              "count up from 1; whoever says this number loses");
  add_optional_integer_option(*command, "--max", options->max, IntegerRange{1, kMaxSetSize},
                              "with --say: at most this many numbers a turn (a set holds at most 64 moves)");
  set_example(*command, "gamecert subtraction --set 1,2,3 --n 1000000");
  command->callback([options] { run_subtraction(*options); });

  auto cert_options = std::make_shared<SubtractionCertifyOptions>();
  auto* cert = certify.add_subcommand("subtraction", "periodicity certificate of subtraction sets");
  add_optional_text_option(*cert, "--set", cert_options->set, "one subtraction set, e.g. 2,5,7");
  add_optional_integer_option(*cert, "--subsets-of", cert_options->subsets_of, kSubsetsOf,
                              "every nonempty subset of {1..M}");
  add_output_option(*cert, cert_options->output);
  set_example(*cert, "gamecert certify subtraction --subsets-of 8 -o periodicity-1-8.txt");
  cert->callback([cert_options] { certify_subtraction(*cert_options); });
}

}  // namespace gamecert::cli
