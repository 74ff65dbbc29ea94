#include <iostream>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "cli/error_report.hpp"
#include "common/progress.hpp"
#include "gamecert_commit.hpp"

namespace gamecert::cli {

namespace {

std::string subcommand_names(const CLI::App& command) {
  std::vector<std::string> names;
  for (const CLI::App* sub : command.get_subcommands({})) names.push_back(sub->get_name());
  return join_list(names, ", ");
}

std::string command_path(const CLI::App& command) {
  std::string path = command.get_name();
  for (const CLI::App* up = command.get_parent(); up != nullptr; up = up->get_parent())
    path = up->get_name() + " " + path;
  return path;
}

// CLI11 reports an unknown subcommand as a stray argument or as "A subcommand
// is required"; walking the words first lets the message name the word and
// the choices. Only commands with subcommands are walked: they take no
// options but --help and --version.
void check_subcommand_words(CLI::App& app, int argc, char** argv) {
  CLI::App* here = &app;
  for (int i = 1; i < argc; ++i) {
    const std::string word = argv[i];
    if (word == "--help" || word == "-h" || word == "--version") return;
    if (!word.empty() && word.front() == '-') continue;
    CLI::App* next = nullptr;
    for (CLI::App* sub : here->get_subcommands({}))
      if (sub->check_name(word)) next = sub;
    if (next == nullptr)
      throw UsageError("unknown subcommand '" + word + "' of '" + command_path(*here) + "'; choose one of: " +
                       subcommand_names(*here) + " (see '" + command_path(*here) + " --help')");
    here = next;
    if (here->get_subcommands({}).empty()) return;
  }
  throw UsageError("'" + command_path(*here) + "' needs a subcommand: " + subcommand_names(*here) +
                   " (see '" + command_path(*here) + " --help')");
}

}  // namespace

}  // namespace gamecert::cli

// Exit status: 0 success, 1 a claim rejected, not proved or a limit reached,
// 2 a usage error (docs/cli.md).
int main(int argc, char** argv) {
  using namespace gamecert::cli;
  CLI::App app{"gamecert: solve combinatorial games exactly and write checkable certificates"};
  app.name("gamecert");
  app.set_version_flag("--version",
                       std::string("gamecert ") + GAMECERT_VERSION + " (commit " + GAMECERT_COMMIT + ")");
  app.require_subcommand(1);
  set_example(app, "gamecert sim value --board 6 --red 12 --blue 34");
  CLI::App* certify = app.add_subcommand("certify", "write a certificate (see certs/FORMAT.md)");
  certify->require_subcommand(1);
  set_example(*certify, "gamecert certify sim value-table --board 5 -o k5.txt");
  // Adding a game (docs/adding-a-game.md), step 2 of 5: call add_<game>_commands here.
  add_sim_commands(app, *certify);
  add_subtraction_commands(app, *certify);
  add_prove_commands(app);
  add_wythoff_commands(app, *certify);
  add_sylver_commands(app, *certify);
  add_cite_commands(app);
  add_serve_command(app);
  try {
    check_subcommand_words(app, argc, argv);
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version exit 0; every other parse error is a usage error.
    const int status = app.exit(e);
    return status == 0 ? 0 : 2;
  } catch (const std::exception&) {
    const ErrorReport report = error_report(std::current_exception());
    gamecert::Progress::end_open_line();
    std::cerr << report.message << "\n";
    return report.exit_status;
  }
  return 0;
}
