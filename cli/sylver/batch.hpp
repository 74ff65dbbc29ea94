// `gamecert sylver batch` (cli/sylver/batch.cpp): many positions, one JSON
// result line each, resumable and shared out over the ranks of an mpirun.
#pragma once
#include <CLI/CLI.hpp>

namespace gamecert::cli {

// Adds `batch` under `gamecert sylver`.
void add_sylver_batch_command(CLI::App& sylver);

}  // namespace gamecert::cli
