// The words `gamecert cite` gives the Wythoff variant's claims (lib/common/citation.hpp).
#include <stdexcept>
#include <string>

#include "common/citation.hpp"

namespace gamecert {

ClaimInWords describe_wythoff_claim(const CertificateHeader& h) {
  const std::string bound = claim_field(h, "bound");
  const std::string count = claim_field(h, "count");
  const std::string missing = claim_field(h, "missing_from_formula");
  std::string missing_latex;
  for (std::string_view position : split_text(missing, ';'))
    missing_latex += (missing_latex.empty() ? "" : ", ") + std::string("$(") + std::string(position) + ")$";
  if (missing == "none") missing_latex = "none";
  return {"Wythoff's game: the " + count + " P-positions with x and y at most " + bound +
              " are the closed form and the terminal set (terminal positions missing from the formula: " +
              missing + ")",
          "In Wythoff's game, the " + count + " P-positions $(x, y)$ with $x, y \\le " + bound +
              "$ are exactly those of the closed form together with the terminal set, which adds " +
              missing_latex + " to the formula."};
}

}  // namespace gamecert
