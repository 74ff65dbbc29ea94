// gamecert sim rules | sim traps | sim trap-move | certify sim rules-strategy | certify sim rules-failure
#include <memory>

#include "cli/arguments.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"
#include "cli/sim/subcommands.hpp"
#include "sim/rules/rule_certificates.hpp"
#include "sim/rules/rule_verification.hpp"
#include "sim/traps.hpp"

namespace gamecert::cli {

using namespace gamecert::sim;

namespace {

struct RulesOptions {
  std::string rules = "123";
  bool whole_board = false;
  std::string output;
};

RuleVariant parse_variant(const RulesOptions& o) { return RuleVariant::parse(o.rules, o.whole_board); }

Json position_json(const Board& board, Position p) {
  return Json{{"red", edge_array(board, p.red)}, {"blue", edge_array(board, p.blue)}};
}

void print_rules(const RulesOptions& o) {
  const Board board{6};
  const FastSolver solver(board);
  const VariantReport report = verify_rules(solver, parse_variant(o));
  Json several = Json::array();
  for (Position p : report.several_mini_boards) {
    Json entry = position_json(board, p);
    Json boards = Json::array();
    for (VertexSet m : mini_boards(board, p)) boards.push_back(format_vertices(m));
    entry["mini_boards"] = boards;
    several.push_back(entry);
  }
  Json failure = nullptr;
  if (report.first_failure) {
    failure = position_json(board, report.first_failure->position);
    failure["allowed"] = edge_array(board, report.first_failure->allowed);
    Json losing = Json::array();
    for (const LosingEdge& l : report.first_failure->losing)
      losing.push_back(Json{{"edge", board.edge_name(l.edge)}, {"red_wins_in", l.red_win_plies}});
    failure["losing"] = losing;
  }
  print_json(Json{{"rules", report.variant.name()},
                  {"classes", report.classes},
                  {"classes_allowing_loss", report.classes_allowing_loss},
                  {"classes_without_safe_edge", report.classes_without_safe_move},
                  {"blue_always_wins", report.blue_always_wins},
                  {"longest", report.longest},
                  {"decided_by_rule", Json{{"1", report.decided_by[1]},
                                           {"2", report.decided_by[2]},
                                           {"3", report.decided_by[3]},
                                           {"several_left", report.decided_by[0]}}},
                  {"several_mini_boards", several},
                  {"first_failure", failure}});
}

std::string percent(const mpq_class& p) { return rounded_decimal(p * 100, 2); }

struct TrapMoveOptions {
  std::string red, blue;
};

void print_trap_move(const TrapMoveOptions& o) {
  const Board board{6};
  const Position p = parse_sim_position(board, o.red, o.blue, FinishedGames::reject);
  const FastSolver solver(board);
  TrapGame optimal(solver, RedPolicy::optimal);
  print_json(trap_move_json(solver, optimal, p));
}

void print_traps() {
  const Board board{6};
  const FastSolver solver(board);
  Json policies = Json::array();
  for (RedPolicy policy : all_red_policies()) {
    const mpq_class p = red_win_probability(solver, policy);
    policies.push_back(
        Json{{"policy", policy_name(policy)}, {"red_wins", p.get_str()}, {"percent", percent(p)}});
  }
  print_json(Json{{"board", 6}, {"blue", "uniform among safe edges"}, {"policies", policies}});
}

void certify_rules(const RulesOptions& o, bool failure) {
  const FastSolver solver(Board{6});
  write_and_report(failure ? rules_failure_certificate(solver, parse_variant(o))
                           : rules_strategy_certificate(solver, parse_variant(o)),
                   o.output);
}

}  // namespace

void add_sim_rules_commands(CLI::App& sim, CLI::App& sim_certify) {
  const auto add_variant_options = [](CLI::App& command, RulesOptions& options) {
    command.add_option("--rules", options.rules, "which rules apply: 123, 12, 13 or 1 (default 123)");
    command.add_flag("--whole-board", options.whole_board, "apply the rules to all of K6, not a mini-board");
  };
  auto rules_options = std::make_shared<RulesOptions>();
  CLI::App* rules = sim.add_subcommand("rules", "exhaustive verification of the 2020 three rules on K6");
  add_variant_options(*rules, *rules_options);
  set_example(*rules, "gamecert sim rules --rules 12");
  rules->callback([rules_options] { print_rules(*rules_options); });

  auto strategy_options = std::make_shared<RulesOptions>();
  CLI::App* strategy =
      sim_certify.add_subcommand("rules-strategy", "every class the rules meet, with the allowed edges");
  add_variant_options(*strategy, *strategy_options);
  add_output_option(*strategy, strategy_options->output);
  set_example(*strategy, "gamecert certify sim rules-strategy --rules 123 -o k6-rules-123-strategy.txt");
  strategy->callback([strategy_options] { certify_rules(*strategy_options, false); });

  auto failure_options = std::make_shared<RulesOptions>();
  CLI::App* failure =
      sim_certify.add_subcommand("rules-failure", "a losing edge a rule variant allows, and Red's win");
  add_variant_options(*failure, *failure_options);
  add_output_option(*failure, failure_options->output);
  set_example(*failure, "gamecert certify sim rules-failure --rules 12 -o k6-rules-12-failure.txt");
  failure->callback([failure_options] { certify_rules(*failure_options, true); });

  CLI::App* traps =
      sim.add_subcommand("traps", "exact Red win probabilities against a uniformly random Blue");
  set_example(*traps, "gamecert sim traps");
  traps->callback([] { print_traps(); });

  auto trap_options = std::make_shared<TrapMoveOptions>();
  CLI::App* trap_move = sim.add_subcommand(
      "trap-move",
      "the exact optimal trap-setting Red's move against a uniformly random Blue (K6, Red to move)");
  add_position_options(*trap_move, trap_options->red, trap_options->blue, "1..6");
  set_example(*trap_move, "gamecert sim trap-move --red 12 --blue 34");
  trap_move->callback([trap_options] { print_trap_move(*trap_options); });
}

}  // namespace gamecert::cli
