// What `gamecert sylver batch` (cli/sylver/batch.cpp) shares with the other
// Sylver commands (cli/sylver/commands.cpp): the solver's memo limits, so
// that --max-states and --memory read and mean the same everywhere.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>

#include "sylver/infinite/prover.hpp"

namespace gamecert::cli {

// The memo holds 16-32 bytes per position: the default is about 3-6 GB.
inline constexpr std::uint64_t kDefaultMaxStates = 200'000'000;

struct SolverLimits {
  std::uint64_t max_states = kDefaultMaxStates;
  std::uint64_t memory = 0;  // bytes of memo, 0 = no cap
};

// --reply-bound, --solve-limit, --depth, --max-proofs and --prover-states:
// the limits of proofs for positions with gcd > 1 (lib/sylver/infinite/prover.hpp).
void add_prover_limits(CLI::App& command, sylver::ProverLimits& limits);

// --max-states and --memory, parsed into `limits`.
void add_solver_limits(CLI::App& command, SolverLimits& limits);

// Adds `batch` under `gamecert sylver`.
void add_sylver_batch_command(CLI::App& sylver);

}  // namespace gamecert::cli
