// Memo snapshots (`--snapshot FILE`, docs/sylver.md "Memo snapshots") through
// the real program: a run killed with SIGKILL after a snapshot, or stopped by
// SIGTERM, resumes with the same command to the same answer and the same
// certificate bytes, without storing much more than an uninterrupted run;
// snapshots of another run, or damaged ones, are refused.
#include <fcntl.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <cstdlib>
#include <iostream>
#include <nlohmann/json.hpp>
#include <string>

#include "run_command.hpp"
#include "sylver/finite/memo.hpp"
#include "sylver/finite/memo_snapshot.hpp"

using namespace gamecert::testing;

namespace {

CommandResult run_gamecert(const std::string& args) { return run(gamecert_command(args)); }

nlohmann::json answer(const std::string& args) {
  const CommandResult r = run_gamecert(args);
  INFO(args);
  INFO(r.err);
  REQUIRE(r.status == 0);
  return nlohmann::json::parse(r.out);
}

// Starts `args` in the background, waits until `snapshot` exists (the rename
// makes it whole) or the run ends, and kills it with SIGKILL at once: the
// interval is far longer than the wait, so the kill lands after the first
// snapshot and before the next. Returns the shell's status of the run (137: killed).
int kill_after_first_snapshot(const std::string& args, const std::string& snapshot) {
  const CommandResult r = run(gamecert_command(args) + " >/dev/null 2>&1 & pid=$!; while [ ! -e '" + snapshot +
                              "' ] && kill -0 $pid 2>/dev/null; do sleep 0.01; done; kill -9 $pid 2>/dev/null; "
                              "wait $pid; echo $?");
  return std::stoi(r.out);
}

// What a resumed run must show against an uninterrupted one: the same
// answer, something read back, and no more than 1.1x the positions stored.
void check_resumed(const nlohmann::json& resumed, const nlohmann::json& straight) {
  INFO(resumed.dump() + "\n" + straight.dump());
  CHECK(resumed["snapshot"]["loaded"].get<std::uint64_t>() > 0);
  CHECK(resumed["states"].get<double>() <= 1.1 * straight["states"].get<double>());
  // What it had to store anew is less than the whole: the snapshot saved work.
  CHECK(resumed["states"].get<std::uint64_t>() - resumed["snapshot"]["loaded"].get<std::uint64_t>() <
        straight["states"].get<std::uint64_t>());
}

}  // namespace

TEST_CASE("sylver winning --snapshot: killed with SIGKILL between two snapshots, the same command resumes",
          "[sylver]") {
  const auto straight = answer("sylver winning 11 29 --threads 1 --memo compact");
  REQUIRE(straight["winning"] == nlohmann::json({144}));
  for (const std::string memo : {"compact", "fast"}) {
    INFO(memo);
    const std::string snapshot = scratch_path("11-29." + memo + ".snapshot");
    // 0.005 minutes is 0.3 s: the first snapshot comes early in a search of about 3 s.
    const std::string command =
        "sylver winning 11 29 --threads 1 --memo " + memo + " --snapshot " + snapshot + " --snapshot-every 0.005";
    const int killed = kill_after_first_snapshot(command, snapshot);
    if (killed != 137) WARN("the run ended (status " << killed << ") before it could be killed after a snapshot");
    const std::string header = read_file(snapshot).substr(0, 4096);
    CHECK(header.rfind("gamecert-sylver-memo-snapshot 1\ncommit ", 0) == 0);
    CHECK(header.find("\nquestion winning position=11,29\n") != std::string::npos);
    CHECK(header.find("\nmemo " + memo + " ") != std::string::npos);
    const auto resumed = answer(command);
    CHECK(resumed["winning"] == nlohmann::json({144}));
    if (killed == 137) check_resumed(resumed, straight);
  }
}

TEST_CASE("certify sylver --snapshot: killed with SIGKILL, resumed, the same bytes", "[sylver]") {
  const std::string straight_file = scratch_path("9-37.straight.txt"), resumed_file = scratch_path("9-37.resumed.txt");
  const std::string unused = scratch_path("9-37.unused.snapshot"), snapshot = scratch_path("9-37.snapshot");
  // An interval no run reaches: the uninterrupted run's figures, and its bytes.
  const auto straight = answer("certify sylver 9 37 --threads 1 --memo compact --snapshot " + unused +
                               " --snapshot-every 1000 -o " + straight_file);
  CHECK(straight["snapshot"]["written"] == 0);
  const std::string command = "certify sylver 9 37 --threads 1 --memo compact --snapshot " + snapshot +
                              " --snapshot-every 0.005 -o " + resumed_file;
  const int killed = kill_after_first_snapshot(command, snapshot);
  if (killed != 137) WARN("the run ended (status " << killed << ") before it could be killed after a snapshot");
  const auto resumed = answer(command);
  CHECK(read_file(resumed_file) == read_file(straight_file));
  CHECK(resumed["sha256"] == straight["sha256"]);
  if (killed == 137) check_resumed(resumed, straight);
  // On two threads, from the snapshot the runs above left: the same bytes again.
  answer("certify sylver 9 37 --threads 2 --memo compact --snapshot " + snapshot + " -o " + resumed_file);
  CHECK(read_file(resumed_file) == read_file(straight_file));
}

TEST_CASE("sylver winning --snapshot: SIGTERM saves the memo and ends the run by the signal", "[sylver]") {
  const std::string snapshot = scratch_path("11-29.term.snapshot");
  const std::string command = "sylver winning 11 29 --threads 2 --memo compact --snapshot " + snapshot;
  const CommandResult stopped = run("timeout --preserve-status -s TERM 0.5 " + gamecert_command(command));
  if (stopped.status == 0) {
    WARN("the run finished within 0.5 s; nothing was interrupted");
  } else {
    CHECK(stopped.status == 128 + 15);
    CHECK(stopped.err.find("interrupted by SIGTERM: the memo (") != std::string::npos);
    CHECK(stopped.err.find(snapshot) != std::string::npos);
    CHECK(read_file(snapshot).rfind("gamecert-sylver-memo-snapshot 1\n", 0) == 0);
  }
  const auto resumed = answer(command);
  CHECK(resumed["winning"] == nlohmann::json({144}));
  if (stopped.status != 0) CHECK(resumed["snapshot"]["loaded"].get<std::uint64_t>() > 0);
}

TEST_CASE("sylver winning --snapshot: a snapshot of another run, or a damaged one, is refused", "[sylver]") {
  const std::string snapshot = scratch_path("11-29.other.snapshot"), copy = scratch_path("11-29.copy.snapshot");
  kill_after_first_snapshot(
      "sylver winning 11 29 --threads 1 --memo compact --snapshot " + snapshot + " --snapshot-every 0.005", snapshot);
  const std::string whole = read_file(snapshot);
  REQUIRE(whole.size() > 4096 + 64);
  const auto refused = [&](const std::string& args, const std::string& words) {
    const CommandResult r = run_gamecert(args);
    INFO(args);
    INFO(r.err);
    CHECK(r.status == 2);
    CHECK(r.err.find(words) != std::string::npos);
    CHECK(r.out.empty());
  };
  const std::string same = "sylver winning 11 29 --threads 1 --memo compact --snapshot ";
  refused("sylver winning 11 31 --memo compact --snapshot " + snapshot,
          "was written for question 'winning position=11,29', and this run has question 'winning position=11,31'");
  refused("sylver winning 11 29 --first --memo compact --snapshot " + snapshot, "question 'first position=11,29'");
  refused("certify sylver 11 29 --memo compact --snapshot " + snapshot + " -o " + scratch_path("11-29.txt"),
          "question 'certify position=11,29'");
  refused("sylver winning 11 29 --snapshot " + snapshot, "was written for memo 'compact key-bits=");
  refused("sylver winning 11 29 --memo compact --max-states 1000 --snapshot " + snapshot,
          "was written for limits 'max-states=200000000 memory=0");
  refused("sylver winning 11 29 --memo compact --memory 1G --snapshot " + snapshot, "memory=1073741824");
  refused("sylver winning 6 9 21 --snapshot " + snapshot, "--snapshot needs a finite position");
  // Another binary's: the commit line differs (same length, so the rest stays in place).
  std::string other = whole;
  const std::size_t commit = other.find("\ncommit ") + 8;
  other.replace(commit, 7, "0000000");
  write_file(copy, other);
  refused(same + copy, "was written for commit '0000000");
  // Damaged: one byte of the memo changed, the file cut short, or bytes added.
  other = whole;
  other[4096 + 64] = static_cast<char>(other[4096 + 64] ^ 0x01);
  write_file(copy, other);
  refused(same + copy, "its checksum does not match");
  write_file(copy, whole.substr(0, whole.size() - 8));
  refused(same + copy, "is cut short");
  write_file(copy, whole + "x");
  refused(same + copy, "is longer than its header says");
  write_file(copy, "not a snapshot\n");
  refused(same + copy, "is shorter than its header");
  refused(same + copy + " --snapshot-every 0", "--snapshot-every wants minutes");
  refused(same + scratch_path("no-such-folder") + "/x.snapshot", "no-such-folder does not exist");
}

// The figures of docs/sylver.md, "Memo snapshots": a compact memo of about
// GAMECERT_SNAPSHOT_GIB GiB (default 2) of random keys, written and read back
// through the same code as a run's, with the seconds printed (not asserted:
// the machine is shared). [long]: minutes, and as much memory as the memo.
TEST_CASE("memo snapshot: write and read a large compact memo", "[sylver][long]") {
  using namespace gamecert::sylver;
  const char* gib_text = std::getenv("GAMECERT_SNAPSHOT_GIB");
  const double gib = gib_text != nullptr ? std::stod(gib_text) : 2.0;
  const std::string path = scratch_path("large.snapshot");
  const KeyPacker packer(20, 3);  // 19 coordinates of 3 bits: 57-bit keys
  const auto key_of = [](std::uint64_t i) {
    std::uint64_t x = (i + 1) * UINT64_C(0x9E3779B97F4A7C15);
    x ^= x >> 31;
    return PackedKey<1>{{(x * UINT64_C(0xBF58476D1CE4E5B9)) >> 7}};
  };
  std::uint64_t positions = 0;
  double write_seconds = 0;
  {
    PositionTable<1> table({}, 1, &packer, MemoKind::kCompact);
    REQUIRE(table.compact());
    std::uint64_t i = 0;
    while (static_cast<double>(table.bytes()) < gib * (1 << 30)) {
      const PackedKey<1> k = key_of(i);
      if (table.find(k) < 0) table.insert(k, (i & 7) == 0);
      ++i;
    }
    MemoSnapshot snapshot(path, std::chrono::duration<double>(0), {{"question", "figures"}}, nullptr, false);
    table.attach(snapshot, {});
    // The next check of the solo writer (every 65,536 inserts) finds it due.
    while (snapshot.written == 0) {
      const PackedKey<1> k = key_of(i++);
      if (table.find(k) < 0) table.insert(k, (i & 7) == 1);
    }
    positions = snapshot.last_positions;
    write_seconds = snapshot.write_seconds;
    std::cout << "memo snapshot figures: " << positions << " positions, " << snapshot.write_bytes << " bytes ("
              << static_cast<double>(snapshot.write_bytes) / (1 << 30) << " GiB) written in " << write_seconds
              << " s\n";
  }
  // Read from the disk, not from the page cache the write left (the pages
  // are clean after the sync, so the system may drop them when asked).
  if (const int fd = ::open(path.c_str(), O_RDONLY); fd >= 0) {
    ::posix_fadvise(fd, 0, 0, POSIX_FADV_DONTNEED);
    ::close(fd);
  }
  PositionTable<1> back({}, 1, &packer, MemoKind::kCompact);
  MemoSnapshot snapshot(path, std::chrono::hours(1000), {{"question", "figures"}}, nullptr, false);
  back.attach(snapshot, {});
  std::cout << "memo snapshot figures: " << snapshot.read_bytes << " bytes read in " << snapshot.read_seconds
            << " s\n";
  CHECK(snapshot.loaded_positions == positions);
  CHECK(back.size() == positions);
  for (std::uint64_t i = 0; i < 100000; ++i) CHECK(back.find(key_of(i)) == ((i & 7) == 0 ? 1 : 0));
}
