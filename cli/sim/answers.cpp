// What the Sim commands print, apart from reading their arguments
// (cli/sim/answers.hpp).
#include "cli/sim/answers.hpp"

#include "cli/sim/position.hpp"
#include "sim/rules/rule_verification.hpp"

namespace gamecert::cli {

using namespace gamecert::sim;

Json sim_value_json(const FastSolver& solver, Position p) {
  const Board& board = solver.board();
  const Outcome outcome = solver.outcome(p);
  Json moves = Json::object();
  for (int e = 0; e < board.edges(); ++e) {
    if ((p.red | p.blue) >> e & 1) continue;
    const Outcome m = solver.move_outcome(p, e);
    moves[board.edge_name(e)] = Json{{"value", value_name(m.value)}, {"depth", m.depth}};
  }
  Json result{{"board", board.vertices()},
              {"to_move", Board::to_move(p) == Colour::red ? "red" : "blue"},
              {"value", value_name(outcome.value)},
              {"depth", outcome.depth},
              {"moves", moves}};
  if (Board::to_move(p) == Colour::blue) result["three_rules"] = three_rules_json(board, p);
  return result;
}

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

// p rounded half up to `decimals` digits after the point, exactly from the
// rational (p >= 0), e.g. "0.998478".
std::string rounded_decimal(const mpq_class& p, int decimals) {
  mpz_class scale;
  mpz_ui_pow_ui(scale.get_mpz_t(), 10, decimals);
  const mpz_class scaled = (p.get_num() * scale * 2 + p.get_den()) / (2 * p.get_den());
  std::string digits = scaled.get_str();
  while (digits.size() < static_cast<std::size_t>(decimals) + 1) digits.insert(0, "0");
  return digits.substr(0, digits.size() - decimals) + "." + digits.substr(digits.size() - decimals);
}

Json trap_move_json(const FastSolver& solver, TrapGame& optimal, Position p) {
  const Board& board = solver.board();
  if (Board::to_move(p) != Colour::red)
    throw UsageError("Blue is to move in this position; sim trap-move gives Red's move");
  const TrapMove move = optimal_trap_move(optimal, solver, p);
  Json moves = Json::object();  // every safe edge's value, so the choice can be checked
  for (const auto& [edge, q] : optimal.safe_children(p))
    moves[board.edge_name(edge)] = optimal.blue_to_move(q).get_str();
  return Json{{"board", board.vertices()},
              {"policy", policy_name(RedPolicy::optimal)},
              {"blue", "uniform among safe edges"},
              {"red_wins_with_perfect_play", solver.outcome(p).value == Value::win},
              {"move", board.edge_name(move.edge)},
              {"red_wins", move.red_wins.get_str()},
              {"red_wins_decimal", rounded_decimal(move.red_wins, 6)},
              {"blue_errs", move.blue_errs.get_str()},
              {"blue_errs_decimal", rounded_decimal(move.blue_errs, 6)},
              {"moves", moves}};
}

Json strategy_move_json(const SimStrategy& strategy, const std::string& red, const std::string& blue) {
  const Board& board = strategy.board;
  const Position p = parse_sim_position(board, red, blue, FinishedGames::reject);
  const std::string where =
      "position red " + board.format_edges(p.red) + " blue " + board.format_edges(p.blue);
  if (Board::to_move(p) != Colour::blue)
    throw NotCovered("Red is to move in the " + where + "; the certificate gives Blue's moves only");
  const auto answer = strategy.book.answer(p);
  if (!answer)
    throw NotCovered("no line of '" + strategy.file + "' matches the " + where +
                     " (it is off Blue's strategy: Blue did not play the certificate's moves)");
  return Json{{"move", board.edge_name(answer->edge)},
              {"line", answer->line->line},
              {"text", answer->line->text},
              {"sha256", strategy.sha256}};
}

Json table_line_json(const SimValueTable& table, const std::string& red, const std::string& blue) {
  const Position p = parse_sim_position(table.board, red, blue, FinishedGames::reject);
  const ValueTableLine* line = table.book.line_of(p);
  if (line == nullptr)  // a checked table has every class; a partial or edited one may not
    throw NotCovered("no line of '" + table.file + "' holds the class of the position red " +
                     table.board.format_edges(p.red) + " blue " + table.board.format_edges(p.blue));
  return Json{{"line", line->line}, {"text", line->text}, {"sha256", table.sha256}};
}

}  // namespace gamecert::cli
