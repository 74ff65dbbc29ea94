#include "cli/sylver/limits.hpp"

#include <algorithm>
#include <utility>
#include <vector>

#include "cli/commands.hpp"
#include "cli/sylver/arguments.hpp"
#include "sylver/certificates/repository_facts.hpp"
#include "sylver/position.hpp"

namespace gamecert::cli {

namespace {

constexpr IntegerRange kReplyBound{2, 100'000};
constexpr IntegerRange kSolveLimit{1, 100'000};
constexpr IntegerRange kPeriodBound{3, 1'000'000};
constexpr IntegerRange kProofDepth{0, 50};
constexpr IntegerRange kMaxProofs{1, 1'000'000'000};

// "16,20,34,58:291": the position's minimal generators and the answer.
std::pair<std::vector<std::int64_t>, std::int64_t> parse_answer_hint(const std::string& text) {
  const std::size_t colon = text.find(':');
  if (colon == std::string::npos) throw UsageError("--try-answer wants P1,P2,...:W, got '" + text + "'");
  std::vector<std::string> words;
  for (std::string_view item : split_list(std::string_view(text).substr(0, colon))) words.emplace_back(item);
  const sylver::Position position = parse_position(words);
  const std::vector<std::int64_t> answer = parse_named_numbers({text.substr(colon + 1)});
  if (position.finite()) throw UsageError("--try-answer '" + text + "': the position must have gcd > 1");
  return {position.generators(), answer.front()};
}

}  // namespace

void add_max_states(CLI::App& command, std::uint64_t& max_states) {
  add_integer_option(command, "--max-states", max_states, kMaxStates,
                     "stop with exit status 1 past this many stored positions, default " +
                         std::to_string(kDefaultMaxStates));
}

void add_solver_limits(CLI::App& command, SolverLimits& limits) {
  add_max_states(command, limits.max_states);
  command
      .add_option_function<std::string>(
          "--memory", [&limits](const std::string& text) { limits.memory = parse_size(text, "--memory"); },
          "keep the memo within SIZE bytes (K, M, G suffixes: powers of 1024), replacing entries there "
          "instead of growing; default: no cap")
      ->type_name("SIZE");
  command
      .add_option_function<std::string>(
          "--memo",
          [&limits](const std::string& text) {
            if (text != "fast" && text != "compact")
              throw UsageError("--memo wants fast or compact, got '" + text + "'");
            limits.compact_memo = text == "compact";
          },
          "the memo's table: fast (whole keys, grows 2x) or compact (quotiented keys, about half the bytes, "
          "grows 1.2x; keys of at most 64 bits); same answers; default fast")
      ->type_name("KIND");
}

void add_no_facts(CLI::App& command, bool& no_facts) {
  command.add_flag("--no-facts", no_facts,
                   "gcd > 1: search again what the repository's certificates prove, instead of taking their "
                   "claims (by default the answer lists, under \"facts\", the certificates it took; "
                   "docs/sylver-infinite.md)");
}

std::vector<sylver::ProvedPosition> facts_unless(bool no_facts) {
  return no_facts ? std::vector<sylver::ProvedPosition>{} : sylver::repository_facts();
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

std::string limits_text(const SolverLimits& solver, const sylver::ProverLimits& prover) {
  std::string out = "--max-states " + std::to_string(solver.max_states) + " --memory " + std::to_string(solver.memory);
  for (const auto& [name, value] : {std::pair{"--search-bound", prover.search_bound},
                                    std::pair{"--reply-bound", prover.reply_bound},
                                    std::pair{"--solve-limit", prover.solve_limit},
                                    std::pair{"--depth", static_cast<std::int64_t>(prover.depth)},
                                    std::pair{"--max-proofs", static_cast<std::int64_t>(prover.max_proofs)},
                                    std::pair{"--prover-states", static_cast<std::int64_t>(prover.max_states)},
                                    std::pair{"--period-bound", prover.period_bound}})
    out += std::string(" ") + name + " " + std::to_string(value);
  for (const auto& [position, answer] : prover.answers_first)
    out += " --try-answer " + sylver::join_numbers(position, ",") + ":" + std::to_string(answer);
  return out;
}

}  // namespace gamecert::cli
