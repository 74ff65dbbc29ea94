// gamecert sim rules | sim traps | sim trap-move | certify sim rules-strategy | certify sim rules-failure
#include <memory>

#include "cli/arguments.hpp"
#include "sim/rules/rule_certificates.hpp"
#include "sim/rules/rule_verification.hpp"
#include "sim/traps.hpp"
#include "cli/sim/answers.hpp"
#include "cli/sim/position.hpp"

namespace gamecert::cli {

using namespace gamecert::sim;

Json edge_array(const Board& board, EdgeMask edges) {
  Json list = Json::array();
  for (int e = 0; e < board.edges(); ++e)
    if (edges >> e & 1) list.push_back(board.edge_name(e));
  return list;
}

Json three_rules_json(const Board& board, Position p) {
  const RuleTrace trace = apply_rules(board, p, RuleVariant{});
  Json boards = Json::array();
  for (const RuleStep& step : trace.steps) {
    // Per edge left after rule 1: how many of Blue's (rule 2) and Red's
    // (rule 3) maximum safe sets on the mini-board contain it, the counts
    // rules 2 and 3 compare.
    Json containing = Json::object();
    for (int e = 0; e < board.edges(); ++e)
      if (step.after_rule1 >> e & 1)
        containing[board.edge_name(e)] =
            Json{{"blue", step.blue_sets.containing[e]}, {"red", step.red_sets.containing[e]}};
    boards.push_back(Json{{"vertices", format_vertices(step.mini_board)},
                          {"rule1", edge_array(board, step.after_rule1)},
                          {"rule2", edge_array(board, step.after_rule2)},
                          {"rule3", edge_array(board, step.after_rule3)},
                          {"blue_maximum_safe_set_size", step.blue_sets.size},
                          {"blue_maximum_safe_sets", step.blue_sets.count},
                          {"red_maximum_safe_set_size", step.red_sets.size},
                          {"red_maximum_safe_sets", step.red_sets.count},
                          {"containing", containing}});
  }
  return Json{{"mini_boards", boards}, {"allowed", edge_array(board, trace.allowed)}};
}

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

// p rounded half up to `decimals` digits after the point, exactly from the
// rational (p >= 0), e.g. "0.998478".
std::string rounded(const mpq_class& p, int decimals) {
  mpz_class scale;
  mpz_ui_pow_ui(scale.get_mpz_t(), 10, decimals);
  const mpz_class scaled = (p.get_num() * scale * 2 + p.get_den()) / (2 * p.get_den());
  std::string digits = scaled.get_str();
  while (digits.size() < static_cast<std::size_t>(decimals) + 1) digits.insert(0, "0");
  return digits.substr(0, digits.size() - decimals) + "." + digits.substr(digits.size() - decimals);
}

std::string percent(const mpq_class& p) { return rounded(p * 100, 2); }

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

Json trap_move_json(const FastSolver& solver, TrapGame& optimal, Position p) {
  const Board& board = solver.board();
  if (Board::to_move(p) != Colour::red)
    throw UsageError("Blue is to move in this position; sim trap-move gives Red's move");
  const TrapMove move = optimal_trap_move(optimal, solver, p);
  Json moves = Json::object();  // every safe edge's value, so the choice can be checked
  for (const auto& [edge, q] : optimal.safe_children(p)) moves[board.edge_name(edge)] = optimal.blue_to_move(q).get_str();
  return Json{{"board", board.vertices()},
              {"policy", policy_name(RedPolicy::optimal)},
              {"blue", "uniform among safe edges"},
              {"red_wins_with_perfect_play", solver.outcome(p).value == Value::win},
              {"move", board.edge_name(move.edge)},
              {"red_wins", move.red_wins.get_str()},
              {"red_wins_decimal", rounded(move.red_wins, 6)},
              {"blue_errs", move.blue_errs.get_str()},
              {"blue_errs_decimal", rounded(move.blue_errs, 6)},
              {"moves", moves}};
}

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
      "trap-move", "the exact optimal trap-setting Red's move against a uniformly random Blue (K6, Red to move)");
  add_position_options(*trap_move, trap_options->red, trap_options->blue, "1..6");
  set_example(*trap_move, "gamecert sim trap-move --red 12 --blue 34");
  trap_move->callback([trap_options] { print_trap_move(*trap_options); });
}

}  // namespace gamecert::cli
