// A Sylver Coinage position as the words of a command line ("5 14"), read
// the same way by every Sylver command (winning, ender, draw, ...), by the
// lines of `sylver batch` and by the explorer's requests.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "cli/arguments.hpp"
#include "sylver/position.hpp"

namespace gamecert::cli {

inline constexpr IntegerRange kNamedNumbers{1, sylver::kLargestNamed};
// `sylver ender --max-t`: the ender test takes about t steps, a few per nanosecond.
inline constexpr IntegerRange kMaxT{1, 10'000'000'000};

// One named number in kNamedNumbers; UsageError for 0 or anything else.
std::int64_t parse_named_number(std::string_view word);

// Each word a named number; throws UsageError for an empty position, 0, or
// a word that looks like a mistyped option.
std::vector<std::int64_t> parse_named_numbers(const std::vector<std::string>& words);

// The position the words name, read once for every step after (sylver/position.hpp).
sylver::Position parse_position(const std::vector<std::string>& words);

}  // namespace gamecert::cli
