// Depth-first enumeration of reachable positions over packed Kunz keys
// (see reachable.hpp).
#include "sylver/finite/reachable.hpp"

#include <algorithm>
#include <bit>
#include <stdexcept>
#include <vector>

#include "common/progress.hpp"
#include "sylver/finite/memo.hpp"

namespace gamecert::sylver {

namespace {
template <int Words>
std::uint64_t count_with(const std::vector<Coordinate>& root, const KunzMoves& moves, const KeyPacker& packer,
                         std::uint64_t max_states, bool progress) {
  Progress bar("positions found (limit " + std::to_string(max_states) + ")", 0, progress);
  const int m = moves.modulus();
  PositionTable<Words> seen;
  std::vector<std::vector<Coordinate>> stack{root};
  seen.insert(packer.pack<Words>(root.data()), false);
  std::vector<Coordinate> child(root.size());
  while (!stack.empty()) {
    const std::vector<Coordinate> here = std::move(stack.back());
    stack.pop_back();
    const int t = KunzMoves::frobenius(here.data(), m);
    for (int x = 2; x <= t; ++x) {
      if (x / m >= here[static_cast<std::size_t>(x % m)]) continue;
      child = here;
      moves.name(child.data(), x);
      const auto key = packer.pack<Words>(child.data());
      if (seen.find(key) >= 0) continue;
      if (max_states != 0 && seen.size() >= max_states)
        throw SearchLimitExceeded("more than " + std::to_string(max_states) +
                                  " positions are reachable (raise --max-states)");
      seen.insert(key, false);
      if ((seen.size() & 0xFFFF) == 0) bar.update(seen.size());
      stack.push_back(child);
    }
  }
  bar.finish();
  return seen.size();
}
}  // namespace

ReachableCount count_reachable(const AperySet& root, std::uint64_t max_states, bool progress) {
  const std::vector<Coordinate> c = kunz_coordinates(root);
  const int m = static_cast<int>(root.modulus());
  const int largest = *std::max_element(c.begin(), c.end());
  const int bits = std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(largest))));
  const KeyPacker packer(m, bits);
  const KunzMoves moves(m);
  std::uint64_t n = 0;
  switch (packer.words_needed()) {
    case 1:
      n = count_with<1>(c, moves, packer, max_states, progress);
      break;
    case 2:
      n = count_with<2>(c, moves, packer, max_states, progress);
      break;
    case 3:
      n = count_with<3>(c, moves, packer, max_states, progress);
      break;
    case 4:
      n = count_with<4>(c, moves, packer, max_states, progress);
      break;
    default:
      throw std::out_of_range(unsupported_position(m, root.frobenius()));
  }
  // Any position with a gap can name 1, so the after-1 position is reachable
  // exactly when the root has a gap at all.
  const bool root_has_gap = KunzMoves::frobenius(c.data(), m) >= 1;
  return {n, n + (root_has_gap ? 1 : 0)};
}

}  // namespace gamecert::sylver
