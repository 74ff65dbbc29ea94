// docs/sylver-table.tsv, the results file of Sicherman's table that
// scripts/research/sylver-table writes: every coprime {m, n} with 4 <= m <= 19 and
// m < n <= 40 is listed once, in order, with the right t; every row that
// says `solved` agrees with a fresh solve by the library (quick: the rows
// solved in half a second; long: every row solved in ten seconds); and
// every listed certificate is one of certs/MANIFEST or certs/MANIFEST.large
// with the same claim.
#include <catch2/catch.hpp>
#include <cstdint>
#include <map>
#include <numeric>
#include <sstream>
#include <string>
#include <vector>

#include "manifest.hpp"
#include "run_command.hpp"
#include "sylver/finite/solver.hpp"

using namespace gamecert::sylver;
using namespace gamecert::testing;

namespace {

const std::vector<std::string> kHeader = {"m",
                                          "n",
                                          "t",
                                          "winning",
                                          "status",
                                          "states",
                                          "seconds",
                                          "peak_bytes",
                                          "certificate_sha256",
                                          "certificate_bytes",
                                          "check_seconds"};

std::vector<std::string> fields_of(const std::string& line) {
  std::vector<std::string> fields;
  std::istringstream in(line);
  for (std::string field; std::getline(in, field, '\t');) fields.push_back(field);
  return fields;
}

struct Row {
  std::map<std::string, std::string> field;
  std::int64_t m = 0, n = 0;
  const std::string& operator[](const std::string& name) const { return field.at(name); }
};

std::vector<Row> table() {
  std::istringstream in(read_file(environment("GAMECERT_SOURCE_DIR") + "/docs/sylver-table.tsv"));
  std::string line;
  std::getline(in, line);
  REQUIRE(fields_of(line) == kHeader);
  std::vector<Row> rows;
  while (std::getline(in, line)) {
    const std::vector<std::string> fields = fields_of(line);
    INFO(line);
    REQUIRE(fields.size() == kHeader.size());
    Row row;
    for (std::size_t i = 0; i < fields.size(); ++i) row.field[kHeader[i]] = fields[i];
    row.m = std::stoll(row["m"]);
    row.n = std::stoll(row["n"]);
    rows.push_back(row);
  }
  return rows;
}

std::string comma_list(const std::vector<std::int64_t>& xs) {
  std::string out;
  for (std::int64_t x : xs) out += (out.empty() ? "" : ",") + std::to_string(x);
  return out.empty() ? "none" : out;
}

// Re-solves every solved row whose recorded solve took at most `seconds`.
std::size_t resolve_rows_under(double seconds) {
  std::size_t solved = 0;
  for (const Row& row : table()) {
    if (row["status"] != "solved" || std::stod(row["seconds"]) > seconds) continue;
    INFO("{" << row.m << ", " << row.n << "}");
    const std::vector<std::int64_t> pair = {row.m, row.n};
    CHECK(comma_list(winning_moves_of(pair)) == row["winning"]);
    ++solved;
  }
  return solved;
}

}  // namespace

TEST_CASE("the table file lists every coprime row 4 <= m <= 19, m < n <= 40 once, in order", "[sylver]") {
  const std::vector<Row> rows = table();
  std::vector<std::pair<std::int64_t, std::int64_t>> expected;
  for (std::int64_t m = 4; m <= 19; ++m)
    for (std::int64_t n = m + 1; n <= 40; ++n)
      if (std::gcd(m, n) == 1) expected.push_back({m, n});
  REQUIRE(expected.size() == 281);
  REQUIRE(rows.size() == expected.size());
  std::size_t solved = 0;
  for (std::size_t i = 0; i < rows.size(); ++i) {
    const Row& row = rows[i];
    INFO("{" << row.m << ", " << row.n << "}");
    CHECK(std::pair{row.m, row.n} == expected[i]);
    CHECK(std::stoll(row["t"]) == (row.m - 1) * (row.n - 1) - 1);
    if (row["status"] == "solved") {
      ++solved;
      CHECK(row["winning"] != "-");
    } else {
      // A stopped row says what stopped it and how far it got: the time or
      // memory cap with the positions stored, or the --max-states cap.
      const bool capped = row["status"].rfind("time: ", 0) == 0 || row["status"].rfind("memory: ", 0) == 0;
      CHECK((capped || row["status"].rfind("error: the search needs more than ", 0) == 0));
      CHECK(row["status"].find(capped ? "positions stored" : "positions in its memo (raise --max-states)") !=
            std::string::npos);
      CHECK(row["winning"] == "-");
    }
  }
  CHECK(solved >= 207);  // Sicherman's table answers 207 of the 281 rows
}

TEST_CASE("every certificate the table file lists is in a manifest, with the row's winning moves",
          "[sylver]") {
  std::map<std::string, std::string> claim_by_sha;
  for (const char* manifest : {"MANIFEST", "MANIFEST.large"})
    for (const ManifestEntry& entry : manifest_entries(manifest)) claim_by_sha[entry.sha256] = entry.claim;
  std::size_t listed = 0;
  for (const Row& row : table()) {
    if (row["certificate_sha256"] == "-") continue;
    INFO("{" << row.m << ", " << row.n << "}");
    const auto at = claim_by_sha.find(row["certificate_sha256"]);
    REQUIRE(at != claim_by_sha.end());
    CHECK(at->second == "sylver win-loss-table position=" + row["m"] + "," + row["n"] + " t=" + row["t"] +
                            " winning=" + row["winning"]);
    ++listed;
  }
  CHECK(listed >= 102);  // at least the committed rows 4 <= m <= 8
}

TEST_CASE("rows of the table file solved in half a second agree with a fresh solve", "[sylver]") {
  CHECK(resolve_rows_under(0.5) >= 150);
}

TEST_CASE("rows of the table file solved in ten seconds agree with a fresh solve", "[sylver][long]") {
  CHECK(resolve_rows_under(10.0) >= 180);
}
