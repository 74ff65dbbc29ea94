// Keyed win-loss tables (certs/FORMAT.md, "Keyed entries"): the writer's
// entries are the full form's in key order, the same bytes on any thread
// count, and the checker's verdict is the same on any thread count and
// memory bound, with the runs it spills to TMPDIR gone on every exit.
#include <signal.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <string>
#include <vector>

#include "run_command.hpp"
#include "sylver/certificates/win_loss_table.hpp"

using namespace gamecert;
using namespace gamecert::sylver;
using namespace gamecert::testing;

namespace {

using Numbers = std::vector<std::int64_t>;

CertifiedWinningMoves certify(const Numbers& named, CertifyOptions options = {}) {
  return certify_winning_moves(Position::of(named), options);
}

std::size_t entries_in(const std::filesystem::path& folder) {
  return static_cast<std::size_t>(
      std::distance(std::filesystem::directory_iterator(folder), std::filesystem::directory_iterator()));
}

// {9, 37} written once, keyed: 10 MB, about a second to check.
const std::string& keyed_9_37() {
  static const std::string file = [] {
    const std::string path = scratch_path("9-37-keyed.txt");
    REQUIRE(run(gamecert_command("certify sylver 9 37 --keyed -o '" + path + "'")).status == 0);
    return path;
  }();
  return file;
}

}  // namespace

TEST_CASE("keyed: the full form's entries in key order, the same bytes on two threads", "[sylver]") {
  const CertifiedWinningMoves full = certify(Numbers{8, 29});
  const CertifiedWinningMoves keyed = certify(Numbers{8, 29}, CertifyOptions{.keyed = true});
  CHECK(keyed.certificate.printed_claim == full.certificate.printed_claim);
  CHECK(keyed.certificate.text.find("\nevidence keyed-witnesses-and-enders\n") != std::string::npos);
  CHECK(keyed.entries.p == full.entries.p);
  CHECK(keyed.entries.n == full.entries.n);
  CHECK(keyed.entries.enders == full.entries.enders);
  const CertifiedWinningMoves two =
      certify(Numbers{8, 29}, CertifyOptions{.keyed = true, .threads = 2, .compact_memo = true});
  CHECK(two.certificate.text == keyed.certificate.text);
  const CertifiedWinningMoves capped = certify(Numbers{8, 29}, CertifyOptions{.keyed = true, .max_memo_bytes = 1 << 16});
  CHECK(capped.certificate.text == keyed.certificate.text);
  CHECK_THROWS_AS(certify(Numbers{8, 29}, CertifyOptions{.implied_witnesses = true, .keyed = true}),
                  std::invalid_argument);
}

TEST_CASE("keyed: checked alike on 1 and 2 threads and in 1 MiB, spilling to TMPDIR and leaving nothing",
          "[checker]") {
  const std::string& file = keyed_9_37();
  const std::filesystem::path spill = scratch_path("spill");
  std::filesystem::create_directory(spill);
  const std::string checker = "TMPDIR='" + spill.string() + "' " + environment("GAMECERT_CHECK_BIN");
  const CommandResult one = run(checker + " '" + file + "'");
  CHECK(one.out.rfind("OK ", 0) == 0);
  // Stretches of whole blocks of 1,024 entries, none empty: 256 threads once rejected it.
  for (const char* threads : {"2", "3", "7", "256"})
    CHECK(run(checker + " --threads " + threads + " '" + file + "'").out == one.out);
  CHECK(run(checker + " --threads 2 --memory 1M '" + file + "'").out == one.out);
  CHECK(entries_in(spill) == 0);
  // A corrupted copy gets the same verdict, at the same line, however it is cut.
  std::string text = read_file(file);
  const std::size_t last = text.rfind(" N ", text.size() - 6);
  REQUIRE(last != std::string::npos);
  text.erase(text.find('\n', last) - 1, 1);  // the last witness loses its last digit
  const std::string bad = scratch_path("9-37-keyed-bad.txt");
  write_file(bad, text);
  const CommandResult rejected = run(checker + " '" + bad + "'");
  CHECK(rejected.out.rfind("REJECTED ", 0) == 0);
  CHECK(run(checker + " --threads 2 --memory 1M '" + bad + "'").out == rejected.out);
  CHECK(entries_in(spill) == 0);
}

TEST_CASE("keyed: checked within --memory 1M, a body of ten times that included", "[checker]") {
  // Past an eighth of --memory the body waits on disk. What is left is
  // fixed: the program, the repeats' tables and the read buffers. (Measured
  // from a test process that holds little: a forked child starts with its
  // parent's resident pages.)
  const std::string& file = keyed_9_37();
  const std::string checker = environment("GAMECERT_CHECK_BIN");
  const long body = static_cast<long>(std::filesystem::file_size(file));
  const long program = peak_rss_bytes(checker + " --version");
  const long peak = peak_rss_bytes(checker + " --memory 1M '" + file + "'");
  const long unbounded = peak_rss_bytes(checker + " '" + file + "'");
  INFO("peak " << peak / 1024 << " KiB at --memory 1M, " << unbounded / 1024 << " KiB unbounded, "
               << program / 1024 << " KiB for --version, body " << body / 1024 << " KiB");
  CHECK(body > 8L << 20);
  CHECK(peak <= program + (1L << 20) + (8L << 20));
}

TEST_CASE("keyed: a line too long is rejected alike with the body in memory and on disk", "[checker]") {
  const std::string checker = environment("GAMECERT_CHECK_BIN");
  const std::string text = read_file(keyed_9_37());
  std::size_t at = text.find("\nbegin\n") + 7;
  for (int line = 0; line < 5000; ++line) at = text.find('\n', at) + 1;
  for (const std::size_t length : {std::size_t{70'000}, std::size_t{3'000'000}}) {
    const std::string bad = scratch_path("9-37-keyed-long-line.txt");
    write_file(bad, text.substr(0, at) + "0 " + std::string(length, '1') + text.substr(text.find('\n', at)));
    const CommandResult in_memory = run(checker + " '" + bad + "'");
    INFO(in_memory.out);
    CHECK(in_memory.out.find(": line longer than 65536 bytes") != std::string::npos);
    CHECK(run(checker + " --memory 1M --threads 2 '" + bad + "'").out == in_memory.out);
  }
}

TEST_CASE("keyed: a check killed while its runs are on disk leaves nothing behind", "[checker]") {
  const std::filesystem::path spill = scratch_path("killed");
  std::filesystem::create_directory(spill);
  for (const int signal : {SIGKILL, SIGTERM, SIGINT}) {
    const pid_t pid = fork();
    if (pid == 0) {
      setenv("TMPDIR", spill.c_str(), 1);
      const std::string checker = environment("GAMECERT_CHECK_BIN");
      execl(checker.c_str(), checker.c_str(), "--memory", "1M", keyed_9_37().c_str(), static_cast<char*>(nullptr));
      _exit(127);
    }
    // Wait for a run on disk: a file the checker holds open under TMPDIR,
    // already removed.
    bool spilled = false;
    for (int tries = 0; tries < 400 && !spilled; ++tries) {
      usleep(5000);
      std::error_code error;
      for (const auto& fd : std::filesystem::directory_iterator("/proc/" + std::to_string(pid) + "/fd", error)) {
        const std::string target = std::filesystem::read_symlink(fd.path(), error).string();
        spilled = spilled || (target.rfind(spill.string() + "/gamecert-check-", 0) == 0 &&
                              target.find("(deleted)") != std::string::npos);
      }
    }
    kill(pid, signal);
    int status = 0;
    REQUIRE(waitpid(pid, &status, 0) == pid);
    INFO("signal " << signal);
    CHECK(spilled);
    CHECK(entries_in(spill) == 0);
  }
}

TEST_CASE("keyed twins: of a full table, the keyed table; of implied and R-line tables, accepted", "[sylver]") {
  const CertifiedWinningMoves keyed = certify(Numbers{8, 29}, CertifyOptions{.keyed = true});
  CHECK(keyed_twin(certify(Numbers{8, 29}).certificate.text).certificate.text == keyed.certificate.text);
  const std::string implied = scratch_path("8-29-implied.txt"), twin = scratch_path("8-29-twin.txt");
  REQUIRE(run(gamecert_command("certify sylver 8 29 --implied-witnesses -o '" + implied + "'")).status == 0);
  REQUIRE(run(gamecert_command("certify sylver --keyed-from '" + implied + "' -o '" + twin + "'")).status == 0);
  const std::string checker = environment("GAMECERT_CHECK_BIN");
  CHECK(run(checker + " '" + twin + "'").out.find("OK ") == 0);
  // Its R line stays a premise, now with the position's key and value.
  const std::string sets = environment("GAMECERT_FIXTURES") + "/sets/rests-on/";
  const CertifiedWinningMoves rests = keyed_twin(read_file(sets + "5-14.txt"));
  CHECK(rests.entries.premises == 1);
  CHECK(rests.certificate.text.find(" P R e29b3648") != std::string::npos);
  // Not a table of another evidence: a usage error, not a certificate.
  CHECK_THROWS_AS(keyed_twin(keyed.certificate.text), std::invalid_argument);
  const CommandResult usage = run(gamecert_command("certify sylver 8 29 --keyed-from '" + implied + "'"));
  CHECK(usage.status == 2);
}

TEST_CASE("keyed: a body of few bytes that requires many positions is rejected within its size's bound", "[checker]") {
  // P entries of {3, 2500}'s descendants (c_2 <= 2 c_1, c_1 <= 2 c_2 + 1):
  // 8 bytes a line, most requiring hundreds of positions.
  std::string body;
  std::size_t lines = 0;
  for (int c1 = 400; c1 < 834 && lines < 60000; ++c1)
    for (int c2 = 0; c2 <= 2 * c1 && lines < 60000; ++c2)
      if (c1 <= 2 * c2 + 1)
        body += (lines++ % 1024 == 0 || c2 == c1 / 2 ? "0 " + std::to_string(c1) : std::string("1")) +
                " " + std::to_string(c2) + " P\n";
  const std::string file = scratch_path("many-requirements.txt");
  write_file(file, "gamecert-certificate 1\ngame sylver\nkind win-loss-table\nevidence keyed-witnesses\n"
                   "claim position=3,2500 t=4997 winning=none\nlines " + std::to_string(lines) + "\nbegin\n" +
                       body + "end\n");
  const std::string checker = environment("GAMECERT_CHECK_BIN");
  const CommandResult r = run(checker + " '" + file + "'");
  INFO(r.out);
  CHECK(r.out.find("the entries require more than 4 positions a body byte") != std::string::npos);
  const long peak = peak_rss_bytes(checker + " '" + file + "'");
  INFO("peak " << peak / 1024 << " KiB for " << body.size() / 1024 << " KiB of body");
  CHECK(peak < 64 * static_cast<long>(body.size()) + (24L << 20));
}
