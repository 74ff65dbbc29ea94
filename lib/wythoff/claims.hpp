// Every claim of Komaki, Miyadera, Murakami (arXiv:2510.11767; docs/wythoff.md),
// checked for all positions x, y <= bound (and sequence claims for n <= bound).
//
// Conventions (docs/wythoff.md, "Conventions", explains them):
//  - normal play: the terminal set T = {x + y <= 2} has no moves, so its six
//    positions have Grundy value 0;
//  - misere play: whoever enters T loses, so T is misere N and a position
//    outside T is misere P iff none of its options outside T is misere P;
//  - a 3-tuple (x, y, 1) is the sum of the variant at (x, y) and a one-stone
//    Nim heap, whose Grundy value is G(x, y) xor 1; A lists the (x, y, 1) with
//    G(x, y) = 0, B those with G(x, y) = 1 (the P-positions of the sum), and
//    C the Wythoff P-positions, each inside the window x, y <= 8;
//  - the paper's formula at n = 0, 1 gives (0,1), (0,2) (and mirrors), never (1,1).
#pragma once
#include <cstdint>
#include <string>
#include <utility>
#include <vector>

namespace gamecert::wythoff {

struct ClaimResult {
  std::string name;
  std::string statement;
  bool holds = true;
  std::uint64_t count = 0;  // number of counterexamples within the bound
  // The smallest counterexamples, ordered by x + y then x (at most kListedCounterexamples);
  // for sequence claims the pair is [n, value by the first definition].
  std::vector<std::pair<std::uint64_t, std::uint64_t>> counterexamples;
};

inline constexpr std::size_t kListedCounterexamples = 100;
inline constexpr std::uint32_t kSmallWindow = 8;  // the window of the paper's sets A, B, C
inline constexpr std::uint32_t kMaxClaimBound = 200'000;

std::vector<ClaimResult> check_claims(std::uint32_t bound, bool show_progress = false);

// The paper's small sets as (x, y) pairs (the third coordinate, 1, dropped).
const std::vector<std::pair<std::uint64_t, std::uint64_t>>& paper_set_a();
const std::vector<std::pair<std::uint64_t, std::uint64_t>>& paper_set_b();
const std::vector<std::pair<std::uint64_t, std::uint64_t>>& paper_set_c();

}  // namespace gamecert::wythoff
