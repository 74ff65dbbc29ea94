// Certificates of positions with gcd > 1 (certs/FORMAT.md, kind
// `infinite-position`): the exact set of winning moves, proved for all of
// the infinitely many moves.
//
// The body is a depth-first replay, like the win-loss table's: the root's
// line "moves B" is followed by one rule line per family of moves x > B
// ("family h enders" or "family h answer w", the answer's P entry right
// after it), then an entry for each nameable x <= B in ascending order.
// Entries of infinite positions are "P B" (then their families and moves in
// the same way) or "N w"; entries of finite positions are those of the
// win-loss table ("P", "N x", "E"), written from an exact solver rooted at
// the first finite position of each branch. Every position gets one entry,
// the first time the replay reaches it; a position another certificate
// proves gets "R <sha256>" instead.
#pragma once
#include <cstdint>
#include <vector>

#include "common/certificate_writer.hpp"
#include "sylver/certificates/proved_position.hpp"
#include "sylver/infinite/prover.hpp"
#include "sylver/position.hpp"

namespace gamecert::sylver {

struct CertifiedInfinitePosition {
  Certificate certificate;
  std::vector<std::int64_t> position, winning;
  std::int64_t gcd = 0;
  std::uint64_t entries = 0;
};

// Proves the exact winning set of `position` (gcd > 1) and writes it; throws
// std::runtime_error, naming what stayed unproved, when the limits do not suffice.
// `rests_on`: positions other certificates prove, taken as known and named
// in the body by an "R <sha256>" line (certs/FORMAT.md).
CertifiedInfinitePosition certify_infinite_position(const Position& position, ProverLimits limits = {},
                                                    const std::vector<ProvedPosition>& rests_on = {});

// Proves that naming `move` in `position` (gcd > 1) reaches a P-position and
// writes kind `winning-move`: a single winning move, not the whole set.
Certificate certify_winning_move(const Position& position, std::int64_t move, ProverLimits limits = {},
                                 const std::vector<ProvedPosition>& rests_on = {});

}  // namespace gamecert::sylver
