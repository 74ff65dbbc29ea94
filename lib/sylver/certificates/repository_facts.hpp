// What the repository's own certificates prove, as facts a search may take
// instead of searching again (docs/sylver-infinite.md, "Facts from the
// repository").
//
// The claims are those of certs/MANIFEST and certs/MANIFEST.large, compiled
// in when the build is configured: each was accepted by gamecert-check when
// it was listed (scripts/reproduce/certs verify --all regenerates and checks
// every one), and each is named by its certificate's SHA-256, so an answer
// that uses one says which certificate to check. A win-loss table or an
// infinite-position certificate gives its position's value; a winning-move
// certificate gives two facts: its position is N, and the position after its
// move is P.
#pragma once
#include <vector>

#include "sylver/certificates/proved_position.hpp"

namespace gamecert::sylver {

const std::vector<ProvedPosition>& repository_facts();

// The facts of manifest lines ("<sha256> <bytes> <path> sylver <kind> <fields>");
// lines of other games and kinds give none.
std::vector<ProvedPosition> facts_of_manifest(const std::vector<std::string>& lines);

}  // namespace gamecert::sylver
