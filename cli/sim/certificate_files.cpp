#include "cli/sim/certificate_files.hpp"

#include <algorithm>

#include "cli/arguments.hpp"
#include "cli/commands.hpp"
#include "common/citation.hpp"

namespace gamecert::cli {

namespace {

sim::Board board_of_sim_certificate(const std::string& file, const std::string& text,
                                    const std::string& kind) {
  CertificateHeader header;
  try {
    header = read_certificate_header(text);
  } catch (const std::invalid_argument& e) {
    throw UsageError("'" + file + "' is not a certificate: " + e.what());
  }
  if (header.game != "sim" || header.kind != kind)
    throw UsageError("'" + file + "' is a " + header.game + " " + header.kind +
                     " certificate; this command reads a sim " + kind + " certificate");
  const auto board_field = std::find_if(header.claim.begin(), header.claim.end(),
                                        [](const auto& field) { return field.first == "board"; });
  if (board_field == header.claim.end()) throw UsageError("'" + file + "' has no board= in its claim");
  return sim::Board{static_cast<int>(parse_integer(board_field->second, "the claim's board", {3, 6}))};
}

}  // namespace

SimCertificateFile::SimCertificateFile(const std::string& file_name, const std::string& kind)
    : file(file_name),
      text(read_input_file(file_name)),
      board(board_of_sim_certificate(file_name, text, kind)),
      sha256(sha256_hex(text)) {}

}  // namespace gamecert::cli
