// Each game's subcommands; cli/main.cpp wires them in. Commands print one
// JSON object on stdout (progress on stderr) and throw UsageError (or the
// library's std::invalid_argument) for bad input, which main turns into a
// message and exit status 2.
#pragma once
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace gamecert {
struct Certificate;
}

namespace gamecert::cli {

using Json = nlohmann::ordered_json;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void print_json(const Json& value);
// Writes a certificate atomically to `output`; prints claim, file, bytes, sha256.
void write_and_report(const Certificate& certificate, const std::string& output);

void add_sim_commands(CLI::App& app, CLI::App& certify);
void add_sim_counting_commands(CLI::App& sim, CLI::App& sim_certify);

void add_subtraction_commands(CLI::App& app, CLI::App& certify);
void add_prove_commands(CLI::App& app);

void add_wythoff_commands(CLI::App& app, CLI::App& certify);

void add_sylver_commands(CLI::App& app, CLI::App& certify);

}  // namespace gamecert::cli
