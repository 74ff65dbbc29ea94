// gamecert-check's table of certificate kinds: each (game, kind) fixes its
// header parameter lines and claim keys, in order, and a rejection about the
// game, the kind, a parameter or the claim names the line it is on.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "certificate_edits.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "wythoff/p_position_certificate.hpp"

using namespace gamecert::testing;

namespace {

// Line 1 version, 2 game, 3 kind, 4 evidence, 5 claim, 6 lines, 7 begin.
std::vector<std::string> sylver_lines() {
  return lines_of(gamecert::sylver::certify_winning_moves(gamecert::sylver::Position::of(std::vector<std::int64_t>{5, 18})).certificate.text);
}

// Line 1 version, 2 game, 3 kind, 4 bound, 5 terminal, 6 claim, 7 lines, 8 begin.
std::vector<std::string> wythoff_lines() {
  return lines_of(gamecert::wythoff::make_p_position_certificate(10).text);
}

}  // namespace

TEST_CASE("the small certificates these cases edit are accepted as they are", "[checker]") {
  const std::vector<std::string> sylver = sylver_lines();
  REQUIRE(sylver[3] == "evidence witnesses-and-enders");
  REQUIRE(sylver[4] == "claim position=5,18 t=67 winning=14,16,17");
  CHECK(check_text(join(sylver)).status == 0);
  const std::vector<std::string> wythoff = wythoff_lines();
  REQUIRE(wythoff[3] == "bound 10");
  REQUIRE(wythoff[4] == "terminal x+y<=2");
  REQUIRE(wythoff[5].rfind("claim bound=10 ", 0) == 0);
  CHECK(check_text(join(wythoff)).status == 0);
}

TEST_CASE("the game and the kind are rejected on their own lines", "[checker]") {
  const std::vector<std::string> lines = sylver_lines();
  require_rejected(replaced(lines, 1, "game nim"), 2, "unknown game 'nim'");
  require_rejected(replaced(lines, 2, "kind value-table"), 3, "unknown sylver kind 'value-table'");
  require_rejected(replaced(wythoff_lines(), 2, "kind grundy-table"), 3, "unknown wythoff kind");
}

TEST_CASE("a parameter is rejected on its own line", "[checker]") {
  require_rejected(replaced(sylver_lines(), 3, "evidence trust-me"), 4, "evidence must be");
  require_rejected(replaced(wythoff_lines(), 3, "bound 1"), 4, "bound 1 is outside 2..100000");
  require_rejected(replaced(wythoff_lines(), 4, "terminal x+y<=1"), 5, "terminal set must be x+y<=2");
}

TEST_CASE("parameter lines are the kind's own, in its order", "[checker]") {
  std::vector<std::string> swapped = wythoff_lines();
  std::swap(swapped[3], swapped[4]);
  require_rejected(join(swapped), 4,
                   "header line 'terminal' is out of order or repeated in a wythoff p-positions certificate "
                   "(its parameter lines: bound terminal)");
  std::vector<std::string> extra = sylver_lines();
  extra.insert(extra.begin() + 4, "note trust me");
  require_rejected(join(extra), 5, "header line 'note' is not part of a sylver win-loss-table certificate");
  std::vector<std::string> missing = sylver_lines();
  missing.erase(missing.begin() + 3);
  require_rejected(join(missing), 4, "header lacks 'evidence' before the claim");
}

TEST_CASE("claim keys are the kind's own, in its order", "[checker]") {
  const std::vector<std::string> lines = sylver_lines();
  const std::string form = "the claim must read position=<generators> t=<t> winning=<moves>";
  require_rejected(replaced(lines, 4, "claim t=67 position=5,18 winning=14,16,17"), 5, form);
  require_rejected(replaced(lines, 4, "claim position=5,18 t=67"), 5, form);
  require_rejected(replaced(lines, 4, "claim position=5,18 t=67 t=67 winning=14,16,17"), 5, form);
  require_rejected(replaced(lines, 4, "claim position=5,18 t=67 winning=14,16,17 extra=1"), 5, form);
}

TEST_CASE("the header has one order: game, kind, parameters, claim, lines", "[checker]") {
  std::vector<std::string> kind_first = sylver_lines();
  std::swap(kind_first[1], kind_first[2]);
  require_rejected(join(kind_first), 2, "expected the 'game' line here, not 'kind'");
  std::vector<std::string> count_first = sylver_lines();
  std::swap(count_first[4], count_first[5]);
  require_rejected(join(count_first), 5, "expected the 'claim' line here, not 'lines'");
  std::vector<std::string> no_count = sylver_lines();
  no_count.erase(no_count.begin() + 5);
  require_rejected(join(no_count), 6, "the header has no 'lines' line");
}
