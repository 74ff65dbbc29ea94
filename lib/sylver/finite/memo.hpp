// The memo: a hash table of packed Kunz keys, shared by the search's
// threads, in one of two layouts (docs/sylver.md, "The memo's size").
//
// A key is the m - 1 Kunz coordinates, coordinate i packed into just the
// bits the root's c[i] needs (coordinates only decrease, so no descendant
// needs more), each whole in one 64-bit word, words filled to 63 bits.
//
// `fast` (the default): open addressing over whole keys. The top bit of
// word 0 carries the one stored value (P or N), so an entry is exactly the
// packed key, 8 bytes when it fits one word. Word 0 of a real key is never
// zero (it holds c[1] ≥ 1: 1 is never named), so zero marks an empty slot.
// Linear probing, capacity a power of two, doubled at 3/4 load: 10.7-21.3
// bytes per position. The index is the low bits of a multiplicative hash.
//
// `compact` (--memo compact, keys of at most 64 bits): a CompactStore
// (compact_memo.hpp), a bucketed quotient table after Cleary (1984) that
// keeps of each key only what its bucket does not imply, about 4-7 bytes
// per position, grown by 1.2× steps whose memory stays near the new size.
// Answers and state counts are the same; it costs CPU time (figures in
// docs/sylver.md).
//
// Threads (docs/sylver.md, "Both cores"), fast layout: lookups take no lock. An insert
// claims an empty slot with a compare-and-swap on word 0, which carries the
// value bit, so a reader sees key and value together; a longer key first
// claims word 0 with a busy mark, writes its other words, then publishes
// word 0, and a reader meeting the mark waits for it. Two threads inserting
// the same position is harmless: the second finds it stored (values are
// exact, so they agree); the compact layout locks a bucket per insert
// instead (compact_memo.hpp). Growth needs the table to itself: the thread that
// needs it raises a flag, every other writer parks at its next insert, the
// table is rehashed and all resume. A writer that stops inserting for good
// must leave(), or growth would wait for it.
#pragma once
#include <algorithm>
#include <array>
#include <atomic>
#include <bit>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <exception>
#include <memory>
#include <mutex>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

#include "sylver/finite/compact_memo.hpp"
#include "sylver/finite/kunz.hpp"
#include "sylver/finite/memo_snapshot.hpp"

namespace gamecert::sylver {

template <int Words>
struct PackedKey {
  std::array<std::uint64_t, Words> word{};
  bool operator==(const PackedKey&) const = default;
};

inline constexpr std::uint64_t kFlagBit = UINT64_C(1) << 63;

// Packs coordinate i into widths[i] bits (i = 1..m-1), each coordinate
// whole in one word, words filled to 63 bits. A descendant's coordinates
// never exceed the root's (they only decrease), so the root's own widths
// are enough and a key is no wider than the root needs.
class KeyPacker {
 public:
  KeyPacker(int modulus, int bits)
      : KeyPacker(modulus, std::vector<int>(static_cast<std::size_t>(modulus), bits)) {}
  KeyPacker(int modulus, const std::vector<int>& widths) : modulus_(modulus) {
    int word = 0, shift = 0;
    for (int i = 1; i < modulus_; ++i) {
      const int bits = widths[static_cast<std::size_t>(i)];
      if (shift + bits > 63) {
        word_bits_.push_back(shift);
        ++word;
        shift = 0;
      }
      word_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(word);
      shift_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(shift);
      width_[static_cast<std::size_t>(i)] = static_cast<std::uint8_t>(bits);
      max_genus_ += (1 << bits) - 1;
      shift += bits;
      total_bits_ += bits;
    }
    word_bits_.push_back(shift);
#if defined(__x86_64__)
    // Bytes 0-7 and 8-15 of a padded array, each coordinate's low bits
    // selected: one bit-extract per half packs the key.
    if (modulus_ <= 16 && word_bits_.size() == 1 && __builtin_cpu_supports("bmi2")) {
      for (int i = 1; i < modulus_; ++i) {
        const std::uint64_t bits = (std::uint64_t{1} << width_[static_cast<std::size_t>(i)]) - 1;
        (i < 8 ? low_mask_ : high_mask_) |= bits << (8 * (i % 8));
        if (i < 8) low_bits_ += width_[static_cast<std::size_t>(i)];
      }
      extracts_ = true;
    }
#endif
  }
  int words_needed() const { return static_cast<int>(word_bits_.size()); }
  // The key's bits with its words laid end to end (the compact memo's key).
  int total_bits() const { return total_bits_; }
  int word_bits(int w) const { return word_bits_[static_cast<std::size_t>(w)]; }
  // The genus (number of gaps, the sum of the coordinates) of a packed key,
  // and the largest any key can have.
  template <int Words>
  int genus(const PackedKey<Words>& key) const {
    int sum = 0;
    for (int i = 1; i < modulus_; ++i) {
      const auto at = static_cast<std::size_t>(i);
      sum += static_cast<int>((key.word[word_[at]] >> shift_[at]) & ((std::uint64_t{1} << width_[at]) - 1));
    }
    return sum;
  }
  int max_genus() const { return max_genus_; }
  template <int Words>
  PackedKey<Words> pack(const Coordinate* c) const {
    PackedKey<Words> key;
    if constexpr (Words == 1) {
      std::uint64_t word = 0;
      for (int i = 1; i < modulus_; ++i)
        word |= static_cast<std::uint64_t>(c[i]) << shift_[static_cast<std::size_t>(i)];
      key.word[0] = word;
    } else {
      for (int i = 1; i < modulus_; ++i)
        key.word[word_[static_cast<std::size_t>(i)]] |= static_cast<std::uint64_t>(c[i])
                                                        << shift_[static_cast<std::size_t>(i)];
    }
    return key;
  }
  // The same key from an array of at least 16 bytes whose entries past the
  // modulus are zero (the search's padded arrays): with BMI2, two bit
  // extracts instead of a shift per coordinate, which perf showed as about
  // a tenth of the search's time.
  template <int Words>
  PackedKey<Words> pack_padded(const Coordinate* c) const {
#if defined(__x86_64__)
    if constexpr (Words == 1) {
      if (extracts_) {
        std::uint64_t low, high;
        std::memcpy(&low, c, 8);
        std::memcpy(&high, c + 8, 8);
        return {{extract_halves(low, high)}};
      }
    }
#endif
    return pack<Words>(c);
  }
#if defined(__x86_64__)
  // Whether a one-word key is packed by bit extracts, and that packing from
  // the padded array's two halves (for a caller holding them in registers).
  bool extracts() const { return extracts_; }
  __attribute__((target("bmi2"))) std::uint64_t extract_halves(std::uint64_t low, std::uint64_t high) const {
    return _pext_u64(low, low_mask_) | (_pext_u64(high, high_mask_) << low_bits_);
  }
#endif

 private:
#if defined(__x86_64__)
  bool extracts_ = false;
  std::uint64_t low_mask_ = 0, high_mask_ = 0;
  int low_bits_ = 0;
#endif
  int modulus_;
  int total_bits_ = 0;
  int max_genus_ = 0;
  // Fixed arrays rather than vectors: pack() is on the search's hot path.
  std::array<std::uint8_t, 257> word_{}, shift_{}, width_{};
  std::vector<int> word_bits_;
};

// Which table holds the memo: `fast`, the doubling table of whole keys
// (PositionTable's own slots), or `compact`, the bucketed quotient table of
// compact_memo.hpp (keys of at most 64 bits; wider ones use `fast`).
enum class MemoKind { kFast, kCompact };

// Thrown when the memo would grow past its limit in positions, bytes or time.
struct SearchLimitExceeded : std::runtime_error {
  using std::runtime_error::runtime_error;
};

// Thrown in the other threads once one has stopped the table (see stop()).
struct SearchStopped : std::runtime_error {
  SearchStopped() : std::runtime_error("the search was stopped by another thread") {}
};

struct MemoLimits {
  std::uint64_t max_states = 0;  // 0 = no cap
  std::uint64_t max_bytes = 0;   // 0 = no cap
  // CPU seconds of the process (all threads) since the table's creation; 0 =
  // no cap. CPU rather than wall-clock time, so that a busy machine does not
  // stop a run earlier.
  double max_seconds = 0;
  // Read at the same checks as the clock; once true the search stops
  // ("cancelled"): the public interface's Limits::cancel.
  const std::atomic<bool>* cancel = nullptr;
};

// One thread's handle for inserting: its own counts, so that threads do not
// contend for one counter on every insert.
struct MemoWriter {
  std::uint64_t inserted = 0;   // by this writer
  std::uint64_t unflushed = 0;  // not yet added to the table's size
  bool joined = false;
};

template <int Words>
class PositionTable {
 public:
  // `writers`: how many threads may insert at once; with one, the size is
  // exact after every insert, as the limits need for repeatable runs.
  // `packer`: the packer of the keys to come; without it the table is a
  // plain set that stops at limits.max_bytes, with it the table replaces
  // entries there instead (evict()). With kCompact and keys of at most 64
  // bits, the entries live in a CompactStore instead of whole-key slots.
  explicit PositionTable(MemoLimits limits = {}, int writers = 1, const KeyPacker* packer = nullptr,
                         MemoKind kind = MemoKind::kFast)
      : limits_(limits),
        start_(std::clock()),
        flush_every_(writers > 1 ? kFlushEvery : 1),
        unflushed_bound_(static_cast<std::uint64_t>(writers) * (flush_every_ - 1)) {
    if (packer != nullptr) {
      packer_ = *packer;
      for (int w = 1; w < Words; ++w)
        word_start_[static_cast<std::size_t>(w)] =
            word_start_[static_cast<std::size_t>(w - 1)] +
            (w - 1 < packer->words_needed() ? packer->word_bits(w - 1) : 0);
    }
    if (kind == MemoKind::kCompact && packer != nullptr && packer->total_bits() <= 64 &&
        packer->words_needed() <= Words) {
      compact_ = std::make_unique<CompactStore>(std::max(1, packer->total_bits()));
      bytes_.store(compact_->bytes(), std::memory_order_relaxed);
    } else {
      slots_.resize(capacity_);
      size_filter();
      bytes_.store(table_bytes(), std::memory_order_relaxed);
    }
  }
  bool compact() const { return compact_ != nullptr; }
  PositionTable(const PositionTable&) = delete;
  PositionTable& operator=(const PositionTable&) = delete;

  // A key with where to look for it in the compact store, worked out once
  // for a prefetch and the find after it (the table cannot grow between the
  // two: growth waits until every other writer is parked in insert()).
  struct Probe {
    PackedKey<Words> key;
    CompactStore::Probe compact{};
  };
  Probe probe(const PackedKey<Words>& key) const {
    Probe p;
    probe_into(key, p);
    return p;
  }
  // Fills `p` in place: building a Probe on the stack and copying it into a
  // vector stalls on store forwarding (8-byte stores read back 16 at a
  // time), which cost about a fifth of the search's time (perf, {14, 25}).
  void probe_into(const PackedKey<Words>& key, Probe& p) const {
    p.key = key;
    if (compact_) p.compact = compact_->probe(fold(key));
  }

  // -1 when absent, otherwise the stored flag (0 or 1). Safe while other
  // threads insert.
  int find(const PackedKey<Words>& key) const { return find(probe(key)); }
  int find(const Probe& p) const {
    if (compact_) return compact_->find(p.compact);
    const std::size_t mask = capacity_ - 1;
    for (std::size_t i = hash(p.key) & mask;; i = (i + 1) & mask) {
      const std::uint64_t head = published_head(slots_[i]);
      if (head == 0) return -1;
      if (same_key(head, slots_[i], p.key)) return (head & kFlagBit) ? 1 : 0;
    }
  }

  // Whether may_be_p() can say no: the whole-key table keeps a word of bits
  // per 128 home slots (more under a byte cap), in which every P entry placed
  // there sets two (p_bits_of(); at most 1/128 of the table's bytes, so it
  // stays in the cache while the table does not). Bits of evicted entries stay set,
  // which only costs a look-up.
  bool filters_p() const { return !p_bits_.empty(); }
  // False when the key is surely not stored as P.
  bool may_be_p(const Probe& p) const {
    if (p_bits_.empty()) return true;
    const auto [word, mask] = p_bits_of(hash(p.key));
    return (load(p_bits_[word], std::memory_order_relaxed) & mask) == mask;
  }

  // Starts loading the key's home slot, so a batch of lookups overlaps its
  // cache misses (the memo is far larger than the cache; misses dominate).
  void prefetch(const Probe& p) const {
    if (compact_) return compact_->prefetch(p.compact);
    __builtin_prefetch(&slots_[hash(p.key) & (capacity_ - 1)]);
  }

  // Single-thread use (no other writer).
  void insert(PackedKey<Words> key, bool flag) { insert(key, flag, solo_); }

  // Returns false when the key was already stored (by another thread).
  bool insert(PackedKey<Words> key, bool flag, MemoWriter& writer) {
    if (grow_pending_.load(std::memory_order_acquire) || stopped_.load(std::memory_order_relaxed)) park();
    const std::uint64_t bound = size_.load(std::memory_order_relaxed) + unflushed_bound_;
    if (limits_.max_states != 0 && bound + evicted_.load(std::memory_order_relaxed) >= limits_.max_states) {
      throw SearchLimitExceeded("the search needs more than " + std::to_string(limits_.max_states) +
                                " positions in its memo (raise --max-states)");
    }
    if (full(bound)) grow(writer);
    // Reading the clock on every insert would cost more than the insert.
    if ((writer.inserted & 0xFFFF) == 0) {
      if (limits_.max_seconds > 0 || limits_.cancel != nullptr) check_time();
      if (snapshot_ != nullptr && snapshot_->due()) save_snapshot(writer);
    }
    if (compact_) {
      if (!compact_->insert(compact_->probe(fold(key)), flag, flush_every_ != 1)) return false;
    } else if (flush_every_ == 1) {  // one writer: the key is absent, and no other thread can claim the slot
      if (flag) {
        mark_p(key, false);
        key.word[0] |= kFlagBit;
      }
      place_quiet(key);
    } else if (!place_shared(key, flag)) {
      return false;
    } else if (flag) {
      mark_p(key, true);
    }
    ++writer.inserted;
    if (++writer.unflushed == flush_every_) flush(writer);
    return true;
  }

  // A thread that will insert joins before its first insert and leaves after
  // its last (also when it stops with an exception).
  void join(MemoWriter& writer) {
    std::lock_guard lock(mutex_);
    writer.joined = true;
    ++active_;
  }
  void leave(MemoWriter& writer) {
    flush(writer);
    std::lock_guard lock(mutex_);
    writer.joined = false;
    --active_;
    changed_.notify_all();
  }
  // Makes every writer's next insert throw SearchStopped (used when one
  // thread has failed, so the others end cleanly).
  void stop() {
    std::lock_guard lock(mutex_);
    stopped_.store(true, std::memory_order_relaxed);
    changed_.notify_all();
  }

  // Memo snapshots (memo_snapshot.hpp): reads the snapshot back when its
  // file exists, then writes the table there whenever it is due, at the
  // safe point of insert(). `lines`: what the caller adds to the header (the
  // limits); the table adds its kind and key width. Before any insert.
  void attach(MemoSnapshot& snapshot, SnapshotLines lines) {
    lines.emplace_back("memo", memo_line());
    snapshot_lines_ = std::move(lines);
    std::vector<std::uint64_t> stash;
    const bool loaded = snapshot.read(snapshot_lines_, [&](const std::vector<std::uint64_t>& shape) {
      return lay_out(shape, stash);
    });
    if (loaded) {
      if (compact_) compact_->restore_stash(stash);
      size_.store(stored_entries(), std::memory_order_relaxed);
      bytes_.store(compact_ ? compact_->bytes() : table_bytes(), std::memory_order_relaxed);
      snapshot.loaded_positions = size_.load(std::memory_order_relaxed);
      snapshot.last_positions = snapshot.loaded_positions;
    }
    snapshot_ = &snapshot;
  }

  // Positions held now: exact once every writer has left (or with one writer).
  std::size_t size() const { return size_.load(std::memory_order_relaxed) + solo_.unflushed; }
  // Positions replaced to make room (evict()); size() + evicted() were stored in all.
  std::uint64_t evicted() const { return evicted_.load(std::memory_order_relaxed); }
  // Safe to read from any thread at any time (progress lines), unlike capacity_.
  std::size_t bytes() const { return bytes_.load(std::memory_order_relaxed); }

 private:
  static constexpr std::uint64_t kFlushEvery = 64;
  // Word 0 of a slot being written by a thread, for keys of more than one word.
  static constexpr std::uint64_t kBusy = kFlagBit;

  // The compact store grows at 87 % of its slots (1.2× steps keep the load
  // between 72 and 87 %), the whole-key table at 3/4 (2× steps).
  bool full(std::uint64_t bound) const {
    if (compact_) return 100 * (bound + 1) > 87 * compact_->slot_capacity();
    return 4 * (bound + 1) > 3 * capacity_;
  }
  std::uint64_t fold(const PackedKey<Words>& key) const {
    std::uint64_t x = key.word[0];
    for (std::size_t w = 1; w < Words; ++w) x |= key.word[w] << word_start_[w];
    return x;
  }

  static std::uint64_t load(const std::uint64_t& word, std::memory_order order) {
    return std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(word)).load(order);
  }
  // A one-word key carries everything in the word a reader loads, so the
  // load need not order any other (and the compiler may keep the table's
  // address and size in registers across it).
  static constexpr std::memory_order kHeadOrder =
      Words == 1 ? std::memory_order_relaxed : std::memory_order_acquire;

  static std::uint64_t published_head(const PackedKey<Words>& slot) {
    std::uint64_t head = load(slot.word[0], kHeadOrder);
    if constexpr (Words > 1)
      while (head == kBusy) head = load(slot.word[0], std::memory_order_acquire);
    return head;
  }
  static bool same_key(std::uint64_t head, const PackedKey<Words>& slot, const PackedKey<Words>& key) {
    if ((head & ~kFlagBit) != key.word[0]) return false;
    for (std::size_t i = 1; i < Words; ++i)
      if (load(slot.word[i], std::memory_order_relaxed) != key.word[i]) return false;
    return true;
  }
  static std::size_t hash(const PackedKey<Words>& key) {
    std::uint64_t h = (key.word[0] & ~kFlagBit) * UINT64_C(0x9E3779B97F4A7C15);
    for (std::size_t i = 1; i < Words; ++i) h = (h ^ (h >> 29) ^ key.word[i]) * UINT64_C(0xBF58476D1CE4E5B9);
    h ^= h >> 32;
    return static_cast<std::size_t>(h);
  }

  // A bit per pair of slots, or fewer where a byte cap leaves less room
  // (the filter never costs the table a doubling), or none.
  void size_filter() {
    auto words = [&] { return std::max<std::size_t>(1, (capacity_ >> p_shift_) >> 6); };
    const std::size_t table = capacity_ * sizeof(PackedKey<Words>);
    p_shift_ = 1;
    while (limits_.max_bytes != 0 && table + 8 * words() > limits_.max_bytes && words() > 1) ++p_shift_;
    if (limits_.max_bytes != 0 && table + 8 * words() > limits_.max_bytes) {
      p_bits_.clear();
      p_bits_.shrink_to_fit();
    } else {
      p_bits_.assign(words(), 0);
    }
  }
  std::size_t table_bytes() const {
    return capacity_ * sizeof(PackedKey<Words>) + p_bits_.size() * sizeof(std::uint64_t);
  }
  void mark_p(const PackedKey<Words>& key, bool shared) {
    if (p_bits_.empty()) return;
    const auto [word, mask] = p_bits_of(hash(key));
    if (shared)
      std::atomic_ref<std::uint64_t>(p_bits_[word]).fetch_or(mask, std::memory_order_relaxed);
    else
      p_bits_[word] |= mask;
  }
  // The word of P bits for a hash and the two bits in it that a P entry
  // sets: its home slots' bit and one chosen by the hash's top six bits. Both
  // must be set for may_be_p(), so fewer keys not stored as P send it to the
  // table, at no extra cache line: CPU 0.90-0.95 times one bit's on {8, 37},
  // {11, 29}, {14, 25}, {15, 22} and {16, 21} (farm-bench, 2026-12-07).
  std::pair<std::size_t, std::uint64_t> p_bits_of(std::size_t h) const {
    const std::size_t bit = (h & (capacity_ - 1)) >> p_shift_;
    const std::uint64_t mask =
        (std::uint64_t{1} << (bit & 63)) | (std::uint64_t{1} << (static_cast<std::uint64_t>(h) >> 58));
    return {bit >> 6, mask};
  }

  // Claims an empty slot for the key, or finds the key already there.
  bool place_shared(const PackedKey<Words>& key, bool flag) {
    const std::uint64_t head = key.word[0] | (flag ? kFlagBit : 0);
    const std::size_t mask = capacity_ - 1;
    for (std::size_t i = hash(key) & mask;; i = (i + 1) & mask) {
      PackedKey<Words>& slot = slots_[i];
      std::atomic_ref<std::uint64_t> word0(slot.word[0]);
      std::uint64_t seen = word0.load(kHeadOrder);
      if (seen == 0) {
        const std::uint64_t claim = Words == 1 ? head : kBusy;
        if (word0.compare_exchange_strong(seen, claim, std::memory_order_acq_rel, kHeadOrder)) {
          if constexpr (Words > 1) {
            for (std::size_t w = 1; w < Words; ++w)
              std::atomic_ref<std::uint64_t>(slot.word[w]).store(key.word[w], std::memory_order_relaxed);
            word0.store(head, std::memory_order_release);
          }
          return true;
        }
      }
      if constexpr (Words > 1)
        while (seen == kBusy) seen = word0.load(std::memory_order_acquire);
      if (same_key(seen, slot, key)) return false;
    }
  }
  // Rehashing (the table is the grower's alone), or the only writer's insert.
  void place_quiet(const PackedKey<Words>& entry) {
    std::size_t i = hash(bare(entry)) & (capacity_ - 1);
    while (slots_[i].word[0] != 0) i = (i + 1) & (capacity_ - 1);
    slots_[i] = entry;
  }

  void flush(MemoWriter& writer) {
    size_.fetch_add(writer.unflushed, std::memory_order_relaxed);
    writer.unflushed = 0;
  }

  // Waits while another thread grows the table; throws once it is stopped.
  void park() {
    std::unique_lock lock(mutex_);
    ++parked_;
    changed_.notify_all();
    changed_.wait(lock, [&] {
      return !grow_pending_.load(std::memory_order_relaxed) || stopped_.load(std::memory_order_relaxed);
    });
    --parked_;
    if (stopped_.load(std::memory_order_relaxed)) throw SearchStopped();
  }

  void grow(MemoWriter& writer) {
    std::unique_lock lock(mutex_);
    if (grow_pending_.load(std::memory_order_relaxed)) {  // another thread is growing it
      lock.unlock();
      park();
      return;
    }
    // Someone may have grown it between the caller's test and the lock.
    const std::uint64_t bound = size_.load(std::memory_order_relaxed) + unflushed_bound_;
    if (!full(bound)) return;
    // The whole-key table's P bits shrink to fit a cap (size_filter()).
    const std::uint64_t needed =
        compact_ ? compact_->grown_bytes() : 2 * capacity_ * sizeof(PackedKey<Words>);
    const bool at_cap = limits_.max_bytes != 0 && needed > limits_.max_bytes;
    if (at_cap && !packer_) {
      throw SearchLimitExceeded("the table would grow to " + std::to_string(needed) + " bytes, past " +
                                std::to_string(limits_.max_bytes) + ", with " + std::to_string(bound) +
                                " positions stored");
    }
    grow_pending_.store(true, std::memory_order_release);
    changed_.wait(lock, [&] {
      return parked_ == active_ - (writer.joined ? 1 : 0) || stopped_.load(std::memory_order_relaxed);
    });
    if (!stopped_.load(std::memory_order_relaxed) && at_cap) {
      evict();
    } else if (!stopped_.load(std::memory_order_relaxed) && compact_) {
      compact_->grow();
      bytes_.store(compact_->bytes(), std::memory_order_relaxed);
    } else if (!stopped_.load(std::memory_order_relaxed)) {
      std::vector<PackedKey<Words>> old;
      old.swap(slots_);
      capacity_ *= 2;
      slots_.assign(capacity_, PackedKey<Words>{});
      size_filter();
      bytes_.store(table_bytes(), std::memory_order_relaxed);
      for (const auto& slot : old)
        if (slot.word[0] != 0) {
          place_quiet(slot);
          if (slot.word[0] & kFlagBit) mark_p(bare(slot), false);
        }
    }
    grow_pending_.store(false, std::memory_order_release);
    changed_.notify_all();
    if (stopped_.load(std::memory_order_relaxed)) throw SearchStopped();
  }

  // "compact key-bits=37" or "fast words=1 key-bits=37": the header's memo line.
  std::string memo_line() const {
    if (compact_) return "compact key-bits=" + std::to_string(compact_->key_bits());
    return "fast words=" + std::to_string(Words) +
           (packer_ ? " key-bits=" + std::to_string(packer_->total_bits()) : std::string());
  }
  // Entries held, counted in the arrays (exact whatever the writers' counts).
  std::uint64_t stored_entries() const {
    if (compact_) return compact_->count();
    std::uint64_t n = 0;
    for (const auto& slot : slots_) n += slot.word[0] != 0;
    return n;
  }
  // The snapshot's shape: the entries evicted so far, then the compact
  // store's buckets and stash words, or the fast table's capacity and P-bit
  // words. Its regions follow the same order.
  std::vector<std::span<std::byte>> lay_out(const std::vector<std::uint64_t>& shape,
                                            std::vector<std::uint64_t>& stash) {
    // A damaged header's numbers are caught here; the read checks the regions' sizes.
    if (shape.size() != 3 || (!compact_ && (shape[1] < 1024 || !std::has_single_bit(shape[1]))))
      throw std::invalid_argument("its shape does not fit a " + memo_line() + " memo");
    evicted_.store(shape[0], std::memory_order_relaxed);
    if (compact_) {
      const std::span<std::byte> array = compact_->restore(shape[1]);
      stash.assign(shape[2], 0);
      return {array, std::as_writable_bytes(std::span(stash))};
    }
    capacity_ = shape[1];
    slots_.assign(capacity_, PackedKey<Words>{});
    // The P bits' spacing follows from the capacity and the byte cap, which
    // the header holds equal: the same sizing gives the written layout.
    size_filter();
    if (p_bits_.size() != shape[2]) throw std::invalid_argument("its P bits do not fit a table of its capacity");
    return {std::as_writable_bytes(std::span(slots_)), std::as_writable_bytes(std::span(p_bits_))};
  }
  // Writes the snapshot with every other writer parked, as growth does; at
  // a signal, stops the table (the others end with SearchStopped) and throws
  // SnapshotInterrupted once the file is written.
  void save_snapshot(MemoWriter& writer) {
    std::unique_lock lock(mutex_);
    if (grow_pending_.load(std::memory_order_relaxed)) {  // another thread is growing or saving
      lock.unlock();
      park();
      return;
    }
    grow_pending_.store(true, std::memory_order_release);
    changed_.wait(lock, [&] {
      return parked_ == active_ - (writer.joined ? 1 : 0) || stopped_.load(std::memory_order_relaxed);
    });
    const int signal = snapshot_->signal();
    std::exception_ptr failure;
    bool wrote = false;  // stays false when another thread stopped the table first
    if (!stopped_.load(std::memory_order_relaxed)) {
      try {
        write_snapshot();
        wrote = true;
      } catch (...) {
        failure = std::current_exception();
      }
    }
    if (signal != 0) stopped_.store(true, std::memory_order_relaxed);
    grow_pending_.store(false, std::memory_order_release);
    changed_.notify_all();
    lock.unlock();
    if (signal != 0 && (wrote || failure)) {
      if (failure) {
        try {
          std::rethrow_exception(failure);
        } catch (const std::exception& e) {
          throw SnapshotInterrupted(signal, std::string("the memo could not be saved: ") + e.what());
        }
      }
      throw SnapshotInterrupted(signal, "the memo (" + std::to_string(snapshot_->last_positions) +
                                            " positions) is saved in " + snapshot_->path());
    }
    if (failure) std::rethrow_exception(failure);
    if (stopped_.load(std::memory_order_relaxed)) throw SearchStopped();
  }
  void write_snapshot() {
    const std::uint64_t held = stored_entries();
    std::vector<std::uint64_t> shape{evicted_.load(std::memory_order_relaxed)};
    std::vector<std::span<const std::byte>> regions;
    std::vector<std::uint64_t> stash;
    if (compact_) {
      stash = compact_->stash_words();
      shape.insert(shape.end(), {compact_->buckets(), stash.size()});
      regions = {compact_->array(), std::as_bytes(std::span(stash))};
    } else {
      shape.insert(shape.end(), {capacity_, p_bits_.size()});
      regions = {std::as_bytes(std::span(slots_)), std::as_bytes(std::span(p_bits_))};
    }
    snapshot_->write(snapshot_lines_, shape, regions, held);
  }

  // Makes room at the memory cap by dropping the entries cheapest to
  // recompute. Those are the N-positions: the P child that settled one was
  // stored when it was settled, so the search's first pass over its
  // children finds it again with lookups alone, without searching below it.
  // (Dropping by depth, as chess engines' tables do, or at random, made
  // {9, 37} in half its memory over 50 times slower: a dropped P-position is
  // searched again in full, and so are the dropped ones below it.) Only when
  // the P-positions alone fill half the table do the ones with the fewest
  // gaps (up to the median of a sample) go too. Answers do not change, only
  // time (docs/sylver.md, "Solving in the memory given").
  void evict() {
    drop([](const PackedKey<Words>&, bool p) { return p; });
    if (2 * size_.load(std::memory_order_relaxed) <= capacity()) return;
    std::vector<std::uint64_t> count(static_cast<std::size_t>(packer_->max_genus()) + 1, 0);
    std::uint64_t sampled = 0;
    auto tally = [&](const PackedKey<Words>& key) {
      ++count[static_cast<std::size_t>(packer_->genus(key))];
      ++sampled;
    };
    if (compact_) {
      compact_->sample(std::max<std::uint64_t>(1, compact_->buckets() >> 14),
                       [&](std::uint64_t key) { tally(unfold(key)); });
    } else {
      for (std::size_t i = 0; i < capacity_; i += std::max<std::size_t>(1, capacity_ >> 16))
        if (slots_[i].word[0] != 0) tally(bare(slots_[i]));
    }
    int median = 0;
    for (std::uint64_t below = count[0]; 2 * below < sampled;
         below += count[static_cast<std::size_t>(median)])
      ++median;
    drop([&](const PackedKey<Words>& key, bool) { return packer_->genus(key) > median; });
  }
  template <class Keep>
  void drop(Keep keep) {
    const std::uint64_t removed =
        compact_ ? compact_->evict([&](std::uint64_t key, bool p) { return keep(unfold(key), p); })
                 : evict_slots(keep);
    size_.fetch_sub(removed, std::memory_order_relaxed);
    evicted_.fetch_add(removed, std::memory_order_relaxed);
  }
  std::uint64_t capacity() const { return compact_ ? compact_->slot_capacity() : capacity_; }
  // In place: every entry is taken out and placed again, starting after a
  // slot that is empty, so that no run of full slots crosses the start; an
  // entry then lands between its home and its old slot, whose earlier slots
  // are final by then.
  template <class Keep>
  std::uint64_t evict_slots(Keep keep) {
    const std::size_t mask = capacity_ - 1;
    std::size_t empty = 0;
    while (slots_[empty].word[0] != 0) ++empty;
    std::uint64_t removed = 0;
    for (std::size_t k = 1; k <= capacity_; ++k) {
      PackedKey<Words>& slot = slots_[(empty + k) & mask];
      if (slot.word[0] == 0) continue;
      const PackedKey<Words> entry = slot;
      slot = PackedKey<Words>{};
      if (keep(bare(entry), (entry.word[0] & kFlagBit) != 0)) {
        place_quiet(entry);
      } else {
        ++removed;
      }
    }
    return removed;
  }
  static PackedKey<Words> bare(PackedKey<Words> entry) {
    entry.word[0] &= ~kFlagBit;
    return entry;
  }
  PackedKey<Words> unfold(std::uint64_t folded) const {
    PackedKey<Words> key;
    for (int w = 0; w < packer_->words_needed() && w < Words; ++w) {
      const auto at = static_cast<std::size_t>(w);
      key.word[at] = (folded >> word_start_[at]) & ((std::uint64_t{1} << packer_->word_bits(w)) - 1);
    }
    return key;
  }

  void check_time() const {
    if (limits_.cancel != nullptr && limits_.cancel->load(std::memory_order_relaxed))
      throw SearchLimitExceeded("cancelled");
    if (limits_.max_seconds <= 0) return;
    const double elapsed = static_cast<double>(std::clock() - start_) / CLOCKS_PER_SEC;
    if (elapsed > limits_.max_seconds)
      throw SearchLimitExceeded("the search used more than --time-limit " +
                                std::to_string(static_cast<std::uint64_t>(limits_.max_seconds)) +
                                " s of CPU time with " + std::to_string(size()) +
                                " positions stored (raise --time-limit)");
  }

  MemoLimits limits_;
  std::clock_t start_;
  std::uint64_t flush_every_;
  std::uint64_t unflushed_bound_;
  // Changed only while every other writer is parked.
  std::size_t capacity_ = 1024;
  std::atomic<std::size_t> bytes_{1024 * sizeof(PackedKey<Words>)};
  std::vector<PackedKey<Words>> slots_;
  std::vector<std::uint64_t> p_bits_;  // may_be_p()
  int p_shift_ = 1;                    // slots per bit: 2^p_shift_
  std::unique_ptr<CompactStore> compact_;
  std::array<int, Words> word_start_{};  // where each key word begins in fold()
  std::atomic<std::uint64_t> size_{0};
  std::atomic<std::uint64_t> evicted_{0};
  std::optional<KeyPacker> packer_;  // present: evict() at the memory cap
  MemoSnapshot* snapshot_ = nullptr;  // attach()
  SnapshotLines snapshot_lines_;
  MemoWriter solo_;
  std::atomic<bool> grow_pending_{false};
  std::atomic<bool> stopped_{false};
  std::mutex mutex_;
  std::condition_variable changed_;
  int active_ = 0;  // joined writers
  int parked_ = 0;
};

}  // namespace gamecert::sylver
