// Sylver Coinage solver: the figures of docs/sylver.md, the fast solver against the naive
// one on every position reachable from eight small starts, the worked examples,
// and the reachable counts from {12, 17}.
#include <algorithm>
#include <array>
#include <catch2/catch.hpp>
#include <numeric>
#include <random>

#include "sylver/finite/naive_solver.hpp"
#include "sylver/finite/reachable.hpp"
#include "sylver/finite/solver.hpp"
#include "sylver/infinite/theory/enders.hpp"
#include "sylver/semigroup.hpp"
#include "sylver/tables/sicherman_table.hpp"

using namespace gamecert::sylver;
using Numbers = std::vector<std::int64_t>;

TEST_CASE("Apéry set of {5, 14}", "[sylver]") {
  const AperySet s = AperySet::generated_by(Numbers{5, 14});
  CHECK(s.values() == Numbers{0, 56, 42, 28, 14});
  CHECK(s.frobenius() == 51);
  CHECK(s.genus() == 26);
  CHECK(s.gaps().size() == 26);
  CHECK(s.minimal_generators() == Numbers{5, 14});
  CHECK(naive_gaps(Numbers{5, 14}) == s.gaps());
}

TEST_CASE("Sylvester's formula for coprime pairs up to 30", "[sylver]") {
  int pairs = 0;
  for (std::int64_t a = 2; a <= 30; ++a)
    for (std::int64_t b = a + 1; b <= 30; ++b) {
      if (std::gcd(a, b) != 1) continue;
      const AperySet s = AperySet::generated_by(Numbers{a, b});
      REQUIRE(s.frobenius() == (a - 1) * (b - 1) - 1);
      REQUIRE(s.genus() == (a - 1) * (b - 1) / 2);
      REQUIRE(s.minimal_generators() == Numbers{a, b});
      ++pairs;
    }
  CHECK(pairs == 248);
}

TEST_CASE("Apéry relaxation agrees with the naive gap sweep", "[sylver]") {
  const Numbers starts[] = {{7, 9}, {5, 14}, {6, 11, 15}, {10, 13}};
  for (const Numbers& start : starts) {
    AperySet s = AperySet::generated_by(start);
    GapList naive = naive_gaps(start);
    REQUIRE(s.gaps() == naive);
    // Name the gaps from the top in a fixed pattern and compare after each move.
    while (naive.size() > 1) {
      const std::int64_t x = naive[naive.size() / 2] == 1 ? naive.back() : naive[naive.size() / 2];
      s.name(x);
      naive = naive_after(naive, x);
      REQUIRE(s.gaps() == naive);
    }
  }
}

TEST_CASE("fast and naive solvers agree on every position reachable from 8 starts", "[sylver]") {
  const Numbers starts[] = {{7, 10}, {8, 9}, {7, 11}, {8, 11}, {9, 10}, {6, 13}, {7, 12}, {9, 11}};
  std::size_t positions = 0, p_positions = 0;
  for (const Numbers& start : starts) {
    const AperySet root = AperySet::generated_by(start);
    Solver fast(root);
    NaiveSolver naive;
    for (const GapList& gaps : naive.reachable(naive_gaps(start))) {
      const AperySet position = apery_from_gaps(gaps, root.modulus());
      REQUIRE(position.gaps() == gaps);
      const bool p = naive.is_p(gaps);
      REQUIRE(fast.is_p(position) == p);
      ++positions;
      p_positions += p ? 1 : 0;
    }
    CHECK(fast.winning_moves(root) == naive.winning_moves(naive_gaps(start)));
  }
  CHECK(positions == 5484);
  CHECK(p_positions == 762);
}

TEST_CASE("the search's ender test on Kunz coordinates agrees with the theory's", "[sylver]") {
  // Every position with t > 1 reachable from three starts, moduli 7 to 11.
  std::size_t positions = 0, enders = 0;
  for (const Numbers& start : {Numbers{7, 10}, Numbers{9, 11}, Numbers{11, 13}}) {
    const AperySet root = AperySet::generated_by(start);
    NaiveSolver naive;
    for (const GapList& gaps : naive.reachable(naive_gaps(start))) {
      const AperySet position = apery_from_gaps(gaps, root.modulus());
      if (position.frobenius() < 2) continue;
      const std::vector<Coordinate> c = kunz_coordinates(position);
      const bool ender = is_ender(position);
      REQUIRE(kunz_is_ender(c.data(), static_cast<int>(root.modulus()),
                            static_cast<int>(position.frobenius())) == ender);
      ++positions;
      enders += ender ? 1 : 0;
    }
  }
  CHECK(positions > 3000);
  CHECK(enders > 100);
}

TEST_CASE("the ender cut-off does not change any value", "[sylver]") {
  for (const Numbers& start : {Numbers{7, 9}, Numbers{8, 11}, Numbers{6, 13}}) {
    const AperySet root = AperySet::generated_by(start);
    Solver with(root), without(root, SolverOptions{.ender_cutoff = false});
    CHECK(with.winning_moves(root) == without.winning_moves(root));
    CHECK(with.statistics().ender_cutoffs > 0);
    CHECK(without.statistics().ender_cutoffs == 0);
  }
}

TEST_CASE("the first winning move lies in the winning set, and none exactly for P-positions", "[sylver]") {
  // Every position reachable from two starts (1,554 and 1,237 positions), each
  // asked both questions by fresh solvers with the two move orders.
  std::size_t positions = 0, p_positions = 0;
  for (const Numbers& start : {Numbers{9, 11}, Numbers{7, 12}}) {
    const AperySet root = AperySet::generated_by(start);
    NaiveSolver naive;
    for (const GapList& gaps : naive.reachable(naive_gaps(start))) {
      const AperySet position = apery_from_gaps(gaps, root.modulus());
      if (position.frobenius() < 2) continue;
      Solver all(position);
      Solver first(position, SolverOptions{.order = MoveOrder::kFewestGapsFirst});
      const std::vector<std::int64_t> winning = all.winning_moves(position);
      const std::vector<std::int64_t> one = first.first_winning_move(position);
      REQUIRE(one.size() == (winning.empty() ? 0u : 1u));
      if (!one.empty()) REQUIRE(std::find(winning.begin(), winning.end(), one[0]) != winning.end());
      REQUIRE(Solver(position, SolverOptions{.order = MoveOrder::kFewestGapsFirst}).winning_moves(position) ==
              winning);
      ++positions;
      p_positions += winning.empty() ? 1 : 0;
    }
  }
  CHECK(positions > 2000);
  CHECK(p_positions > 100);
}

TEST_CASE("two threads give the same winning sets and first moves as one", "[sylver]") {
  // Every position reachable from {9, 11} (1,554 positions), each solved by
  // fresh solvers with one and two threads sharing a memo.
  std::size_t positions = 0;
  NaiveSolver naive;
  const AperySet start = AperySet::generated_by(Numbers{9, 11});
  for (const GapList& gaps : naive.reachable(naive_gaps(Numbers{9, 11}))) {
    const AperySet position = apery_from_gaps(gaps, start.modulus());
    if (position.frobenius() < 2) continue;
    INFO(format_set(position.minimal_generators()));
    Solver one(position), two(position, SolverOptions{.threads = 2});
    REQUIRE(two.winning_moves(position) == one.winning_moves(position));
    Solver first_one(position, SolverOptions{.order = MoveOrder::kFewestGapsFirst});
    Solver first_two(position, SolverOptions{.order = MoveOrder::kFewestGapsFirst, .threads = 2});
    REQUIRE(first_two.first_winning_move(position) == first_one.first_winning_move(position));
    ++positions;
  }
  CHECK(positions > 1000);
  // Rows large enough that the memo grows many times while both threads
  // insert; {9, 37} also with 8-bit coordinates, so keys take two words.
  const AperySet row = AperySet::generated_by(Numbers{11, 29});
  Solver two(row, SolverOptions{.threads = 2});
  CHECK(two.winning_moves(row) == Numbers{144});
  CHECK(two.statistics().stored > 2'000'000);
  const AperySet wide = AperySet::generated_by(Numbers{9, 37});
  Solver two_words(wide, SolverOptions{.coordinate_bits = 8, .threads = 2});
  CHECK(two_words.winning_moves(wide) == Numbers{98, 105, 130});
  // The first move ranked by the single-thread order, whichever thread finds it.
  Solver first(wide, SolverOptions{.order = MoveOrder::kFewestGapsFirst, .threads = 2});
  CHECK(first.first_winning_move(wide) == Numbers{105});
}

TEST_CASE("limits hit under two threads stop both cleanly", "[sylver]") {
  const AperySet root = AperySet::generated_by(Numbers{9, 37});
  Solver counted(root, SolverOptions{.max_states = 100'000, .threads = 2});
  CHECK_THROWS_AS(counted.first_winning_move(root), SearchLimitExceeded);
  CHECK(counted.statistics().stored <= 100'000);
  Solver timed(AperySet::generated_by(Numbers{12, 35}), SolverOptions{.max_seconds = 0.5, .threads = 2});
  CHECK_THROWS_AS(timed.winning_moves(AperySet::generated_by(Numbers{12, 35})), SearchLimitExceeded);
}

TEST_CASE("at its byte limit the memo replaces entries and the answers stay exact", "[sylver]") {
  // {9, 37} stores about 1.5 million positions: 12-24 MB fast, 6-9 MB compact.
  const AperySet root = AperySet::generated_by(Numbers{9, 37});
  Solver unlimited(root);
  REQUIRE(unlimited.winning_moves(root) == Numbers{98, 105, 130});
  const std::uint64_t states = unlimited.statistics().stored;
  CHECK(unlimited.statistics().evicted == 0);
  for (const MemoKind memo : {MemoKind::kFast, MemoKind::kCompact}) {
    for (const int threads : {1, 2}) {
      for (const std::uint64_t cap : {std::uint64_t{4} << 20, std::uint64_t{1} << 20}) {
        INFO("compact " << (memo == MemoKind::kCompact) << ", threads " << threads << ", cap " << cap);
        Solver capped(root, SolverOptions{.max_memo_bytes = cap, .threads = threads, .memo = memo});
        CHECK(capped.winning_moves(root) == Numbers{98, 105, 130});
        const SearchStatistics s = capped.statistics();
        CHECK(s.memo_bytes <= cap);
        CHECK(s.evicted > 0);
        // Replaced positions are searched again: more are stored in all.
        if (threads == 1) CHECK(s.stored > states);
        CHECK(s.stored - s.evicted <= cap / 4);
      }
    }
    Solver first(root, SolverOptions{.max_memo_bytes = std::uint64_t{1} << 20,
                                     .order = MoveOrder::kFewestGapsFirst,
                                     .memo = memo});
    CHECK(first.first_winning_move(root) == Numbers{105});
    CHECK(first.statistics().evicted > 0);
  }
  // --max-states counts the positions stored in all, evicted ones too: a cap
  // above the unlimited search's count stops the one that searches again.
  const std::uint64_t cap = states + states / 20;
  Solver counted(root, SolverOptions{.max_states = cap});
  CHECK(counted.winning_moves(root) == Numbers{98, 105, 130});
  Solver recounted(root, SolverOptions{.max_states = cap, .max_memo_bytes = std::uint64_t{1} << 20});
  CHECK_THROWS_AS(recounted.winning_moves(root), SearchLimitExceeded);
}

TEST_CASE("winning moves of every worked example", "[sylver]") {
  const std::pair<Numbers, Numbers> rows[] = {
      {{4, 5}, {11}},
      {{5, 6}, {19}},
      {{7, 9}, {19, 24}},
      {{10, 11}, {24, 28, 47}},
      {{5, 14}, {18}},
      {{5, 18}, {14, 16, 17}},
      {{5, 14, 16, 18}, {17}},
      {{5, 16, 17, 18}, {14}},
      {{4, 9}, {19}},
      {{5, 9, 19}, {31}},
      {{6, 9, 19, 31}, {17, 20, 22}},
      {{7, 9, 19, 20, 31}, {15}},
      {{17, 18, 27, 33, 43}, {4, 5, 6, 7}},
      {{17, 18, 27, 33, 43, 56}, {4, 5, 6, 7, 9}},
  };
  for (const auto& [position, winning] : rows) {
    INFO(format_set(position));
    CHECK(winning_moves_of(position) == winning);
  }
  // {5, 14}: t = 51 is named but loses.
  const AperySet s = AperySet::generated_by(Numbers{5, 14});
  Solver solver(s);
  CHECK_FALSE(solver.is_p(s.after(51)));
}

TEST_CASE("reachable positions from {12, 17} under both conventions (Sicherman: 158,793)", "[sylver]") {
  const ReachableCount count = count_reachable(AperySet::generated_by(Numbers{12, 17}));
  CHECK(count.without_one == 158792);
  CHECK(count.with_one == 158793);
}

TEST_CASE("reachable counts agree with the naive enumeration", "[sylver]") {
  for (const Numbers& start : {Numbers{7, 9}, Numbers{5, 13}, Numbers{6, 7, 11}}) {
    NaiveSolver naive;
    const std::size_t n = naive.reachable(naive_gaps(start)).size();
    CHECK(count_reachable(AperySet::generated_by(start)).without_one == n);
  }
}

TEST_CASE("{4, 6}: odd replies give finite N-positions, 2 and 3 answer each other", "[sylver]") {
  for (std::int64_t x = 5; x <= 61; x += 2) {
    const AperySet position = AperySet::generated_by(Numbers{4, 6, x});
    Solver exact(position, SolverOptions{.ender_cutoff = false});
    INFO("x = " << x);
    CHECK_FALSE(exact.is_p(position));
  }
  // 3 gives {3, 4}, which 2 turns into {2, 3}: only 1 is left, a P-position.
  CHECK(winning_moves_of(Numbers{3, 4}) == Numbers{2});
  CHECK(winning_moves_of(Numbers{2, 3}).empty());
  CHECK(AperySet::generated_by(Numbers{2, 3}).frobenius() == 1);
}

TEST_CASE("a table row with one shared memo equals fresh solves per pair", "[sylver]") {
  for (std::int64_t m : {4, 5, 7}) {
    const auto rows = sicherman_row(m, 22);
    std::size_t expected = 0;
    for (std::int64_t n = m + 1; n <= 22; ++n) expected += std::gcd(m, n) == 1 ? 1 : 0;
    REQUIRE(rows.size() == expected);
    for (const TableRow& row : rows) {
      INFO("{" << m << ", " << row.n << "}");
      CHECK(row.winning == winning_moves_of(Numbers{m, row.n}));
      CHECK(row.t == sylvester_frobenius(m, row.n));
    }
  }
  CHECK(sicherman_row(5, 18).back().winning == Numbers{14, 16, 17});
}

// Rows where the earlier JavaScript implementation stopped at its 14-million-position cap.
// No published values are at hand here, so each row is solved twice, with
// and without the ender cut-off (different searches, different memos).
TEST_CASE("rows beyond the JavaScript cap, solved two ways", "[sylver][long]") {
  const std::pair<Numbers, Numbers> rows[] = {
      {{13, 27}, {17}}, {{14, 25}, {27, 32}}, {{15, 22}, {41, 48}}, {{16, 21}, {156}},
      {{17, 19}, {65}}, {{18, 19}, {83}},     {{13, 29}, {56}},  // Sicherman lists this row only partly,
                                                                 // starting "[56, ..."
  };
  for (const auto& [position, winning] : rows) {
    INFO(format_set(position));
    const AperySet root = AperySet::generated_by(position);
    Solver with_cutoff(root);
    CHECK(with_cutoff.winning_moves(root) == winning);
    Solver without_cutoff(root, SolverOptions{.ender_cutoff = false});
    CHECK(without_cutoff.winning_moves(root) == winning);
  }
}

TEST_CASE("the compact memo stores and finds exact keys through its growth", "[sylver]") {
  // Keys of several widths, among them 64 bits and widths where a slot
  // straddles two words; every second key absent. Through 1.2x steps from
  // 64 buckets, each rebuilding the keys from bucket, distance and quotient.
  for (int bits : {64, 47, 33, 20}) {
    INFO("key bits " << bits);
    CompactStore store(bits);
    const std::uint64_t mask = bits == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << bits) - 1;
    std::uint64_t x = 12345;
    std::vector<std::uint64_t> keys;
    const std::size_t n = bits == 20 ? 400'000 : 300'000;
    std::uint64_t stored = 0;
    for (std::size_t i = 0; i < 2 * n; ++i) {
      x = x * 6364136223846793005u + 1442695040888963407u;
      // Clustered keys too: runs of consecutive values, as sibling positions are.
      keys.push_back(((i % 4 == 0) ? (x >> 7) : keys.empty() ? 0 : keys.back() + 1) & mask);
    }
    std::sort(keys.begin(), keys.end());
    keys.erase(std::unique(keys.begin(), keys.end()), keys.end());
    std::vector<std::uint64_t> present, absent;
    for (std::size_t i = 0; i < keys.size(); ++i) (i % 2 ? absent : present).push_back(keys[i]);
    for (std::uint64_t key : present) {
      if (100 * (stored + 1) > 87 * store.slot_capacity()) store.grow();
      REQUIRE(store.insert(store.probe(key), key % 3 == 0, stored % 2 == 0));
      ++stored;
    }
    CHECK(store.slot_capacity() >= stored);
    for (std::uint64_t key : present) REQUIRE(store.find(store.probe(key)) == (key % 3 == 0 ? 1 : 0));
    for (std::uint64_t key : absent) REQUIRE(store.find(store.probe(key)) == -1);
    CHECK_FALSE(store.insert(store.probe(present.front()), false, true));
    // Dropping in place (the memo's eviction) keeps exactly the keys kept,
    // and a sample of every bucket decodes every key.
    std::uint64_t p_keys = 0;
    for (std::uint64_t key : present) p_keys += key % 3 == 0;
    CHECK(store.evict([](std::uint64_t, bool p) { return p; }) == present.size() - p_keys);
    for (std::uint64_t key : present) REQUIRE(store.find(store.probe(key)) == (key % 3 == 0 ? 1 : -1));
    std::vector<std::uint64_t> seen;
    store.sample(1, [&](std::uint64_t key) { seen.push_back(key); });
    std::sort(seen.begin(), seen.end());
    std::vector<std::uint64_t> kept;
    for (std::uint64_t key : present)
      if (key % 3 == 0) kept.push_back(key);
    CHECK(seen == kept);
  }
}

TEST_CASE("at the memory cap the memo drops N entries first, then the P entries with the fewest gaps",
          "[sylver]") {
  // Keys of m = 5 (four 6-bit coordinates); the genus is their sum.
  const KeyPacker packer(5, 6);
  for (const MemoKind kind : {MemoKind::kFast, MemoKind::kCompact}) {
    INFO("compact " << (kind == MemoKind::kCompact));
    PositionTable<1> table(MemoLimits{.max_bytes = 64 << 10}, 1, &packer, kind);
    std::vector<Coordinate> c(5, 0);
    auto key_of = [&](int i) {
      for (int k = 1; k < 5; ++k)
        c[static_cast<std::size_t>(k)] = static_cast<Coordinate>((i >> (6 * (k - 1))) & 63);
      return packer.pack<1>(c.data());
    };
    // The first 1,000 entries are N, the rest P; more than the cap holds.
    const int n = 60'000;
    for (int i = 1; i <= n; ++i) table.insert(key_of(i), i > 1'000);
    CHECK(table.bytes() <= 64u << 10);
    CHECK(table.evicted() > 0);
    CHECK(table.size() + table.evicted() == static_cast<std::uint64_t>(n));
    for (int i = 1; i <= 1'000; ++i) REQUIRE(table.find(key_of(i)) == -1);
    // Early P entries: 4095 (coordinates 63, 63, 0, 0: genus 126, above the
    // median of every sample) stays, 4096 (0, 0, 1, 0: genus 1) went.
    CHECK(table.find(key_of(4095)) == 1);
    CHECK(table.find(key_of(4096)) == -1);
    int kept = 0;
    for (int i = 1'001; i <= n; ++i) kept += table.find(key_of(i)) == 1;
    CHECK(static_cast<std::uint64_t>(kept) == table.size());
  }
}

TEST_CASE("the compact memo gives the fast memo's answers and state counts", "[sylver]") {
  for (const Numbers& start : {Numbers{7, 10}, Numbers{9, 11}, Numbers{11, 19}, Numbers{9, 37}}) {
    const AperySet root = AperySet::generated_by(start);
    Solver fast(root), compact(root, SolverOptions{.memo = MemoKind::kCompact});
    CHECK(compact.winning_moves(root) == fast.winning_moves(root));
    CHECK(compact.statistics().stored == fast.statistics().stored);
    CHECK(compact.statistics().memo_bytes < fast.statistics().memo_bytes);
  }
  // Two threads inserting while the table grows many times.
  const AperySet row = AperySet::generated_by(Numbers{11, 29});
  Solver two(row, SolverOptions{.threads = 2, .memo = MemoKind::kCompact});
  CHECK(two.winning_moves(row) == Numbers{144});
  CHECK(two.statistics().stored > 2'000'000);
  CHECK(two.statistics().memo_bytes < 8 * two.statistics().stored);
  const AperySet wide = AperySet::generated_by(Numbers{9, 37});
  Solver first(wide,
               SolverOptions{.order = MoveOrder::kFewestGapsFirst, .threads = 2, .memo = MemoKind::kCompact});
  CHECK(first.first_winning_move(wide) == Numbers{105});
}

TEST_CASE("a padded array packs into the same key as the coordinates one by one", "[sylver]") {
  // Every modulus the bit-extract path takes (2..16), with widths that fill
  // most of a word, on coordinates that use every bit of their width.
  std::mt19937_64 random(20261207);
  for (int m = 2; m <= 16; ++m)
    for (int bits : {1, 3, 4}) {
      std::vector<int> widths(static_cast<std::size_t>(m), bits);
      widths[static_cast<std::size_t>(m - 1)] = std::min(8, 63 - bits * (m - 2));
      const KeyPacker packer(m, widths);
      REQUIRE(packer.words_needed() == 1);
      for (int sample = 0; sample < 200; ++sample) {
        std::array<Coordinate, 16> padded{};
        for (int i = 1; i < m; ++i) {
          const int width = widths[static_cast<std::size_t>(i)];
          padded[static_cast<std::size_t>(i)] = static_cast<Coordinate>(random() & ((1u << width) - 1));
        }
        INFO("m " << m << " bits " << bits);
        REQUIRE(packer.pack_padded<1>(padded.data()) == packer.pack<1>(padded.data()));
      }
    }
}
