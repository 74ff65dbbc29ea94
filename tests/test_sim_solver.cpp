// docs/sim.md, "Exact solution": the exact solution of Sim on K3..K6, by two independent solvers.
#include <catch2/catch.hpp>

#include "sim/naive_solver.hpp"
#include "sim/positions.hpp"
#include "sim/solver.hpp"

using namespace gamecert::sim;

namespace {

Position from_naive_key(const std::string& key) {
  Position p;
  for (std::size_t e = 0; e < key.size(); ++e) {
    if (key[e] == 'R') p.red |= static_cast<EdgeMask>(1u << e);
    if (key[e] == 'B') p.blue |= static_cast<EdgeMask>(1u << e);
  }
  return p;
}

// Every position the naive solver reached, compared value and depth.
void compare_everywhere(int n) {
  const Board board{n};
  const FastSolver fast{board};
  NaiveSolver naive{n};
  naive.solve(std::string(board.edges(), '.'));
  const std::uint64_t reachable = for_each_reachable_position(board, [](Position) {});
  REQUIRE(naive.memo().size() == reachable);
  for (const auto& [key, outcome] : naive.memo()) {
    const Position p = from_naive_key(key);
    REQUIRE(board.is_reachable(p));
    INFO(key);
    REQUIRE(fast.outcome(p) == outcome);
  }
}

}  // namespace

TEST_CASE("reachable triangle-free positions and values of K3..K6", "[sim]") {
  const std::uint64_t expected_positions[] = {13, 247, 11'793, 1'350'022};
  for (int n = 3; n <= 6; ++n) {
    const Board board{n};
    CHECK(for_each_reachable_position(board, [](Position) {}) == expected_positions[n - 3]);
    FastSolver solver{board};
    const Outcome root = solver.outcome({});
    if (n < 6) {
      CHECK(root == Outcome{Value::draw, board.edges()});
    } else {
      CHECK(root == Outcome{Value::loss, 15});
      CHECK(solver.solved_classes() == 2'250);
    }
  }
}

TEST_CASE("K6: every Blue reply to every first move wins in 14", "[sim]") {
  const Board board{6};
  FastSolver solver{board};
  for (int first = 0; first < 15; ++first) {
    const Position after_red{static_cast<EdgeMask>(1u << first), 0};
    CHECK(solver.outcome(after_red) == Outcome{Value::win, 14});
    for (int reply = 0; reply < 15; ++reply) {
      if (reply == first) continue;
      CHECK(solver.move_outcome(after_red, reply) == Outcome{Value::win, 14});
    }
  }
}

TEST_CASE("the naive solver agrees with the fast one on every K3..K5 position", "[sim]") {
  for (int n = 3; n <= 5; ++n) compare_everywhere(n);
}

TEST_CASE("the naive solver agrees with the fast one on every K6 position", "[sim][long]") {
  compare_everywhere(6);
}
