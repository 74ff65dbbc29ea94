#include "cli/arguments.hpp"

#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <iostream>
#include <iterator>

#include "cli/commands.hpp"
#include "common/certificate_writer.hpp"

namespace gamecert::cli {

std::string range_text(IntegerRange range) {
  return std::to_string(range.low) + ".." + std::to_string(range.high);
}

namespace {

[[noreturn]] void reject(std::string_view text, std::string_view name, IntegerRange range,
                         const std::string& why) {
  throw UsageError(std::string(name) + " must be an integer in " + range_text(range) + ", got '" +
                   std::string(text) + "' (" + why + ")");
}

}  // namespace

std::uint64_t parse_integer(std::string_view text, std::string_view name, IntegerRange range) {
  const char* kind = range.low >= 1 ? "not a positive integer" : "not a non-negative integer";
  if (text.empty()) reject(text, name, range, "empty");
  if (text.front() == '-' && text.size() > 1 &&
      text.find_first_not_of("0123456789", 1) == std::string_view::npos)
    reject(text, name, range, "negative");
  if (text.front() == '+') reject(text, name, range, "write it without a sign");
  std::uint64_t value = 0;
  for (char c : text) {
    if (c < '0' || c > '9') reject(text, name, range, kind);
    const auto digit = static_cast<std::uint64_t>(c - '0');
    if (value > (UINT64_MAX - digit) / 10) reject(text, name, range, "out of range");
    value = value * 10 + digit;
  }
  if (value < range.low || value > range.high) reject(text, name, range, "out of range");
  return value;
}

std::uint64_t parse_size(std::string_view text, std::string_view name) {
  std::uint64_t unit = 1;
  std::string_view digits = text;
  if (!text.empty()) {
    const char last = text.back();
    const int shift = last == 'K' ? 10 : last == 'M' ? 20 : last == 'G' ? 30 : 0;
    if (shift != 0) {
      unit = std::uint64_t{1} << shift;
      digits.remove_suffix(1);
    }
  }
  constexpr std::uint64_t kLowest = std::uint64_t{1} << 20, kHighest = std::uint64_t{1} << 50;
  const auto bad = [&](const std::string& why) {
    throw UsageError(std::string(name) + " must be a size in bytes with an optional K, M or G suffix (" +
                     "powers of 1024), from 1M to 1048576G, got '" + std::string(text) + "' (" + why + ")");
  };
  if (digits.empty() || digits.find_first_not_of("0123456789") != std::string_view::npos) bad("not a size");
  std::uint64_t value = 0;
  for (char c : digits) {
    value = value * 10 + static_cast<std::uint64_t>(c - '0');
    if (value > kHighest) bad("out of range");
  }
  if (value > kHighest / unit || value * unit < kLowest) bad("out of range");
  return value * unit;
}

std::vector<std::string_view> split_list(std::string_view text) {
  std::vector<std::string_view> items;
  std::size_t start = 0;
  while (true) {
    const std::size_t comma = text.find(',', start);
    items.push_back(text.substr(start, comma == std::string_view::npos ? comma : comma - start));
    if (comma == std::string_view::npos) return items;
    start = comma + 1;
  }
}

std::vector<std::uint64_t> parse_integer_list(std::string_view text, std::string_view name,
                                              IntegerRange range) {
  if (text.empty())
    throw UsageError(std::string(name) + " must be a comma-separated list of integers in " +
                     range_text(range) + ", got ''");
  std::vector<std::uint64_t> values;
  for (std::string_view item : split_list(text)) values.push_back(parse_integer(item, name, range));
  return values;
}

CLI::Option* add_optional_text_option(CLI::App& command, const std::string& name,
                                      std::optional<std::string>& target, const std::string& description) {
  return command
      .add_option_function<std::string>(
          name, [&target](const std::string& text) { target = text; }, description)
      ->type_name("TEXT");
}

bool ProgressSwitch::enabled() const { return forced || (!quiet && ::isatty(STDERR_FILENO) == 1); }

void add_progress_switch(CLI::App& command, ProgressSwitch& progress) {
  CLI::Option* quiet = command.add_flag("--quiet", progress.quiet, "no progress on stderr");
  CLI::Option* forced =
      command.add_flag("--progress", progress.forced,
                       "progress on stderr even when it is not a terminal (default: only then)");
  quiet->excludes(forced);
}

CLI::Option* add_checked_output_option(CLI::App& command, std::string& output, const std::string& help) {
  return command
      .add_option_function<std::string>(
          "-o,--output",
          [&output](const std::string& path) {
            // Checked while the command line is read, so a bad path fails before any solving.
            check_output_path(path);
            output = path;
          },
          help)
      ->type_name("FILE");
}

CLI::Option* add_output_option(CLI::App& command, std::string& output) {
  return add_checked_output_option(command, output,
                                   "certificate file to write (a device or FIFO is written through, a regular "
                                   "file replaced atomically); - writes it to stdout")
      ->required();
}

void set_example(CLI::App& command, const std::string& example) { command.footer("Example:\n  " + example); }

std::string read_input_file(const std::string& file) {
  if (file == "-") return {std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>()};
  std::ifstream in(file, std::ios::binary);
  if (!in || std::filesystem::is_directory(file))
    throw UsageError("cannot read '" + file + "' (no such file, a folder, or not readable)");
  return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

}  // namespace gamecert::cli
