// Each game's subcommands; cli/main.cpp wires them in. Commands print one
// JSON object on stdout (progress on stderr) and throw UsageError (or the
// library's std::invalid_argument) for bad input, which main turns into a
// message and exit status 2, or LimitReached when a run stops at a limit the
// user can raise (exit status 1). The statuses are documented in docs/cli.md.
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

struct LimitReached : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// A certificate that has no line for the position asked about: an answer
// about that file, not a failure of the program (exit status 1, printed as
// "gamecert: not covered: ...").
struct NotCovered : std::runtime_error {
  using std::runtime_error::runtime_error;
};

void print_json(const Json& value);
// Writes a certificate to `output` by write_certificate's rules (a regular
// file atomically, a device or FIFO through) and prints claim, file, bytes,
// sha256 (then the fields of `more`, if any); `output` "-" writes the
// certificate to stdout and the report to stderr.
void write_and_report(const Certificate& certificate, const std::string& output,
                      const Json& more = Json::object());

// Adding a game (docs/adding-a-game.md), step 1 of 5: declare add_<game>_commands here.
void add_sim_commands(CLI::App& app, CLI::App& certify);
void add_sim_counting_commands(CLI::App& sim, CLI::App& sim_certify);

void add_subtraction_commands(CLI::App& app, CLI::App& certify);
void add_prove_commands(CLI::App& app);

void add_wythoff_commands(CLI::App& app, CLI::App& certify);

void add_sylver_commands(CLI::App& app, CLI::App& certify);

// The pictures (docs/pictures.md): the one exception to "one JSON object per
// result", they print SVG or DOT (cli/picture_output.hpp).
void add_sim_picture_commands(CLI::App& sim);
void add_sylver_picture_commands(CLI::App& sylver);
void add_wythoff_picture_commands(CLI::App& wythoff);

// `gamecert cite FILE`: not a game's command; it runs gamecert-check and prints a citation.
void add_cite_commands(CLI::App& app);

// `gamecert serve`: the local explorer (docs/explorer.md); it runs the commands above.
void add_serve_command(CLI::App& app);

}  // namespace gamecert::cli
