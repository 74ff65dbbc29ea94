#include "cli/sylver/arguments.hpp"

#include "cli/commands.hpp"

namespace gamecert::cli {

std::vector<std::int64_t> parse_named_numbers(const std::vector<std::string>& words) {
  if (words.empty()) throw UsageError("empty position: give the named numbers, e.g. 5 14");
  std::vector<std::int64_t> out;
  for (const std::string& word : words) {
    // Extra words reach here too, so a mistyped option is named as one.
    if (word.size() > 1 && word.front() == '-' &&
        word.find_first_not_of("0123456789", 1) != std::string::npos)
      throw UsageError("unknown option '" + word + "' (see --help)");
    if (word == "0")
      throw UsageError("0 cannot be named: named numbers are integers in " + range_text(kNamedNumbers));
    out.push_back(static_cast<std::int64_t>(parse_integer(word, "each named number", kNamedNumbers)));
  }
  return out;
}

}  // namespace gamecert::cli
