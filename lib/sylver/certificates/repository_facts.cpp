#include "sylver/certificates/repository_facts.hpp"

#include <sstream>
#include <string>

#include "common/citation.hpp"
#include "sylver/position.hpp"

namespace gamecert::sylver {

// Written by lib/CMakeLists.txt from the manifests: every line of a Sylver certificate.
extern const std::vector<std::string> kRepositoryManifestLines;

namespace {

std::vector<std::int64_t> numbers_of(const std::string& text) {
  std::vector<std::int64_t> out;
  for (const std::string_view number : split_text(text, ',')) out.push_back(std::stoll(std::string(number)));
  return out;
}

}  // namespace

std::vector<ProvedPosition> facts_of_manifest(const std::vector<std::string>& lines) {
  std::vector<ProvedPosition> facts;
  for (const std::string& line : lines) {
    std::istringstream in(line);
    std::string sha, bytes, path, game, kind, field;
    in >> sha >> bytes >> path >> game >> kind;
    if (game != "sylver" ||
        (kind != "win-loss-table" && kind != "infinite-position" && kind != "winning-move"))
      continue;
    std::string position, winning, move;
    while (in >> field) {
      const std::size_t equals = field.find('=');
      const std::string key = field.substr(0, equals), value = field.substr(equals + 1);
      if (key == "position") position = value;
      if (key == "winning") winning = value;
      if (key == "move") move = value;
    }
    ProvedPosition fact{.sha256 = sha,
                        .position = numbers_of(position),
                        .p = kind != "winning-move" && winning == "none",
                        .claim = line.substr(line.find(" sylver ") + 1)};
    facts.push_back(fact);
    if (kind == "winning-move") {
      std::vector<std::int64_t> after = fact.position;
      after.push_back(std::stoll(move));
      fact.position = Position::of(after).generators();
      fact.p = true;
      facts.push_back(fact);
    }
  }
  return facts;
}

const std::vector<ProvedPosition>& repository_facts() {
  static const std::vector<ProvedPosition> facts = facts_of_manifest(kRepositoryManifestLines);
  return facts;
}

}  // namespace gamecert::sylver
