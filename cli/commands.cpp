// The output helpers every command shares (declared in commands.hpp); they
// belong to the library gamecert_commands, so that the server and the tests
// link the commands without the program's main.
#include "cli/commands.hpp"

#include <filesystem>
#include <iostream>

#include "common/certificate_writer.hpp"
#include "common/progress.hpp"

namespace gamecert::cli {

void print_json(const Json& value) {
  Progress::end_open_line();
  std::cout << value.dump(2) << "\n";
}

void write_and_report(const Certificate& certificate, const std::string& output, const Json& more) {
  Progress::end_open_line();
  WrittenCertificate w;
  try {
    w = write_certificate(certificate, output);
  } catch (const std::filesystem::filesystem_error& e) {
    // The rename: the folder changed under the run (the path was checked before solving).
    throw std::runtime_error("cannot write the certificate to '" + output + "': " + e.code().message());
  }
  Json report{{"claim", w.printed_claim}, {"file", w.path}, {"bytes", w.bytes}, {"sha256", w.sha256}};
  report.update(more);
  if (output == "-")
    std::cerr << report.dump(2) << "\n";  // the certificate owns stdout
  else
    print_json(report);
}

}  // namespace gamecert::cli
