// Each game's subcommands; cli/main.cpp wires them in. Commands print one
// JSON object on stdout (progress on stderr) and throw UsageError for bad
// input, which main turns into a message and exit status 2.
#pragma once
#include <CLI/CLI.hpp>
#include <nlohmann/json.hpp>
#include <stdexcept>
#include <string>

namespace gamecert::cli {

using Json = nlohmann::ordered_json;

struct UsageError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void print_json(const Json& value);
// Runs a certify subcommand's writer and prints claim, file, bytes, sha256.
void print_written(const std::string& claim, const std::string& file, std::size_t bytes,
                   const std::string& sha256);

void add_sylver_commands(CLI::App& app, CLI::App& certify);


}  // namespace gamecert::cli
