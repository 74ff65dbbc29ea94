// Outcomes of every position of the square x, y <= bound in one linear sweep.
//
// Whether a position is a P-position, has Grundy value 1, or is a misere
// P-position depends only on which of its options are P-positions and which
// have value 1 -- not on the larger values. So instead of full Grundy values
// the sweep keeps, per column, per diagonal and for the current row, one flag
// "a P-position was seen here" (and likewise for value 1, misere P and
// Wythoff P). That is O(1) work per position and O(bound) memory, which is
// what lets `wythoff check` and the certificates reach bounds where a full
// Grundy table would not fit (tests compare it with GrundyTable).
//
// Per position (normal play, terminal set T = {x + y <= 2} without moves):
//   P        : in T, or no option is P;
//   value 1  : not P and no option has value 1 (being outside P, it has a P option);
//   misere P : not in T and no option outside T is misere P (T is misere N:
//              the player who entered it lost, so the player to move there won);
//   Wythoff P: plain Wythoff's game, no option is Wythoff P.
#pragma once
#include <cstdint>
#include <functional>
#include <vector>

namespace gamecert::wythoff {

enum OutcomeBit : std::uint8_t {
  kNormalP = 1,
  kGrundyOne = 2,
  kMisereP = 4,
  kWythoffP = 8,
};

// Calls row_done(y, classes) for y = 0..bound, classes[x] holding OutcomeBit flags.
void sweep_outcomes(std::uint32_t bound,
                    const std::function<void(std::uint32_t, const std::vector<std::uint8_t>&)>& row_done,
                    bool show_progress = false);

}  // namespace gamecert::wythoff
