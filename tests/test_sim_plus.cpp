// docs/sim-plus.md: Sim⁺ (a move colours one or more edges) on K3..K6 — values by
// two solvers, the position counts by a walk and by Burnside, and the
// plus-value-table certificate against gamecert-check.
#include <bit>
#include <catch2/catch.hpp>
#include <nlohmann/json.hpp>
#include <random>

#include "certificate_edits.hpp"
#include "sim_plus/counting.hpp"
#include "sim_plus/solver.hpp"

using namespace gamecert::sim;
using namespace gamecert::testing;

namespace {

std::string committed() { return committed_certificate("sim/k6-plus-value-table.txt"); }

}  // namespace

TEST_CASE("safe sets: every non-empty triangle-free extension, each once", "[sim][plus]") {
  const Board board{6};
  std::mt19937 random(6);
  for (int trial = 0; trial < 200; ++trial) {
    EdgeMask own = 0, taken = 0;
    for (int e = 0; e < 15; ++e) {
      const unsigned pick = random() % 4;
      if (pick == 0 && !board.closes_triangle(own, e)) own = static_cast<EdgeMask>(own | 1u << e);
      if (pick == 1) taken = static_cast<EdgeMask>(taken | 1u << e);
    }
    taken = static_cast<EdgeMask>(taken & ~own);
    const EdgeMask free = board.all_edges() & ~(own | taken);
    std::vector<EdgeMask> listed;
    for_each_safe_set(board, own, free, [&](EdgeMask s) { listed.push_back(s); });
    std::vector<EdgeMask> expected;
    for (EdgeMask s = free; s; s = static_cast<EdgeMask>((s - 1) & free))
      if (!board.has_triangle(static_cast<EdgeMask>(own | s))) expected.push_back(s);
    std::sort(listed.begin(), listed.end());
    std::sort(expected.begin(), expected.end());
    REQUIRE(listed == expected);
  }
}

TEST_CASE("Sim+ values: K3, K4 draws; K5 and K6 second-player wins", "[sim][plus]") {
  const std::pair<Value, int> expected[] = {
      {Value::draw, 3}, {Value::draw, 6}, {Value::loss, 9}, {Value::loss, 11}};
  const std::size_t nodes[] = {6, 40, 356, 6580};
  for (int n = 3; n <= 6; ++n) {
    INFO("K" << n);
    const PlusSolver solver(Board{n});
    const Outcome root = solver.outcome({});
    CHECK(root.value == expected[n - 3].first);
    CHECK(root.depth == expected[n - 3].second);
    CHECK(solver.classes().size() == nodes[n - 3]);
  }
  // On K6 every first move loses; Red colouring one edge loses in 11.
  const PlusSolver k6(Board{6});
  CHECK(k6.classes().size() == 6580);
  CHECK(k6.safe_moves_examined() == 241'447);  // the moves gamecert-check redoes (docs/sim-plus.md)
  const Board board{6};
  for_each_safe_set(board, 0, board.all_edges(), [&](EdgeMask s) {
    const Outcome reply = k6.outcome({0, s});
    REQUIRE(reply.value == Value::win);
  });
}

TEST_CASE("Sim+ on K3..K5: the naive solver agrees on every class", "[sim][plus]") {
  for (int n = 3; n <= 5; ++n) {
    const Board board{n};
    const PlusSolver solver(board);
    const std::vector<PlusNode> nodes = solver.classes();
    const std::vector<Outcome> naive = naive_plus_outcomes(board, nodes);
    for (std::size_t i = 0; i < nodes.size(); ++i) {
      INFO("K" << n << " " << board.format_edges(nodes[i].mover) << " / "
               << board.format_edges(nodes[i].other));
      CHECK(naive[i] == solver.outcome(nodes[i]));
    }
  }
}

TEST_CASE("Sim+ position counts on K6: walk and Burnside", "[sim][plus]") {
  const Board board{6};
  const Relabelings relabelings{board};
  const PlusCounts walk = count_plus_positions(board, relabelings);
  const PlusBurnsideCounts burnside = burnside_plus_counts(board, relabelings);
  CHECK(walk.colourings == 6617);
  CHECK(burnside.colourings == 6617);
  CHECK(walk.all_pairs == 13234);
  // The earlier JavaScript implementation's characterisation of Red-first positions gives 13,122, but
  // 151 of those classes (one red edge, some blue, Blue to move) never arise.
  CHECK(burnside.red_first_write_up == 13122);
  CHECK(walk.red_first == 12971);
  CHECK(burnside.red_first == 12971);
  CHECK(walk.red_first_mover_can_move == 12361);
  // Either side may start: Slany's 13,158 once the two empty boards are left out.
  CHECK(walk.either_first == 13160);
  CHECK(burnside.either_first == 13160);
  CHECK(walk.either_first_after_a_move == 13158);
  CHECK(walk.mover_other_nodes == 6580);
  CHECK(walk.either_first_after_a_move ==
        2 * (walk.mover_other_nodes - 1));  // nodes with `other` non-empty, both colours
}

TEST_CASE("gamecert sim plus prints value and counts", "[sim][plus][cli]") {
  const CommandResult r = run(gamecert_command("sim plus --board 6"));
  REQUIRE(r.status == 0);
  const auto j = nlohmann::json::parse(r.out);
  CHECK(j["value"] == "loss");
  CHECK(j["depth"] == 11);
  CHECK(j["winner"] == "second");
  CHECK(j["counts"]["either_first_after_a_move"] == 13158);
  CHECK(run(gamecert_command("sim plus --board 7")).status == 2);
}

TEST_CASE("the Sim+ certificate regenerates byte for byte and is accepted", "[sim][plus]") {
  const std::string out = scratch_path("k6-plus.txt");
  REQUIRE(run(gamecert_command("certify sim plus-value-table --board 6 -o " + out)).status == 0);
  CHECK(read_file(out) == committed());
  const CommandResult r = run(checker_command(out));
  CHECK(r.status == 0);
  CHECK(r.out.find(" sim plus-value-table board=6 to_move=red value=loss depth=11\n") != std::string::npos);
  for (int n = 3; n <= 5; ++n) {
    const std::string small = scratch_path("plus" + std::to_string(n) + ".txt");
    REQUIRE(
        run(gamecert_command("certify sim plus-value-table --board " + std::to_string(n) + " -o " + small))
            .status == 0);
    const CommandResult s = run(checker_command(small));
    CHECK(s.status == 0);
    CHECK(s.out.find(n == 5 ? "value=loss depth=9" : "value=draw") != std::string::npos);
  }
}

TEST_CASE("corrupted Sim+ certificates are rejected with line and reason", "[sim][plus]") {
  const auto lines = lines_of(committed());
  const std::size_t claim = index_of_prefix(lines, "claim ");
  const std::size_t root = index_of(lines, "- - L 11");
  const std::size_t after_12 = index_of(lines, "- 12 W 10");  // the root's first child
  REQUIRE(after_12 == root + 1);
  const std::size_t after_12_13 = index_of(lines, "- 12,13 W 8");  // the entry after it
  REQUIRE(after_12_13 == after_12 + 1);
  SECTION("changed value") {
    require_rejected(replaced(lines, after_12, "- 12 L 10"), after_12 + 1,
                     "entry says L 10 but its children give W 10");
  }
  SECTION("changed depth") {
    require_rejected(replaced(lines, after_12, "- 12 W 8"), after_12 + 1, "children give W 10");
  }
  SECTION("changed node") {
    require_rejected(replaced(lines, after_12, "- 34 W 10"), after_12 + 1, "not in canonical form");
  }
  SECTION("node the last mover cannot leave") {
    require_rejected(replaced(lines, after_12, "12 - W 10"), after_12 + 1, "just moved has no edge");
  }
  SECTION("node with a triangle") {
    require_rejected(replaced(lines, after_12_13, "- 12,13,23 W 8"), after_12_13 + 1,
                     "already has a triangle");
  }
  SECTION("wrong claim") {
    require_rejected(replaced(lines, claim, "claim board=6 to_move=red value=win depth=11"), claim + 1,
                     "claim says to_move=red value=win depth=11, the table gives the empty board (line 7) "
                     "to_move=red value=loss depth=11");
    require_rejected(replaced(lines, claim, "claim board=6 to_move=red value=loss depth=15"), claim + 1,
                     "claim says to_move=red value=loss depth=15, the table gives");
  }
  SECTION("dropped line, count adjusted") {
    auto copy = lines;
    copy.erase(copy.begin() + static_cast<std::ptrdiff_t>(after_12));
    // Reported at the root, whose child entry is now missing.
    require_rejected(with_body_count(copy), root + 1, "no entry for the child mover {} other {12}");
  }
  SECTION("dropped line, count kept") {
    auto copy = lines;
    copy.erase(copy.begin() + static_cast<std::ptrdiff_t>(after_12));
    require_rejected(join(copy), copy.size(), "body has 6579 lines, header says 6580");
  }
  SECTION("swapped lines") {
    auto copy = lines;
    std::swap(copy[after_12], copy[after_12_13]);
    require_rejected(join(copy), after_12_13 + 1, "out of order");  // the second of the two
  }
  SECTION("truncated file") {
    require_rejected(join({lines.begin(), lines.begin() + 800}), 800, "not 'end'");
  }
  SECTION("garbage bytes") {
    std::string text = committed();
    text[5000] = '\x7f';
    require_rejected(text, line_at_offset(text, 5000), "not printable");
    std::mt19937 random(17);
    std::string garbage(3000, '\0');
    for (char& ch : garbage) ch = static_cast<char>(random() & 255);
    const std::string path = scratch_path("garbage.txt");
    write_file(path, garbage);
    const CommandResult r = run(checker_command("- < " + path));
    CHECK(r.status == 1);
    CHECK(r.out.rfind("REJECTED -:", 0) == 0);
  }
  SECTION("fields") {
    require_rejected(replaced(lines, after_12, "- 12 W"), after_12 + 1, "expected 4 fields");
    require_rejected(replaced(lines, after_12, "- 17 W 10"), after_12 + 1, "not an edge");
    require_rejected(replaced(lines, after_12, "- 12 X 10"), after_12 + 1, "W, L or D");
    require_rejected(replaced(lines, after_12, "- 12 W 99"), after_12 + 1, "depth");
  }
}

TEST_CASE("the checker survives random edits of a Sim+ table", "[sim][plus]") {
  const std::string k5 = scratch_path("plus-k5.txt");
  REQUIRE(run(gamecert_command("certify sim plus-value-table --board 5 -o " + k5)).status == 0);
  const std::string text = read_file(k5);
  std::mt19937 random(5);
  const std::string alphabet = "0123456789,-WLD =\nabcz";
  int rejected = 0;
  for (int trial = 0; trial < 60; ++trial) {
    std::string edited = text;
    for (int k = 0; k < 1 + trial % 3; ++k)
      edited[random() % edited.size()] = alphabet[random() % alphabet.size()];
    const std::string path = scratch_path("plus-fuzz.txt");
    write_file(path, edited);
    const CommandResult r = run(checker_command(path));
    INFO(r.out);
    REQUIRE((r.status == 0 || r.status == 1));
    REQUIRE((r.out.rfind("OK ", 0) == 0 || r.out.rfind("REJECTED ", 0) == 0));
    rejected += r.status == 1;
  }
  CHECK(rejected > 40);
}
