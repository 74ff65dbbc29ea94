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

struct CertificateText {
  std::string text;
  std::string claim;  // as gamecert-check prints it
};

// Envelope and claim around body lines, through the shared writer.
CertificateText finish_certificate(CertificateHeader header, const std::vector<std::string>& lines);

CertificateText value_table_certificate(const FastSolver& solver);
// Requires a board the second player wins (K6); throws std::invalid_argument otherwise.
CertificateText blue_strategy_certificate(const FastSolver& solver);

}  // namespace gamecert::sim
