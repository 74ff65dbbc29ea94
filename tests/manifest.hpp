// certs/MANIFEST and certs/MANIFEST.large as the tests read them, apart from
// the server's reader so that a test compares against an independent one:
// one certificate a line, `<sha256> <bytes> <path> <claim>` (certs/FORMAT.md),
// blank lines and lines starting with '#' skipped as the server skips them.
#pragma once
#include <algorithm>
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

// The committed certificates (paths under certs/) that the entry's file
// names by SHA-256 in its `R` lines, and those they name in turn, each once:
// the set gamecert-check needs beside it (certs/FORMAT.md).
inline std::vector<std::string> rests_on(const ManifestEntry& entry) {
  const std::vector<ManifestEntry> all = manifest_entries();
  const std::string certs = environment("GAMECERT_SOURCE_DIR") + "/certs/";
  std::vector<std::string> out, to_read = {entry.path};
  while (!to_read.empty()) {
    const std::string path = to_read.back();
    to_read.pop_back();
    std::istringstream lines(run("gzip -dcf '" + certs + path + "' | grep '^R '").out);
    for (std::string line; std::getline(lines, line);)
      for (const ManifestEntry& e : all)
        if (e.sha256 == line.substr(2) && std::find(out.begin(), out.end(), e.path) == out.end()) {
          out.push_back(e.path);
          to_read.push_back(e.path);
        }
  }
  return out;
}

}  // namespace gamecert::testing
