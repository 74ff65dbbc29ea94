// certs/MANIFEST read as data: one committed certificate a line,
// `<sha256> <bytes> <path> <claim>` (the claim runs to the end of the line).
// `gamecert serve` lists these and serves or cites only a path found here,
// so a request can never name any other file.
#pragma once
#include <cstdint>
#include <string>
#include <vector>

namespace gamecert::server {

struct ManifestEntry {
  std::string sha256;
  std::uint64_t bytes = 0;  // of the uncompressed text, as the hash
  std::string path;         // relative to the certificates folder
  std::string claim;        // "<game> <kind> <claim fields>"
};

// Throws std::runtime_error naming the file and line for a malformed line;
// blank lines and lines starting with '#' are skipped.
std::vector<ManifestEntry> read_manifest(const std::string& file);

// The entry with exactly this path, or nullptr.
const ManifestEntry* find_manifest_entry(const std::vector<ManifestEntry>& entries, const std::string& path);

}  // namespace gamecert::server
