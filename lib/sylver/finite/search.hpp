// The fast solver: memoised minimax over Kunz coordinates.
//
// value(c) is P when every nameable x ≥ 2 leads to an N-position and N
// otherwise; naming 1 loses at once, so it is never a move, and a position
// whose only gap is 1 is P. Two passes over the moves: first only look the
// children up in the memo (one known P child settles N without any search),
// then search the unknown ones: from the largest move down when every
// winning move is wanted, fewest gaps first (a small child is cheap to
// settle, and one P child ends the scan) when one winning move is enough.
// Both orders give the same values; the first keeps the memo's contents, and
// so the certificates written from it, as they were. Before any of that, an
// ender with t > 1 is N by strategy stealing (see enders.hpp) and needs no
// search at all; the cut-off can be switched off, e.g. to collect witnesses.
// Moves are scanned only up to the position's own Frobenius number.
//
// Several Searches (one per thread) may share one SharedMemo; each keeps its
// own scratch space and counts, and the Solver sums the counts.
#pragma once
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <mutex>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "common/progress.hpp"
#include "sylver/finite/kunz.hpp"
#include "sylver/finite/memo.hpp"

namespace gamecert::sylver {

struct SearchStatistics {
  std::uint64_t stored = 0;         // positions stored in the memo (by every thread), evicted ones included
  std::uint64_t evicted = 0;        // positions replaced at the memory cap (memo.hpp, evict())
  std::uint64_t memo_bytes = 0;     // memory of the memo
  std::uint64_t ender_cutoffs = 0;  // positions settled as N by strategy stealing
  std::uint64_t expanded = 0;       // positions whose moves were searched
};

// The order in which a position's unsettled moves are searched.
enum class MoveOrder { kLargestFirst, kFewestGapsFirst };

// Ender test on Kunz coordinates (t > 1 required by the caller).
bool kunz_is_ender(const Coordinate* c, int modulus, int t);

// Thrown inside a thread searching for a root move that no longer needs it
// (settled by another thread, or ranked after a move found to win; see
// solver.cpp).
struct SearchAbandoned : std::runtime_error {
  SearchAbandoned() : std::runtime_error("root move abandoned") {}
};

// What the threads of one search share: the memo, and stderr, where one
// progress line at a time is drawn.
template <int Words>
class SharedMemo {
 public:
  SharedMemo(MemoLimits limits, int threads, bool progress, const KeyPacker& packer, MemoKind kind)
      : table(limits, threads, &packer, kind),
        // No end is known: the count is shown against the limit it may reach.
        progress_("memo positions" + (limits.max_states ? " (limit " + std::to_string(limits.max_states) + ")"
                                                        : std::string()),
                  0, progress) {}

  PositionTable<Words> table;
  std::mutex output;  // held while drawing any progress line of this search

  // Root moves settled so far and in all, set by whoever deals them out.
  std::atomic<std::size_t> root_moves_done{0}, root_moves{0};

  // The positions and memory in use, and the root moves settled, for a progress line.
  std::string detail(bool with_root_moves = true) const {
    std::string text =
        std::to_string(table.size()) + " positions, memo " + std::to_string(table.bytes() >> 20) + " MiB";
    if (table.evicted() != 0) text += ", " + std::to_string(table.evicted()) + " evicted";
    if (with_root_moves && root_moves.load() != 0)
      text +=
          ", root moves " + std::to_string(root_moves_done.load()) + "/" + std::to_string(root_moves.load());
    return text;
  }

  void show_progress() {
    std::lock_guard lock(output);
    progress_.update(table.size() + table.evicted(), detail());
  }

 private:
  Progress progress_;
};

template <int Words>
class Search {
 public:
  // `shows_progress`: this thread draws the memo's progress line (one thread does).
  Search(int modulus, const KeyPacker& packer, bool ender_cutoff, MoveOrder order, SharedMemo<Words>& shared,
         bool shows_progress)
      : moves_(modulus),
        packer_(packer),
        ender_cutoff_(ender_cutoff),
        order_(order),
        shared_(shared),
        memo_(shared.table),
        shows_progress_(shows_progress),
        padded_(moves_.padded_size() >= 16) {
#if defined(__x86_64__)
    in_lanes_ = moves_.vector_moves() && packer_.extracts();
#endif
  }
  Search(const Search&) = delete;
  Search& operator=(const Search&) = delete;

  int modulus() const { return moves_.modulus(); }
  const KunzMoves& moves() const { return moves_; }
  PackedKey<Words> key(const Coordinate* c) const { return packer_.pack<Words>(c); }
  // For the zero-padded arrays of the search (KunzMoves::padded_size()).
  PackedKey<Words> padded_key(const Coordinate* c) const {
    return padded_ ? packer_.pack_padded<Words>(c) : key(c);
  }
  const KeyPacker& packer() const { return packer_; }

  bool is_p(const Coordinate* c) {
    const PackedKey<Words> k = key(c);
    const int stored = memo_.find(k);
    if (stored >= 0) return stored == 1;
    // The search works on zero-padded copies (see KunzMoves::name_padded).
    std::vector<Coordinate> padded(static_cast<std::size_t>(moves_.padded_size()), 0);
    std::copy(c, c + modulus(), padded.begin());
    const bool p = evaluate(padded.data(), 0);
    remember(k, p);
    return p;
  }

  // This thread's counts; `stored` and `memo_bytes` are the shared memo's.
  SearchStatistics statistics() const {
    SearchStatistics s = stats_;
    s.evicted = memo_.evicted();
    s.stored = memo_.size() + s.evicted;
    s.memo_bytes = memo_.bytes();
    return s;
  }

  // The thread's handle on the memo: join before searching on a thread of
  // its own, leave after (PositionTable::join).
  MemoWriter& writer() { return writer_; }
  // Until called again with nullptr, each insert throws SearchAbandoned once
  // `*phase` is at least `at_least` (another thread has made the work moot).
  void abandon_when(const std::atomic<int>* phase, int at_least) {
    abandon_phase_ = phase;
    abandon_at_ = at_least;
  }
  // Stores a value proved elsewhere (a certificate the proof rests on).
  void assume(const Coordinate* c, bool p) { remember(key(c), p); }

 private:
  void remember(const PackedKey<Words>& k, bool p) {
    if (!memo_.insert(k, p, writer_)) return;
    // Reading the clock on every insert would cost more than the insert.
    if (shows_progress_ && (writer_.inserted & 0xFFFF) == 0) shared_.show_progress();
    if (abandon_phase_ != nullptr && abandon_phase_->load(std::memory_order_relaxed) >= abandon_at_)
      throw SearchAbandoned();
  }

  bool is_p_at(const Coordinate* c, std::size_t depth) {
    const PackedKey<Words> k = padded_key(c);
    const int stored = memo_.find(k);
    if (stored >= 0) return stored == 1;
    const bool p = evaluate(c, depth);
    remember(k, p);
    return p;
  }

  bool evaluate(const Coordinate* c, std::size_t depth) {
    const int m = modulus();
    const int t = KunzMoves::frobenius(c, m);
    if (t <= 1) return true;
    if (ender_cutoff_ && kunz_is_ender(c, m, t)) {
      ++stats_.ender_cutoffs;
      return false;
    }
    ++stats_.expanded;
    if (scratch_.size() <= depth) scratch_.resize(depth + 1);
    Frame& frame = scratch_[depth];
    const int width = moves_.padded_size();
    frame.child.resize(static_cast<std::size_t>(width));
    frame.unknown.clear();
    frame.keys.clear();
    frame.pending.clear();
    Coordinate* child = frame.child.data();
    // The whole-key memo keeps P bits, two set by each P entry in the word of
    // its home slot, small enough to stay in the cache: a child whose bits
    // are not both set is surely not a stored P, so the scan for a P
    // child (which ends most expansions) touches the table only where both
    // are set. Only when no child is a stored P are the children looked up
    // in full (which are known N, which unknown), in batches: prefetch a
    // batch, then probe it, so that the cache misses overlap. The compact
    // memo has no such bits: it prefetches each child as it is named and
    // probes in batches from the start, stopping at the batch with a P child.
    const bool filtered = memo_.filters_p();
    auto probe_batch = [&](std::size_t from, std::size_t to) {
      if (filtered)
        for (std::size_t u = from; u < to; ++u) memo_.prefetch(frame.keys[u]);
      for (std::size_t u = from; u < to; ++u) {
        const int stored = memo_.find(frame.keys[u]);
        if (stored == 1) return true;  // (filtered: stored by another thread since)
        if (stored < 0) frame.unknown.push_back(frame.pending[u]);
      }
      return false;
    };
    bool scanned = false;
#if defined(__x86_64__)
    if constexpr (Words == 1) {
      if (filtered && in_lanes_) {
        if (first_pass_in_lanes(c, t, frame)) return false;
        scanned = true;
      }
    }
#endif
    for (int q = 0, x = 0; !scanned && x <= t; ++q) {
      for (int i = 0; i < m; ++i, ++x) {
        if (x < 2 || q >= c[i] || x > t) continue;
        std::copy(c, c + width, child);
        moves_.name_padded(child, x);
        auto& probe = frame.keys.emplace_back();
        memo_.probe_into(padded_key(child), probe);
        frame.pending.push_back(x);
        if (filtered) {
          if (memo_.may_be_p(probe) && memo_.find(probe) == 1) return false;
          continue;
        }
        memo_.prefetch(probe);
        if (frame.keys.size() % kBatch == 0 && probe_batch(frame.keys.size() - kBatch, frame.keys.size())) {
          return false;
        }
      }
    }
    const std::size_t done = filtered ? 0 : frame.keys.size() - frame.keys.size() % kBatch;
    for (std::size_t from = done; from < frame.keys.size(); from += kBatch)
      if (probe_batch(from, std::min(frame.keys.size(), from + kBatch))) return false;
    if (order_ == MoveOrder::kFewestGapsFirst) order_by_gaps(c, scratch_[depth]);
    // frame may move when deeper levels resize scratch_, so index it afresh.
    for (std::size_t u = scratch_[depth].unknown.size(); u-- > 0;) {
      const int x = scratch_[depth].unknown[u];
      Coordinate* next = scratch_[depth].child.data();
      std::copy(c, c + width, next);
      moves_.name_padded(next, x);
      if (is_p_at(next, depth + 1)) return false;
    }
    return true;
  }

  struct Frame;
#if defined(__x86_64__)
  // evaluate()'s filtered first pass when the coordinates fit one vector
  // register and a key is two bit extracts: each child is named, packed and
  // tested against the P bits in registers, where the general loop copies
  // the array, calls out to name and to pack, and divides x by m for each
  // (about a sixth of the time of `--first` on {8, 37}, {11, 29} and
  // {14, 25}). True when a child is a stored P. It repeats the general
  // loop's walk because one always-inlined walker for both, given the
  // naming as a lambda with this target, cost `--first` 4-9 % more CPU
  // on {11, 29} and {14, 25} (2026-12-07).
  __attribute__((target("ssse3,bmi2"))) bool first_pass_in_lanes(const Coordinate* c, int t, Frame& frame) {
    const int m = modulus();
    const int levels = moves_.levels();
    const __m128i parent = _mm_loadu_si128(reinterpret_cast<const __m128i*>(c));
    for (int q = 0, x = 0; x <= t; ++q) {
      for (int i = 0; i < m; ++i, ++x) {
        if (x < 2 || q >= c[i] || x > t) continue;
        const __m128i v = KunzMoves::name_lanes(parent, moves_.shuffles(i), moves_.carries(i), levels, q);
        const auto low = static_cast<std::uint64_t>(_mm_cvtsi128_si64(v));
        const auto high = static_cast<std::uint64_t>(_mm_cvtsi128_si64(_mm_unpackhi_epi64(v, v)));
        auto& probe = frame.keys.emplace_back();
        memo_.probe_into(PackedKey<Words>{{packer_.extract_halves(low, high)}}, probe);
        frame.pending.push_back(x);
        if (memo_.may_be_p(probe) && memo_.find(probe) == 1) return true;
      }
    }
    return false;
  }
#endif

  // Sorts frame.unknown so that the child with the fewest gaps (the sum of
  // its Kunz coordinates) comes last, where the scan above starts; ties keep
  // the larger move first.
  void order_by_gaps(const Coordinate* c, Frame& frame) {
    const int m = modulus();
    frame.ranked.clear();
    for (int x : frame.unknown) {
      std::copy(c, c + moves_.padded_size(), frame.child.data());
      moves_.name_padded(frame.child.data(), x);
      frame.ranked.push_back({-KunzMoves::genus(frame.child.data(), m), x});
    }
    std::sort(frame.ranked.begin(), frame.ranked.end());
    for (std::size_t u = 0; u < frame.ranked.size(); ++u) frame.unknown[u] = frame.ranked[u].second;
  }

  struct Frame {
    std::vector<Coordinate> child;
    std::vector<int> unknown;
    std::vector<std::pair<int, int>> ranked;  // (-genus, move)
    std::vector<typename PositionTable<Words>::Probe> keys;
    std::vector<int> pending;
  };
  static constexpr std::size_t kBatch = 8;

  KunzMoves moves_;
  KeyPacker packer_;
  bool ender_cutoff_;
  MoveOrder order_;
  SharedMemo<Words>& shared_;
  PositionTable<Words>& memo_;
  bool shows_progress_;
  bool padded_;  // arrays hold 16 bytes (pack_padded may read them whole)
  bool in_lanes_ = false;  // first_pass_in_lanes() applies
  MemoWriter writer_;
  const std::atomic<int>* abandon_phase_ = nullptr;
  int abandon_at_ = 0;
  std::vector<Frame> scratch_;
  SearchStatistics stats_;
};

}  // namespace gamecert::sylver
