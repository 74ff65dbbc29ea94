// The scan of odd moves for g = 2 (periodicity.hpp).
#include "sylver/infinite/theory/periodicity.hpp"

#include <algorithm>
#include <array>
#include <bit>
#include <map>
#include <unordered_map>
#include <utility>

#include "sylver/finite/solver.hpp"

namespace gamecert::sylver {

namespace {

// A set of numbers below kShapeBits: the gaps of U (n >= 1), or the offsets in D.
struct Mask {
  std::array<std::uint64_t, kShapeBits / 64> words{};
  bool has(std::int64_t n) const {
    return n >= 0 && n < kShapeBits && ((words[static_cast<std::size_t>(n / 64)] >> (n % 64)) & 1);
  }
  Mask with(std::int64_t n) const {
    Mask out = *this;
    out.words[static_cast<std::size_t>(n / 64)] |= std::uint64_t{1} << (n % 64);
    return out;
  }
  void remove(std::int64_t n) { words[static_cast<std::size_t>(n / 64)] &= ~(std::uint64_t{1} << (n % 64)); }
  std::int64_t largest() const {  // -1 when empty
    for (std::size_t i = words.size(); i-- > 0;)
      if (words[i] != 0) return static_cast<std::int64_t>(64 * i) + 63 - std::countl_zero(words[i]);
    return -1;
  }
  auto operator<=>(const Mask&) const = default;
};
const Mask kOnlyZero = Mask{}.with(0);

bool in_u(const Mask& u_gaps, std::int64_t n) { return n >= 0 && !u_gaps.has(n); }
std::int64_t frobenius_of(const Mask& u_gaps) { return u_gaps.largest(); }

// U + N·u for a gap u of U.
Mask with_even(Mask u_gaps, std::int64_t u) {
  const std::int64_t f_u = frobenius_of(u_gaps);
  for (std::int64_t n = u; n <= f_u; ++n)
    if (!in_u(u_gaps, n) && in_u(u_gaps, n - u)) u_gaps.remove(n);
  return u_gaps;
}

// D without the anchors a smaller anchor makes redundant.
Mask minimal_anchors(const Mask& u_gaps, const Mask& d) {
  Mask kept;
  for (std::int64_t e = 0, last = d.largest(); e <= last; ++e) {
    if (!d.has(e)) continue;
    bool redundant = false;
    for (std::int64_t below = 0; below < e && !redundant; ++below)
      redundant = kept.has(below) && in_u(u_gaps, e - below);
    if (!redundant) kept = kept.with(e);
  }
  return kept;
}

struct Shape {
  Mask u_gaps, d;
  std::int64_t f_u;
  int u_index;                             // which U, for its flag
  int reset;                               // the shape (U, {0})
  std::vector<int> same_base;              // even and window moves
  std::vector<std::pair<int, int>> lower;  // (j, shape at base m - 2j), 1 <= j <= f_U
};

class Registry {
 public:
  explicit Registry(const Mask& t_gaps) { add(t_gaps, kOnlyZero); }

  bool close(std::size_t max_shapes) {
    for (std::size_t next = 0; next < shapes_.size(); ++next) {
      if (shapes_.size() > max_shapes) return false;
      expand(static_cast<int>(next));
    }
    return true;
  }
  const std::vector<Shape>& shapes() const { return shapes_; }
  std::size_t u_count() const { return u_index_.size(); }

  // Children before parents along same-base moves (each enlarges the semigroup).
  std::vector<int> children_first() const {
    std::vector<int> order;
    std::vector<char> seen(shapes_.size(), 0);
    std::function<void(int)> visit = [&](int i) {
      seen[static_cast<std::size_t>(i)] = 1;
      for (int c : shapes_[static_cast<std::size_t>(i)].same_base)
        if (!seen[static_cast<std::size_t>(c)]) visit(c);
      order.push_back(i);
    };
    for (int i = 0; i < static_cast<int>(shapes_.size()); ++i)
      if (!seen[static_cast<std::size_t>(i)]) visit(i);
    return order;
  }

 private:
  int add(const Mask& u_gaps, const Mask& d) {
    const auto [it, inserted] = index_.try_emplace({u_gaps, d}, static_cast<int>(shapes_.size()));
    if (inserted) {
      const auto [u, fresh] = u_index_.try_emplace(u_gaps, static_cast<int>(u_index_.size()));
      shapes_.push_back({u_gaps, d, frobenius_of(u_gaps), u->second, -1, {}, {}});
    }
    return it->second;
  }

  void expand(int i) {
    const Mask u_gaps = shapes_[static_cast<std::size_t>(i)].u_gaps,
               d = shapes_[static_cast<std::size_t>(i)].d;
    const std::int64_t f_u = frobenius_of(u_gaps);
    std::vector<int> same;
    std::vector<std::pair<int, int>> lower;
    for (std::int64_t u = 1; u <= f_u; ++u)
      if (!in_u(u_gaps, u)) {
        const Mask bigger = with_even(u_gaps, u);
        same.push_back(add(bigger, minimal_anchors(bigger, d)));
      }
    for (std::int64_t j = 1; j <= f_u; ++j) {
      bool gap = true;
      for (std::int64_t e = 0; e <= j && gap; ++e) gap = !d.has(e) || !in_u(u_gaps, j - e);
      if (gap) same.push_back(add(u_gaps, minimal_anchors(u_gaps, d.with(j))));
    }
    for (std::int64_t j = 1; j <= f_u; ++j) {
      Mask shifted = kOnlyZero;
      for (std::int64_t e = 0; e + j <= f_u; ++e)
        if (d.has(e) && !in_u(u_gaps, e + j)) shifted = shifted.with(e + j);
      lower.emplace_back(static_cast<int>(j), add(u_gaps, shifted));
    }
    const int reset = add(u_gaps, kOnlyZero);
    Shape& shape = shapes_[static_cast<std::size_t>(i)];
    shape.same_base = std::move(same);
    shape.lower = std::move(lower);
    shape.reset = reset;
  }

  std::vector<Shape> shapes_;
  std::map<std::pair<Mask, Mask>, int> index_;
  std::map<Mask, int> u_index_;
};

class Scan {
 public:
  Scan(const GeneralPosition& s, const Registry& registry, const ExactValue& exact)
      : s_(s),
        shapes_(registry.shapes()),
        order_(registry.children_first()),
        exact_(exact),
        f_(s.quotient_frobenius()),
        first_base_(std::max<std::int64_t>(3, f_ % 2 == 0 ? f_ + 1 : f_ + 2)),
        flags_(registry.u_count(), 0),
        flag_checked_(registry.u_count(), 1),
        reset_of_u_(registry.u_count(), 0) {
    for (const Shape& shape : shapes_) reset_of_u_[static_cast<std::size_t>(shape.u_index)] = shape.reset;
  }

  std::int64_t first_base() const { return first_base_; }
  std::int64_t exact_positions() const { return static_cast<std::int64_t>(exact_cache_.size()); }
  const std::vector<std::vector<char>>& rows() const { return rows_; }

  // Computes the values at the next base.
  void step() {
    const std::int64_t m = first_base_ + 2 * static_cast<std::int64_t>(rows_.size());
    update_flags(m);
    std::vector<char> row(shapes_.size(), 0);
    for (int i : order_) {
      const Shape& shape = shapes_[static_cast<std::size_t>(i)];
      bool p = !flags_[static_cast<std::size_t>(shape.u_index)];
      for (std::size_t c = 0; c < shape.lower.size() && p; ++c) {
        const std::int64_t k = m - 2 * shape.lower[c].first;
        if (k >= 3 && value(shape.lower[c].second, k)) p = false;
      }
      for (std::size_t c = 0; c < shape.same_base.size() && p; ++c)
        if (row[static_cast<std::size_t>(shape.same_base[c])]) p = false;
      row[static_cast<std::size_t>(i)] = p;
    }
    rows_.push_back(std::move(row));
  }

  // The snapshot before the base m (m >= m0 + 2f): the flags and the rows
  // of the bases m - 2f..m - 2, packed.
  // One bit per flag and value: the scan keeps every snapshot it has seen.
  std::string snapshot(std::int64_t m) {
    update_flags(m);
    std::string out;
    std::size_t bits = 0;
    const auto add = [&](char value) {
      if (bits % 8 == 0) out.push_back(0);
      out.back() = static_cast<char>(out.back() | (value != 0) << (bits++ % 8));
    };
    for (char flag : flags_) add(flag);
    for (std::int64_t k = m - 2 * f_; k < m; k += 2)
      for (char value : rows_[static_cast<std::size_t>((k - first_base_) / 2)]) add(value);
    return out;
  }

 private:
  bool value(int shape, std::int64_t k) {
    if (k >= first_base_)
      return rows_[static_cast<std::size_t>((k - first_base_) / 2)][static_cast<std::size_t>(shape)];
    std::vector<std::int64_t> named = s_.generators();
    const Shape& sh = shapes_[static_cast<std::size_t>(shape)];
    for (std::int64_t u = 1; u <= f_; ++u)
      if (!s_.quotient().contains(u) && in_u(sh.u_gaps, u)) named.push_back(2 * u);
    for (std::int64_t e = 0, last = sh.d.largest(); e <= last; ++e)
      if (sh.d.has(e)) named.push_back(k + 2 * e);
    const GeneralPosition position = GeneralPosition::of(named);
    const auto [it, fresh] = exact_cache_.try_emplace(position.generators(), false);
    if (fresh) it->second = exact_(position);
    return it->second;
  }

  // R_U(m): some odd 3 <= k <= m - 2f_U - 2 has <2U, k> P (k <= m - 2 when U = N).
  void update_flags(std::int64_t m) {
    for (std::size_t u = 0; u < flags_.size(); ++u) {
      const int reset = reset_of_u_[u];
      const std::int64_t last =
          m - 2 * std::max<std::int64_t>(shapes_[static_cast<std::size_t>(reset)].f_u, 0) - 2;
      for (std::int64_t& k = flag_checked_[u]; k + 2 <= last;) {
        k += 2;
        if (!flags_[u] && value(reset, k)) flags_[u] = 1;
      }
    }
  }

  const GeneralPosition& s_;
  const std::vector<Shape>& shapes_;
  std::vector<int> order_;
  const ExactValue& exact_;
  std::int64_t f_, first_base_;
  std::vector<char> flags_;
  std::vector<std::int64_t> flag_checked_;  // the last k each flag has looked at
  std::vector<int> reset_of_u_;
  std::vector<std::vector<char>> rows_;
  std::map<std::vector<std::int64_t>, bool> exact_cache_;
};

}  // namespace

bool solve_exactly(const GeneralPosition& finite) {
  Solver solver(finite.finite_position());
  return solver.is_p(finite.finite_position());
}

bool OddMovesScan::is_p(std::int64_t x) const {
  if (x >= period_start + period_length) x -= (x - period_start) / period_length * period_length;
  return p[static_cast<std::size_t>((x - first_base) / 2)];
}

std::vector<std::int64_t> OddMovesScan::winning_from(std::int64_t low) const {
  std::vector<std::int64_t> out;
  for (std::int64_t x = first_base; x < period_start + period_length; x += 2)
    if (x >= low && is_p(x)) out.push_back(x);
  return out;
}

std::string ScanStop::text() const {
  switch (reason) {
    case kNotGcd2OrFTooLarge:
      return "the scan needs gcd 2 and F(S/2) < " + std::to_string(kShapeBits);
    case kShapes:
      return "the registry passed " + std::to_string(shapes) + " shapes";
    case kValues:
      return "the values to compute passed the limit at base " + std::to_string(base) + " (" +
             std::to_string(shapes) + " shapes)";
    case kBase:
      break;
  }
  if (base == 0) return "the base bound is below the first base (" + std::to_string(shapes) + " shapes)";
  return "the snapshots do not repeat up to the base " + std::to_string(base) + " (" +
         std::to_string(shapes) + " shapes)";
}

std::optional<OddMovesScan> scan_odd_moves(const GeneralPosition& s, const ExactValue& exact,
                                           PeriodicityLimits limits, ScanStop* stop) {
  ScanStop ignored;
  ScanStop& stopped = stop ? *stop : ignored;
  const std::int64_t f = s.quotient_frobenius();
  if (s.gcd() != 2 || f >= kShapeBits) {
    stopped = {ScanStop::kNotGcd2OrFTooLarge};
    return std::nullopt;
  }
  Mask t_gaps;
  for (std::int64_t n = 1; n <= f; ++n)
    if (!s.quotient().contains(n)) t_gaps = t_gaps.with(n);
  Registry registry(t_gaps);
  if (!registry.close(limits.max_shapes)) {
    stopped = {ScanStop::kShapes, limits.max_shapes};
    return std::nullopt;
  }
  Scan scan(s, registry, exact);
  std::unordered_map<std::string, std::int64_t> seen;  // snapshot -> base
  const std::uint64_t shapes = registry.shapes().size();
  std::int64_t m = scan.first_base();
  for (; m <= limits.max_base; m += 2) {
    if (shapes * (scan.rows().size() + 1) > limits.max_values) {
      stopped = {ScanStop::kValues, shapes, m == scan.first_base() ? 0 : m - 2};
      return std::nullopt;
    }
    if (m >= scan.first_base() + 2 * std::max<std::int64_t>(f, 0)) {
      const auto [it, fresh] = seen.try_emplace(scan.snapshot(m), m);
      if (!fresh) {
        OddMovesScan result{scan.first_base(),      it->second, m - it->second, registry.shapes().size(),
                            scan.exact_positions(), {}};
        for (const std::vector<char>& row : scan.rows()) result.p.push_back(row[0] != 0);
        return result;
      }
    }
    scan.step();
  }
  stopped = {ScanStop::kBase, shapes, m == scan.first_base() ? 0 : m - 2};
  return std::nullopt;
}

}  // namespace gamecert::sylver
