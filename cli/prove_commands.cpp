// gamecert prove [NAME...] [--set S] [--quick] [--list] [--emit DIR]
// Runs the committed obligations of proofs/lemmas (or those generated for a
// set) through Z3 and cvc5 and prints {"lemmas": [...]}. Exit status 1 when
// a lemma misses its expected verdict or the two solvers contradict.
#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "commands.hpp"
#include "proofs/set_obligations.hpp"
#include "proofs/solvers.hpp"

namespace gamecert::cli {

namespace {

using gamecert::proofs::Lemma;

struct ProveOptions {
  std::vector<std::string> names;
  std::string set;
  std::string folder;
  std::string emit;
  bool quick = false;
  bool list = false;
  bool no_cvc5 = false;
};

double rounded(double seconds) {
  return static_cast<double>(static_cast<long long>(seconds * 1000 + 0.5)) / 1000;
}

std::vector<Lemma> selected_lemmas(const ProveOptions& options) {
  std::vector<Lemma> lemmas;
  if (!options.set.empty()) {
    subtraction::SubtractionSet set = [&] {
      try {
        return subtraction::parse_subtraction_set(options.set);
      } catch (const subtraction::InvalidSet& e) {
        throw UsageError(std::string("--set: ") + e.what());
      }
    }();
    for (auto sequence : {subtraction::Sequence::outcome, subtraction::Sequence::grundy})
      lemmas.push_back(proofs::set_step_lemma(set, sequence, false));
    for (auto sequence : {subtraction::Sequence::outcome, subtraction::Sequence::grundy})
      lemmas.push_back(proofs::set_step_lemma(set, sequence, true));
  } else {
    const std::string folder = options.folder.empty() ? proofs::default_lemma_folder() : options.folder;
    try {
      lemmas = proofs::load_lemmas(folder);
    } catch (const std::runtime_error& e) {
      throw UsageError(e.what());
    }
  }
  if (!options.names.empty()) {
    std::vector<Lemma> chosen;
    for (const std::string& name : options.names) {
      auto it = std::find_if(lemmas.begin(), lemmas.end(), [&](const Lemma& l) { return l.name == name; });
      if (it == lemmas.end()) throw UsageError("no lemma named '" + name + "' (see gamecert prove --list)");
      chosen.push_back(*it);
    }
    lemmas = chosen;
  }
  if (options.quick)
    lemmas.erase(std::remove_if(lemmas.begin(), lemmas.end(), [](const Lemma& l) { return l.slow; }),
                 lemmas.end());
  return lemmas;
}

}  // namespace

void add_prove_commands(CLI::App& app) {
  auto options = std::make_shared<ProveOptions>();
  auto* command = app.add_subcommand("prove", "discharge the arithmetic lemmas with Z3, re-checked by cvc5");
  command->add_option("names", options->names, "lemma names (default: all)");
  command->add_option("--set", options->set,
                      "generate and prove the induction steps for this subtraction set");
  command->add_option("--dir", options->folder, "folder of .smt2 obligations (default: proofs/lemmas)");
  command->add_option("--emit", options->emit, "with --set: write the generated obligations to this folder");
  command->add_flag("--quick", options->quick, "leave out lemmas marked slow");
  command->add_flag("--list", options->list, "list the lemmas without running them");
  command->add_flag("--no-cvc5", options->no_cvc5, "skip the cvc5 re-check");
  command->callback([options] {
    const std::vector<Lemma> lemmas = selected_lemmas(*options);
    if (!options->emit.empty()) {
      if (options->set.empty()) throw UsageError("--emit needs --set");
      for (const Lemma& lemma : lemmas) {
        std::ofstream out(std::filesystem::path(options->emit) / (lemma.name + ".smt2"), std::ios::binary);
        if (!(out << lemma.text)) throw UsageError("cannot write into " + options->emit);
      }
    }
    Json list = Json::array();
    int missed = 0;
    for (const Lemma& lemma : lemmas) {
      Json entry;
      entry["name"] = lemma.name;
      if (options->list) {
        entry["expected"] = lemma.expected;
        entry["slow"] = lemma.slow;
        entry["claim"] = lemma.claim;
        list.push_back(entry);
        continue;
      }
      const proofs::SolverRun z3 = proofs::run_z3(lemma);
      const proofs::SolverRun cvc5 =
          options->no_cvc5 ? proofs::SolverRun{"skipped", 0} : proofs::run_cvc5(lemma);
      entry["verdict"] = z3.verdict;
      entry["expected"] = lemma.expected;
      entry["seconds"] = rounded(z3.seconds);
      entry["cvc5"] = cvc5.verdict;
      entry["cvc5_seconds"] = rounded(cvc5.seconds);
      entry["config"] = [&] {
        std::string config;
        for (const std::string& t : lemma.z3_tactics) config += (config.empty() ? "" : ",") + t;
        for (const auto& [key, value] : lemma.z3_params) config += " " + key + "=" + value;
        return config + " timeout-ms=" + std::to_string(lemma.timeout_ms);
      }();
      entry["claim"] = lemma.claim;
      if (!lemma.reason.empty()) entry["reason"] = lemma.reason;
      if (z3.verdict != lemma.expected || proofs::solvers_contradict(z3.verdict, cvc5.verdict)) {
        ++missed;
        entry["as_expected"] = false;
      }
      list.push_back(entry);
      std::cerr << "prove: " << lemma.name << ": z3 " << z3.verdict << " (" << rounded(z3.seconds)
                << " s), cvc5 " << cvc5.verdict << ", expected " << lemma.expected << "\n";
    }
    print_json(Json{{"lemmas", list}});
    if (missed > 0)
      throw std::runtime_error(std::to_string(missed) +
                               " lemma(s) missed the expected verdict or the solvers contradict");
  });
}

}  // namespace gamecert::cli
