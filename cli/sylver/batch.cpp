// `gamecert sylver batch FILE -o OUT.jsonl`: many positions, one JSON result
// line each (docs/sylver.md, "Batches"). The frontier work around positions
// of gcd > 1 is thousands of independent finite positions, so a batch must
// survive a crash and use more than one machine:
//  * every result line is appended whole and synced before the next position
//    starts, and a run finds the lines already written and skips them, so
//    after kill -9 the same command goes on where it stopped;
//  * started by Open MPI's mpirun, the ranks take positions from one shared
//    counter (a one-sided MPI window at rank 0, so no rank is spent on
//    coordination), each appends to its own part file, and rank 0 merges the
//    parts into OUT, sorted by position, once all are done. A plain run
//    merges the same way, so a batch begun under mpirun can be finished
//    without it.
// Each position gets a fresh solver, so its line is the same whichever rank
// or run computed it: the merged file of any run is byte-identical.
#include <fcntl.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <stdexcept>
#include <string>
#include <thread>
#include <tuple>
#include <vector>

#ifdef GAMECERT_WITH_MPI
#include <mpi.h>
#endif

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "common/certificate_writer.hpp"
#include "common/line_file.hpp"
#include "common/progress.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/finite/memo.hpp"
#include "sylver/semigroup.hpp"
#include "cli/sylver/answers.hpp"
#include "cli/sylver/batch.hpp"

namespace gamecert::cli {

namespace {

namespace fs = std::filesystem;
using Numbers = std::vector<std::int64_t>;

constexpr IntegerRange kNamedNumbers{1, 100'000};

struct BatchOptions {
  std::string input;
  std::string output;
  std::string certificates;  // empty: no certificates
  SolverLimits solver;
  sylver::ProverLimits prover;
  ProgressSwitch progress;
};

struct BatchPosition {
  std::size_t line = 0;  // in FILE, from 1
  Numbers named;
  Numbers generators;  // minimal generators: what the result line calls `position`
};

// Every bad line is reported before any solving, so a typo on line 900 does
// not surface after hours of work.
std::vector<BatchPosition> read_batch_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw UsageError("cannot read the batch file '" + path + "'");
  std::vector<BatchPosition> positions;
  std::string text;
  for (std::size_t number = 1; std::getline(in, text); ++number) {
    std::istringstream words(text);  // spaces, tabs and a CR of CRLF all separate
    std::string word;
    BatchPosition position;
    position.line = number;
    while (words >> word) {
      if (position.named.empty() && word.front() == '#') break;
      try {
        position.named.push_back(
            static_cast<std::int64_t>(parse_integer(word, "each named number", kNamedNumbers)));
      } catch (const UsageError& e) {
        throw UsageError(path + " line " + std::to_string(number) + ": " + e.what());
      }
    }
    if (position.named.empty()) continue;
    position.generators = sylver::minimal_generators_of(position.named);
    positions.push_back(std::move(position));
  }
  if (positions.empty()) throw UsageError("the batch file '" + path + "' lists no positions");
  return positions;
}

// OUT.jsonl's part for one rank: OUT.rank-<r>.jsonl.
std::string part_stem(const std::string& output) {
  const std::string suffix = ".jsonl";
  const bool has_suffix = output.size() > suffix.size() &&
                          output.compare(output.size() - suffix.size(), suffix.size(), suffix) == 0;
  return (has_suffix ? output.substr(0, output.size() - suffix.size()) : output) + ".rank-";
}

std::string part_path(const std::string& output, int rank) {
  return part_stem(output) + std::to_string(rank) + ".jsonl";
}

// The parts present now, whatever number of ranks wrote them.
std::vector<std::string> existing_parts(const std::string& output) {
  const fs::path stem(part_stem(output));
  const fs::path folder = stem.has_parent_path() ? stem.parent_path() : fs::path(".");
  const std::string prefix = stem.filename().string(), suffix = ".jsonl";
  std::vector<std::string> parts;
  for (const fs::directory_entry& entry : fs::directory_iterator(folder)) {
    const std::string name = entry.path().filename().string();
    if (name.size() <= prefix.size() + suffix.size() || name.compare(0, prefix.size(), prefix) != 0 ||
        name.compare(name.size() - suffix.size(), suffix.size(), suffix) != 0)
      continue;
    const std::string rank = name.substr(prefix.size(), name.size() - prefix.size() - suffix.size());
    // Spelt as part_path spells it, so that a rank finds its own part among them.
    if (rank.find_first_not_of("0123456789") == std::string::npos)
      parts.push_back(part_stem(output) + rank + ".jsonl");
  }
  std::sort(parts.begin(), parts.end());
  return parts;
}

// The result lines written so far, from OUT and every part, keyed by FILE line.
struct Results {
  std::map<std::size_t, std::string> lines;        // without the newline
  std::map<std::string, std::size_t> whole_bytes;  // per file: up to its last newline
  std::vector<std::string> parts;
};

// Checks that a line belongs to this batch, so that a results file of another
// FILE, or of the same FILE edited since, is refused instead of mixed in.
void check_result_line(const std::string& path, std::size_t number, const std::string& text,
                       const std::map<std::size_t, const BatchPosition*>& by_line, bool certificates) {
  const auto fail = [&](const std::string& why) {
    throw UsageError("'" + path + "' line " + std::to_string(number) + " " + why +
                     " (give another -o, or remove the file to start afresh)");
  };
  Json line;
  try {
    line = Json::parse(text);
  } catch (const Json::parse_error&) {
    fail("is not a JSON result line");
  }
  if (!line.is_object() || !line.contains("line") || !line["line"].is_number_unsigned() ||
      !line.contains("position") || !line.contains("status") || !line.contains("gcd"))
    fail("is not a result line of `gamecert sylver batch`");
  const auto at = by_line.find(line["line"].get<std::size_t>());
  if (at == by_line.end() || line["position"] != numbers_json(at->second->generators))
    fail("holds position " + line["position"].dump() + " for input line " + line["line"].dump() +
         ", which the batch file does not list there: it belongs to another batch");
  const bool certifiable = line["gcd"] == 1 && line["status"] == "solved";
  if (certifiable && line.contains("certificate_sha256") != certificates)
    fail(std::string("was written ") + (certificates ? "without" : "with") +
         " --certificates; resume with the same options");
}

Results read_results(const std::string& output, const std::vector<BatchPosition>& positions,
                     bool certificates) {
  std::map<std::size_t, const BatchPosition*> by_line;
  for (const BatchPosition& p : positions) by_line[p.line] = &p;
  Results results;
  results.parts = existing_parts(output);
  std::vector<std::string> files{output};
  files.insert(files.end(), results.parts.begin(), results.parts.end());
  for (const std::string& path : files) {
    if (!fs::exists(path)) continue;
    // Only whole lines count: kill -9 can leave the last one without its end.
    const std::string text = read_whole_lines(path).text;
    results.whole_bytes[path] = text.size();
    std::istringstream lines(text);
    std::string line;
    for (std::size_t number = 1; std::getline(lines, line); ++number) {
      check_result_line(path, number, line, by_line, certificates);
      // A position found twice (a merge cut short before the parts went) keeps OUT's line.
      results.lines.emplace(Json::parse(line)["line"].get<std::size_t>(), line);
    }
  }
  return results;
}

[[noreturn]] void fail_io(const std::string& path, const std::string& what) {
  throw std::runtime_error("cannot " + what + " '" + path + "': " + std::strerror(errno));
}

// OUT, or this rank's part, opened for appending whole lines (a torn last
// line cut off). The lock keeps a second run on the same file from
// interleaving its lines with ours.
std::unique_ptr<LineAppender> open_results(const std::string& path, std::size_t whole_bytes) {
  try {
    return std::make_unique<LineAppender>(path, whole_bytes, true);
  } catch (const LineAppender::Busy&) {
    throw UsageError("'" + path + "' is being written by another run of this batch");
  } catch (const std::runtime_error& e) {
    throw UsageError(std::string(e.what()) + " (the results file)");
  }
}

// A position the solver could not finish: its line says why, and the batch goes on.
Json stopped_line(const BatchPosition& p, const std::string& status, const std::string& reason) {
  Json out;
  out["line"] = p.line;
  out["position"] = numbers_json(p.generators);
  const std::int64_t gcd = sylver::gcd_of(p.named);
  Json t = nullptr;
  if (gcd == 1) {
    try {
      t = sylver::AperySet::generated_by(p.generators).frobenius();
    } catch (const std::out_of_range&) {
    }
  }
  out["gcd"] = gcd;
  out["t"] = t;
  out["winning"] = Json::array();
  out["status"] = status;
  out["reason"] = reason;
  out["states"] = nullptr;
  return out;
}

std::string certificate_path(const std::string& folder, const Numbers& generators) {
  std::string name;
  for (std::int64_t x : generators) name += (name.empty() ? "" : "-") + std::to_string(x);
  return (fs::path(folder) / (name + ".txt")).string();
}

Json result_line(const BatchPosition& p, const BatchOptions& o) {
  Json out;
  out["line"] = p.line;
  out["position"] = numbers_json(p.generators);
  sylver::WinningReport report;
  try {
    report = sylver::analyse_winning(
        p.named, {.prover = o.prover, .max_states = o.solver.max_states, .max_memo_bytes = o.solver.memory},
        false);
  } catch (const sylver::SearchLimitExceeded& e) {
    return stopped_line(p, "limit", e.what());
  } catch (const std::out_of_range& e) {
    return stopped_line(p, "unsupported", std::string("outside the solver's supported range: ") + e.what());
  }
  if (report.position != p.generators)
    throw std::logic_error("the solver reports position " + sylver::format_set(report.position) +
                           " for the minimal generators " + sylver::format_set(p.generators));
  out.update(winning_fields(report));
  out["states"] = report.states;
  out["memo_bytes"] = report.memo_bytes;
  if (!o.certificates.empty() && report.gcd == 1 && report.status == "solved") {
    sylver::CertifiedWinningMoves certified;
    try {
      certified = sylver::certify_winning_moves(
          p.named, {.max_states = o.solver.max_states, .max_memo_bytes = o.solver.memory});
    } catch (const sylver::SearchLimitExceeded& e) {
      return stopped_line(p, "limit", std::string("certifying: ") + e.what());
    }
    if (certified.winning != report.winning)
      throw std::logic_error("the certificate of " + sylver::format_set(p.generators) +
                             " claims other winning moves than the solver found");
    out["certificate_sha256"] =
        write_certificate(certified.certificate, certificate_path(o.certificates, p.generators)).sha256;
  }
  return out;
}

// Rewrites OUT with one line per position of FILE, sorted by position
// (minimal generators compared number by number, then FILE's line),
// atomically (a temporary file and a rename), then removes the parts.
// Returns the lines.
std::vector<std::string> merge_results(const std::vector<BatchPosition>& positions, const BatchOptions& o) {
  const Results results = read_results(o.output, positions, !o.certificates.empty());
  std::vector<const BatchPosition*> sorted;
  for (const BatchPosition& p : positions) sorted.push_back(&p);
  std::sort(sorted.begin(), sorted.end(), [](const BatchPosition* a, const BatchPosition* b) {
    return std::tie(a->generators, a->line) < std::tie(b->generators, b->line);
  });
  std::vector<std::string> lines;
  std::string text;
  for (const BatchPosition* position : sorted) {
    const BatchPosition& p = *position;
    const auto at = results.lines.find(p.line);
    if (at == results.lines.end())
      throw std::runtime_error("no result for line " + std::to_string(p.line) + " of " + o.input +
                               " after every rank finished");
    lines.push_back(at->second);
    text += at->second + "\n";
  }
  std::string current;
  if (std::ifstream in{o.output, std::ios::binary}) {
    std::ostringstream all;
    all << in.rdbuf();
    current = all.str();
  }
  if (current != text) {
    const std::string temporary = o.output + ".tmp." + std::to_string(::getpid());
    const int fd = ::open(temporary.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644);
    if (fd < 0) fail_io(temporary, "create");
    write_and_sync(fd, text, temporary);
    ::close(fd);
    fs::rename(temporary, o.output);
  }
  for (const std::string& part : results.parts) fs::remove(part);
  return lines;
}

// The Frobenius number t of a finite position: the states a solve stores
// grow with it. Positions of gcd > 1 search a bounded range and come last.
std::int64_t expected_cost(const BatchPosition& p) {
  if (sylver::gcd_of(p.named) != 1) return 0;
  try {
    return sylver::AperySet::generated_by(p.generators).frobenius();
  } catch (const std::out_of_range&) {
    return 0;  // unsupported: answered at once
  }
}

int rank_from_environment() {
  const char* text = std::getenv("OMPI_COMM_WORLD_RANK");
  if (text == nullptr) throw UsageError("OMPI_COMM_WORLD_SIZE is set but OMPI_COMM_WORLD_RANK is not");
  return static_cast<int>(parse_integer(text, "OMPI_COMM_WORLD_RANK", {0, 1'000'000}));
}

// The processes sharing the batch: the ranks of an mpirun, or this process
// alone. MPI is started only under mpirun, so a plain run needs no MPI at all.
class Team {
 public:
  explicit Team(bool mpi) : mpi_(mpi) {
#ifdef GAMECERT_WITH_MPI
    if (!mpi_) return;
    MPI_Init(nullptr, nullptr);
    MPI_Comm_rank(MPI_COMM_WORLD, &rank_);
    MPI_Comm_size(MPI_COMM_WORLD, &size_);
    MPI_Win_allocate(rank_ == 0 ? static_cast<MPI_Aint>(sizeof(long)) : 0, static_cast<int>(sizeof(long)),
                     MPI_INFO_NULL, MPI_COMM_WORLD, &counter_, &window_);
    if (rank_ == 0) {
      MPI_Win_lock(MPI_LOCK_EXCLUSIVE, 0, 0, window_);
      *counter_ = 0;
      MPI_Win_unlock(0, window_);
    }
    MPI_Barrier(MPI_COMM_WORLD);
#endif
  }
  Team(const Team&) = delete;
  Team& operator=(const Team&) = delete;
  ~Team() {
#ifdef GAMECERT_WITH_MPI
    if (!mpi_) return;
    MPI_Win_free(&window_);
    MPI_Finalize();
#endif
  }
  bool mpi() const { return mpi_; }
  int rank() const { return rank_; }
  int size() const { return size_; }

  // The index of the next position to solve, unique across the team.
  std::size_t take_next() {
#ifdef GAMECERT_WITH_MPI
    if (mpi_) {
      long one = 1, taken = 0;
      MPI_Win_lock(MPI_LOCK_SHARED, 0, 0, window_);
      MPI_Fetch_and_op(&one, &taken, MPI_LONG, 0, 0, MPI_SUM, window_);
      MPI_Win_unlock(0, window_);
      return static_cast<std::size_t>(taken);
    }
#endif
    return taken_++;
  }

  // A rank that runs out of work waits here for the one still solving; a
  // plain MPI_Barrier would spin on a core that rank needs (Open MPI polls).
  void wait_for_all() {
#ifdef GAMECERT_WITH_MPI
    if (!mpi_) return;
    MPI_Request request = MPI_REQUEST_NULL;
    MPI_Ibarrier(MPI_COMM_WORLD, &request);
    for (int done = 0; MPI_Test(&request, &done, MPI_STATUS_IGNORE), done == 0;)
      std::this_thread::sleep_for(std::chrono::milliseconds(20));
#endif
  }

  // Ends every rank: the others would otherwise wait for this one forever.
  [[noreturn]] void abort_all([[maybe_unused]] const std::string& message) {
#ifdef GAMECERT_WITH_MPI
    Progress::end_open_line();
    std::cerr << "gamecert: failed on rank " << rank_ << ": " << message << "\n";
    MPI_Abort(MPI_COMM_WORLD, 1);
#endif
    std::abort();
  }

 private:
  bool mpi_;
  int rank_ = 0;
  int size_ = 1;
  std::size_t taken_ = 0;
#ifdef GAMECERT_WITH_MPI
  long* counter_ = nullptr;
  MPI_Win window_ = MPI_WIN_NULL;
#endif
};

void run_batch(const BatchOptions& o) {
  if (o.output.empty() || o.output == "-")
    throw UsageError("-o must name a file: the results are appended to it and read back on resume");
  const std::vector<BatchPosition> positions = read_batch_file(o.input);
  const bool under_mpirun = std::getenv("OMPI_COMM_WORLD_SIZE") != nullptr;
#ifndef GAMECERT_WITH_MPI
  if (under_mpirun)
    throw UsageError(
        "this gamecert was built without MPI: under mpirun every rank would solve the whole batch into "
        "the same file; run it without mpirun, or build with Open MPI (docs/sylver.md, \"Batches\")");
#endif
  // Everything that can be a usage error happens before MPI starts, on every
  // rank alike, so a bad file ends all ranks with status 2 and no MPI_Abort.
  const int rank = under_mpirun ? rank_from_environment() : 0;
  if (!o.certificates.empty()) fs::create_directories(o.certificates);
  const Results done = read_results(o.output, positions, !o.certificates.empty());
  std::vector<const BatchPosition*> remaining;
  for (const BatchPosition& p : positions)
    if (done.lines.count(p.line) == 0) remaining.push_back(&p);
  const std::string own = under_mpirun ? part_path(o.output, rank) : o.output;
  const auto whole = done.whole_bytes.find(own);
  auto appender = open_results(own, whole == done.whole_bytes.end() ? 0 : whole->second);

  Team team(under_mpirun);
  try {
    if (team.rank() != rank) throw std::runtime_error("MPI's rank differs from OMPI_COMM_WORLD_RANK");
    // Shared out, the largest positions go first, so that the last one to
    // finish is a small one rather than a long solve started when the others
    // ran out of work. Alone, positions are taken in FILE order.
    if (team.size() > 1)
      std::stable_sort(remaining.begin(), remaining.end(),
                       [](const BatchPosition* a, const BatchPosition* b) {
                         return expected_cost(*a) > expected_cost(*b);
                       });
    Progress progress("positions", remaining.size(), o.progress.enabled() && team.rank() == 0);
    for (std::size_t index; (index = team.take_next()) < remaining.size();) {
      appender->append(result_line(*remaining[index], o).dump() + "\n");
      // Under MPI the shared counter is the team's progress (positions started).
      progress.update(team.mpi() ? index : index + 1);
    }
    progress.update(remaining.size());
    progress.finish();
    appender.reset();
    team.wait_for_all();
    if (team.rank() != 0) return;
    const std::vector<std::string> lines = merge_results(positions, o);
    std::size_t stopped = 0;
    for (const std::string& line : lines)
      if (Json::parse(line)["states"].is_null()) ++stopped;
    print_json(Json{{"output", o.output},
                    {"positions", positions.size()},
                    {"resumed", positions.size() - remaining.size()},
                    {"computed", remaining.size()},
                    {"stopped", stopped},
                    {"ranks", team.size()}});
  } catch (const std::exception& e) {
    if (team.mpi()) team.abort_all(e.what());
    throw;
  }
}

}  // namespace

void add_sylver_batch_command(CLI::App& sylver) {
  auto options = std::make_shared<BatchOptions>();
  auto* batch = sylver.add_subcommand(
      "batch",
      "solve the positions listed in FILE into a JSON-lines file; resumable, and shared out "
      "over the ranks when started by mpirun (docs/sylver.md, \"Batches\")");
  batch->add_option("file", options->input, "positions, one a line: named numbers separated by spaces")
      ->required()
      ->type_name("FILE");
  batch
      ->add_option("-o,--output", options->output,
                   "results, one JSON line per position in FILE order; an existing file is resumed")
      ->required()
      ->type_name("FILE");
  add_solver_limits(*batch, options->solver);
  add_prover_limits(*batch, options->prover);
  batch
      ->add_option("--certificates", options->certificates,
                   "also write each solved gcd-1 position's certificate to DIR/<m>-<n>-....txt")
      ->type_name("DIR");
  add_progress_switch(*batch, options->progress);
  set_example(*batch, "gamecert sylver batch positions.txt -o results.jsonl");
  batch->callback([options] { run_batch(*options); });
}

}  // namespace gamecert::cli
