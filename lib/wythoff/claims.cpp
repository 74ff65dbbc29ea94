// Runs the sequence comparisons and one outcome sweep, tallying for every
// claim of Komaki, Miyadera, Murakami (arXiv:2510.11767; docs/wythoff.md) its counterexamples (see
// claims.hpp).
#include "wythoff/claims.hpp"

#include <algorithm>
#include <set>
#include <stdexcept>

#include "wythoff/closed_form.hpp"
#include "wythoff/golden.hpp"
#include "wythoff/outcome_sweep.hpp"
#include "wythoff/sequences.hpp"

namespace gamecert::wythoff {

namespace {

using Pair = std::pair<std::uint64_t, std::uint64_t>;

// Collects counterexamples, keeping memory bounded, and lists the smallest.
class Tally {
 public:
  Tally(std::string name, std::string statement) {
    result_.name = std::move(name);
    result_.statement = std::move(statement);
  }
  void fail(std::uint64_t x, std::uint64_t y) {
    ++result_.count;
    if (kept_.size() < kKept) kept_.push_back({x, y});
  }
  ClaimResult finish(bool order_by_sum) {
    if (order_by_sum)
      std::sort(kept_.begin(), kept_.end(), [](const Pair& p, const Pair& q) {
        return std::make_pair(p.first + p.second, p.first) < std::make_pair(q.first + q.second, q.first);
      });
    if (kept_.size() > kListedCounterexamples) kept_.resize(kListedCounterexamples);
    result_.counterexamples = kept_;
    result_.holds = result_.count == 0;
    return result_;
  }

 private:
  static constexpr std::size_t kKept = 1'000'000;
  ClaimResult result_;
  std::vector<Pair> kept_;
};

bool in_rows(const std::vector<std::vector<std::uint32_t>>& rows, std::uint32_t x, std::uint32_t y) {
  return std::binary_search(rows[y].begin(), rows[y].end(), x);
}

bool large(std::uint32_t x, std::uint32_t y) { return x >= kSmallWindow || y >= kSmallWindow; }

}  // namespace

const std::vector<Pair>& paper_set_a() {
  static const std::vector<Pair> a{{0, 0}, {0, 1}, {0, 2}, {1, 0}, {1, 1},
                                   {2, 0}, {3, 6}, {6, 3}, {4, 8}, {8, 4}};
  return a;
}
const std::vector<Pair>& paper_set_b() {
  static const std::vector<Pair> b{{0, 3}, {1, 2}, {2, 1}, {3, 0}, {4, 4}, {5, 7}, {7, 5}};
  return b;
}
const std::vector<Pair>& paper_set_c() {
  static const std::vector<Pair> c{{0, 0}, {1, 2}, {2, 1}, {3, 5}, {5, 3}, {4, 7}, {7, 4}};
  return c;
}

namespace {

// Claims about the sequences alone: Hofstadter's closed form, and the two definitions of g.
void check_sequence_claims(std::uint32_t bound, std::vector<ClaimResult>& results) {
  const std::size_t count = std::size_t{bound} + 1;
  {
    Tally tally("hofstadter_closed_form", "h(n) = floor((n+1)/phi) for 0 <= n <= bound");
    const std::vector<std::uint32_t> h = hofstadter_by_recurrence(count);
    for (std::uint64_t n = 0; n < count; ++n)
      if (h[n] != hofstadter_closed_form(n)) tally.fail(n, h[n]);
    results.push_back(tally.finish(false));
  }
  Tally tally("g_definitions_agree",
              "g by floor(n phi) = floor(m (phi+1)) + 1 equals g by Hofstadter's G for 0 <= n <= bound");
  const std::vector<std::uint8_t> by_beatty = g_by_beatty(count);
  const std::vector<std::uint8_t> by_hofstadter = g_by_hofstadter(count);
  for (std::uint64_t n = 0; n < count; ++n)
    if (by_beatty[n] != by_hofstadter[n]) tally.fail(n, by_beatty[n]);
  results.push_back(tally.finish(false));
}

// The sets of the paper's small window x, y <= 8, as the sweep finds them.
struct SmallWindow {
  std::set<Pair> p, grundy_one, wythoff_p;
};

// Claims about every position, judged in one outcome sweep; fills the small window on the way.
void check_position_claims(std::uint32_t bound, bool show_progress, std::vector<ClaimResult>& results,
                           SmallWindow& window) {
  const auto paper_rows = positions_by_row(paper_formula_p_positions(bound), bound);
  const auto corrected_rows = positions_by_row(corrected_p_positions(bound), bound);
  const auto wythoff_rows = positions_by_row(wythoff_p_positions(bound), bound);
  Tally paper("p_positions_formula",
              "(x,y) is P iff it is (0,0), (a(n)+g(n)-1, b(n)+g(n)) or its mirror, n >= 0");
  Tally corrected("p_positions_formula_with_terminal_set",
                  "(x,y) is P iff it is in the formula set or in the terminal set x+y <= 2");
  Tally grundy_one("grundy_one_iff_wythoff_p_for_x_or_y_at_least_8",
                   "for x >= 8 or y >= 8: Grundy value 1 iff Wythoff P-position");
  Tally misere("misere_p_iff_wythoff_p_for_x_or_y_at_least_8",
               "for x >= 8 or y >= 8: misere P-position iff Wythoff P-position");
  Tally misere_sum("misere_p_iff_p_of_sum_with_one_stone_heap",
                   "misere P-position iff (x,y,1) is P, i.e. Grundy value 1, all x, y");
  Tally wythoff("wythoff_p_closed_form",
                "plain Wythoff P-positions are (floor(n phi), floor(n (phi+1))) and mirrors");
  sweep_outcomes(
      bound,
      [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
        for (std::uint32_t x = 0; x <= bound; ++x) {
          const std::uint8_t c = classes[x];
          const bool normal_p = c & kNormalP, one = c & kGrundyOne, misere_p = c & kMisereP,
                     wythoff_p = c & kWythoffP;
          if (normal_p != in_rows(paper_rows, x, y)) paper.fail(x, y);
          if (normal_p != in_rows(corrected_rows, x, y)) corrected.fail(x, y);
          if (wythoff_p != in_rows(wythoff_rows, x, y)) wythoff.fail(x, y);
          if (large(x, y) && one != wythoff_p) grundy_one.fail(x, y);
          if (large(x, y) && misere_p != wythoff_p) misere.fail(x, y);
          if (misere_p != one) misere_sum.fail(x, y);
          if (x <= kSmallWindow && y <= kSmallWindow) {
            if (normal_p) window.p.insert({x, y});
            if (one) window.grundy_one.insert({x, y});
            if (wythoff_p) window.wythoff_p.insert({x, y});
          }
        }
      },
      show_progress);
  for (Tally* tally : {&paper, &corrected, &grundy_one, &misere, &misere_sum, &wythoff})
    results.push_back(tally->finish(true));
}

// A set the paper lists against the one computed: every position in one and not the other fails.
ClaimResult compare_listed_set(const char* name, const char* statement, const std::set<Pair>& computed,
                               const std::vector<Pair>& listed) {
  Tally tally(name, statement);
  const std::set<Pair> expected(listed.begin(), listed.end());
  std::vector<Pair> difference;
  std::set_symmetric_difference(computed.begin(), computed.end(), expected.begin(), expected.end(),
                                std::back_inserter(difference));
  for (const Pair& p : difference) tally.fail(p.first, p.second);
  return tally.finish(true);
}

}  // namespace

std::vector<ClaimResult> check_claims(std::uint32_t bound, bool show_progress) {
  if (bound < kSmallWindow || bound > kMaxClaimBound)
    throw std::invalid_argument("bound must be in " + std::to_string(kSmallWindow) + ".." +
                                std::to_string(kMaxClaimBound));
  std::vector<ClaimResult> results;
  check_sequence_claims(bound, results);
  SmallWindow window;
  check_position_claims(bound, show_progress, results, window);
  results.push_back(compare_listed_set(
      "set_A", "A = {(x,y,1) : x, y <= 8, G(x,y) = 0}, i.e. (x,y,1) has Grundy value 1", window.p, paper_set_a()));
  results.push_back(compare_listed_set("set_B", "B = {(x,y,1) : x, y <= 8, G(x,y) = 1}, the P-positions of (x,y,1)",
                                       window.grundy_one, paper_set_b()));
  results.push_back(compare_listed_set("set_C", "C = {(x,y) : x, y <= 8, Wythoff P-position}", window.wythoff_p,
                                       paper_set_c()));
  return results;
}

}  // namespace gamecert::wythoff
