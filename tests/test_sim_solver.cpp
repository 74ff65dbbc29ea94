// SPEC §1.1: the exact solution of Sim on K3..K6, by two independent solvers.
#include <catch2/catch.hpp>

#include "sim/naive_solver.hpp"
#include "sim/solver.hpp"

using namespace gamecert::sim;

namespace {

std::string naive_key(const Board& board, Position p) {
  std::string key(board.edges(), '.');
  for (int e = 0; e < board.edges(); ++e) {
    if (p.red >> e & 1) key[e] = 'R';
    if (p.blue >> e & 1) key[e] = 'B';
  }
  return key;
}

}  // namespace

TEST_CASE("reachable triangle-free positions and values of K3..K6", "[sim]") {
  const std::uint64_t expected_positions[] = {13, 247, 11'793, 1'350'022};
  for (int n = 3; n <= 6; ++n) {
    FastSolver solver{Board{n}};
    CHECK(solver.solved_positions() == expected_positions[n - 3]);
    const Outcome root = solver.outcome({});
    if (n < 6) {
      CHECK(root.value == Value::draw);
    } else {
      CHECK(root.value == Value::loss);
      CHECK(root.depth == 15);
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
  for (int n = 3; n <= 5; ++n) {
    const Board board{n};
    FastSolver fast{board};
    NaiveSolver naive{n};
    naive.solve(std::string(board.edges(), '.'));
    CHECK(naive.memo().size() == fast.solved_positions());
    fast.for_each_position([&](Position p, Outcome o) {
      const auto it = naive.memo().find(naive_key(board, p));
      REQUIRE(it != naive.memo().end());
      REQUIRE(it->second == o);
    });
  }
}

TEST_CASE("the naive solver agrees with the fast one on every K6 position", "[sim][long]") {
  const Board board{6};
  FastSolver fast{board};
  NaiveSolver naive{6};
  naive.solve(std::string(15, '.'));
  CHECK(naive.memo().size() == 1'350'022);
  std::uint64_t compared = 0;
  fast.for_each_position([&](Position p, Outcome o) {
    const auto it = naive.memo().find(naive_key(board, p));
    REQUIRE(it != naive.memo().end());
    REQUIRE(it->second == o);
    ++compared;
  });
  CHECK(compared == 1'350'022);
}
