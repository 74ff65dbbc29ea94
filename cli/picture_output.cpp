#include "cli/picture_output.hpp"

#include <filesystem>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "common/certificate_writer.hpp"

namespace gamecert::cli {

CLI::Option* add_picture_output_option(CLI::App& command, std::string& output) {
  return add_checked_output_option(command, output,
                                   "write the picture to FILE (a regular file is replaced atomically) and a JSON "
                                   "report to stdout; default: the picture to stdout");
}

void write_picture(const std::string& text, const std::string& output) {
  const std::string path = output.empty() ? "-" : output;
  WrittenCertificate written;
  try {
    written = write_certificate(Certificate{text, ""}, path);
  } catch (const std::filesystem::filesystem_error& e) {
    throw std::runtime_error("cannot write the picture to '" + output + "': " + e.code().message());
  }
  if (path != "-") print_json(Json{{"file", written.path}, {"bytes", written.bytes}});
}

}  // namespace gamecert::cli
