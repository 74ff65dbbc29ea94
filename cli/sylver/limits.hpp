// The limits of the Sylver solvers as command-line options, read and meant
// the same way by every Sylver command (winning, certify, batch, the
// pictures, ...).
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <string>
#include <vector>

#include "cli/arguments.hpp"
#include "sylver/infinite/prover.hpp"

namespace gamecert::cli {

// The memo holds 16-32 bytes per position: the default is about 3-6 GB.
inline constexpr std::uint64_t kDefaultMaxStates = 200'000'000;
// The top of the range is more than any machine has; 0 (no cap) is not offered.
inline constexpr IntegerRange kMaxStates{1, 100'000'000'000};

struct SolverLimits {
  std::uint64_t max_states = kDefaultMaxStates;
  std::uint64_t memory = 0;  // bytes of memo, 0 = no cap
  bool compact_memo = false;  // --memo compact
};

// --max-states alone, for the commands whose solver has no byte cap.
void add_max_states(CLI::App& command, std::uint64_t& max_states);

// --max-states and --memory, parsed into `limits`.
void add_solver_limits(CLI::App& command, SolverLimits& limits);

// --search-bound, --reply-bound, --solve-limit, --depth, --max-proofs,
// --prover-states, --period-bound and --try-answer: the limits of proofs for
// positions with gcd > 1 (lib/sylver/infinite/prover.hpp).
void add_prover_limits(CLI::App& command, sylver::ProverLimits& limits);

// --no-facts: gcd > 1 searches take the repository's certificates as facts
// (sylver/certificates/repository_facts.hpp) unless it is given.
void add_no_facts(CLI::App& command, bool& no_facts);
std::vector<sylver::ProvedPosition> facts_unless(bool no_facts);

// The options above as a command line would give them, every one spelt out
// ("--max-states 200000000 --memory 0 --search-bound 120 ..."): what a
// result depends on besides the program (sylver batch's resume key).
std::string limits_text(const SolverLimits& solver, const sylver::ProverLimits& prover);

}  // namespace gamecert::cli
