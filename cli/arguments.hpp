// The one way every gamecert command reads its integers, progress switch and
// output file, so that a bad value gets the same kind of message everywhere:
// the option's name, the range the command supports and what was typed
// ("--board must be an integer in 3..6, got '7' (out of range)"). Integers
// are parsed here from the raw text rather than by CLI11, which would accept
// "-1" for an unsigned seed by wrapping it, or drop an empty value.
#pragma once
#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace gamecert::cli {

struct IntegerRange {
  std::uint64_t low = 0;
  std::uint64_t high = UINT64_MAX;
};

// "3..6", with the large bounds of the documentation written out in full.
std::string range_text(IntegerRange range);

// A decimal integer in `range`; throws UsageError naming `name` and the range
// for an empty text, a sign, anything but digits, overflow, or a value outside.
std::uint64_t parse_integer(std::string_view text, std::string_view name, IntegerRange range);

// A size in bytes: a decimal integer with an optional suffix K, M or G
// (powers of 1024), e.g. "1536M"; at least 1 MiB. Throws UsageError naming `name`.
std::uint64_t parse_size(std::string_view text, std::string_view name);

// The items of a comma-separated list, empty ones included ("1,,2" has three),
// so that each caller can name the bad item; "" is one empty item.
std::vector<std::string_view> split_list(std::string_view text);

// The items of a range joined by `separator` ("a, b, c"): the inverse of split_list.
template <typename Items>
std::string join_list(const Items& items, std::string_view separator) {
  std::string out;
  for (const auto& item : items) {
    if (!out.empty()) out += separator;
    out += item;
  }
  return out;
}

// Comma-separated integers, each parsed as above ("1,2,3"); no empty items.
std::vector<std::uint64_t> parse_integer_list(std::string_view text, std::string_view name,
                                              IntegerRange range);

// Every integer option parses through parse_integer; `assign` stores the value.
template <typename Assign>
CLI::Option* add_parsed_integer_option(CLI::App& command, const std::string& name, IntegerRange range,
                                       const std::string& description, Assign assign) {
  CLI::Option* option = command.add_option_function<std::string>(
      name, [assign, name, range](const std::string& text) { assign(parse_integer(text, name, range)); },
      description + "; range " + range_text(range));
  option->type_name("INT");
  return option;
}

// Adds an integer option (or positional, when `name` has no leading dash)
// whose text is parsed by parse_integer while the command line is read; the
// help line shows the range.
template <typename Integer>
CLI::Option* add_integer_option(CLI::App& command, const std::string& name, Integer& target,
                                IntegerRange range, const std::string& description) {
  return add_parsed_integer_option(command, name, range, description,
                                   [&target](auto value) { target = static_cast<Integer>(value); });
}

// The same for an option that may be left out: `target` stays empty unless given.
template <typename Integer>
CLI::Option* add_optional_integer_option(CLI::App& command, const std::string& name,
                                         std::optional<Integer>& target, IntegerRange range,
                                         const std::string& description) {
  return add_parsed_integer_option(command, name, range, description,
                                   [&target](auto value) { target = static_cast<Integer>(value); });
}

// A text option that may be left out; given as '' it is an empty text, not absent.
CLI::Option* add_optional_text_option(CLI::App& command, const std::string& name,
                                      std::optional<std::string>& target, const std::string& description);

// The two switches of every command that may run long: progress goes to
// stderr when stderr is a terminal, --progress forces it, --quiet silences it.
struct ProgressSwitch {
  bool quiet = false;
  bool forced = false;
  bool enabled() const;
};
void add_progress_switch(CLI::App& command, ProgressSwitch& progress);

// -o/--output FILE on every certify command; "-" writes the certificate to
// stdout. The path is checked (check_output_path) as the command line is read.
CLI::Option* add_output_option(CLI::App& command, std::string& output);
// The same option, not required, with its own help (picture commands).
CLI::Option* add_checked_output_option(CLI::App& command, std::string& output, const std::string& help);

// One example line per command, shown at the end of its --help.
void set_example(CLI::App& command, const std::string& example);

// The whole of FILE ("-": standard input); throws UsageError naming it when
// it cannot be read (missing, a folder, no permission).
std::string read_input_file(const std::string& file);

}  // namespace gamecert::cli
