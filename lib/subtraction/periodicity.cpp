// First repeated window by a rolling hash, then minimisation (the argument
// is in periodicity.hpp). Hash hits are always confirmed term by term, so a
// collision costs time, never correctness.
#include "subtraction/periodicity.hpp"

#include <algorithm>
#include <string>
#include <unordered_map>

#include "common/progress.hpp"

namespace gamecert::subtraction {

namespace {

constexpr std::uint64_t kHashBase = 0x9E3779B97F4A7C15ULL;

bool same_window(const std::vector<std::uint32_t>& terms, std::size_t i, std::size_t j, std::size_t width) {
  return std::equal(terms.begin() + static_cast<std::ptrdiff_t>(i),
                    terms.begin() + static_cast<std::ptrdiff_t>(i + width),
                    terms.begin() + static_cast<std::ptrdiff_t>(j));
}

bool shift_holds(const std::vector<std::uint32_t>& terms, std::size_t from, std::size_t to,
                 std::size_t shift) {
  for (std::size_t n = from; n < to; ++n)
    if (terms[n] != terms[n + shift]) return false;
  return true;
}

}  // namespace

std::uint32_t Periodicity::at(std::uint64_t n) const {
  if (n >= preperiod) n = preperiod + (n - preperiod) % period;
  return terms[static_cast<std::size_t>(n)];
}

Periodicity find_periodicity(const SubtractionSet& set, Play play, Sequence sequence,
                             std::uint64_t term_limit, bool progress) {
  const std::size_t width = set.largest();
  std::vector<std::uint32_t> terms;
  TermRule rule(set, play, sequence);
  std::unordered_map<std::uint64_t, std::vector<std::size_t>> windows_by_hash;
  std::uint64_t top_power = 1;  // kHashBase^(width-1)
  for (std::size_t t = 1; t < width; ++t) top_power *= kHashBase;
  std::uint64_t hash = 0;
  Progress bar("subtraction: terms", term_limit, progress);
  std::size_t first = 0, repeat = 0;
  bool found = false;
  while (!found) {
    if (terms.size() >= term_limit)
      throw NoPeriodFound("no window of " + std::to_string(width) + " terms repeats among the first " +
                          std::to_string(term_limit) + " terms of {" + set.to_string() + "}");
    terms.push_back(rule.next(terms));
    const std::size_t n = terms.size() - 1;
    if (n >= width) hash -= (terms[n - width] + std::uint64_t{1}) * top_power;
    hash = hash * kHashBase + terms[n] + 1;
    if (n + 1 < width) continue;
    const std::size_t start = n + 1 - width;  // the window just completed
    std::vector<std::size_t>& starts = windows_by_hash[hash];
    for (std::size_t earlier : starts) {
      if (same_window(terms, earlier, start, width)) {
        first = earlier;
        repeat = start;
        found = true;
        break;
      }
    }
    starts.push_back(start);
    if ((n & 0xFFFFF) == 0 && n > 0) bar.update(n);  // only long searches report
  }
  if (terms.size() > 0x100000) bar.finish();
  windows_by_hash.clear();

  const std::size_t found_period = repeat - first;
  // Two full periods past the preperiod are enough for both minimisations.
  const std::size_t needed = first + 2 * found_period + width;
  while (terms.size() < needed) terms.push_back(rule.next(terms));

  std::size_t period = found_period;
  for (std::size_t q = 1; q < found_period; ++q) {
    if (found_period % q == 0 && shift_holds(terms, first, first + found_period, q)) {
      period = q;
      break;
    }
  }
  std::size_t preperiod = first;
  while (preperiod > 0 && terms[preperiod - 1] == terms[preperiod - 1 + period]) --preperiod;

  Periodicity result;
  result.preperiod = preperiod;
  result.period = period;
  terms.resize(preperiod + period + std::max<std::size_t>(period, width));
  result.terms = std::move(terms);
  return result;
}

}  // namespace gamecert::subtraction
