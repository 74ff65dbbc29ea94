#include "cli/sylver/arguments.hpp"

#include "cli/commands.hpp"

namespace gamecert::cli {

std::int64_t parse_named_number(std::string_view word) {
  if (word == "0")
    throw UsageError("0 cannot be named: named numbers are integers in " + range_text(kNamedNumbers));
  return static_cast<std::int64_t>(parse_integer(word, "each named number", kNamedNumbers));
}

std::vector<std::int64_t> parse_named_numbers(const std::vector<std::string>& words) {
  if (words.empty()) throw UsageError("empty position: give the named numbers, e.g. 5 14");
  std::vector<std::int64_t> out;
  for (const std::string& word : words) {
    // Extra words reach here too, so a mistyped option is named as one.
    if (word.size() > 1 && word.front() == '-' &&
        word.find_first_not_of("0123456789", 1) != std::string::npos)
      throw UsageError("unknown option '" + word + "' (see --help)");
    out.push_back(parse_named_number(word));
  }
  return out;
}

sylver::Position parse_position(const std::vector<std::string>& words) {
  return sylver::Position::of(parse_named_numbers(words));
}

}  // namespace gamecert::cli
