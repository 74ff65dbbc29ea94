// Win/loss-table certificates for finite Sylver Coinage positions
// (certs/FORMAT.md, section "Sylver Coinage").
//
// The claim is a position S (minimal generators), its Frobenius number t and
// the exact set W of its winning moves. The body is a proof DAG written as a
// depth-first replay that the checker repeats move for move: the root's
// moves are visited in ascending order, a move in W must reach a P entry and
// any other move (except 1) an N entry. An entry is written the first time
// the replay reaches its position and never again:
//   P        every move x >= 2 from here reaches an N entry (visited next,
//            in ascending x);
//   N x      naming x from here reaches a P entry (visited next);
//   E        an ender with t > 1, N by strategy stealing (only when enders
//            are allowed; `constructive` writes a witness instead).
// Positions are identified by their semigroup (canonical), not by a label,
// so the replay needs no keys in the file: one short line per entry.
// Witness choice depends only on values and on the entries written, so the
// text is the same whatever the memo holds and however many threads filled
// it: the smallest x whose child is a P entry already written, else the
// largest x whose child is P.
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "common/certificate_writer.hpp"
#include "sylver/certificates/proved_position.hpp"
#include "sylver/finite/memo_snapshot.hpp"
#include "sylver/position.hpp"

namespace gamecert::sylver {

struct CertifyOptions {
  bool constructive = false;         // no "E" lines: every N entry gets a witness
  // No line for an N entry with a move into a P entry already written: the
  // checker finds that move itself (evidence implied-witnesses).
  bool implied_witnesses = false;
  // Entries that name their positions, in key order (evidence
  // keyed-witnesses[-and-enders], keyed_body.hpp); every N entry has a line.
  bool keyed = false;
  bool progress = false;             // root moves done, on stderr
  std::uint64_t max_states = 0;      // memo cap (0 = none)
  std::uint64_t max_memo_bytes = 0;  // memo cap in bytes (0 = none)
  double max_seconds = 0;            // time cap of the search (0 = none)
  // More than one: the winning set is searched on that many threads first,
  // filling the memo, and the proof is then written on one thread. The
  // certificate does not depend on it.
  int threads = 1;
  // A file recording each root move's lines as they are written; a run
  // given the same file resumes after the last whole root move and writes
  // the same bytes (proof_journal.hpp). Empty: none.
  std::string journal = {};
  bool compact_memo = false;  // the search's memo (memo.hpp); the certificate does not depend on it
  // The search's memo is read from it and written to it (memo_snapshot.hpp);
  // the certificate does not depend on it either.
  MemoSnapshot* snapshot = nullptr;
  // Positions proved by other certificates: the search takes their values
  // as known, and the body names the certificate ("R <sha256>") where it
  // would prove the position. Those not reached from the root are unused.
  std::vector<ProvedPosition> rests_on = {};
  // The body of a table already written (its text after "begin", and the
  // claim's winning moves), read instead of searching: a keyed twin of it.
  // Its R lines are kept as premises; its entries are not checked here (the
  // twin is checked like any certificate).
  std::string_view body = {};
  std::vector<std::int64_t> claimed_winning = {};
};

// How many entries of each sort the body holds (for benchmarks and tests).
struct EntryCounts {
  std::uint64_t p = 0, n = 0, enders = 0;
  std::uint64_t premises = 0;  // 'R' lines: positions another certificate proves
  // N entries without a line (implied witnesses), each counted again when
  // derived again after the cache of them dropped it.
  std::uint64_t implied = 0;
};

// The certificate together with what it proves, so callers need not parse
// the claim back out of the text.
struct CertifiedWinningMoves {
  Certificate certificate;
  std::vector<std::int64_t> position, winning;  // minimal generators; the claim's W
  std::int64_t frobenius = 0;
  EntryCounts entries;
  std::size_t resumed_root_moves = 0;  // root moves read back from the journal
  std::uint64_t states = 0;            // positions the search's memo stored, evicted ones included
};

// `position` must have gcd 1 and must not contain 1.
CertifiedWinningMoves certify_winning_moves(const Position& position, CertifyOptions options = {});

// The keyed twin (evidence keyed-...) of a win-loss table of any other
// evidence, `text` its whole certificate, without searching; throws
// std::invalid_argument when the text is not one such table or its body does
// not follow the replay.
CertifiedWinningMoves keyed_twin(std::string_view text);

}  // namespace gamecert::sylver
