// The words `gamecert cite` gives the subtraction games' claims (lib/common/citation.hpp).
#include <stdexcept>
#include <string>

#include "common/citation.hpp"

namespace gamecert {

namespace {

// "1..8" as "1, \dots, 8".
std::string range_latex(const std::string& range) {
  const std::size_t dots = range.find("..");
  if (dots == std::string::npos) return latex_escape(range);
  return latex_escape(range.substr(0, dots)) + ", \\dots, " + latex_escape(range.substr(dots + 2));
}

}  // namespace

ClaimInWords describe_subtraction_claim(const CertificateHeader& h) {
  const std::string sets = claim_field(h, "sets");
  const std::string count = claim_field(h, "count");
  const std::string preperiod = claim_field(h, "max-preperiod");
  const std::string outcome_period = claim_field(h, "max-outcome-period");
  const std::string grundy_period = claim_field(h, "max-grundy-period");
  const std::string prefix = "subsets-of-";
  const bool family = sets.rfind(prefix, 0) == 0;
  const std::string scope =
      family ? "all " + count + " non-empty subtraction sets S within {" + sets.substr(prefix.size()) + "}"
             : "the subtraction set S = {" + spoken_list(sets) + "}";
  const std::string scope_latex = family ? "all " + count + " non-empty subtraction sets $S \\subseteq \\{" +
                                               range_latex(sets.substr(prefix.size())) + "\\}$"
                                         : "the subtraction set $S = \\{" + sets + "\\}$";
  const std::string bounds = "preperiod at most " + preperiod + ", outcome period at most " + outcome_period +
                             " and Grundy period at most " + grundy_period;
  return {"Subtraction games: exact periodicity of " + scope + " (" + bounds + ")",
          "For " + scope_latex + ", in normal and mis\\`ere play, the outcome and Grundy sequences are " +
              "eventually periodic with " + bounds + ", for every pile size $n$."};
}

}  // namespace gamecert
