// Chooses the key width (1-4 words of packed coordinates) for a root and
// forwards to the matching Search (see solver.hpp, search.hpp).
#include "sylver/solver.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <variant>

#include "common/progress.hpp"

namespace gamecert::sylver {

namespace {
std::variant<Search<1>, Search<2>, Search<3>, Search<4>> make_search(int words, int m, int bits,
                                                                     const SolverOptions& o) {
  const MemoLimits limits{
      .max_states = o.max_states, .max_bytes = o.max_memo_bytes, .max_seconds = o.max_seconds};
  switch (words) {
    case 1:
      return Search<1>(m, bits, o.ender_cutoff, limits, o.order, o.progress);
    case 2:
      return Search<2>(m, bits, o.ender_cutoff, limits, o.order, o.progress);
    case 3:
      return Search<3>(m, bits, o.ender_cutoff, limits, o.order, o.progress);
    case 4:
      return Search<4>(m, bits, o.ender_cutoff, limits, o.order, o.progress);
  }
  throw std::logic_error("root_bits lets only keys of 1 to 4 words through");
}
}  // namespace

namespace {
int coordinate_bits(const std::vector<Coordinate>& c) {
  const int largest = *std::max_element(c.begin(), c.end());
  return std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(largest))));
}
int root_bits(const AperySet& root, const SolverOptions& options) {
  if (!root.finite()) throw std::invalid_argument("the solver needs a finite position (gcd 1)");
  if (root.modulus() > 256) throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  const int bits = coordinate_bits(kunz_coordinates(root));
  if (options.coordinate_bits > 8) throw std::out_of_range("Kunz coordinates are at most 8 bits");
  const int chosen = std::max(bits, options.coordinate_bits);
  if (KeyPacker(static_cast<int>(root.modulus()), chosen).words_needed() > 4)
    throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  return chosen;
}
}  // namespace

Solver::Solver(const AperySet& root, SolverOptions options)
    : modulus_(root.modulus()),
      bits_(root_bits(root, options)),
      search_(make_search(KeyPacker(static_cast<int>(modulus_), bits_).words_needed(),
                          static_cast<int>(modulus_), bits_, options)) {}

std::vector<Coordinate> Solver::coordinates(const AperySet& position) const {
  if (position.modulus() != modulus_)
    throw std::invalid_argument("position is relative to a different modulus");
  std::vector<Coordinate> c = kunz_coordinates(position);
  for (Coordinate k : c)
    if (k >> bits_) throw std::invalid_argument("position has a Kunz coordinate too large for this solver");
  return c;
}

bool Solver::is_p(const AperySet& position) { return is_p(coordinates(position)); }

bool Solver::is_p(const std::vector<Coordinate>& c) {
  return visit([&](auto& s) { return s.is_p(c.data()); });
}

namespace {
// The child's value from the journal when it has it, else searched and recorded.
template <class SearchType>
bool root_child_is_p(SearchType& s, const Coordinate* child, std::int64_t x, RootJournal* journal) {
  if (journal != nullptr)
    if (const std::optional<bool> known = journal->settled(x)) return *known;
  const bool p = s.is_p(child);
  if (journal != nullptr) journal->record(x, p);
  return p;
}
}  // namespace

std::vector<std::int64_t> Solver::winning_moves(const AperySet& position, bool progress,
                                                RootJournal* journal) {
  const std::vector<Coordinate> c = coordinates(position);
  std::vector<std::int64_t> winning;
  return visit([&](auto& s) {
    const int m = s.modulus();
    const int t = KunzMoves::frobenius(c.data(), m);
    std::vector<Coordinate> child(c.size());
    Progress bar("root moves", static_cast<std::uint64_t>(t), progress);
    for (int x = 2; x <= t; ++x) {
      bar.update(static_cast<std::uint64_t>(x));
      if (x / m >= c[static_cast<std::size_t>(x % m)]) continue;
      child = c;
      s.moves().name(child.data(), x);
      if (root_child_is_p(s, child.data(), x, journal)) winning.push_back(x);
    }
    bar.finish();
    return winning;
  });
}

std::vector<std::int64_t> Solver::first_winning_move(const AperySet& position, bool progress,
                                                     RootJournal* journal) {
  const std::vector<Coordinate> c = coordinates(position);
  return visit([&](auto& s) -> std::vector<std::int64_t> {
    const int m = s.modulus();
    const int t = KunzMoves::frobenius(c.data(), m);
    std::vector<std::pair<int, int>> ranked;  // (genus after the move, -x): the search's order
    std::vector<Coordinate> child(c.size());
    for (int x = 2; x <= t; ++x) {
      if (x / m >= c[static_cast<std::size_t>(x % m)]) continue;
      child = c;
      s.moves().name(child.data(), x);
      ranked.push_back({KunzMoves::genus(child.data(), m), -x});
    }
    std::sort(ranked.begin(), ranked.end());
    Progress bar("root moves tried", ranked.size(), progress);
    for (std::size_t k = 0; k < ranked.size(); ++k) {
      bar.update(k);
      child = c;
      s.moves().name(child.data(), -ranked[k].second);
      if (root_child_is_p(s, child.data(), -ranked[k].second, journal)) {
        bar.finish();
        return {-ranked[k].second};
      }
    }
    bar.finish();
    return {};
  });
}

SearchStatistics Solver::statistics() const {
  return std::visit([](const auto& s) { return s.statistics(); }, search_);
}

std::vector<std::int64_t> winning_moves_of(std::span<const std::int64_t> named) {
  const AperySet position = AperySet::generated_by(named);
  Solver solver(position);
  return solver.winning_moves(position);
}

}  // namespace gamecert::sylver
