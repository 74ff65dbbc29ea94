// gamecert wythoff grundy X Y | wythoff check --bound N
// gamecert certify wythoff --bound N -o FILE
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>

#include "commands.hpp"
#include "wythoff/claims.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/grundy_table.hpp"
#include "wythoff/p_position_certificate.hpp"

namespace gamecert::cli {

namespace {

std::uint32_t parse_coordinate(const std::string& text, const std::string& what, std::uint32_t high) {
  if (text.empty() || text.size() > 10 ||
      !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
    throw UsageError(what + " must be a non-negative integer, got '" + text + "'");
  const std::uint64_t value = std::stoull(text);
  if (value > high) throw UsageError(what + " must be at most " + std::to_string(high) + ", got " + text);
  return static_cast<std::uint32_t>(value);
}

struct WythoffOptions {
  std::string x, y, bound = "2000", output;
  bool progress = false;
};

void run_grundy(const WythoffOptions& o) {
  const std::uint32_t x = parse_coordinate(o.x, "X", wythoff::kMaxGrundySide - 1);
  const std::uint32_t y = parse_coordinate(o.y, "Y", wythoff::kMaxGrundySide - 1);
  const std::uint64_t area = (std::uint64_t{x} + 1) * (std::uint64_t{y} + 1);
  if (area > wythoff::kMaxGrundyArea)
    throw UsageError("(X+1)(Y+1) must be at most " + std::to_string(wythoff::kMaxGrundyArea) +
                     " (the Grundy value needs the whole rectangle below the position)");
  const wythoff::GrundyTable variant(wythoff::Rules::variant, x + 1, y + 1);
  const wythoff::GrundyTable misere(wythoff::Rules::variant_misere, x + 1, y + 1);
  const wythoff::GrundyTable plain(wythoff::Rules::wythoff, x + 1, y + 1);
  print_json(Json{{"x", x},
                  {"y", y},
                  {"grundy", variant.at(x, y)},
                  {"p_position", variant.at(x, y) == 0},
                  {"misere_p_position", misere.at(x, y) == 0},
                  {"wythoff_p_position", wythoff::is_wythoff_p_position(x, y)},
                  {"misere_grundy", misere.at(x, y)},
                  {"wythoff_grundy", plain.at(x, y)},
                  {"terminal", wythoff::in_terminal_set(x, y)}});
}

void run_check(const WythoffOptions& o) {
  const std::uint32_t bound = parse_coordinate(o.bound, "--bound", wythoff::kMaxClaimBound);
  if (bound < wythoff::kSmallWindow) throw UsageError("--bound must be at least 8 (the window of A, B, C)");
  Json claims = Json::array();
  for (const wythoff::ClaimResult& r : wythoff::check_claims(bound, o.progress)) {
    Json counterexamples = Json::array();
    for (const auto& [a, b] : r.counterexamples) counterexamples.push_back(Json::array({a, b}));
    claims.push_back(Json{{"name", r.name},
                          {"holds", r.holds},
                          {"counterexamples", counterexamples},
                          {"count", r.count},
                          {"statement", r.statement}});
  }
  print_json(Json{{"bound", bound}, {"claims", claims}});
}

void run_certify(const WythoffOptions& o) {
  const std::uint32_t bound = parse_coordinate(o.bound, "--bound", wythoff::kMaxCertificateBound);
  if (bound < 2) throw UsageError("--bound must be at least 2");
  if (o.output.empty()) throw UsageError("-o FILE is required");
  write_and_report(wythoff::make_p_position_certificate(bound, o.progress), o.output);
}

}  // namespace

void add_wythoff_commands(CLI::App& app, CLI::App& certify) {
  auto options = std::make_shared<WythoffOptions>();
  CLI::App* game =
      app.add_subcommand("wythoff", "the Wythoff variant with terminal set x+y<=2 (SPEC section 3)");
  game->require_subcommand(1);

  CLI::App* grundy = game->add_subcommand("grundy", "Grundy value and outcomes of one position");
  grundy->add_option("X", options->x, "first coordinate")->required();
  grundy->add_option("Y", options->y, "second coordinate")->required();
  grundy->callback([options] { run_grundy(*options); });

  CLI::App* check = game->add_subcommand("check", "check every claim of the paper for x, y <= N");
  check->add_option("--bound", options->bound, "N (8.." + std::to_string(wythoff::kMaxClaimBound) + ")");
  check->add_flag("--progress", options->progress, "show progress on stderr");
  check->callback([options] { run_check(*options); });

  CLI::App* cert = certify.add_subcommand("wythoff", "certify the P-positions with x, y <= N");
  cert->add_option("--bound", options->bound, "N (2.." + std::to_string(wythoff::kMaxCertificateBound) + ")")
      ->required();
  cert->add_option("-o", options->output, "output file")->required();
  cert->add_flag("--progress", options->progress, "show progress on stderr");
  cert->callback([options] { run_certify(*options); });
}

}  // namespace gamecert::cli
