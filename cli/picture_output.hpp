// Where the picture commands (sim draw, sylver draw, wythoff plot, ...) put
// their SVG or DOT: stdout by default, so a picture pipes into a viewer or
// a converter; with -o FILE, the file, written by the certificates' rules
// (atomically for a regular file), and a one-line JSON report on stdout.
#pragma once
#include <CLI/CLI.hpp>
#include <string>

namespace gamecert::cli {

// -o/--output FILE, optional; the path is checked as the command line is read.
CLI::Option* add_picture_output_option(CLI::App& command, std::string& output);

// `text` to stdout when `output` is empty, else to the file (and {"file", "bytes"} on stdout).
void write_picture(const std::string& text, const std::string& output);

}  // namespace gamecert::cli
