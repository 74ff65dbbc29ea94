// Confirms with the outcome sweep that the corrected closed form is the P-set,
// then writes it through CertificateWriter (see p_position_certificate.hpp).
#include "wythoff/p_position_certificate.hpp"

#include <algorithm>
#include <stdexcept>
#include <vector>

#include "common/certificate_writer.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/outcome_sweep.hpp"

namespace gamecert::wythoff {

Certificate make_p_position_certificate(std::uint32_t bound, bool show_progress) {
  if (bound < 2 || bound > kMaxCertificateBound)
    throw std::invalid_argument("certificate bound must be in 2.." + std::to_string(kMaxCertificateBound));
  const std::vector<Position> listed = corrected_p_positions(bound);
  const auto listed_rows = positions_by_row(listed, bound);
  sweep_outcomes(
      bound,
      [&](std::uint32_t y, const std::vector<std::uint8_t>& classes) {
        std::vector<std::uint32_t> p_row;
        for (std::uint32_t x = 0; x <= bound; ++x)
          if (classes[x] & kNormalP) p_row.push_back(x);
        if (p_row != listed_rows[y])
          throw std::logic_error("closed form disagrees with the game in row " + std::to_string(y));
      },
      show_progress);

  // The positions of the terminal set that the paper's formula does not give.
  const std::vector<Position> formula = paper_formula_p_positions(bound);
  std::string missing;
  for (const Position& p : listed)
    if (!std::binary_search(formula.begin(), formula.end(), p)) {
      if (!missing.empty()) missing += ";";
      missing += std::to_string(p.x) + "," + std::to_string(p.y);
    }

  CertificateWriter writer("wythoff", "p-positions",
                           {{"bound", std::to_string(bound)}, {"terminal", "x+y<=2"}});
  for (const Position& p : listed)
    if (p.x <= p.y) writer.add_line(std::to_string(p.x) + " " + std::to_string(p.y));
  return writer.finish({{"bound", std::to_string(bound)},
                        {"p_positions", "formula+terminal_set"},
                        {"missing_from_formula", missing.empty() ? "none" : missing},
                        {"count", std::to_string(listed.size())}});
}

}  // namespace gamecert::wythoff
