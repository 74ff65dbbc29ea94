// `gamecert sylver batch FILE -o OUT.jsonl`: many positions, one JSON result
// line each (docs/sylver.md, "Batches"). The frontier work around positions
// of gcd > 1 is thousands of independent finite positions, so a batch must
// survive a crash and use more than one machine:
//  * every result line is appended whole and synced before the next position
//    starts, and a run finds the lines already written and skips them, so
//    after kill -9 the same command goes on where it stopped; each line
//    names the commit and the limits it was solved with, and a run with
//    others refuses the file rather than mix stale answers in;
//  * started by Open MPI's mpirun, the ranks take positions from one shared
//    counter (batch_ranks.hpp), each appends to its own part file, and rank 0 merges the
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

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/sylver/answers.hpp"
#include "cli/sylver/arguments.hpp"
#include "cli/sylver/batch.hpp"
#include "cli/sylver/batch_ranks.hpp"
#include "cli/sylver/limits.hpp"
#include "common/certificate_writer.hpp"
#include "common/line_file.hpp"
#include "common/progress.hpp"
#include "gamecert_commit.hpp"
#include "sylver/certificates/win_loss_table.hpp"
#include "sylver/infinite/analysis.hpp"
#include "sylver/position.hpp"
#include "sylver/semigroup.hpp"

namespace gamecert::cli {

namespace {

namespace fs = std::filesystem;
using Numbers = std::vector<std::int64_t>;

struct BatchOptions {
  std::string input;
  std::string output;
  std::string certificates;  // empty: no certificates
  SolverLimits solver;
  sylver::ProverLimits prover;
  bool no_facts = false;
  bool first = false;  // gcd 1: up to the first winning move
  ProgressSwitch progress;
};

struct BatchPosition {
  std::size_t line = 0;  // in FILE, from 1
  sylver::Position position;
  const Numbers& generators() const { return position.generators(); }  // what the result line calls `position`
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
    Numbers named;
    while (words >> word) {
      if (named.empty() && word.front() == '#') break;
      try {
        named.push_back(parse_named_number(word));
      } catch (const UsageError& e) {
        throw UsageError(path + " line " + std::to_string(number) + ": " + e.what());
      }
    }
    if (named.empty()) continue;
    positions.push_back({number, sylver::Position::of(named)});
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

// What a result line depends on besides its position: the program and the
// limits it ran with. A line solved under another key is stale (a prover
// changed since, or other limits) and is refused rather than reused.
Json resume_key(const BatchOptions& o) {
  return Json{{"commit", GAMECERT_COMMIT},
              {"limits", limits_text(o.solver, o.prover) + (o.no_facts ? " --no-facts" : "") +
                             (o.first ? " --first" : "")}};
}

// Checks that a line belongs to this batch, so that a results file of another
// FILE, of the same FILE edited since, or of another program or limits, is
// refused instead of mixed in.
void check_result_line(const std::string& path, std::size_t number, const std::string& text,
                       const std::map<std::size_t, const BatchPosition*>& by_line, const BatchOptions& o) {
  const bool certificates = !o.certificates.empty();
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
  if (at == by_line.end() || line["position"] != numbers_json(at->second->generators()))
    fail("holds position " + line["position"].dump() + " for input line " + line["line"].dump() +
         ", which the batch file does not list there: it belongs to another batch");
  const Json key = resume_key(o);
  if (line.value("solved_by", Json()) != key)
    fail("was solved by " +
         (line.contains("solved_by") ? line["solved_by"].dump() : std::string("a gamecert that did not record it")) +
         ", and this run is " + key.dump() + ": a result depends on the program and its limits");
  const bool certifiable =
      line["gcd"] == 1 && (line["status"] == sylver::status_word(sylver::WinningStatus::solved) ||
                           line["status"] == sylver::status_word(sylver::WinningStatus::first));
  if (certifiable && line.contains("certificate_sha256") != certificates)
    fail(std::string("was written ") + (certificates ? "without" : "with") +
         " --certificates; resume with the same options");
}

Results read_results(const std::string& output, const std::vector<BatchPosition>& positions,
                     const BatchOptions& o) {
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
      check_result_line(path, number, line, by_line, o);
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

std::string certificate_path(const std::string& folder, const Numbers& generators) {
  return (fs::path(folder) / (sylver::join_numbers(generators, "-") + ".txt")).string();
}

// The fields of `sylver winning` (answers.hpp), after the FILE line they answer.
Json report_line(const BatchPosition& p, const sylver::WinningReport& report) {
  Json out;
  out["line"] = p.line;
  out.update(winning_fields(report));
  return out;
}

// A position the solver could not finish: its line says why, and the batch goes on.
Json stopped_line(const BatchPosition& p, sylver::WinningStatus status, const std::string& reason,
                  const BatchOptions& o) {
  Json out = report_line(p, sylver::unanswered_report(p.position, status, reason));
  out["states"] = nullptr;
  out["solved_by"] = resume_key(o);
  return out;
}

Json result_line(const BatchPosition& p, const BatchOptions& o) {
  sylver::WinningReport report;
  try {
    report = sylver::analyse_winning(p.position,
                                     {.prover = o.prover,
                                      .max_states = o.solver.max_states,
                                      .max_memo_bytes = o.solver.memory,
                                      .first_only = o.first && p.position.finite(),
                                      .compact_memo = o.solver.compact_memo,
                                      .facts = facts_unless(o.no_facts)},
                                     false);
  } catch (const sylver::SearchLimitExceeded& e) {
    return stopped_line(p, sylver::WinningStatus::limit, e.what(), o);
  } catch (const std::out_of_range& e) {
    return stopped_line(p, sylver::WinningStatus::unsupported,
                        std::string("outside the solver's supported range: ") + e.what(), o);
  }
  Json out = report_line(p, report);
  out["states"] = report.states;
  out["memo_bytes"] = report.memo_bytes;
  out["evicted"] = report.evicted;
  const bool first = report.status == sylver::WinningStatus::first;
  if (!o.certificates.empty() && report.gcd == 1 &&
      (report.status == sylver::WinningStatus::solved || first)) {
    // Up to the first winning move w, the evidence is the table of the P-position after w.
    Numbers after = p.generators();
    if (first) after.push_back(report.winning.front());
    const sylver::Position certified_position = sylver::Position::of(after);
    sylver::CertifiedWinningMoves certified;
    try {
      certified = sylver::certify_winning_moves(certified_position, {.max_states = o.solver.max_states,
                                                                     .max_memo_bytes = o.solver.memory,
                                                                     .compact_memo = o.solver.compact_memo});
    } catch (const sylver::SearchLimitExceeded& e) {
      return stopped_line(p, sylver::WinningStatus::limit, std::string("certifying: ") + e.what(), o);
    }
    if (certified.winning != (first ? Numbers{} : report.winning))
      throw std::logic_error("the certificate of " + certified_position.text() +
                             " claims other winning moves than the solver found");
    out["certificate_sha256"] =
        write_certificate(certified.certificate,
                          certificate_path(o.certificates, certified_position.generators()))
            .sha256;
  }
  out["solved_by"] = resume_key(o);
  return out;
}

// Rewrites OUT with one line per position of FILE, sorted by position
// (minimal generators compared number by number, then FILE's line),
// atomically (a temporary file and a rename), then removes the parts.
// Returns the lines.
std::vector<std::string> merge_results(const std::vector<BatchPosition>& positions, const BatchOptions& o) {
  const Results results = read_results(o.output, positions, o);
  std::vector<const BatchPosition*> sorted;
  for (const BatchPosition& p : positions) sorted.push_back(&p);
  std::sort(sorted.begin(), sorted.end(), [](const BatchPosition* a, const BatchPosition* b) {
    return std::tie(a->generators(), a->line) < std::tie(b->generators(), b->line);
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
std::int64_t expected_cost(const BatchPosition& p) { return p.position.finite() ? *p.position.t() : 0; }

int rank_from_environment() {
  const char* text = std::getenv("OMPI_COMM_WORLD_RANK");
  if (text == nullptr) throw UsageError("OMPI_COMM_WORLD_SIZE is set but OMPI_COMM_WORLD_RANK is not");
  return static_cast<int>(parse_integer(text, "OMPI_COMM_WORLD_RANK", {0, 1'000'000}));
}

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
  const Results done = read_results(o.output, positions, o);
  std::vector<const BatchPosition*> remaining;
  for (const BatchPosition& p : positions)
    if (done.lines.count(p.line) == 0) remaining.push_back(&p);
  const std::string own = under_mpirun ? part_path(o.output, rank) : o.output;
  const auto whole = done.whole_bytes.find(own);
  auto appender = open_results(own, whole == done.whole_bytes.end() ? 0 : whole->second);

  BatchRanks ranks(under_mpirun);
  try {
    if (ranks.rank() != rank) throw std::runtime_error("MPI's rank differs from OMPI_COMM_WORLD_RANK");
    // Shared out, the largest positions go first, so that the last one to
    // finish is a small one rather than a long solve started when the others
    // ran out of work. Alone, positions are taken in FILE order.
    if (ranks.size() > 1)
      std::stable_sort(remaining.begin(), remaining.end(),
                       [](const BatchPosition* a, const BatchPosition* b) {
                         return expected_cost(*a) > expected_cost(*b);
                       });
    Progress progress("positions", remaining.size(), o.progress.enabled() && ranks.rank() == 0);
    for (std::size_t index; (index = ranks.take_next()) < remaining.size();) {
      appender->append(result_line(*remaining[index], o).dump() + "\n");
      // Under MPI the shared counter is the progress of all ranks (positions started).
      progress.update(ranks.mpi() ? index : index + 1);
    }
    progress.update(remaining.size());
    progress.finish();
    appender.reset();
    ranks.wait_for_all();
    if (ranks.rank() != 0) return;
    const std::vector<std::string> lines = merge_results(positions, o);
    std::size_t stopped = 0;
    for (const std::string& line : lines)
      if (Json::parse(line)["states"].is_null()) ++stopped;
    print_json(Json{{"output", o.output},
                    {"positions", positions.size()},
                    {"resumed", positions.size() - remaining.size()},
                    {"computed", remaining.size()},
                    {"stopped", stopped},
                    {"ranks", ranks.size()}});
  } catch (const std::exception& e) {
    if (ranks.mpi()) ranks.abort_all(e.what());
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
  add_no_facts(*batch, options->no_facts);
  batch->add_flag("--first", options->first,
                  "gcd 1: stop at the first winning move (status \"first\"); with --certificates, the "
                  "certificate is the win-loss table of the P-position after that move");
  batch
      ->add_option("--certificates", options->certificates,
                   "also write each solved gcd-1 position's certificate to DIR/<m>-<n>-....txt")
      ->type_name("DIR");
  add_progress_switch(*batch, options->progress);
  set_example(*batch, "gamecert sylver batch positions.txt -o results.jsonl");
  batch->callback([options] { run_batch(*options); });
}

}  // namespace gamecert::cli
