// `gamecert sylver batch`: each result line agrees with `sylver winning` on
// its position, a run cut short (a torn last line included) resumes to the
// same bytes, bad input is refused before any solving, certificates pass the
// checker, and under mpirun two ranks produce the one-process file exactly.
#include <algorithm>
#include <catch2/catch.hpp>
#include <filesystem>
#include <nlohmann/json.hpp>
#include <sstream>
#include <string>
#include <vector>

#include "run_command.hpp"

namespace {

using gamecert::testing::checker_command;
using gamecert::testing::gamecert_command;
using gamecert::testing::read_file;
using gamecert::testing::run;
using gamecert::testing::scratch_path;
using gamecert::testing::write_file;
using Json = nlohmann::ordered_json;

// Small positions of every kind: plain pairs, a non-minimal triple, a gcd-2
// position (answered by theory and bounded search), a four-number position.
const std::vector<std::string> kPositions = {"4 5",    "5 6", "7 9",       "10 11", "5 14",
                                             "5 9 19", "4 6", "6 9 19 31", "8 11",  "7 12"};

std::string batch_file() {
  std::string text = "# small positions for the batch test\n\n";
  for (const std::string& p : kPositions) text += p + "\n";
  const std::string path = scratch_path("positions.txt");
  write_file(path, text);
  return path;
}

std::vector<std::string> lines_of(const std::string& text) {
  std::vector<std::string> lines;
  std::istringstream in(text);
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

// The uninterrupted one-process result, computed once.
const std::string& reference_output() {
  static const std::string text = [] {
    const std::string out = scratch_path("reference.jsonl");
    const auto r = run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out));
    if (r.status != 0) throw std::runtime_error("reference batch failed: " + r.err);
    return read_file(out);
  }();
  return text;
}

}  // namespace

TEST_CASE("every result line agrees with sylver winning on its position; lines sorted by position",
          "[sylver][batch]") {
  const std::vector<std::string> lines = lines_of(reference_output());
  REQUIRE(lines.size() == kPositions.size());
  std::vector<Json> by_file_line(kPositions.size());
  for (std::size_t k = 0; k < lines.size(); ++k) {
    const Json line = Json::parse(lines[k]);
    by_file_line.at(line["line"].get<std::size_t>() - 3) = line;  // after the comment and the blank line
    if (k > 0) CHECK(Json::parse(lines[k - 1])["position"] < line["position"]);
  }
  for (std::size_t i = 0; i < lines.size(); ++i) {
    INFO(kPositions[i]);
    const Json& batch = by_file_line[i];
    // The batch solves each position on one thread, so `states` is that of --threads 1.
    const auto single = run(gamecert_command("sylver winning --quiet --threads 1 " + kPositions[i]));
    REQUIRE(single.status == 0);
    const Json expected = Json::parse(single.out);
    for (const char* field : {"position", "gcd", "t", "winning", "status", "value", "shape", "moves", "other_moves",
                              "states", "memo_bytes"})
      CHECK(batch[field] == expected[field]);
    CHECK(batch.contains("reason") == expected.contains("reason"));
    CHECK(batch.value("known", Json()) == expected.value("known", Json()));
    CHECK_FALSE(batch.contains("seconds"));
  }
  CHECK(by_file_line[5]["position"] == Json::array({5, 9}));  // 19 = 5 + 5 + 9
  CHECK(by_file_line[6]["gcd"] == 2);
  CHECK(by_file_line[6].contains("known"));
}

TEST_CASE("a batch cut short, torn last line included, resumes to the same bytes", "[sylver][batch]") {
  const std::vector<std::string> lines = lines_of(reference_output());
  const std::string out = scratch_path("resumed.jsonl");
  write_file(out, lines[0] + "\n" + lines[1] + "\n" + lines[2] + "\n" + lines[3] + "\n" +
                      lines[4].substr(0, lines[4].size() / 2));
  const auto resumed = run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out));
  REQUIRE(resumed.status == 0);
  CHECK(read_file(out) == reference_output());
  const Json summary = Json::parse(resumed.out);
  CHECK(summary["resumed"] == 4);
  CHECK(summary["computed"] == 6);

  const auto again = run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out));
  REQUIRE(again.status == 0);
  CHECK(Json::parse(again.out)["computed"] == 0);
  CHECK(read_file(out) == reference_output());
}

TEST_CASE("a batch killed with SIGKILL resumes to the same bytes", "[sylver][batch]") {
  // Larger positions, so that the kill lands mid-batch on a loaded machine too.
  std::string text;
  for (int n = 20; n <= 29; ++n)
    if (n % 9 != 0 && n % 3 != 0) text += "9 " + std::to_string(n) + "\n";
  const std::string file = scratch_path("killed-positions.txt");
  write_file(file, text);
  const std::string whole = scratch_path("killed-whole.jsonl"), killed = scratch_path("killed.jsonl");
  REQUIRE(run(gamecert_command("sylver batch --quiet " + file + " -o " + whole)).status == 0);
  run("timeout -s KILL 0.3 " + gamecert_command("sylver batch --quiet " + file + " -o " + killed));
  const auto resumed = run(gamecert_command("sylver batch --quiet " + file + " -o " + killed));
  REQUIRE(resumed.status == 0);
  CHECK(read_file(killed) == read_file(whole));
}

TEST_CASE("bad batch lines are usage errors naming the file and line, before any solving",
          "[sylver][batch]") {
  const std::string out = scratch_path("never.jsonl");
  for (const auto& [text, words] :
       std::vector<std::pair<std::string, std::string>>{{"5 6\n7 x\n", "line 2"},
                                                        {"5 6\n\n# c\n0 7\n", "line 4"},
                                                        {"-3 5\n", "line 1"},
                                                        {"5 6\n7 100001\n", "line 2"},
                                                        {"# only a comment\n", "lists no positions"}}) {
    INFO(text);
    const std::string file = scratch_path("bad.txt");
    write_file(file, text);
    const auto r = run(gamecert_command("sylver batch --quiet " + file + " -o " + out));
    CHECK(r.status == 2);
    CHECK(r.out.empty());
    CHECK(r.err.find(file) != std::string::npos);
    CHECK(r.err.find(words) != std::string::npos);
    CHECK_FALSE(std::filesystem::exists(out));
  }
  const auto missing = run(gamecert_command("sylver batch " + scratch_path("absent.txt") + " -o " + out));
  CHECK(missing.status == 2);
  CHECK(run(gamecert_command("sylver batch " + batch_file() + " -o -")).status == 2);
}

TEST_CASE("a results file of another batch is refused", "[sylver][batch]") {
  const std::string file = scratch_path("other.txt"), out = scratch_path("other.jsonl");
  write_file(file, "# a comment shifts every line\n" + kPositions[0] + "\n" + kPositions[1] + "\n");
  write_file(out, reference_output());
  const auto r = run(gamecert_command("sylver batch --quiet " + file + " -o " + out));
  CHECK(r.status == 2);
  CHECK(r.err.find("belongs to another batch") != std::string::npos);
  CHECK(read_file(out) == reference_output());
}

TEST_CASE("a results file solved by another commit or with other limits is refused, not reused",
          "[sylver][batch]") {
  const std::vector<std::string> lines = lines_of(reference_output());
  const Json key = Json::parse(lines[0])["solved_by"];
  CHECK(key["commit"].is_string());
  CHECK(key["limits"].get<std::string>().find("--search-bound 120") != std::string::npos);
  const std::string out = scratch_path("stale.jsonl");

  // The same lines from another program (a prover changed since): refused whole, the file untouched.
  Json stale = Json::parse(lines[1]);
  stale["solved_by"]["commit"] = "0000000";
  const std::string edited = lines[0] + "\n" + stale.dump() + "\n";
  write_file(out, edited);
  const auto other_program = run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out));
  CHECK(other_program.status == 2);
  CHECK(other_program.err.find("0000000") != std::string::npos);
  CHECK(read_file(out) == edited);

  // The same file resumed with other limits: refused too.
  write_file(out, lines[0] + "\n" + lines[1] + "\n");
  const auto other_limits =
      run(gamecert_command("sylver batch --quiet --search-bound 100 " + batch_file() + " -o " + out));
  CHECK(other_limits.status == 2);
  CHECK(other_limits.err.find("--search-bound 100") != std::string::npos);

  // A line without a key, as an older gamecert wrote it.
  Json unkeyed = Json::parse(lines[0]);
  unkeyed.erase("solved_by");
  write_file(out, unkeyed.dump() + "\n");
  CHECK(run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out)).status == 2);

  // With the same program and limits the batch resumes.
  write_file(out, lines[0] + "\n" + lines[1] + "\n");
  const auto same = run(gamecert_command("sylver batch --quiet " + batch_file() + " -o " + out));
  REQUIRE(same.status == 0);
  CHECK(Json::parse(same.out)["resumed"] == 2);
  CHECK(read_file(out) == reference_output());
}

TEST_CASE("every stopped line has the fields of sylver winning, nothing proved", "[sylver][batch]") {
  const std::string file = scratch_path("stopped.txt"), out = scratch_path("stopped.jsonl");
  write_file(file, "10 11\n");
  REQUIRE(run(gamecert_command("sylver batch --quiet --max-states 100 " + file + " -o " + out)).status == 0);
  const Json stopped = Json::parse(lines_of(read_file(out)).at(0));
  CHECK(stopped["status"] == "limit");
  CHECK(stopped["value"] == "unknown");
  CHECK(stopped["shape"].is_null());
  CHECK(stopped["moves"] == Json::parse(R"([{"move": 1, "standing": "losing"}])"));
  CHECK(stopped["other_moves"] == Json::parse(R"([{"gcd": 1, "standing": "open"}])"));
}

TEST_CASE("a position past --max-states is recorded as stopped and the batch goes on", "[sylver][batch]") {
  const std::string file = scratch_path("limit.txt"), out = scratch_path("limit.jsonl");
  write_file(file, "4 5\n10 11\n5 6\n");
  const auto r = run(gamecert_command("sylver batch --quiet --max-states 100 " + file + " -o " + out));
  REQUIRE(r.status == 0);
  CHECK(Json::parse(r.out)["stopped"] == 1);
  const std::vector<std::string> lines = lines_of(read_file(out));
  REQUIRE(lines.size() == 3);
  const Json stopped = Json::parse(lines[2]);  // sorted: {4, 5}, {5, 6}, {10, 11}
  CHECK(stopped["status"] == "limit");
  CHECK(stopped["reason"].get<std::string>().find("100") != std::string::npos);
  CHECK(stopped["states"].is_null());
  CHECK(stopped["t"] == 89);
  CHECK(Json::parse(lines[1])["status"] == "solved");
}

TEST_CASE("--certificates writes one checked certificate per solved gcd-1 position", "[sylver][batch]") {
  const std::string file = scratch_path("certified.txt"), out = scratch_path("certified.jsonl");
  const std::string folder = scratch_path("certificates");
  write_file(file, "5 9 19\n4 6\n7 12\n");
  const auto r =
      run(gamecert_command("sylver batch --quiet " + file + " -o " + out + " --certificates " + folder));
  REQUIRE(r.status == 0);
  const std::vector<std::string> lines = lines_of(read_file(out));
  REQUIRE(lines.size() == 3);
  // Sorted by position: {4, 6}, {5, 9}, {7, 12}.
  CHECK_FALSE(Json::parse(lines[0]).contains("certificate_sha256"));  // gcd 2: no finite claim
  for (const auto& [index, name] : {std::pair{1, "5-9.txt"}, std::pair{2, "7-12.txt"}}) {
    const std::string certificate = folder + "/" + name;
    REQUIRE(std::filesystem::exists(certificate));
    const auto sha = run("sha256sum " + certificate);
    CHECK(sha.out.substr(0, 64) == Json::parse(lines[index])["certificate_sha256"].get<std::string>());
    CHECK(run(checker_command(certificate)).status == 0);
  }
  const auto without = run(gamecert_command("sylver batch --quiet " + file + " -o " + out));
  CHECK(without.status == 2);
  CHECK(without.err.find("--certificates") != std::string::npos);
}

TEST_CASE("--first stops each finite position at a winning move, certified by the P-position after it",
          "[sylver][batch]") {
  const std::string file = scratch_path("first.txt"), out = scratch_path("first.jsonl");
  const std::string folder = scratch_path("first-certificates");
  write_file(file, "5 7\n5 9\n4 6\n");
  const auto r = run(
      gamecert_command("sylver batch --quiet --first " + file + " -o " + out + " --certificates " + folder));
  REQUIRE(r.status == 0);
  const std::vector<std::string> lines = lines_of(read_file(out));
  REQUIRE(lines.size() == 3);
  const Json infinite = Json::parse(lines[0]);  // {4, 6}: gcd 2 is answered whole, --first or not
  CHECK(infinite["status"] == "solved");
  CHECK_FALSE(infinite.contains("certificate_sha256"));
  for (const std::string& text : {lines[1], lines[2]}) {
    const Json line = Json::parse(text);
    INFO(text);
    CHECK(line["status"] == "first");
    REQUIRE(line["winning"].size() == 1);
    // The same first move as sylver winning --first, and the exact solve counts it among the winning moves.
    const std::string named = line["position"][0].dump() + " " + line["position"][1].dump();
    CHECK(Json::parse(run(gamecert_command("sylver winning --first " + named)).out)["winning"] ==
          line["winning"]);
    const Json exact = Json::parse(run(gamecert_command("sylver winning " + named)).out)["winning"];
    CHECK(std::find(exact.begin(), exact.end(), line["winning"][0]) != exact.end());
    const std::string certificate = folder + "/" + line["position"][0].dump() + "-" +
                                    line["position"][1].dump() + "-" + line["winning"][0].dump() + ".txt";
    REQUIRE(std::filesystem::exists(certificate));
    const auto checked = run(checker_command(certificate));
    CHECK(checked.status == 0);
    CHECK(checked.out.find("winning=none") != std::string::npos);
    CHECK(checked.out.substr(3, 64) == line["certificate_sha256"].get<std::string>());
  }
  const auto all_moves =
      run(gamecert_command("sylver batch --quiet " + file + " -o " + out + " --certificates " + folder));
  CHECK(all_moves.status == 2);  // solved with --first: not resumed without it
}

#ifdef GAMECERT_WITH_MPI
namespace {
// Open MPI refuses root unless told; --oversubscribe lets 2 ranks run where
// fewer cores are free (CI runs as root on a 2-core machine). The timeout
// turns a job that hangs (a rank lost before the barrier) into a failure.
// Under the asan preset, LeakSanitizer reports Open MPI's own allocations at
// MPI_Finalize (libmpi and its components, unloaded by then, so they cannot
// be suppressed by name); leak detection is off for the ranks only, and every
// other check of the sanitizers stays on.
std::string mpirun_command(const std::string& args) {
  return "ASAN_OPTIONS=\"${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0\" timeout 300 mpirun "
         "--allow-run-as-root --oversubscribe -np 2 " +
         gamecert_command(args);
}
}  // namespace

TEST_CASE("two MPI ranks give the one-process file byte for byte, parts merged and removed",
          "[sylver][batch][mpi]") {
  if (run("command -v mpirun").status != 0) {
    WARN("mpirun not found: the MPI batch is not tested");
    return;
  }
  // Runs the batch under mpirun into `out`; returns its summary line.
  const auto run_ranks = [](const std::string& out) {
    const auto r = run(mpirun_command("sylver batch --quiet " + batch_file() + " -o " + out));
    INFO(r.err);
    REQUIRE(r.status == 0);
    return Json::parse(r.out);
  };
  const std::string out = scratch_path("mpi.jsonl");
  CHECK(run_ranks(out)["ranks"] == 2);
  CHECK(read_file(out) == reference_output());
  CHECK_FALSE(std::filesystem::exists(scratch_path("mpi.rank-0.jsonl")));
  CHECK_FALSE(std::filesystem::exists(scratch_path("mpi.rank-1.jsonl")));

  // A run of three ranks cut short: parts with a torn line, and no OUT yet.
  const std::vector<std::string> lines = lines_of(reference_output());
  const std::string resumed = scratch_path("mpi-resumed.jsonl");
  write_file(scratch_path("mpi-resumed.rank-0.jsonl"), lines[0] + "\n" + lines[3] + "\n");
  write_file(scratch_path("mpi-resumed.rank-2.jsonl"), lines[1] + "\n" + lines[2].substr(0, 10));
  CHECK(run_ranks(resumed)["resumed"] == 3);
  CHECK(read_file(resumed) == reference_output());
  CHECK_FALSE(std::filesystem::exists(scratch_path("mpi-resumed.rank-2.jsonl")));
}
#else
TEST_CASE("a gamecert without MPI refuses to run under mpirun", "[sylver][batch]") {
  const auto r =
      run("OMPI_COMM_WORLD_SIZE=2 OMPI_COMM_WORLD_RANK=0 " +
          gamecert_command("sylver batch " + batch_file() + " -o " + scratch_path("no-mpi.jsonl")));
  CHECK(r.status == 2);
  CHECK(r.err.find("without MPI") != std::string::npos);
}
#endif
