// Chooses the key width (1-4 words of packed coordinates) for a root,
// forwards to the matching Search, and deals the root's moves out to the
// threads (see solver.hpp, search.hpp, docs/sylver.md "Both cores").
#include "sylver/finite/solver.hpp"

#include <algorithm>
#include <atomic>
#include <bit>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <string>
#include <thread>
#include <utility>
#include <variant>

#include "common/progress.hpp"

namespace gamecert::sylver {

template <int Words>
SearchTeam<Words>::SearchTeam(int modulus, const KeyPacker& packer, const SolverOptions& options,
                              MemoLimits limits)
    : shared(limits, options.threads, options.progress, packer, options.memo) {
  for (int i = 0; i < options.threads; ++i)
    members.push_back(std::make_unique<Search<Words>>(modulus, packer, options.ender_cutoff, options.order,
                                                      shared, i == 0));
  // What a snapshot's memo holds depends on these too (the memo line, added
  // by the table, gives its layout): one taken under other limits is refused.
  if (options.snapshot != nullptr)
    shared.table.attach(
        *options.snapshot,
        {{"limits", "max-states=" + std::to_string(options.max_states) +
                        " memory=" + std::to_string(options.max_memo_bytes) + " order=" +
                        (options.order == MoveOrder::kLargestFirst ? "largest-first" : "fewest-gaps-first") +
                        " enders=" + (options.ender_cutoff ? "on" : "off") +
                        " coordinate-bits=" + std::to_string(options.coordinate_bits)}});
}

namespace {
std::variant<std::unique_ptr<SearchTeam<1>>, std::unique_ptr<SearchTeam<2>>, std::unique_ptr<SearchTeam<3>>,
             std::unique_ptr<SearchTeam<4>>>
make_team(const KeyPacker& packer, int m, const SolverOptions& o) {
  const MemoLimits limits{.max_states = o.max_states,
                          .max_bytes = o.max_memo_bytes,
                          .max_seconds = o.max_seconds,
                          .cancel = o.cancel};
  switch (packer.words_needed()) {
    case 1:
      return std::make_unique<SearchTeam<1>>(m, packer, o, limits);
    case 2:
      return std::make_unique<SearchTeam<2>>(m, packer, o, limits);
    case 3:
      return std::make_unique<SearchTeam<3>>(m, packer, o, limits);
    case 4:
      return std::make_unique<SearchTeam<4>>(m, packer, o, limits);
  }
  throw std::logic_error("root_bits lets only keys of 1 to 4 words through");
}

// Coordinate i's width: enough for the root's c[i] (descendants' are no
// larger), or options.coordinate_bits if that is more.
std::vector<int> root_widths(const AperySet& root, const SolverOptions& options) {
  if (!root.finite()) throw std::invalid_argument("the solver needs a finite position (gcd 1)");
  if (root.modulus() > 256) throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  if (options.coordinate_bits > 8) throw std::out_of_range("Kunz coordinates are at most 8 bits");
  const std::vector<Coordinate> c = kunz_coordinates(root);
  std::vector<int> widths(c.size());
  for (std::size_t i = 1; i < c.size(); ++i)
    widths[i] =
        std::max({1, static_cast<int>(std::bit_width(static_cast<unsigned>(c[i]))), options.coordinate_bits});
  if (KeyPacker(static_cast<int>(root.modulus()), widths).words_needed() > 4)
    throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  return widths;
}
int checked_threads(int threads) {
  if (threads < 1) throw std::invalid_argument("the solver needs at least one thread");
  return threads;
}

// Runs work(search) on every member of the team, each on a thread of its own
// (the first on the calling thread). The first failure stops the memo, so the
// other threads end at their next insert, and is rethrown once all are done.
template <int Words, class Work>
void run_team(SearchTeam<Words>& team, Work work) {
  if (team.members.size() == 1) {
    work(*team.members.front());
    return;
  }
  PositionTable<Words>& table = team.shared.table;
  std::mutex failure_mutex;
  std::exception_ptr failure;
  auto run = [&](Search<Words>& search) {
    try {
      work(search);
    } catch (const SearchStopped&) {
    } catch (...) {
      {
        std::lock_guard lock(failure_mutex);
        if (!failure) failure = std::current_exception();
      }
      table.stop();
    }
    table.leave(search.writer());
  };
  // Every member joins before any starts, so no growth of the memo can miss one.
  for (auto& member : team.members) table.join(member->writer());
  std::vector<std::thread> threads;
  try {
    for (std::size_t i = 1; i < team.members.size(); ++i)
      threads.emplace_back(run, std::ref(*team.members[i]));
  } catch (...) {
    table.stop();
    for (std::size_t i = threads.size() + 1; i < team.members.size(); ++i)
      table.leave(team.members[i]->writer());
    table.leave(team.members.front()->writer());
    for (std::thread& thread : threads) thread.join();
    throw;
  }
  run(*team.members.front());
  for (std::thread& thread : threads) thread.join();
  if (failure) std::rethrow_exception(failure);
}
}  // namespace

Solver::Solver(const AperySet& root, SolverOptions options)
    : modulus_(root.modulus()),
      widths_(root_widths(root, options)),
      threads_(checked_threads(options.threads)),
      progress_(options.progress),
      teams_(make_team(KeyPacker(static_cast<int>(modulus_), widths_), static_cast<int>(modulus_), options)) {
}

std::vector<Coordinate> Solver::coordinates(const AperySet& position) const {
  if (position.modulus() != modulus_)
    throw std::invalid_argument("position is relative to a different modulus");
  std::vector<Coordinate> c = kunz_coordinates(position);
  for (std::size_t i = 0; i < c.size(); ++i)
    if (c[i] >> widths_[i])
      throw std::invalid_argument("position has a Kunz coordinate too large for this solver");
  return c;
}

bool Solver::is_p(const AperySet& position) { return is_p(coordinates(position)); }

void Solver::assume(const std::vector<Coordinate>& c, bool p) {
  visit([&](auto& s) { s.assume(c.data(), p); });
}

bool Solver::is_p(const std::vector<Coordinate>& c) {
  return visit([&](auto& s) { return s.is_p(c.data()); });
}

namespace {
// The child's value from the journal when it has it, else searched and
// recorded. `journal_mutex` guards the journal, which the threads share.
template <class SearchType>
bool root_child_is_p(SearchType& s, const Coordinate* child, std::int64_t x, RootJournal* journal,
                     std::mutex& journal_mutex) {
  if (journal != nullptr) {
    std::lock_guard lock(journal_mutex);
    if (const std::optional<bool> known = journal->settled(x)) return *known;
  }
  const bool p = s.is_p(child);
  if (journal != nullptr) {
    std::lock_guard lock(journal_mutex);
    journal->record(x, p);
  }
  return p;
}

// Where each root move stands; a thread searching for a move abandons it
// once its phase reaches the one it watches.
enum Phase : int { kWaiting = 0, kSearching = 1, kSettled = 2, kCancelled = 3 };

// Deals the root's moves out to the team's threads in the given order: each
// thread takes the next move not taken yet. A thread that finds none left
// helps a move still being searched by settling the children of its
// position smallest first (the owner goes largest first, or fewest gaps
// first), so that one large subtree near the end does not leave a core idle;
// what a helper stores the owner finds in the memo. With `first_win_only`,
// `best` is the lowest rank known to win: no move ranked after it is taken,
// and those being searched are cancelled. Every move ranked before it has
// then been settled as losing, so the answer is the first winner in the
// order whatever the thread count.
template <int Words>
class RootDealer {
 public:
  RootDealer(SearchTeam<Words>& team, const std::vector<Coordinate>& c, std::vector<int> moves,
             bool first_win_only, RootJournal* journal, Progress& bar)
      : team_(team),
        c_(c),
        moves_(std::move(moves)),
        first_win_only_(first_win_only),
        journal_(journal),
        bar_(bar),
        wins_(moves_.size(), 0),
        phase_(moves_.size()),
        best_(moves_.size()) {
    team_.shared.root_moves.store(moves_.size());
  }

  void run() {
    run_team(team_, [this](Search<Words>& s) {
      take_moves(s);
      if (team_.members.size() > 1) help(s);
    });
  }
  const std::vector<int>& moves() const { return moves_; }
  bool wins(std::size_t k) const { return wins_[k] != 0; }
  std::size_t best() const { return best_.load(); }

 private:
  void take_moves(Search<Words>& s) {
    std::vector<Coordinate> after(c_.size());
    for (;;) {
      const std::size_t k = next_.fetch_add(1);
      if (k >= moves_.size() || (first_win_only_ && k > best_.load())) return;
      phase_[k].store(kSearching);
      // A winner found between the test above and the store could not cancel this move.
      if (first_win_only_ && k > best_.load()) return;
      after = c_;
      s.moves().name(after.data(), moves_[k]);
      s.abandon_when(&phase_[k], kCancelled);
      bool wins = false;
      try {
        wins = root_child_is_p(s, after.data(), moves_[k], journal_, team_.shared.output);
      } catch (const SearchAbandoned&) {
        s.abandon_when(nullptr, 0);
        return;
      }
      s.abandon_when(nullptr, 0);
      wins_[k] = wins;
      phase_[k].store(kSettled);
      if (first_win_only_ && wins) {
        for (std::size_t known = best_.load(); k < known && !best_.compare_exchange_weak(known, k);) {
        }
        for (std::size_t j = k + 1; j < moves_.size(); ++j) {
          int searching = kSearching;
          phase_[j].compare_exchange_strong(searching, kCancelled);
        }
        return;
      }
      std::lock_guard lock(team_.shared.output);
      team_.shared.root_moves_done.store(++done_);
      bar_.update(done_, team_.shared.detail(false));
    }
  }

  void help(Search<Words>& s) {
    std::vector<char> helped(moves_.size(), 0);
    std::vector<Coordinate> after(c_.size()), grandchild(c_.size());
    for (;;) {
      std::size_t k = 0;
      while (k < moves_.size() && (helped[k] || phase_[k].load() != kSearching)) ++k;
      if (k == moves_.size()) return;
      helped[k] = 1;
      after = c_;
      s.moves().name(after.data(), moves_[k]);
      const int m = s.modulus();
      s.abandon_when(&phase_[k], kSettled);
      try {
        for (int x = 2, t = KunzMoves::frobenius(after.data(), m); x <= t; ++x) {
          if (x / m >= after[static_cast<std::size_t>(x % m)]) continue;
          grandchild = after;
          s.moves().name(grandchild.data(), x);
          s.is_p(grandchild.data());
        }
      } catch (const SearchAbandoned&) {
      }
      s.abandon_when(nullptr, 0);
    }
  }

  SearchTeam<Words>& team_;
  const std::vector<Coordinate>& c_;
  std::vector<int> moves_;
  bool first_win_only_;
  RootJournal* journal_;
  Progress& bar_;
  std::vector<char> wins_;
  std::vector<std::atomic<int>> phase_;
  std::atomic<std::size_t> next_{0};
  std::atomic<std::size_t> best_;
  std::size_t done_ = 0;  // guarded by team_.shared.output
};
}  // namespace

std::vector<std::int64_t> Solver::winning_moves(const AperySet& position, RootJournal* journal) {
  const std::vector<Coordinate> c = coordinates(position);
  return std::visit(
      [&](auto& team) {
        const int m = static_cast<int>(modulus_);
        const int t = KunzMoves::frobenius(c.data(), m);
        std::vector<int> moves;  // smallest first
        for (int x = 2; x <= t; ++x)
          if (x / m < c[static_cast<std::size_t>(x % m)]) moves.push_back(x);
        Progress bar("root moves", moves.size(), progress_);
        RootDealer dealer(*team, c, std::move(moves), false, journal, bar);
        dealer.run();
        bar.finish();
        std::vector<std::int64_t> winning;
        for (std::size_t k = 0; k < dealer.moves().size(); ++k)
          if (dealer.wins(k)) winning.push_back(dealer.moves()[k]);
        return winning;
      },
      teams_);
}

std::vector<std::int64_t> Solver::first_winning_move(const AperySet& position, RootJournal* journal) {
  const std::vector<Coordinate> c = coordinates(position);
  return std::visit(
      [&](auto& team) -> std::vector<std::int64_t> {
        const int m = static_cast<int>(modulus_);
        const int t = KunzMoves::frobenius(c.data(), m);
        std::vector<std::pair<int, int>> ranked;  // (genus after the move, -x): the search's order
        std::vector<Coordinate> child(c.size());
        for (int x = 2; x <= t; ++x) {
          if (x / m >= c[static_cast<std::size_t>(x % m)]) continue;
          child = c;
          team->members.front()->moves().name(child.data(), x);
          ranked.push_back({KunzMoves::genus(child.data(), m), -x});
        }
        std::sort(ranked.begin(), ranked.end());
        std::vector<int> moves;
        for (const auto& [genus, minus_x] : ranked) moves.push_back(-minus_x);
        Progress bar("root moves tried", moves.size(), progress_);
        RootDealer dealer(*team, c, std::move(moves), true, journal, bar);
        dealer.run();
        bar.finish();
        if (dealer.best() == dealer.moves().size()) return {};
        return {dealer.moves()[dealer.best()]};
      },
      teams_);
}

SearchStatistics Solver::statistics() const {
  return std::visit(
      [](const auto& team) {
        SearchStatistics sum = team->members.front()->statistics();
        for (std::size_t i = 1; i < team->members.size(); ++i) {
          const SearchStatistics s = team->members[i]->statistics();
          sum.ender_cutoffs += s.ender_cutoffs;
          sum.expanded += s.expanded;
        }
        return sum;
      },
      teams_);
}

std::vector<std::int64_t> winning_moves_of(std::span<const std::int64_t> named) {
  const AperySet position = AperySet::generated_by(named);
  Solver solver(position);
  return solver.winning_moves(position);
}

}  // namespace gamecert::sylver
