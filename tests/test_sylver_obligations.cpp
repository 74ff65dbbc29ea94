// scripts/research/sylver-obligations on the smallest case: {4, 6} P from
// its one obligation, the move 2 answered by 3 into the finite {2, 3},
// certified apart (--min-t 1). The set it writes passes gamecert-check, a
// second run keeps the rows whose files come out with the same bytes, and a
// file that comes out with other bytes than its row is an error.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "run_command.hpp"

namespace {

using gamecert::testing::environment;
using gamecert::testing::read_file;
using gamecert::testing::run;
using gamecert::testing::scratch_path;
using gamecert::testing::write_file;

std::string obligations_command(const std::string& results, const std::string& store) {
  const std::string answers = scratch_path("4-6-answers.txt");
  write_file(answers, "# {4, 6}: its move 2 is answered by 3\nposition 4 6\n2 3\n");
  return environment("GAMECERT_SOURCE_DIR") + "/scripts/research/sylver-obligations " + answers +
         " --folder sylver/test --store " + store + " --results " + results +
         " --min-t 1 --jobs 2 --no-table-checks --gamecert " + environment("GAMECERT_BIN") + " --checker " +
         environment("GAMECERT_CHECK_BIN");
}

std::vector<std::string> rows_of(const std::string& path) {
  std::vector<std::string> rows;
  const std::string text = read_file(path);
  for (std::size_t start = 0, end; (end = text.find('\n', start)) != std::string::npos; start = end + 1)
    rows.push_back(text.substr(start, end - start));
  return rows;
}

}  // namespace

TEST_CASE(
    "sylver-obligations certifies {4, 6} resting on the table of {2, 3}, and keeps rows it writes again",
    "[sylver][research]") {
  const std::string store = scratch_path("obligations-store"), results = scratch_path("4-6.tsv");
  const auto first = run(obligations_command(results, store));
  INFO(first.err);
  REQUIRE(first.status == 0);
  CHECK(first.out.find("sylver/test/4-6.txt certify sylver 4 6 ") != std::string::npos);
  CHECK(first.out.find("--rests-on certs/sylver/test/2-3.txt") != std::string::npos);
  const std::vector<std::string> rows = rows_of(results);
  REQUIRE(rows.size() == 3);
  // The table is checked only with the set (--no-table-checks); the position with what it rests on.
  CHECK(rows[1].rfind("2-3\t1\t2:3\t", 0) == 0);
  CHECK(rows[1].find("\t-\t-\t") != std::string::npos);
  CHECK(rows[2].rfind("4-6\t-\t-\t", 0) == 0);
  CHECK(rows[2].find("sylver infinite-position position=4,6 gcd=2 winning=none lemmas=none") !=
        std::string::npos);
  const std::string folder = store + "/sylver/test/";
  const auto checked = run(gamecert::testing::checker_command(folder + "4-6.txt " + folder + "2-3.txt"));
  CHECK(checked.status == 0);
  CHECK(checked.out.find("OK ") == 0);

  const auto again = run(obligations_command(results, store));
  CHECK(again.status == 0);
  CHECK(again.err.find("same bytes as before") != std::string::npos);
  CHECK(rows_of(results) == rows);

  // A row whose file comes out with other bytes is not taken over: its SHA-256 (column 9) changed.
  std::vector<std::string> fields;
  for (std::size_t start = 0, end = 0; end != std::string::npos; start = end + 1)
    fields.push_back(rows[2].substr(start, (end = rows[2].find('\t', start)) - start));
  REQUIRE(fields.size() == 10);
  fields[8] = std::string(64, '0');
  std::string edited = rows[0] + "\n" + rows[1] + "\n";
  for (const std::string& field : fields) edited += field + (&field == &fields.back() ? "\n" : "\t");
  write_file(results, edited);
  const auto mismatch = run(obligations_command(results, store));
  CHECK(mismatch.status != 0);
  CHECK(mismatch.err.find("written again with other bytes") != std::string::npos);
}
