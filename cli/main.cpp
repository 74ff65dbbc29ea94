#include <iostream>

#include "commands.hpp"
#include "common/certificate_writer.hpp"

namespace gamecert::cli {

void print_json(const Json& value) { std::cout << value.dump(2) << "\n"; }

void write_and_report(const Certificate& certificate, const std::string& output) {
  const WrittenCertificate w = write_certificate(certificate, output);
  print_json(Json{{"claim", w.printed_claim}, {"file", w.path}, {"bytes", w.bytes}, {"sha256", w.sha256}});
}

}  // namespace gamecert::cli

int main(int argc, char** argv) {
  using namespace gamecert::cli;
  CLI::App app{"gamecert: solve combinatorial games exactly and write checkable certificates"};
  app.require_subcommand(1);
  CLI::App* certify = app.add_subcommand("certify", "write a certificate (see certs/FORMAT.md)");
  certify->require_subcommand(1);
  add_sim_commands(app, *certify);
  add_subtraction_commands(app, *certify);
  add_prove_commands(app);
  add_wythoff_commands(app, *certify);
  add_sylver_commands(app, *certify);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    return app.exit(e);
  } catch (const UsageError& e) {
    std::cerr << "gamecert: error: " << e.what() << "\n";
    return 2;
  } catch (const std::invalid_argument& e) {
    std::cerr << "gamecert: error: " << e.what() << "\n";
    return 2;
  } catch (const std::exception& e) {
    std::cerr << "gamecert: failed: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
