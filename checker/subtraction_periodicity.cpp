// Subtraction games, kind "periodicity" (certs/FORMAT.md, "Subtraction").
//
// Each body line gives a set S, a play (normal/misere), a sequence
// (outcome/grundy), a preperiod, a period and the first
// preperiod + period + max(period, max S) terms. The checker recomputes the
// terms from the rules, then checks:
//   window:   a(n) = a(n + period) for preperiod <= n < preperiod + max S;
//   minimal:  a(preperiod - 1) != a(preperiod - 1 + period), and no proper
//             divisor q of the period has a(n) = a(n + q) on one full period.
// The window carries to all n >= preperiod by induction on n: for n >= max S
// each term is the same function of the max S terms before it. That step is
// the Z3 lemmas subtraction-outcome-step and subtraction-grundy-step, which
// the claim names (all-n-by=...); this checker does not run Z3.
#include <algorithm>
#include <string>
#include <vector>

#include "games.hpp"

namespace {

const char* kLemmas = "subtraction-outcome-step,subtraction-grundy-step";

// The sets named by the claim's sets= field, in body order.
std::vector<std::vector<int>> sets_of_claim(const Certificate& c) {
  const std::string& scope = claim_field(c, "sets");
  std::vector<std::vector<int>> sets;
  const std::string prefix = "subsets-of-1..";
  if (scope.rfind(prefix, 0) == 0) {
    const int largest =
        static_cast<int>(parse_integer(scope.substr(prefix.size()), 1, 10, c.claim_line, "M"));
    for (int mask = 1; mask < (1 << largest); ++mask) {
      sets.emplace_back();
      for (int s = 1; s <= largest; ++s)
        if (mask >> (s - 1) & 1) sets.back().push_back(s);
    }
    return sets;
  }
  std::vector<int> set;
  for (const std::string& item : split(scope, ',')) {
    const int s = static_cast<int>(parse_integer(item, 1, 4096, c.claim_line, "move"));
    if (!set.empty() && s <= set.back())
      throw Reject{c.claim_line, "sets=" + scope + " is not in ascending order without repeats"};
    set.push_back(s);
  }
  if (set.size() > 64) throw Reject{c.claim_line, "more than 64 moves"};
  sets.push_back(set);
  return sets;
}

// a(0..count-1) straight from the rules: a pile of n, a move removes s <= n
// (the set is ascending, so a pile below its first element has no move).
std::vector<int> rule_terms(const std::vector<int>& set, bool misere, bool grundy, std::size_t count) {
  std::vector<int> a;
  for (std::size_t n = 0; n < count; ++n) {
    std::vector<bool> seen(set.size() + 2, false);
    for (std::size_t s : set)
      if (s <= n && a[n - s] < static_cast<int>(seen.size())) seen[static_cast<std::size_t>(a[n - s])] = true;
    int mex = 0;  // the least value no move reaches
    while (seen[static_cast<std::size_t>(mex)]) ++mex;
    if (static_cast<std::size_t>(set[0]) > n)
      a.push_back(misere ? 1 : 0);
    else
      a.push_back(grundy ? mex : seen[0] ? 1 : 0);  // an outcome: won iff some move reaches a lost pile
  }
  return a;
}

std::string spell_term(int term, bool grundy) { return grundy ? std::to_string(term) : term ? "N" : "P"; }

std::vector<int> parse_terms(const std::string& text, bool grundy, std::size_t line) {
  std::vector<int> terms;
  if (!grundy) {
    for (char ch : text) {
      if (ch != 'P' && ch != 'N') throw Reject{line, "outcome terms must be P or N"};
      terms.push_back(ch == 'N' ? 1 : 0);
    }
    return terms;
  }
  for (const std::string& item : split(text, ','))
    terms.push_back(static_cast<int>(parse_integer(item, 0, 100, line, "Grundy value")));
  return terms;
}

}  // namespace

Theorems check_subtraction_periodicity(const Certificate& c, const CheckOptions&) {
  if (claim_field(c, "all-n-by") != kLemmas)
    throw Reject{c.claim_line, std::string("all-n-by must name ") + kLemmas};
  const std::vector<std::vector<int>> sets = sets_of_claim(c);
  require_claim(c, "count", std::to_string(sets.size()),
                ", sets=" + claim_field(c, "sets") + " names " + std::to_string(sets.size()));
  if (c.body_lines != 4 * sets.size())
    throw Reject{c.line_of(c.body_lines), "body has " + std::to_string(c.body_lines) +
                                              " lines; the claim names " + std::to_string(sets.size()) +
                                              " set(s), 4 lines each, " + std::to_string(4 * sets.size()) +
                                              " in all"};
  std::int64_t most[3] = {0, 0, 0};  // the largest preperiod, outcome period and Grundy period
  BodyReader body{c};
  for (std::size_t i = 0; i < c.body_lines; ++i) {
    const std::vector<std::string> f = split(body.next(), ' ');
    const std::size_t line = body.line();
    const std::vector<int>& set = sets[i / 4];
    const bool misere = (i % 4) >= 2, grundy = (i % 2) == 1;
    if (f.size() != 6) throw Reject{line, "expected: set play sequence preperiod period terms"};
    if (f[0] != join_numbers(set, ","))
      throw Reject{line, "expected the set " + join_numbers(set, ",") + " here, not " + quoted(f[0])};
    const std::string expected =
        std::string(misere ? "misere" : "normal") + " " + (grundy ? "grundy" : "outcome");
    if (f[1] + " " + f[2] != expected)
      throw Reject{line, "expected '" + expected +
                             "' here (each set: normal outcome, normal grundy, misere "
                             "outcome, misere grundy)"};
    const std::int64_t pre = parse_integer(f[3], 0, 100000000, line, "preperiod");
    const std::int64_t period = parse_integer(f[4], 1, 100000000, line, "period");
    const std::int64_t width = set.back();
    const std::vector<int> terms = parse_terms(f[5], grundy, line);
    const std::int64_t needed = pre + period + (period > width ? period : width);
    if (static_cast<std::int64_t>(terms.size()) != needed)
      throw Reject{line, "needs " + std::to_string(needed) + " terms, has " + std::to_string(terms.size())};
    const std::vector<int> a = rule_terms(set, misere, grundy, terms.size());
    for (std::size_t n = 0; n < a.size(); ++n)
      if (a[n] != terms[n])
        throw Reject{line, "term " + std::to_string(n) + " is " + spell_term(terms[n], grundy) +
                               ", the rules give " + spell_term(a[n], grundy)};
    const std::size_t p = static_cast<std::size_t>(period), start = static_cast<std::size_t>(pre);
    for (std::size_t n = start; n < start + static_cast<std::size_t>(width); ++n)
      if (a[n] != a[n + p]) throw Reject{line, "window fails at n = " + std::to_string(n)};
    if (start > 0 && a[start - 1] == a[start - 1 + p]) throw Reject{line, "preperiod is not minimal"};
    for (std::size_t q = 1; q < p; ++q)  // a proper divisor that repeats one full period
      if (p % q == 0 && std::equal(a.begin() + pre, a.begin() + pre + period, a.begin() + pre + q))
        throw Reject{line, "period is not minimal: " + std::to_string(q) + " also works"};
    most[0] = std::max(most[0], pre);
    most[1 + grundy] = std::max(most[1 + grundy], period);
  }
  const char* keys[] = {"max-preperiod", "max-outcome-period", "max-grundy-period"};
  for (int k = 0; k < 3; ++k)
    require_claim(c, keys[k], std::to_string(most[k]), ", the body gives " + std::to_string(most[k]));
  return {};
}
