// The Sim⁺ certificate (certs/FORMAT.md, Sim, kind plus-value-table): every
// class of (mover, other) nodes reached from the empty board, with value
// and depth for the side to move. The checker re-enumerates every safe set
// of free edges of every entry, so the table proves the empty board's value.
#pragma once
#include "sim/certificates.hpp"
#include "sim_plus/solver.hpp"

namespace gamecert::sim {

Certificate plus_value_table_certificate(const PlusSolver& solver);

}  // namespace gamecert::sim
