// Canonical forms against Boost.Graph's isomorphism test on sampled pairs.
#include <catch2/catch.hpp>
#include <random>

#include "sim/graph_isomorphism.hpp"
#include "sim/positions.hpp"
#include "sim/symmetry.hpp"

using namespace gamecert::sim;

TEST_CASE("canonical forms agree with Boost.Graph isomorphism on sampled pairs", "[sim]") {
  const Board board{6};
  const Relabelings relabelings{board};
  std::vector<std::vector<Position>> by_ply(16);
  for_each_reachable_position(
      board, [&](Position p) { by_ply[std::popcount(p.red) + std::popcount(p.blue)].push_back(p); });
  std::mt19937 random(20261130);
  int isomorphic_pairs = 0, other_pairs = 0;
  for (int trial = 0; trial < 3000; ++trial) {
    const auto& ply = by_ply[1 + random() % 14];
    const Position a = ply[random() % ply.size()];
    // Half the pairs are relabelings of each other, half independent draws.
    const Position b =
        trial % 2 ? relabelings.apply(static_cast<int>(random() % 720), a) : ply[random() % ply.size()];
    const bool same_class = relabelings.canonical(a).form == relabelings.canonical(b).form;
    REQUIRE(same_class == isomorphic_by_boost(board, a, b));
    (same_class ? isomorphic_pairs : other_pairs)++;
  }
  CHECK(isomorphic_pairs >= 1500);
  CHECK(other_pairs >= 1000);
}

TEST_CASE("canonical form: reached by its relabeling, idempotent, same when cached", "[sim]") {
  const Board board{6};
  const Relabelings relabelings{board};
  Canonicalizer canonicalizer{relabelings};
  std::mt19937 random(7);
  for (int trial = 0; trial < 2000; ++trial) {
    Position p;
    for (int e = 0; e < 15; ++e) {
      const auto colour = random() % 3;
      if (colour == 1) p.red |= static_cast<EdgeMask>(1u << e);
      if (colour == 2) p.blue |= static_cast<EdgeMask>(1u << e);
    }
    const CanonicalForm c = relabelings.canonical(p);
    CHECK(relabelings.apply(c.relabeling, p) == c.form);
    CHECK(relabelings.canonical(c.form).form == c.form);
    CHECK(relabelings.apply(relabelings.inverse(c.relabeling), c.form) == p);
    const CanonicalForm cached = canonicalizer.canonical(p);
    CHECK(cached.form == c.form);
    CHECK(cached.relabeling == c.relabeling);
  }
}
