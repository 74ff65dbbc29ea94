// gamecert subtraction ...   and   gamecert certify subtraction ...
// Argument checking and JSON only; the game logic is in lib/subtraction.
#include <gmpxx.h>

#include "commands.hpp"
#include "subtraction/periodicity_certificate.hpp"
#include "subtraction/say_game.hpp"

namespace gamecert::cli {

namespace {

using namespace gamecert::subtraction;

constexpr std::size_t kMaxDigits = 10000;

SubtractionSet set_from_option(const std::string& text) {
  try {
    return parse_subtraction_set(text);
  } catch (const InvalidSet& e) {
    throw UsageError(std::string("--set: ") + e.what());
  }
}

std::uint64_t small_number(const std::string& option, const std::string& text, std::uint64_t low,
                           std::uint64_t high) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(option + ": '" + text + "' is not a non-negative decimal integer");
  if (text.size() > 18 || std::stoull(text) > high || std::stoull(text) < low)
    throw UsageError(option + ": " + text + " is outside " + std::to_string(low) + ".." +
                     std::to_string(high));
  return std::stoull(text);
}

mpz_class big_number(const std::string& option, const std::string& text) {
  if (text.empty() || text.find_first_not_of("0123456789") != std::string::npos)
    throw UsageError(option + ": '" + text + "' is not a non-negative decimal integer");
  if (text.size() > kMaxDigits)
    throw UsageError(option + ": more than " + std::to_string(kMaxDigits) + " digits");
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

void run_set(const std::string& set_text, bool misere, const std::string& n_text) {
  const SubtractionSet set = set_from_option(set_text);
  const Play play = misere ? Play::misere : Play::normal;
  Periodicity outcome, grundy;
  try {
    outcome = find_periodicity(set, play, Sequence::outcome);
    grundy = find_periodicity(set, play, Sequence::grundy);
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
  if (!n_text.empty()) {
    const mpz_class n = big_number("--n", n_text);
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

void run_say(const std::string& target_text, const std::string& max_text) {
  if (max_text.empty()) throw UsageError("--say needs --max K (how many numbers a turn may say)");
  const std::uint64_t target = small_number("--say", target_text, 1, kMaxSayTarget);
  const std::uint64_t max_count = small_number("--max", max_text, 1, kMaxMove);
  const SayGameAnswer answer = solve_say_game(target, static_cast<std::uint32_t>(max_count));
  Json out;
  out["say"] = target;
  out["max"] = max_count;
  out["winner"] = answer.winner;
  out["line"] = answer.line;
  print_json(out);
}

}  // namespace

void add_subtraction_commands(CLI::App& app, CLI::App& certify) {
  auto* command = app.add_subcommand(
      "subtraction", "subtraction games: periodicity of outcomes and Grundy values; 'say N and you lose'");
  auto set_text = std::make_shared<std::string>();
  auto n_text = std::make_shared<std::string>();
  auto say_text = std::make_shared<std::string>();
  auto max_text = std::make_shared<std::string>();
  auto misere = std::make_shared<bool>(false);
  command->add_option("--set", *set_text, "the subtraction set, e.g. 1,2,3");
  command->add_flag("--misere", *misere, "the player who takes the last counter (makes the last move) loses");
  command->add_option("--n", *n_text, "also solve the pile N (any size)");
  command->add_option("--say", *say_text, "count up from 1; whoever says this number loses");
  command->add_option("--max", *max_text, "with --say: at most this many numbers a turn");
  command->callback([=] {
    if (!say_text->empty()) {
      if (!set_text->empty() || !n_text->empty() || *misere)
        throw UsageError("--say takes only --max (not --set, --n or --misere)");
      run_say(*say_text, *max_text);
    } else if (command->count("--set") > 0) {
      if (!max_text->empty()) throw UsageError("--max belongs to --say");
      run_set(*set_text, *misere, *n_text);
    } else {
      throw UsageError("give --set S (e.g. --set 1,2,3) or --say N --max K");
    }
  });

  auto* cert = certify.add_subcommand("subtraction", "periodicity certificate of subtraction sets");
  auto cert_set = std::make_shared<std::string>();
  auto subsets_of = std::make_shared<std::string>();
  auto output = std::make_shared<std::string>();
  cert->add_option("--set", *cert_set, "one subtraction set, e.g. 2,5,7");
  cert->add_option("--subsets-of", *subsets_of, "every nonempty subset of {1..M}, M <= 10");
  cert->add_option("-o,--output", *output, "certificate file")->required();
  cert->callback([=] {
    std::vector<SubtractionSet> sets;
    std::string scope;
    if (!cert_set->empty() == !subsets_of->empty())
      throw UsageError("give exactly one of --set S and --subsets-of M");
    if (!cert_set->empty()) {
      sets.push_back(set_from_option(*cert_set));
      scope = sets.front().to_string();
    } else {
      const std::uint64_t largest = small_number("--subsets-of", *subsets_of, 1, 10);
      sets = all_subsets(static_cast<std::uint32_t>(largest));
      scope = "subsets-of-1.." + std::to_string(largest);
    }
    Certificate certificate;
    try {
      certificate = periodicity_certificate(sets, scope);
    } catch (const NoPeriodFound& e) {
      throw UsageError(e.what());
    }
    write_and_report(certificate, *output);
  });
}

}  // namespace gamecert::cli
