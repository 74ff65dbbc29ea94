// gamecert prove [NAME...] [--topic T] [--set S [--emit DIR]] [--quick] [--list] [--dir DIR] [--no-cvc5]
// The one runner for every proof obligation of the project: the committed
// proofs/<topic>/*.smt2 files (or the steps generated for one subtraction
// set) through Z3 with each file's pinned configuration and through cvc5 as
// a second opinion. Prints {"lemmas": [...], "summary": {...}}. Exit status
// 1 when a lemma misses its expected verdict or the two solvers contradict,
// 2 for usage errors (including a missing or empty proofs folder).

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>
#include <map>
#include <set>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "proofs/proofs_folder.hpp"
#include "proofs/set_obligations.hpp"
#include "proofs/solvers.hpp"
#include "subtraction/subtraction_set.hpp"

namespace gamecert::cli {

namespace {

using gamecert::proofs::Lemma;

struct ProveOptions {
  std::vector<std::string> names;
  std::vector<std::string> topics;
  std::string set;
  bool set_given = false;
  std::string folder;
  bool folder_given = false;
  std::string emit;
  bool emit_given = false;
  bool quick = false;
  bool list = false;
  bool no_cvc5 = false;
  ProgressSwitch progress;
};

std::string set_shape() {
  return "a subtraction set such as 2,5,7: moves 1.." + std::to_string(subtraction::kMaxMove) +
         " separated by commas, at most " + std::to_string(subtraction::kMaxSetSize) + " of them";
}

double rounded(double seconds) {
  return static_cast<double>(static_cast<long long>(seconds * 1000 + 0.5)) / 1000;
}

std::vector<Lemma> generated_lemmas(const std::string& text) {
  subtraction::SubtractionSet set = [&] {
    try {
      return subtraction::parse_subtraction_set(text);
    } catch (const subtraction::InvalidSet& e) {
      throw UsageError("--set must be " + set_shape() + "; got '" + text + "' (" + e.what() + ")");
    }
  }();
  std::vector<Lemma> lemmas;
  for (bool short_window : {false, true})
    for (auto sequence : {subtraction::Sequence::outcome, subtraction::Sequence::grundy})
      lemmas.push_back(proofs::set_step_lemma(set, sequence, short_window));
  return lemmas;
}

std::vector<Lemma> selected_lemmas(const ProveOptions& options) {
  std::vector<Lemma> lemmas;
  if (options.set_given) {
    if (options.folder_given || !options.topics.empty())
      throw UsageError("--set generates its own obligations; it cannot be combined with --dir or --topic");
    lemmas = generated_lemmas(options.set);
  } else {
    try {
      lemmas = proofs::load_lemmas(options.folder_given ? options.folder : proofs::locate_proofs_folder());
    } catch (const proofs::ObligationError& e) {
      throw UsageError(e.what());
    }
  }
  if (!options.topics.empty()) {
    std::set<std::string> known;
    for (const Lemma& lemma : lemmas) known.insert(lemma.topic);
    for (const std::string& topic : options.topics)
      if (!known.count(topic)) {
        throw UsageError("no topic '" + topic + "' (topics: " + join_list(known, ", ") +
                         "; gamecert prove --list shows them)");
      }
    std::erase_if(lemmas, [&](const Lemma& l) {
      return std::find(options.topics.begin(), options.topics.end(), l.topic) == options.topics.end();
    });
  }
  if (!options.names.empty()) {
    std::vector<Lemma> chosen;
    for (const std::string& name : options.names) {
      auto it = std::find_if(lemmas.begin(), lemmas.end(), [&](const Lemma& l) { return l.name == name; });
      if (it == lemmas.end())
        throw UsageError("no obligation named '" + name + "'" +
                         (options.topics.empty() ? "" : " in the topics chosen") +
                         " (gamecert prove --list shows every name)");
      chosen.push_back(*it);
    }
    lemmas = chosen;
  }
  if (options.quick) std::erase_if(lemmas, [](const Lemma& l) { return l.slow; });
  return lemmas;
}

void write_emitted(const std::vector<Lemma>& lemmas, const std::string& folder) {
  std::error_code error;
  std::filesystem::create_directories(folder, error);
  if (error) throw UsageError("--emit: cannot create the folder " + folder + " (" + error.message() + ")");
  for (const Lemma& lemma : lemmas) {
    const std::filesystem::path file = std::filesystem::path(folder) / (lemma.name + ".smt2");
    std::ofstream out(file, std::ios::binary);
    if (!(out << lemma.text)) throw UsageError("--emit: cannot write " + file.string());
  }
}

Json listed(const Lemma& lemma) {
  return Json{{"name", lemma.name}, {"topic", lemma.topic}, {"expected", lemma.expected},
              {"slow", lemma.slow}, {"file", lemma.file},   {"claim", lemma.claim}};
}

std::string configuration(const Lemma& lemma) {
  std::string config = join_list(lemma.z3_tactics, ",");
  for (const auto& [key, value] : lemma.z3_params) config += " " + key + "=" + value;
  if (lemma.z3_rlimit > 0) config += " rlimit=" + std::to_string(lemma.z3_rlimit);
  return config + " timeout-ms=" + std::to_string(lemma.timeout_ms);
}

void run_prove(const ProveOptions& options) {
  if (options.folder_given && options.folder.empty()) throw UsageError("--dir needs a folder, got ''");
  if (options.emit_given && options.emit.empty()) throw UsageError("--emit needs a folder, got ''");
  if (options.emit_given && !options.set_given) throw UsageError("--emit needs --set");
  const std::vector<Lemma> lemmas = selected_lemmas(options);
  if (options.emit_given) write_emitted(lemmas, options.emit);
  Json list = Json::array();
  if (options.list) {
    for (const Lemma& lemma : lemmas) list.push_back(listed(lemma));
    print_json(Json{{"lemmas", list}});
    return;
  }
  const bool show_progress = options.progress.enabled();
  std::map<std::string, int> z3_count, cvc5_count;
  int missed = 0;
  for (const Lemma& lemma : lemmas) {
    const proofs::SolverRun z3 = [&] {
      try {
        return proofs::run_z3(lemma);
      } catch (const proofs::ObligationError& e) {
        throw UsageError(e.what());
      }
    }();
    const proofs::SolverRun cvc5 =
        options.no_cvc5 ? proofs::SolverRun{"skipped", 0} : proofs::run_cvc5(lemma);
    Json entry{{"name", lemma.name},
               {"topic", lemma.topic},
               {"verdict", z3.verdict},
               {"expected", lemma.expected},
               {"seconds", rounded(z3.seconds)},
               {"cvc5", cvc5.verdict},
               {"cvc5_seconds", rounded(cvc5.seconds)},
               {"config", configuration(lemma)},
               {"claim", lemma.claim}};
    if (!lemma.reason.empty()) entry["reason"] = lemma.reason;
    if (z3.verdict != lemma.expected || proofs::solvers_contradict(z3.verdict, cvc5.verdict)) {
      ++missed;
      entry["as_expected"] = false;
    }
    ++z3_count[z3.verdict];
    ++cvc5_count[cvc5.verdict];
    list.push_back(entry);
    if (show_progress)
      std::cerr << "prove: " << lemma.topic << "/" << lemma.name << ": z3 " << z3.verdict << " ("
                << rounded(z3.seconds) << " s), cvc5 " << cvc5.verdict << ", expected " << lemma.expected
                << "\n";
  }
  Json summary{{"lemmas", lemmas.size()},
               {"as_expected", lemmas.size() - static_cast<std::size_t>(missed)},
               {"z3", z3_count},
               {"cvc5", cvc5_count}};
  print_json(Json{{"lemmas", list}, {"summary", summary}});
  if (missed > 0)
    throw std::runtime_error(std::to_string(missed) +
                             " lemma(s) missed the expected verdict or the solvers contradict");
}

}  // namespace

void add_prove_commands(CLI::App& app) {
  auto options = std::make_shared<ProveOptions>();
  auto* command = app.add_subcommand("prove",
                                     "run the proof obligations (proofs/<topic>/*.smt2) through Z3, "
                                     "re-checked by cvc5");
  command->add_option("names", options->names, "obligation names (default: all; see --list)");
  // One value per --topic, so that `--topic wythoff shifted_cover` keeps the name a name.
  command->add_option("--topic", options->topics, "only this topic, e.g. wythoff (repeatable)")
      ->allow_extra_args(false);
  CLI::Option* set = command->add_option("--set", options->set,
                                         "generate and prove the induction steps for this subtraction set, "
                                         "e.g. 2,5,7");
  CLI::Option* dir =
      command->add_option("--dir", options->folder,
                          "proofs folder: topic subfolders of .smt2 files, or .smt2 files directly "
                          "(default: see below)");
  CLI::Option* emit =
      command->add_option("--emit", options->emit, "with --set: also write the generated obligations here");
  command->add_flag("--quick", options->quick, "leave out obligations marked 'slow: yes'");
  command->add_flag("--list", options->list,
                    "list the obligations (name, topic, expected, slow) without running");
  command->add_flag("--no-cvc5", options->no_cvc5, "skip the cvc5 re-check");
  add_progress_switch(*command, options->progress);
  set_example(*command, "gamecert prove --topic wythoff --quick");
  command->footer(
      command->get_footer() +
      "\nExit status: 0 every verdict as expected, 1 a lemma missed its expected verdict or Z3 and cvc5\n"
      "contradict, 2 usage error.\n"
      "Environment: GAMECERT_PROOFS_DIR names the proofs folder (default: <gamecert's folder>/../../proofs,\n"
      "the source tree seen from build/cli/, else <gamecert's folder>/../share/gamecert/proofs, where\n"
      "cmake --install puts it); --dir overrides both. GAMECERT_CVC5 is the cvc5 binary (default: cvc5\n"
      "on the PATH; if missing, its verdict is \"unavailable\").");
  command->callback([options, set, dir, emit] {
    // Given but empty is a mistake to report, not the same as not given.
    options->set_given = set->count() > 0;
    options->folder_given = dir->count() > 0;
    options->emit_given = emit->count() > 0;
    run_prove(*options);
  });
}

}  // namespace gamecert::cli
