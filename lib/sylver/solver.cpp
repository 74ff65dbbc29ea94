// Chooses the key width (1-4 words of packed coordinates) for a root,
// forwards to the matching Search, and deals the root's moves out to the
// threads (see solver.hpp, search.hpp, docs/sylver.md "Both cores").
#include "sylver/solver.hpp"

#include <algorithm>
#include <bit>
#include <exception>
#include <mutex>
#include <stdexcept>
#include <thread>
#include <variant>

#include "common/progress.hpp"

namespace gamecert::sylver {

template <int Words>
SearchTeam<Words>::SearchTeam(int modulus, int bits, const SolverOptions& options, MemoLimits limits)
    : shared(limits, options.threads, options.progress) {
  for (int i = 0; i < options.threads; ++i)
    members.push_back(
        std::make_unique<Search<Words>>(modulus, bits, options.ender_cutoff, options.order, shared, i == 0));
}

namespace {
std::variant<std::unique_ptr<SearchTeam<1>>, std::unique_ptr<SearchTeam<2>>, std::unique_ptr<SearchTeam<3>>,
             std::unique_ptr<SearchTeam<4>>>
make_team(int words, int m, int bits, const SolverOptions& o) {
  const MemoLimits limits{
      .max_states = o.max_states, .max_bytes = o.max_memo_bytes, .max_seconds = o.max_seconds};
  switch (words) {
    case 1:
      return std::make_unique<SearchTeam<1>>(m, bits, o, limits);
    case 2:
      return std::make_unique<SearchTeam<2>>(m, bits, o, limits);
    case 3:
      return std::make_unique<SearchTeam<3>>(m, bits, o, limits);
    case 4:
      return std::make_unique<SearchTeam<4>>(m, bits, o, limits);
  }
  throw std::logic_error("root_bits lets only keys of 1 to 4 words through");
}

int coordinate_bits(const std::vector<Coordinate>& c) {
  const int largest = *std::max_element(c.begin(), c.end());
  return std::max(1, static_cast<int>(std::bit_width(static_cast<unsigned>(largest))));
}
int root_bits(const AperySet& root, const SolverOptions& options) {
  if (!root.finite()) throw std::invalid_argument("the solver needs a finite position (gcd 1)");
  if (root.modulus() > 256) throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  const int bits = coordinate_bits(kunz_coordinates(root));
  if (options.coordinate_bits > 8) throw std::out_of_range("Kunz coordinates are at most 8 bits");
  const int chosen = std::max(bits, options.coordinate_bits);
  if (KeyPacker(static_cast<int>(root.modulus()), chosen).words_needed() > 4)
    throw std::out_of_range(unsupported_position(root.modulus(), root.frobenius()));
  return chosen;
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
      bits_(root_bits(root, options)),
      threads_(checked_threads(options.threads)),
      teams_(make_team(KeyPacker(static_cast<int>(modulus_), bits_).words_needed(),
                       static_cast<int>(modulus_), bits_, options)) {}

std::vector<Coordinate> Solver::coordinates(const AperySet& position) const {
  if (position.modulus() != modulus_)
    throw std::invalid_argument("position is relative to a different modulus");
  std::vector<Coordinate> c = kunz_coordinates(position);
  for (Coordinate k : c)
    if (k >> bits_) throw std::invalid_argument("position has a Kunz coordinate too large for this solver");
  return c;
}

bool Solver::is_p(const AperySet& position) { return is_p(coordinates(position)); }

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
}  // namespace

std::vector<std::int64_t> Solver::winning_moves(const AperySet& position, bool progress,
                                                RootJournal* journal) {
  const std::vector<Coordinate> c = coordinates(position);
  return std::visit(
      [&](auto& team) {
        const int m = static_cast<int>(modulus_);
        const int t = KunzMoves::frobenius(c.data(), m);
        std::vector<int> moves;
        for (int x = 2; x <= t; ++x)
          if (x / m < c[static_cast<std::size_t>(x % m)]) moves.push_back(x);
        // Each thread takes the next unsettled move, smallest first.
        std::vector<char> wins(moves.size(), 0);
        std::atomic<std::size_t> next{0};
        std::size_t done = 0;
        std::mutex& output = team->shared.output;
        Progress bar("root moves", moves.size(), progress);
        run_team(*team, [&](auto& s) {
          std::vector<Coordinate> child(c.size());
          for (std::size_t k; (k = next.fetch_add(1)) < moves.size();) {
            child = c;
            s.moves().name(child.data(), moves[k]);
            wins[k] = root_child_is_p(s, child.data(), moves[k], journal, output);
            std::lock_guard lock(output);
            bar.update(++done);
          }
        });
        bar.finish();
        std::vector<std::int64_t> winning;
        for (std::size_t k = 0; k < moves.size(); ++k)
          if (wins[k]) winning.push_back(moves[k]);
        return winning;
      },
      teams_);
}

std::vector<std::int64_t> Solver::first_winning_move(const AperySet& position, bool progress,
                                                     RootJournal* journal) {
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
        // Threads take moves in rank order. `best` is the lowest rank known to
        // win; a thread stops taking moves past it and abandons a move ranked
        // after it, so every move ranked before the answer has been settled
        // as losing when the threads are done: the answer is the first winner.
        std::atomic<std::size_t> next{0}, best{ranked.size()};
        std::size_t tried = 0;
        std::mutex& output = team->shared.output;
        Progress bar("root moves tried", ranked.size(), progress);
        run_team(*team, [&](auto& s) {
          std::vector<Coordinate> position_after(c.size());
          for (;;) {
            const std::size_t k = next.fetch_add(1);
            if (k >= ranked.size() || k > best.load()) break;
            position_after = c;
            s.moves().name(position_after.data(), -ranked[k].second);
            s.abandon_when_beaten(&best, k);
            bool wins = false;
            try {
              wins = root_child_is_p(s, position_after.data(), -ranked[k].second, journal, output);
            } catch (const SearchAbandoned&) {
              s.abandon_when_beaten(nullptr, 0);
              break;
            }
            s.abandon_when_beaten(nullptr, 0);
            if (wins) {
              for (std::size_t known = best.load(); k < known && !best.compare_exchange_weak(known, k);) {
              }
              break;
            }
            std::lock_guard lock(output);
            bar.update(++tried);
          }
        });
        bar.finish();
        if (best.load() == ranked.size()) return {};
        return {-ranked[best.load()].second};
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
