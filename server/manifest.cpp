#include "server/manifest.hpp"

#include <fstream>
#include <sstream>
#include <stdexcept>

namespace gamecert::server {

std::vector<ManifestEntry> read_manifest(const std::string& file) {
  std::ifstream in(file);
  if (!in) throw std::runtime_error("cannot read " + file);
  std::vector<ManifestEntry> entries;
  std::string line;
  for (std::size_t number = 1; std::getline(in, line); ++number) {
    if (line.empty() || line.front() == '#') continue;
    std::istringstream words(line);
    ManifestEntry e;
    std::string bytes;
    words >> e.sha256 >> bytes >> e.path;
    std::getline(words >> std::ws, e.claim);
    const bool digits = !bytes.empty() && bytes.find_first_not_of("0123456789") == std::string::npos;
    if (e.sha256.size() != 64 || !digits || bytes.size() > 15 || e.path.empty() || e.claim.empty())
      throw std::runtime_error(file + ":" + std::to_string(number) +
                               ": expected '<sha256> <bytes> <path> <claim>'");
    e.bytes = std::stoull(bytes);
    entries.push_back(std::move(e));
  }
  return entries;
}

const ManifestEntry* find_manifest_entry(const std::vector<ManifestEntry>& entries, const std::string& path) {
  for (const ManifestEntry& e : entries)
    if (e.path == path) return &e;
  return nullptr;
}

}  // namespace gamecert::server
