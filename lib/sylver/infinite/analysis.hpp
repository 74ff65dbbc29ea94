// What `gamecert sylver winning` reports for any position, finite or not.
//
// Finite positions (gcd 1) are solved exactly. A position where 1 has been
// named is over. Positions with gcd g > 1 have infinitely many moves: their
// families of moves are covered by the theorems of lib/sylver/infinite/theory and the
// other moves settled one by one (infinite_prover.hpp; docs/sylver-infinite.md).
// The result is "solved" when the winning set is proved exact, "partial" when
// some winning moves are proved but not all moves are settled, "unknown" when
// none is; the reason says which rule covered which family, and `known`
// (InfiniteFacts) says the same for a program.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gamecert/sylver.hpp"
#include "sylver/finite/journal.hpp"
#include "sylver/finite/memo_snapshot.hpp"
#include "sylver/infinite/prover.hpp"
#include "sylver/position.hpp"

namespace gamecert::sylver {

// KnownFamily and InfiniteFacts, the prover's argument as data, are public
// (gamecert/sylver.hpp): the library's interface hands them out as they are.

// How far a report got; status_word() spells it as `sylver winning` prints it.
enum class WinningStatus {
  solved,       // the winning set is exact
  first,        // a finite position searched up to its first winning move (--first)
  over,         // 1 has been named
  partial,      // gcd > 1: some winning moves proved, not every move settled
  unknown,      // gcd > 1: no winning move proved, not every move settled
  limit,        // a batch position stopped at a memo limit (sylver batch only)
  unsupported,  // a batch position outside the solver's range (sylver batch only)
};
const char* status_word(WinningStatus status);

// The value for the player to move: P (every move loses), N (a winning move
// is proved), unknown, or over (1 has been named); value_word() spells it.
enum class PositionValue { P, N, unknown, over };
const char* value_word(PositionValue value);

// Standing, MoveStanding, ClassStanding and standing_word() are declared in
// the public gamecert/sylver.hpp.

struct WinningReport {
  std::vector<std::int64_t> position;  // minimal generators, ascending
  std::int64_t gcd = 0;
  std::optional<std::int64_t> frobenius;  // null for gcd > 1; -1 when over
  std::vector<std::int64_t> winning;
  WinningStatus status = WinningStatus::unknown;
  std::string reason;            // empty for plain solved positions
  std::optional<InfiniteFacts> known;  // gcd > 1 and not over
  // Derived from the fields above by settle_standings(), so that no reader
  // derives them again (docs/sylver.md, "What the answer says"):
  PositionValue value = PositionValue::unknown;
  std::optional<std::string> shape;  // gcd > 1, not over: "short" or "long" (theory/short_long.hpp)
  std::vector<MoveStanding> moves;   // ascending: the moves whose standing is not their class's
  std::vector<ClassStanding> other_moves;  // one per divisor of gcd, ascending; none once over
  std::uint64_t states = 0;      // positions stored by the solvers used
  std::uint64_t memo_bytes = 0;  // the largest memo's bytes
  std::uint64_t evicted = 0;     // positions the finite solver's memo replaced at --memory
  // gcd > 1: the facts (InfiniteSearchLimits::facts) whose values the prover took instead of searching.
  std::vector<ProvedPosition> facts;
};

struct InfiniteSearchLimits {
  ProverLimits prover;  // gcd > 1 (infinite_prover.hpp)
  // gcd 1:
  std::uint64_t max_states = 0;      // memo cap of the finite solver (0 = none)
  std::uint64_t max_memo_bytes = 0;  // memo cap in bytes (0 = none)
  double max_seconds = 0;            // time cap of the finite solver (0 = none)
  // Finite positions only: stop at the first winning move (status "first").
  bool first_only = false;
  // Finite positions only: root moves settled in an earlier run are read
  // from it, new ones recorded (journal.hpp).
  RootJournal* journal = nullptr;
  // Finite positions only: threads searching the root's moves (docs/sylver.md, "Both cores").
  int threads = 1;
  // Finite positions only: the compact memo (`--memo compact`, memo.hpp).
  bool compact_memo = false;
  // Finite positions only: stops the search once it reads true (Limits::cancel).
  const std::atomic<bool>* cancel = nullptr;
  // Finite positions only: the memo is read from and written to it (memo_snapshot.hpp).
  MemoSnapshot* snapshot = nullptr;
  // gcd > 1: values proved by certificates, taken instead of searched
  // (repository_facts() for `sylver winning`; none by default).
  std::vector<ProvedPosition> facts;
};

WinningReport analyse_winning(const Position& position, InfiniteSearchLimits limits = {}, bool progress = false);

// A report of a position no solver answered (a batch position stopped at a
// limit, or outside the solver's range): nothing proved, every move open.
WinningReport unanswered_report(const Position& position, WinningStatus status, std::string reason);

// What is proved about naming x, a nameable number of the position
// (docs/sylver-infinite.md, "Classifying a move"); `exact` says the winning
// set is the whole of it (gcd 1).
Standing standing_of(std::int64_t x, std::int64_t gcd, const std::vector<std::int64_t>& winning, bool exact,
                     const std::optional<InfiniteFacts>& known);

// The minimal generators of the monoid generated by `named` (any gcd).
std::vector<std::int64_t> minimal_generators_of(const std::vector<std::int64_t>& named);

}  // namespace gamecert::sylver
