// One pass over the square with per-line outcome flags instead of Grundy
// values: O(1) per position, O(bound) memory (see outcome_sweep.hpp).
#include "wythoff/outcome_sweep.hpp"

#include "common/progress.hpp"
#include "wythoff/closed_form.hpp"

namespace gamecert::wythoff {

void sweep_outcomes(std::uint32_t bound,
                    const std::function<void(std::uint32_t, const std::vector<std::uint8_t>&)>& row_done,
                    bool show_progress) {
  const std::size_t side = std::size_t{bound} + 1;
  // seen_in_column[x] and seen_in_diagonal[x - y + bound] collect the flags of
  // the positions already swept on that line; seen_in_row those of this row.
  std::vector<std::uint8_t> seen_in_column(side, 0);
  std::vector<std::uint8_t> seen_in_diagonal(2 * side - 1, 0);
  std::vector<std::uint8_t> classes(side, 0);
  Progress progress("wythoff sweep", side, show_progress);
  for (std::uint32_t y = 0; y <= bound; ++y) {
    std::uint8_t seen_in_row = 0;
    for (std::uint32_t x = 0; x <= bound; ++x) {
      std::uint8_t& column = seen_in_column[x];
      std::uint8_t& diagonal = seen_in_diagonal[std::size_t{x} + bound - y];
      const std::uint8_t seen = seen_in_row | column | diagonal;
      const bool terminal = in_terminal_set(x, y);
      std::uint8_t flags = 0;
      if (terminal || !(seen & kNormalP)) flags |= kNormalP;
      if (!(flags & kNormalP) && !(seen & kGrundyOne)) flags |= kGrundyOne;
      if (!terminal && !(seen & kMisereP)) flags |= kMisereP;
      if (!(seen & kWythoffP)) flags |= kWythoffP;
      classes[x] = flags;
      seen_in_row |= flags;
      column |= flags;
      diagonal |= flags;
    }
    row_done(y, classes);
    progress.update(std::uint64_t{y} + 1);
  }
  progress.finish();
}

}  // namespace gamecert::wythoff
