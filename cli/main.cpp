#include <iostream>

#include "commands.hpp"

namespace gamecert::cli {

void print_json(const Json& value) { std::cout << value.dump(2) << "\n"; }

void print_written(const std::string& claim, const std::string& file, std::size_t bytes,
                   const std::string& sha256) {
  print_json(Json{{"claim", claim}, {"file", file}, {"bytes", bytes}, {"sha256", sha256}});
}

}  // namespace gamecert::cli

int main(int argc, char** argv) {
  using namespace gamecert::cli;
  CLI::App app{"gamecert: solve combinatorial games exactly and write checkable certificates"};
  app.require_subcommand(1);
  CLI::App* certify = app.add_subcommand("certify", "write a certificate (see certs/FORMAT.md)");
  certify->require_subcommand(1);
  add_sylver_commands(app, *certify);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const UsageError& e) {
    std::cerr << "gamecert: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "gamecert: failed: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
