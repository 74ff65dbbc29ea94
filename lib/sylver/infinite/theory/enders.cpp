// Ender and quiet-ender tests straight from the definitions, E(S), and the
// closed formulas of Sylvester and Roberts (see enders.hpp).
#include "sylver/infinite/theory/enders.hpp"

#include "common/progress.hpp"

namespace gamecert::sylver {

bool kills_frobenius(const AperySet& position, std::int64_t x) {
  const std::int64_t t = position.frobenius();
  for (std::int64_t rest = t - x; rest >= 0; rest -= x)
    if (position.contains(rest)) return true;
  return false;
}

bool is_ender(const AperySet& position) {
  const std::int64_t t = position.frobenius();
  if (t < 1) return false;
  for (std::int64_t x = 1; x < t; ++x)
    if (position.nameable(x) && !kills_frobenius(position, x)) return false;
  return true;
}

bool is_quiet_ender(const AperySet& position) {
  const std::int64_t t = position.frobenius();
  if (t < 1) return false;
  for (std::int64_t x = 1; x < t; ++x)
    if (position.nameable(x) && !position.contains(t - x)) return false;
  return true;
}

bool is_antisymmetric(const AperySet& position) {
  const std::int64_t t = position.frobenius();
  for (std::int64_t n = 1; n < t; ++n)
    if (position.nameable(n) == position.nameable(t - n)) return false;
  return true;
}

std::vector<std::int64_t> ender_completion(const AperySet& position) {
  const std::int64_t t = position.frobenius();
  std::vector<std::int64_t> added;
  for (std::int64_t n = t / 2 + 1; n < t; ++n)
    if (position.nameable(n) && position.nameable(t - n)) added.push_back(n);
  return added;
}

EnderFacts ender_facts(const AperySet& position, bool progress) {
  const std::int64_t t = position.frobenius();
  EnderFacts facts;
  if (t < 1) return facts;
  facts.ender = facts.quiet = true;
  Progress bar("ender test", static_cast<std::uint64_t>(t), progress);
  for (std::int64_t x = 1; x < t; ++x) {
    if ((x & 0xFFFFF) == 0) bar.update(static_cast<std::uint64_t>(x));
    if (!position.nameable(x)) continue;
    if (facts.ender && !kills_frobenius(position, x)) facts.ender = false;
    if (!position.contains(t - x)) facts.quiet = false;
    if (x > t / 2 && position.nameable(t - x)) facts.completion.push_back(x);
  }
  bar.finish();
  return facts;
}

std::int64_t sylvester_frobenius(std::int64_t a, std::int64_t b) { return (a - 1) * (b - 1) - 1; }

std::int64_t roberts_frobenius(std::int64_t a0, std::int64_t d, std::int64_t s) {
  return ((a0 - 2) / s) * a0 + (a0 - 1) * d;
}

bool roberts_predicts_quiet(std::int64_t a0, std::int64_t s) { return s == 1 || (a0 - 2) % s == 0; }

}  // namespace gamecert::sylver
