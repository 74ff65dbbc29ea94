// docs/sim.md, "Trap-setting first player": exact Red win probabilities against a uniformly random Blue.
#include <catch2/catch.hpp>
#include <algorithm>
#include <nlohmann/json.hpp>

#include "run_command.hpp"
#include "sim/traps.hpp"

using namespace gamecert::sim;

TEST_CASE("trap-setting probabilities, exact", "[sim][traps]") {
  const FastSolver solver{Board{6}};
  const mpq_class uniform = red_win_probability(solver, RedPolicy::uniform);
  const mpq_class slany = red_win_probability(solver, RedPolicy::most_losing_replies);
  const mpq_class fraction = red_win_probability(solver, RedPolicy::largest_losing_fraction);
  const mpq_class optimal = red_win_probability(solver, RedPolicy::optimal);
  const mpq_class both = red_win_probability(solver, RedPolicy::both_uniform);
  CHECK(uniform == mpq_class("2014994540677/2263282560000"));
  CHECK(slany == mpq_class("6201661/6220800"));
  CHECK(fraction == mpq_class("43412267/43545600"));
  CHECK(optimal == mpq_class("905819/907200"));
  CHECK(both == mpq_class("414504585317359/823834851840000"));
  // The exact optimum bounds every other policy.
  for (const mpq_class& p : {uniform, slany, fraction, both}) CHECK(p < optimal);
  CHECK(both < uniform);
}

TEST_CASE("gamecert sim traps prints the percentages of docs/sim.md", "[sim][traps][cli]") {
  using namespace gamecert::testing;
  const CommandResult r = run(gamecert_command("sim traps"));
  REQUIRE(r.status == 0);
  const auto json = nlohmann::json::parse(r.out);
  std::vector<std::string> percents;
  for (const auto& policy : json["policies"]) percents.push_back(policy["percent"]);
  CHECK(percents == std::vector<std::string>{"89.03", "99.69", "99.69", "99.85", "50.31"});
}

namespace {

// The optimal trap-setter written out plainly, with no canonical forms and
// no memo, to check TrapGame's per-position values on a mid-game position.
struct BruteForce {
  const FastSolver& solver;
  const Board& board = solver.board();

  std::vector<std::pair<int, Position>> safe(Position p) const {
    const bool red = Board::to_move(p) == Colour::red;
    std::vector<std::pair<int, Position>> out;
    for (int e = 0; e < board.edges(); ++e) {
      if (((p.red | p.blue) >> e & 1) || board.closes_triangle(red ? p.red : p.blue, e)) continue;
      const auto bit = static_cast<EdgeMask>(1u << e);
      out.emplace_back(e, red ? Position{static_cast<EdgeMask>(p.red | bit), p.blue}
                              : Position{p.red, static_cast<EdgeMask>(p.blue | bit)});
    }
    return out;
  }
  // Red to move: (win probability, the smallest best edge or -1).
  std::pair<mpq_class, int> red(Position p) const {
    if (solver.outcome(p).value == Value::win) return {1, -1};
    std::pair<mpq_class, int> best{0, -1};
    for (const auto& [e, q] : safe(p))
      if (const mpq_class v = blue(q); best.second < 0 || v > best.first) best = {v, e};
    return best;
  }
  mpq_class blue(Position q) const {
    const auto replies = safe(q);
    if (replies.empty()) return 1;
    mpq_class sum = 0;
    for (const auto& [e, r] : replies) sum += red(r).first;
    return sum / static_cast<long>(replies.size());
  }
  // Red to move and losing: the probability that a random Blue, against the
  // move red() picks, at some point moves into a position Red wins.
  mpq_class blue_errs(Position p) const {
    const int e = red(p).second;
    if (e < 0) return 0;  // no safe edge: Red closes a triangle
    const auto replies = safe(Position{static_cast<EdgeMask>(p.red | 1u << e), p.blue});
    mpq_class sum = 0;
    for (const auto& [f, r] : replies) sum += solver.outcome(r).value == Value::win ? mpq_class(1) : blue_errs(r);
    return sum / static_cast<long>(replies.size());
  }
};

Position position(const Board& board, const std::vector<std::string>& red, const std::vector<std::string>& blue) {
  Position p;
  for (int e = 0; e < board.edges(); ++e)
    for (const auto& [names, mask] : {std::pair{&red, &p.red}, std::pair{&blue, &p.blue}})
      if (std::find(names->begin(), names->end(), board.edge_name(e)) != names->end())
        *mask = static_cast<EdgeMask>(*mask | 1u << e);
  return p;
}

}  // namespace

TEST_CASE("the optimal trap move and per-position values against a brute force", "[sim][traps]") {
  const FastSolver solver{Board{6}};
  TrapGame optimal(solver, RedPolicy::optimal);
  const BruteForce brute{solver};
  const TrapMove empty = optimal_trap_move(optimal, solver, Position{});
  CHECK(empty.red_wins == red_win_probability(solver, RedPolicy::optimal));
  CHECK(empty.blue_errs == empty.red_wins);
  CHECK(solver.board().edge_name(empty.edge) == "12");  // every first move is alike: the smallest

  // Red to move and losing under perfect play, 9 edges left.
  const Position lost = position(solver.board(), {"12", "34", "15"}, {"13", "56", "24"});
  REQUIRE(Board::to_move(lost) == Colour::red);
  REQUIRE(solver.outcome(lost).value == Value::loss);
  const TrapMove move = optimal_trap_move(optimal, solver, lost);
  const auto [expected, edge] = brute.red(lost);
  CHECK(move.red_wins == expected);
  CHECK(move.red_wins == optimal.red_to_move(lost));
  CHECK(move.edge == edge);
  CHECK(move.blue_errs == brute.blue_errs(lost));
  CHECK(move.red_wins > 0);
  CHECK(move.red_wins < 1);
}

TEST_CASE("the optimal trap move where Red already wins is a winning move", "[sim][traps]") {
  const FastSolver solver{Board{6}};
  TrapGame optimal(solver, RedPolicy::optimal);
  // After Red 12, 13 / Blue 23 only 14, 15, 16 win for Blue (docs/sim.md): 45 loses.
  const Position won = position(solver.board(), {"12", "13"}, {"23", "45"});
  REQUIRE(Board::to_move(won) == Colour::red);
  REQUIRE(solver.outcome(won).value == Value::win);
  const TrapMove move = optimal_trap_move(optimal, solver, won);
  CHECK(move.red_wins == 1);
  CHECK(move.blue_errs == 0);
  CHECK(solver.move_outcome(won, move.edge).value == Value::win);
  for (int e = 0; e < move.edge; ++e)  // the smallest winning edge
    if (!((won.red | won.blue) >> e & 1)) CHECK(solver.move_outcome(won, e).value != Value::win);
}

TEST_CASE("gamecert sim trap-move agrees with sim traps and the brute force", "[sim][traps][cli]") {
  using namespace gamecert::testing;
  const CommandResult traps = run(gamecert_command("sim traps"));
  REQUIRE(traps.status == 0);
  std::string optimal_policy;
  const auto printed = nlohmann::json::parse(traps.out);
  for (const auto& policy : printed["policies"])
    if (policy["policy"] == "optimal") optimal_policy = policy["red_wins"].get<std::string>();
  const CommandResult empty = run(gamecert_command("sim trap-move"));
  REQUIRE(empty.status == 0);
  const auto json = nlohmann::json::parse(empty.out);
  CHECK(json["red_wins"] == optimal_policy);
  CHECK(json["red_wins"] == "905819/907200");
  CHECK(json["red_wins_decimal"] == "0.998478");
  CHECK(json["blue_errs"] == json["red_wins"]);
  CHECK(json["move"] == "12");
  CHECK(json["moves"].size() == 15);

  const FastSolver solver{Board{6}};
  const BruteForce brute{solver};
  const Position lost = position(solver.board(), {"12", "34", "15"}, {"13", "56", "24"});
  const CommandResult mid = run(gamecert_command("sim trap-move --red 12,34,15 --blue 13,56,24"));
  REQUIRE(mid.status == 0);
  const auto m = nlohmann::json::parse(mid.out);
  const auto [expected, edge] = brute.red(lost);
  CHECK(m["red_wins"] == expected.get_str());
  CHECK(m["move"] == solver.board().edge_name(edge));
  CHECK(m["blue_errs"] == brute.blue_errs(lost).get_str());
  CHECK(m["red_wins_with_perfect_play"] == false);
  // The move has the highest value of the listed safe edges, and is the smallest such.
  for (const auto& [name, value] : m["moves"].items()) {
    CHECK(mpq_class(value.get<std::string>()) <= expected);
    if (mpq_class(value.get<std::string>()) == expected) CHECK(name >= m["move"].get<std::string>());
  }

  const CommandResult blue = run(gamecert_command("sim trap-move --red 12"));
  CHECK(blue.status == 2);
  CHECK(blue.err.find("Blue is to move") != std::string::npos);
}
