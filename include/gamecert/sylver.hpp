// Sylver Coinage (Conway): players name positive integers in turn; a number
// may not be a sum of numbers already named (repeats allowed); whoever names
// 1 loses. A position is the set of numbers named, reduced to the minimal
// generators of the monoid they generate. When their gcd is 1 finitely many
// numbers remain nameable and the position is solved exactly; t is then the
// largest nameable number (the Frobenius number). Positions of gcd > 1 have
// infinitely many moves and are settled by theorems where the library has
// them (see the project's docs/sylver-infinite.md).
// Errors: see gamecert/certificate.hpp.
#pragma once
#include <atomic>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "gamecert/certificate.hpp"

namespace gamecert::sylver {

/// Bounds on one analysis; 0 means no bound. Past a bound the analysis
/// throws std::runtime_error saying which bound to raise.
struct Limits {
  std::uint64_t max_states = 0;  ///< positions the finite solver may store
  double max_seconds = 0;        ///< CPU seconds of the finite solver
  /// Bytes of the finite solver's memo; past them it replaces entries and goes
  /// on (`--memory`), so this bound never stops a search.
  std::uint64_t max_memory_bytes = 0;
  int threads = 1;  ///< threads sharing the finite solver's memo (the answer does not depend on it)
  /// gcd > 1: wall-clock seconds within which the prover's limits are
  /// deepened level by level (`sylver winning`'s default budget, 60 s);
  /// 0 for none. With more than one level, the report's reason names the
  /// level that settled the position.
  double prover_seconds = 60;
  int levels = 4;  ///< gcd > 1: levels of prover limits tried (1: the first alone)
  /// When set, a search stops at the next check (every 65,536 positions
  /// stored) once it reads true, throwing std::runtime_error("cancelled"):
  /// how the Python module answers Ctrl-C. gcd > 1 provers stop within
  /// prover_seconds instead.
  const std::atomic<bool>* cancel = nullptr;
  /// gcd > 1: take what the repository's certificates prove (their claims,
  /// compiled in) instead of searching it again, as `sylver winning` does
  /// unless given --no-facts; Analysis::facts names those taken.
  bool repository_facts = true;
};

/// A certificate whose claim a search took as proved: its SHA-256 and claim.
struct Fact {
  std::string sha256;
  std::string claim;
};

/// A family of moves of a gcd > 1 position that all lose: every nameable
/// x > above with gcd(x, g) = h, by the rule named.
struct KnownFamily {
  std::int64_t h = 1;
  std::int64_t above = 0;
  std::string rule;                   ///< "quiet end", "absorption" or "periodicity"
  std::int64_t answer = 0;            ///< absorption: the answer to every move of the family
  std::vector<std::int64_t> reaches;  ///< absorption: the P-position the answer reaches
  std::int64_t period_start = 0, period_length = 0;  ///< periodicity
};

/// What the prover established about a gcd > 1 position, as data
/// (`sylver winning`'s `known`): enough to classify every nameable move, see
/// standing() and docs/sylver-infinite.md, "Classifying a move".
struct InfiniteFacts {
  bool hutchings = false;  ///< {p}, p prime >= 5 (the families say the same: the quiet end)
  /// P by the pairing for {8, 12}: every move loses by it, and no family was
  /// searched, so the lists below are empty and examined is 0.
  bool pairing = false;
  std::vector<KnownFamily> families;        ///< ascending h
  std::vector<std::int64_t> open_families;  ///< the h whose moves x > examined no rule covers
  std::int64_t examined = 0;                ///< every move x <= examined was tried one by one
  /// Moves x <= examined neither proved winning nor losing one by one, less
  /// those a family covers anyway (a work cap can stop the one-by-one proof
  /// of a move whose family's rule already proves it loses).
  std::vector<std::int64_t> unsettled;
};

/// What is proved about naming one number.
enum class Standing { winning, losing, open };

/// A move whose standing differs from that of its class (below).
struct MoveStanding {
  std::int64_t move = 0;
  Standing standing = Standing::open;
};

/// The standing of every other nameable move x with gcd(x, position's gcd) = gcd.
struct ClassStanding {
  std::int64_t gcd = 1;
  Standing standing = Standing::open;
};

/// What the library knows about a position: `gamecert sylver winning`'s report.
struct Analysis {
  std::vector<std::int64_t> position;  ///< minimal generators, ascending
  std::int64_t gcd = 0;
  std::optional<std::int64_t> t;       ///< the largest nameable number; none for gcd > 1; -1 once 1 is named
  std::vector<std::int64_t> winning;   ///< the winning moves proved (all of them when status is "solved")
  std::string status;                  ///< solved | first | over | partial | unknown
  std::string reason;                  ///< for gcd > 1: which rule covered which family of moves
  std::optional<InfiniteFacts> known;  ///< for gcd > 1 (not over): the same argument as data
  std::string value;                   ///< "P", "N", "unknown" or "over"
  std::optional<std::string> shape;    ///< gcd > 1, not over: "short" or "long"
  std::vector<MoveStanding> moves;     ///< ascending: the moves whose standing is not their class's
  std::vector<ClassStanding> other_moves;  ///< one per divisor of gcd, ascending; none once over
  std::uint64_t states = 0;                ///< positions stored by the solvers used
  std::uint64_t memo_bytes = 0;            ///< the largest memo's bytes
  std::uint64_t evicted = 0;               ///< positions the memo replaced at max_memory_bytes
  std::vector<Fact> facts;                 ///< gcd > 1: the certificates whose claims the prover took
};

/// "winning", "losing" or "open", as `sylver winning` prints a standing.
GAMECERT_API const char* standing_word(Standing standing);

/// Solves the position generated by `named` (positive numbers, any order,
/// repeats allowed), as `gamecert sylver winning` does. Throws
/// std::invalid_argument for an empty list or a number below 1 or above
/// 100,000 (the CLI's range).
GAMECERT_API Analysis analyse(const std::vector<std::int64_t>& named, const Limits& limits = {});

/// The first winning move of a finite position (gcd 1), as `sylver winning
/// --first` finds it (status "first"; every move before it in the search's
/// order settled as losing); a P-position is solved in full. Throws
/// std::invalid_argument for gcd > 1.
GAMECERT_API Analysis first_winning_move(const std::vector<std::int64_t>& named, const Limits& limits = {});

/// Whether naming x in the analysed position is proved to win, proved to
/// lose, or open (only where the analysis is not exact: gcd > 1, or a finite
/// position analysed only to its first winning move). Throws
/// std::invalid_argument when x is not nameable there or the game is over.
GAMECERT_API Standing standing(const Analysis& analysis, std::int64_t x);

/// `gamecert sylver ender`'s facts about a finite position (Sicherman 2002):
/// whether it is an ender (every nameable x other than t kills t) and a quiet
/// one, and the minimal generators of its ender completion E(S).
struct EnderReport {
  std::vector<std::int64_t> position;  ///< minimal generators, ascending
  std::int64_t t = 0;
  std::int64_t genus = 0;  ///< how many numbers are nameable
  bool ender = false;
  bool quiet = false;
  std::vector<std::int64_t> ender_completion;
};

/// The ender facts of a finite position; about t steps. Throws
/// std::invalid_argument for gcd > 1 or 1 named, and std::runtime_error when
/// t is above max_t (the command's --max-t, default 10^8).
GAMECERT_API EnderReport ender(const std::vector<std::int64_t>& named, std::uint64_t max_t = 100'000'000);

/// A certificate of the winning moves of a finite position (gcd 1, without
/// 1; kind win-loss-table): a proof that every move outside the claimed set
/// loses and every move in it wins, replayed move by move by the checker.
GAMECERT_API Certificate certify(const std::vector<std::int64_t>& named, const Limits& limits = {});

/// A finite position as an Apéry/Kunz diagram in SVG: the numbers up to t
/// and a little past it in columns by residue mod the smallest generator,
/// nameable numbers apart from representable ones, t and the winning moves
/// marked. Throws std::invalid_argument for gcd > 1, 1 named, or more than
/// 20,000 cells; std::runtime_error past a limit of the exact solve.
GAMECERT_API std::string position_svg(const std::vector<std::int64_t>& named, const Limits& limits = {});

/// Sicherman's table as an SVG picture: one row per coprime pair {m, n}
/// (m <= max_m, m < n <= max_n) and a mark at each of its winning moves.
/// max_m is 2..20 and max_n is max_m + 1..60; limits.max_states caps each
/// m's solver (max_seconds is not used).
GAMECERT_API std::string table_svg(int max_m, int max_n, const Limits& limits = {});

}  // namespace gamecert::sylver
