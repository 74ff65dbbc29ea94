// Sim certificates (certs/FORMAT.md, section Sim), written through the
// shared CertificateWriter.
//
// value-table: every isomorphism class of reachable triangle-free positions
//   with its value and depth; the checker recomputes each entry from its
//   children, so the table proves the empty board's value.
// strategy: one Blue move per class Blue can face when Red plays anything
//   and Blue follows the table; the checker replays every Red move.
#pragma once
#include <string>
#include <vector>

#include "common/certificate_writer.hpp"
#include "sim/solver.hpp"

namespace gamecert::sim {

// A Sim certificate of `kind` (no header parameters: a Sim claim says it all).
Certificate sim_certificate(const std::string& kind, const std::vector<std::string>& lines,
                            const Claim& claim);

Certificate value_table_certificate(const FastSolver& solver);
// Requires a board the second player wins (K6); throws std::invalid_argument otherwise.
Certificate blue_strategy_certificate(const FastSolver& solver);

}  // namespace gamecert::sim
