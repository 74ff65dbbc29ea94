// The three rules: exhaustive verification per variant, the trap-setting
// probabilities, and gamecert-check (with --rules) on the rule certificates.
#include <cstdlib>
#include <string>

#include "sim/rules/rule_verification.hpp"
#include "sim/traps.hpp"
#include "timing.hpp"

using namespace gamecert::sim;
using namespace gamecert::bench;

int main() {
  const FastSolver solver{Board{6}};
  std::size_t sink = 0;
  for (const auto& [rules, whole] : {std::pair{"123", false}, std::pair{"12", false}, std::pair{"13", false},
                                     std::pair{"1", false}, std::pair{"123", true}}) {
    const RuleVariant variant = RuleVariant::parse(rules, whole);
    const std::string label = "verify rules " + variant.name();
    report(label.c_str(), median_seconds(5, [&] { sink += verify_rules(solver, variant).classes; }), 5);
  }
  report("trap-setting, all five policies (GMP rationals)",
         median_seconds(5,
                        [&] {
                          for (RedPolicy p : all_red_policies())
                            sink += red_win_probability(solver, p).get_den().get_ui();
                        }),
         5);
  for (const char* cert : {"sim/k6-rules-123-strategy.txt", "sim/k6-rules-12-failure.txt",
                           "sim/k6-rules-123-whole-board-failure.txt"}) {
    const std::string file = std::string(GAMECERT_SOURCE_DIR) + "/certs/" + cert;
    const std::string label = std::string("gamecert-check --rules ") + cert;
    report(label.c_str(),
           median_seconds(5, [&] { sink += static_cast<std::size_t>(run_checker({"--rules", file})); }), 5);
  }
  return sink == 0 ? 1 : 0;
}
