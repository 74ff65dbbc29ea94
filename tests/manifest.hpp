// certs/MANIFEST and certs/MANIFEST.large as the tests read them, apart from
// the server's reader so that a test compares against an independent one:
// one certificate a line, `<sha256> <bytes> <path> <claim>` (certs/FORMAT.md),
// blank lines and lines starting with '#' skipped as the server skips them.
#pragma once
#include <cstddef>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "run_command.hpp"

namespace gamecert::testing {

struct ManifestEntry {
  std::string sha256;
  std::size_t bytes = 0;
  std::string path;  // under certs/
  std::string claim;  // "<game> <kind> <claim>", as gamecert-check prints it
};

// The entries of certs/<name> in the source tree, in the file's order.
inline std::vector<ManifestEntry> manifest_entries(const std::string& name = "MANIFEST") {
  const std::string file = environment("GAMECERT_SOURCE_DIR") + "/certs/" + name;
  std::istringstream in(read_file(file));
  std::vector<ManifestEntry> entries;
  for (std::string line; std::getline(in, line);) {
    if (line.empty() || line.front() == '#') continue;
    std::istringstream fields(line);
    ManifestEntry e;
    fields >> e.sha256 >> e.bytes >> e.path;
    std::getline(fields >> std::ws, e.claim);
    if (e.path.empty() || e.claim.empty()) throw std::runtime_error(file + ": not '<sha256> <bytes> <path> <claim>': " + line);
    entries.push_back(e);
  }
  return entries;
}

}  // namespace gamecert::testing
