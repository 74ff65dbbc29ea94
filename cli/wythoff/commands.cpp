// gamecert wythoff grundy X Y | wythoff check --bound N | wythoff g-ones --count N
// gamecert certify wythoff --bound N -o FILE
#include <algorithm>
#include <cstdint>
#include <memory>
#include <string>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "wythoff/claims.hpp"
#include "wythoff/closed_form.hpp"
#include "wythoff/grundy_table.hpp"
#include "wythoff/p_position_certificate.hpp"
#include "wythoff/sequences.hpp"

namespace gamecert::cli {

namespace {

struct GrundyOptions {
  std::uint32_t x = 0, y = 0;
};

struct CheckOptions {
  std::uint32_t bound = 2000;
  ProgressSwitch progress;
};

struct GOnesOptions {
  std::uint64_t count = 10'000'000;
};

struct WythoffCertifyOptions {
  std::uint32_t bound = 0;
  std::string output;
  ProgressSwitch progress;
};

constexpr IntegerRange kGrundyCoordinates{0, wythoff::kMaxGrundySide - 1};
constexpr IntegerRange kCheckBounds{wythoff::kSmallWindow, wythoff::kMaxClaimBound};
constexpr IntegerRange kCertificateBounds{2, wythoff::kMaxCertificateBound};
constexpr IntegerRange kGOnesCounts{1, 100'000'000};

void run_grundy(const GrundyOptions& o) {
  const std::uint32_t x = o.x, y = o.y;
  const std::uint64_t area = (std::uint64_t{x} + 1) * (std::uint64_t{y} + 1);
  if (area > wythoff::kMaxGrundyArea)
    throw UsageError("(X+1)(Y+1) must be at most " + std::to_string(wythoff::kMaxGrundyArea) +
                     " (the Grundy value needs the whole rectangle below the position), got " +
                     std::to_string(area));
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

void run_check(const CheckOptions& o) {
  Json claims = Json::array();
  for (const wythoff::ClaimResult& r : wythoff::check_claims(o.bound, o.progress.enabled())) {
    Json counterexamples = Json::array();
    for (const auto& [a, b] : r.counterexamples) counterexamples.push_back(Json::array({a, b}));
    claims.push_back(Json{{"name", r.name},
                          {"holds", r.holds},
                          {"counterexamples", counterexamples},
                          {"count", r.count},
                          {"statement", r.statement}});
  }
  print_json(Json{{"bound", o.bound}, {"claims", claims}});
}

void run_g_ones(const GOnesOptions& o) {
  const wythoff::GOnes ones = wythoff::count_g_ones(static_cast<std::size_t>(o.count));
  if (ones.by_beatty != ones.by_hofstadter || !ones.sequences_agree)
    throw std::logic_error("the two definitions of g differ below " + std::to_string(o.count));
  print_json(Json{{"count", o.count}, {"ones", ones.by_beatty}, {"roads_agree", true}});
}

void run_certify(const WythoffCertifyOptions& o) {
  write_and_report(wythoff::make_p_position_certificate(o.bound, o.progress.enabled()), o.output);
}

}  // namespace

void add_wythoff_commands(CLI::App& app, CLI::App& certify) {
  CLI::App* game =
      app.add_subcommand("wythoff", "the Wythoff variant with terminal set x+y<=2 (docs/wythoff.md)");
  game->require_subcommand(1);
  set_example(*game, "gamecert wythoff grundy 3 5");

  auto grundy_options = std::make_shared<GrundyOptions>();
  CLI::App* grundy = game->add_subcommand("grundy", "Grundy value and outcomes of one position");
  add_integer_option(*grundy, "X", grundy_options->x, kGrundyCoordinates, "first coordinate")->required();
  add_integer_option(*grundy, "Y", grundy_options->y, kGrundyCoordinates, "second coordinate")->required();
  set_example(*grundy, "gamecert wythoff grundy 3 5");
  grundy->callback([grundy_options] { run_grundy(*grundy_options); });

  auto check_options = std::make_shared<CheckOptions>();
  CLI::App* check = game->add_subcommand("check", "check every claim of the paper for x, y <= N");
  add_integer_option(*check, "--bound", check_options->bound, kCheckBounds, "N, default 2000");
  add_progress_switch(*check, check_options->progress);
  set_example(*check, "gamecert wythoff check --bound 2000");
  check->callback([check_options] { run_check(*check_options); });

  auto g_ones_options = std::make_shared<GOnesOptions>();
  CLI::App* g_ones = game->add_subcommand(
      "g-ones", "how many of g(0..N-1) are 1, by the Beatty and the Hofstadter definition of g");
  add_integer_option(*g_ones, "--count", g_ones_options->count, kGOnesCounts, "N, default 10000000");
  set_example(*g_ones, "gamecert wythoff g-ones --count 10000000");
  g_ones->callback([g_ones_options] { run_g_ones(*g_ones_options); });

  auto certify_options = std::make_shared<WythoffCertifyOptions>();
  CLI::App* cert = certify.add_subcommand("wythoff", "certify the P-positions with x, y <= N");
  add_integer_option(*cert, "--bound", certify_options->bound, kCertificateBounds, "N")->required();
  add_output_option(*cert, certify_options->output);
  add_progress_switch(*cert, certify_options->progress);
  set_example(*cert, "gamecert certify wythoff --bound 10000 -o p-positions-10000.txt");
  cert->callback([certify_options] { run_certify(*certify_options); });
  add_wythoff_picture_commands(*game);
}

}  // namespace gamecert::cli
