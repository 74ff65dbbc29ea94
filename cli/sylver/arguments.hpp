// A Sylver Coinage position as the words of a command line ("5 14"), read
// the same way by every Sylver command (winning, ender, draw, ...).
#pragma once
#include <cstdint>
#include <string>
#include <vector>

#include "cli/arguments.hpp"

namespace gamecert::cli {

inline constexpr IntegerRange kNamedNumbers{1, 100'000};
// `sylver ender --max-t`: the ender test takes about t steps, a few per nanosecond.
inline constexpr IntegerRange kMaxT{1, 10'000'000'000};

// Each word a named number in kNamedNumbers; throws UsageError for an empty
// position, 0, or a word that looks like a mistyped option.
std::vector<std::int64_t> parse_named_numbers(const std::vector<std::string>& words);

}  // namespace gamecert::cli
