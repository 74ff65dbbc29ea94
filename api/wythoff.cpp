// The public Wythoff interface over lib/wythoff.
#include <stdexcept>
#include <string>

#include "gamecert/wythoff.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/grundy_table.hpp"
#include "wythoff/p_position_certificate.hpp"

namespace gamecert::wythoff {

std::vector<Position> variant_p_positions(std::uint64_t bound) { return corrected_p_positions(bound); }

std::vector<Position> variant_p_positions_by_search(std::uint64_t bound) {
  if (bound >= kMaxGrundySide)  // the table's own check, before the side is narrowed
    throw std::invalid_argument("bound " + std::to_string(bound) + " is above " + std::to_string(kMaxGrundySide - 1));
  const auto side = static_cast<std::uint32_t>(bound + 1);
  const GrundyTable table(Rules::variant, side, side);
  std::vector<Position> out;
  for (std::uint32_t x = 0; x < side; ++x)
    for (std::uint32_t y = 0; y < side; ++y)
      if (table.at(x, y) == 0) out.push_back({x, y});
  return out;
}

Certificate certify_p_positions(std::uint32_t bound) {
  return make_p_position_certificate(bound);
}

}  // namespace gamecert::wythoff
