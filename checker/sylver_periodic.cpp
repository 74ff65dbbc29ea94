// The periodicity rule for the odd moves of a position S = 2·T
// (certs/FORMAT.md, rule "periodic"). A position reached from S ∪ {x} whose
// odd minimal generators (anchors) all exceed f = F(T) is 2U ∪ (anchors +
// 2U) for a semigroup U ⊇ T; it is held as its shape (gaps of U, anchor
// offsets (a - m)/2 from the least anchor m) and its base m. The checker
// builds every shape reachable from (T, {0}), computes the value of each at
// the bases m0, m0 + 2, ... (m0 the least odd number above f; positions with
// a smaller odd generator are solved exactly, by the caller), and compares
// the snapshots at `start` and `start + length`: the flags "some <2U, k> with
// odd k <= m - 2f_U - 2 is P", one per U, and every value at the bases
// m - 2f..m - 2. Equal snapshots repeat forever, since each determines the
// next by the same rule.
#include "sylver_periodic.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <string>
#include <utility>

namespace {

const std::size_t kLargestRegistry = 20000;  // shapes: their edges and rows are the rule's memory

// A set of numbers below kShapeBits: the gaps of U (n >= 1), or anchor offsets.
struct Mask {
  std::array<std::uint64_t, kShapeBits / 64> words{};
  bool has(std::int64_t n) const {
    return n >= 0 && n < kShapeBits && ((words[static_cast<std::size_t>(n / 64)] >> (n % 64)) & 1) != 0;
  }
  Mask with(std::int64_t n, bool in = true) const {
    Mask out = *this;
    const std::uint64_t bit = std::uint64_t{1} << (n % 64);
    std::uint64_t& word = out.words[static_cast<std::size_t>(n / 64)];
    word = in ? word | bit : word & ~bit;
    return out;
  }
  std::int64_t largest() const {
    for (std::size_t i = words.size(); i-- > 0;)
      if (words[i] != 0) return static_cast<std::int64_t>(64 * i) + 63 - std::countl_zero(words[i]);
    return -1;
  }
  auto operator<=>(const Mask&) const = default;
};
const Mask kZero = Mask{}.with(0);

bool in_u(const Mask& gaps, std::int64_t n) { return n >= 0 && !gaps.has(n); }

// Keeps an anchor only if no smaller kept anchor a has (anchor - a)/2 in U.
Mask drop_redundant(const Mask& gaps, const Mask& anchors) {
  Mask kept;
  for (std::int64_t e = 0; e <= anchors.largest(); ++e) {
    if (!anchors.has(e)) continue;
    bool covered = false;
    for (std::int64_t a = 0; a < e; ++a) covered = covered || (kept.has(a) && in_u(gaps, e - a));
    if (!covered) kept = kept.with(e);
  }
  return kept;
}

struct PeriodicRule {
  Mask t_gaps;                           // the gaps of T = S/2 (f < kShapeBits)
  std::int64_t f;                        // Frobenius number of T
  std::vector<std::int64_t> generators;  // minimal generators of S
  std::int64_t bound;                    // the rule covers the odd x > bound
  std::int64_t start, length;
};

struct Node {
  Mask gaps, anchors;
  std::vector<int> same;                  // after an even move or an odd move above the base
  std::vector<std::pair<int, int>> down;  // (j, node at the base m - 2j)
  int reset = -1;                         // (U, {0}): every anchor absorbed
};

// The premises the argument needs (FORMAT.md); returns m0, the least odd
// base above f. The period must start above the bound, so that every odd
// move of one period is one the scan sees lose.
std::int64_t require_premises(const PeriodicRule& rule, std::size_t line) {
  const std::int64_t f = rule.f, m0 = f < 2 ? 3 : (f % 2 == 0 ? f + 1 : f + 2);
  const std::int64_t least_start = m0 + 2 * std::max<std::int64_t>(f, 0);
  if (rule.bound + 1 < m0)
    throw Reject{line, "the periodic rule covers the odd moves from " + std::to_string(m0) +
                           " on: the bound must be at least " + std::to_string(m0 - 1)};
  if (rule.start % 2 == 0 || rule.start < least_start)
    throw Reject{line, "the period must start at an odd base >= " + std::to_string(least_start) +
                           " (m0 + 2f, where the snapshot's window has no base below m0)"};
  if (rule.length <= 0 || rule.length % 2 != 0)
    throw Reject{line, "the period's length must be even and positive"};
  if (rule.start <= rule.bound)
    throw Reject{line, "the period must start above the bound " + std::to_string(rule.bound) +
                           ", where the scan sees every odd move lose"};
  return m0;
}

// The values of every shape at the bases m0, m0 + 2, ..., in order.
class Scan {
 public:
  Scan(const PeriodicRule& rule, std::int64_t m0, const ExactP& exact_p, Budget& budget, std::size_t line)
      : rule_(rule), m0_(m0), exact_p_(exact_p), budget_(budget), line_(line) {
    build_registry();
    for (const Node& n : nodes_) flags_.try_emplace(n.reset, 1, false);
  }

  // Rejects a winning odd move above the bound, then unequal snapshots at
  // the period's two ends.
  void run() {
    std::string first;
    const std::int64_t end = rule_.start + rule_.length;
    for (std::int64_t m = m0_; m < end; m += 2) {
      if (m == rule_.start) first = snapshot(m);
      add_row(m);
      if (m > rule_.bound && rows_.at(m)[0] != 0)
        throw Reject{line_, "the odd move " + std::to_string(m) +
                                " wins (the position after it is P), so the periodic rule cannot cover it"};
    }
    if (snapshot(end) != first)
      throw Reject{line_, "the snapshots at the bases " + std::to_string(rule_.start) + " and " +
                              std::to_string(end) + " differ: " + std::to_string(rule_.length) +
                              " is not a period from " + std::to_string(rule_.start)};
  }

 private:
  // The node of a shape, added if new.
  int find(Mask gaps, Mask anchors) {
    const auto [it, fresh] = index_.try_emplace({gaps, anchors}, static_cast<int>(nodes_.size()));
    if (fresh) nodes_.push_back({gaps, anchors, {}, {}, -1});
    return it->second;
  }

  // The edges of node i; find may move the nodes, so they are stored last.
  void expand(std::size_t i) {
    const Mask gaps = nodes_[i].gaps, anchors = nodes_[i].anchors;
    const std::int64_t fu = gaps.largest();
    budget_.charge(4 * (fu + 2) * (fu + 2), line_);
    Node node{gaps, anchors, {}, {}, -1};
    for (std::int64_t u = 1; u <= fu; ++u) {
      if (in_u(gaps, u)) continue;
      Mask bigger = gaps.with(u, false);  // U + N·u, in ascending order
      for (std::int64_t n = u + 1; n <= fu; ++n)
        if (in_u(bigger, n - u)) bigger = bigger.with(n, false);
      node.same.push_back(find(bigger, drop_redundant(bigger, anchors)));
    }
    for (std::int64_t j = 1; j <= fu; ++j) {
      bool nameable = true;
      for (std::int64_t e = 0; e <= j; ++e) nameable = nameable && !(anchors.has(e) && in_u(gaps, j - e));
      if (nameable) node.same.push_back(find(gaps, drop_redundant(gaps, anchors.with(j))));
    }
    for (std::int64_t j = 1; j <= fu; ++j) {
      Mask moved = kZero;
      for (std::int64_t e = 0; e <= anchors.largest(); ++e)
        if (anchors.has(e) && !in_u(gaps, e + j)) moved = moved.with(e + j);
      node.down.emplace_back(static_cast<int>(j), find(gaps, moved));
    }
    node.reset = find(gaps, kZero);
    nodes_[i] = std::move(node);
  }

  // Every shape reachable from (T, {0}), then an order with the children
  // along `same` first, so a row is computed in one pass.
  void build_registry() {
    find(rule_.t_gaps, kZero);
    for (std::size_t i = 0; i < nodes_.size(); ++i) {
      if (nodes_.size() > kLargestRegistry)
        throw Reject{line_, "the periodic rule's registry exceeds " + std::to_string(kLargestRegistry) + " shapes"};
      expand(i);
    }
    std::vector<char> visited(nodes_.size(), 0);
    for (std::size_t i = 0; i < nodes_.size(); ++i)
      if (visited[i] == 0) visit(static_cast<int>(i), visited);
  }
  void visit(int i, std::vector<char>& visited) {
    visited[static_cast<std::size_t>(i)] = 1;
    for (int c : nodes_[static_cast<std::size_t>(i)].same)
      if (visited[static_cast<std::size_t>(c)] == 0) visit(c, visited);
    order_.push_back(i);
  }

  // The value of `node` at base k: read from the rows from m0 on, by exact
  // search below (positions with an odd generator below m0).
  bool value(int node, std::int64_t k) {
    if (k >= m0_) return rows_.at(k)[static_cast<std::size_t>(node)] != 0;
    const Node& n = nodes_[static_cast<std::size_t>(node)];
    std::vector<std::int64_t> named = rule_.generators;
    for (std::int64_t u = 1; u <= rule_.f; ++u)
      if (rule_.t_gaps.has(u) && in_u(n.gaps, u)) named.push_back(2 * u);
    for (std::int64_t e = 0; e <= n.anchors.largest(); ++e)
      if (n.anchors.has(e)) named.push_back(k + 2 * e);
    const auto [it, fresh] = exact_.try_emplace(named, false);
    if (fresh) it->second = exact_p_(named);
    return it->second;
  }

  // One flag per U, kept on its reset node: some odd 3 <= k <= m - 2·max(f_U, 0) - 2 has <2U, k> P.
  void advance_flags(std::int64_t m) {
    for (auto& [reset, flag] : flags_) {
      const std::int64_t last = m - 2 * std::max<std::int64_t>(nodes_[reset].gaps.largest(), 0) - 2;
      for (; flag.first + 2 <= last; flag.first += 2) flag.second = flag.second || value(reset, flag.first + 2);
    }
  }

  std::string snapshot(std::int64_t m) {
    advance_flags(m);
    std::string out;
    for (const auto& [reset, flag] : flags_) out += flag.second ? '1' : '0';
    for (std::int64_t k = m - 2 * rule_.f; k < m; k += 2) out.append(rows_.at(k).begin(), rows_.at(k).end());
    return out;
  }

  // The row at base m; only the last 2f + 4 rows are ever read again, so
  // memory stays at that many.
  void add_row(std::int64_t m) {
    advance_flags(m);
    std::vector<char> row(nodes_.size(), 0);
    for (int i : order_) {
      const Node& n = nodes_[static_cast<std::size_t>(i)];
      budget_.charge(static_cast<std::int64_t>(n.same.size() + n.down.size()) + 1, line_);
      bool p = !flags_[n.reset].second;
      for (const auto& [j, child] : n.down)
        if (p && m - 2 * j >= 3 && value(child, m - 2 * j)) p = false;
      for (int child : n.same)
        if (p && row[static_cast<std::size_t>(child)] != 0) p = false;
      row[static_cast<std::size_t>(i)] = p;
    }
    rows_[m] = std::move(row);
    if (static_cast<std::int64_t>(rows_.size()) > 2 * std::max<std::int64_t>(rule_.f, 0) + 4)
      rows_.erase(rows_.begin());
  }

  const PeriodicRule& rule_;
  const std::int64_t m0_;
  const ExactP& exact_p_;
  Budget& budget_;
  const std::size_t line_;
  std::vector<Node> nodes_;  // the shapes
  std::map<std::pair<Mask, Mask>, int> index_;
  std::vector<int> order_;
  std::map<std::int64_t, std::vector<char>> rows_;  // by base: the last 2f + 4
  std::map<int, std::pair<std::int64_t, bool>> flags_;  // reset node -> (last k looked at, flag)
  std::map<std::vector<std::int64_t>, bool> exact_;
};

}  // namespace

void check_periodic_rule(const Position& s, std::int64_t bound, std::int64_t start, std::int64_t length,
                         Budget& budget, std::size_t line, const ExactP& exact_p) {
  PeriodicRule rule{{}, s.f, s.minimal_generators(&budget, line), bound, start, length};
  for (std::int64_t n = 1; n <= s.f; ++n)
    if (!s.in_t(n)) rule.t_gaps = rule.t_gaps.with(n);
  Scan(rule, require_premises(rule, line), exact_p, budget, line).run();
}
