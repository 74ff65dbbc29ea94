// The compact memo's storage: a hash table of exact keys that stores, for
// each key, only the bits its place in the table does not already imply.
//
// The idea is Cleary's (J. G. Cleary, "Compact hash tables using
// bidirectional linear probing", IEEE Trans. Computers, 1984) as used again
// by quotient filters (Bender et al., "Don't thrash: how to cache your hash
// on flash", VLDB 2012): map the K-bit key by an invertible mix to h, take
// the slot's home from the high part of h and keep only the low part, the
// quotient, in the slot. Here the table is an array of 64-byte buckets (one
// cache line each) and the home is a bucket, home = floor(h·B / 2^K) for B
// buckets; that is monotone in h, so an interval of h of length 2^K / B maps
// to each bucket and the low r = K - floor(log2 B) bits of h tell the keys
// of one home apart. A key that finds its home full goes to the next bucket
// that is not (linear probing over buckets); the slot records how far, d <
// 16 buckets, so a lookup matches (quotient, d) exactly and a rehash
// recovers h from the bucket, d and the quotient. The rare key that finds 16
// buckets full (about 1 in 5,000 at the highest load, 87 %, in a
// simulation with random keys) goes to a small stash
// under a mutex. A slot is r + 5 bits (the quotient, the value bit, d),
// kept as a tag byte (the quotient's top 8 bits) in a row of tags after
// the one-byte bucket header (count of slots used, and a lock bit for
// inserts by several threads), and the other r - 3 bits packed end to end
// after the row: a lookup compares the key's tag with all the row's at once
// and decodes only the slots whose tag matches.
//
// Why buckets and a monotone home: a bucket is read with one cache miss, and
// a growth step can be any factor (here 1.2×, not 2×): entries are moved in
// order of h, so the old array is read and released from its start while
// the new one is written from its start, and the memory in use during a
// step stays near the new table's size.
//
// Threads: a lookup takes no lock: it reads the header (acquire), then only
// the slots the header counts, which were written before the header was
// published (release). An insert locks each bucket of its probe in turn
// (the header's lock bit), so two threads cannot both add one key: the
// second finds it in the bucket the first wrote, the first one not full.
// Buckets never lose entries, so a bucket that is not full ends a lookup.
// Growth is done by PositionTable with every other writer parked.
#pragma once
#include <sys/mman.h>

#include <algorithm>
#include <atomic>
#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <mutex>
#include <new>
#include <span>
#include <stdexcept>
#include <string>
#include <unordered_map>
#include <vector>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

namespace gamecert::sylver {

class CompactStore {
  // 128-bit products for the home bucket (GCC and Clang; no ISO type).
  __extension__ typedef unsigned __int128 Wide;

 public:
  // Where a key lives: its home bucket, and what its slot must hold there.
  // Computed once per key (prefetch and find share it).
  struct Probe {
    std::uint64_t home;
    std::uint64_t rest;  // the slot's rest for distance 0, without the value bit
    std::uint64_t h;     // the mixed key (for the stash)
    std::uint8_t tag;    // the slot's tag byte
  };

  explicit CompactStore(int key_bits) : key_bits_(key_bits) {
    if (key_bits < 1 || key_bits > 64) throw std::logic_error("compact memo: keys of 1 to 64 bits");
    shape_ = shape_for(kFirstBuckets);
    words_ = map_words(array_words());
  }
  ~CompactStore() { unmap_words(words_, array_words()); }
  CompactStore(const CompactStore&) = delete;
  CompactStore& operator=(const CompactStore&) = delete;

  Probe probe(std::uint64_t key) const { return probe_mixed(mix(key)); }
  // The home bucket and the next: a key is in the second about one time in
  // ten at the highest load, and an absent key's search reaches it when the
  // home is full.
  void prefetch(const Probe& p) const {
    __builtin_prefetch(words_ + p.home * kBucketWords);
    __builtin_prefetch(words_ + (p.home + 1) * kBucketWords);
  }

  // -1 absent, else the stored value bit.
  int find(const Probe& p) const {
    Bucket w;
    for (std::uint64_t d = 0; d < kMaxDistance; ++d) {
      const std::uint64_t* bucket = words_ + (p.home + d) * kBucketWords;
      w.word[0] = std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(bucket[0]))
                      .load(std::memory_order_acquire);
      for (int i = 1; i < kBucketWords; ++i)
        w.word[i] = std::atomic_ref<std::uint64_t>(const_cast<std::uint64_t&>(bucket[i]))
                        .load(std::memory_order_relaxed);
      const int count = static_cast<int>(w.word[0] & kCountMask);
      const int found = scan(w, count, p.tag, p.rest | d, shape_);
      if (found >= 0) return found;
      if (count < shape_.slots) return -1;
    }
    return stash_find(p.h);
  }

  // Adds a key; `shared`: other threads may be inserting too (buckets are
  // locked). Without it the caller knows the key is absent. Returns false
  // if the key was already there.
  bool insert(const Probe& p, bool flag, bool shared) {
    Bucket w;
    for (std::uint64_t d = 0; d < kMaxDistance; ++d) {
      std::uint64_t* bucket = words_ + (p.home + d) * kBucketWords;
      std::atomic_ref<std::uint64_t> head(bucket[0]);
      std::uint64_t h0 = head.load(std::memory_order_acquire);
      if (shared) {
        for (;;) {
          if ((h0 & kLockBit) == 0 && head.compare_exchange_weak(h0, h0 | kLockBit, std::memory_order_acquire,
                                                                 std::memory_order_relaxed))
            break;
          if (h0 & kLockBit) h0 = head.load(std::memory_order_relaxed);
        }
      }
      const int count = static_cast<int>(h0 & kCountMask);
      if (shared) {
        w.word[0] = h0;
        for (int i = 1; i < kBucketWords; ++i) w.word[i] = bucket[i];
        if (scan(w, count, p.tag, p.rest | d, shape_) >= 0) {
          head.fetch_and(~kLockBit, std::memory_order_release);
          return false;
        }
      }
      if (count < shape_.slots) {
        write_bits(bucket, kHeaderBits + 8 * count, p.tag, 8);
        write_bits(bucket, shape_.rest_start + count * shape_.rest_bits, p.rest | d | (flag ? kValueBit : 0),
                   shape_.rest_bits);
        // Publishes the slot: count + 1 and, if locked, the lock cleared.
        head.fetch_add(shared ? 1 - kLockBit : 1, std::memory_order_release);
        return true;
      }
      if (shared) head.fetch_and(~kLockBit, std::memory_order_release);
    }
    return stash_insert(p.h, flag);
  }

  std::size_t bytes() const { return array_words() * 8 + stash_size_.load(std::memory_order_relaxed) * 32; }
  // Bytes of the table after one growth step.
  std::size_t grown_bytes() const {
    CompactStore::Shape s = next_shape();
    return (s.buckets + kMaxDistance + 1) * kBucketWords * 8;
  }
  std::uint64_t slot_capacity() const { return shape_.buckets * static_cast<std::uint64_t>(shape_.slots); }

  // Rebuilds the table 1.2× larger. Only one thread may be in the table.
  void grow() {
    const Shape old = shape_;
    std::uint64_t* old_words = words_;
    const std::size_t old_array = array_words();
    shape_ = next_shape();
    words_ = map_words(array_words());
    std::unordered_map<std::uint64_t, bool> old_stash;
    old_stash.swap(stash_);
    stash_size_.store(0, std::memory_order_relaxed);
    // Entries leave the old array in bucket order, which is the order of h,
    // so the new array fills from its start while the old one's finished
    // part is handed back to the system.
    std::size_t released = 0;  // old words already unmapped
    Bucket w;
    for (std::uint64_t b = 0; b < old.buckets + kMaxDistance; ++b) {
      const std::uint64_t* bucket = old_words + b * kBucketWords;
      std::copy(bucket, bucket + kBucketWords, w.word);
      for_each_slot(w, b, old, [&](std::uint64_t h, bool value) { insert(probe_mixed(h), value, false); });
      const std::size_t done = (b + 1) * kBucketWords * 8 / kReleaseBytes * kReleaseBytes / 8;
      if (done > released) {
        unmap_words(old_words + released, done - released);
        released = done;
      }
    }
    unmap_words(old_words + released, old_array - released);
    for (const auto& [h, value] : old_stash) insert(probe_mixed(h), value, false);
  }

  // Removes every key for which keep(key) is false, in place, and returns
  // how many. Buckets are emptied and refilled in order: an entry only ever
  // moves back towards its home (its own bucket has room again when it is
  // reached), so the buckets before the current one are final. Only one
  // thread may be in the table.
  template <class Keep>
  std::uint64_t evict(Keep keep) {
    std::uint64_t removed = 0;
    Bucket w;
    for (std::uint64_t b = 0; b < shape_.buckets + kMaxDistance; ++b) {
      std::uint64_t* bucket = words_ + b * kBucketWords;
      if ((bucket[0] & kCountMask) == 0) continue;
      std::copy(bucket, bucket + kBucketWords, w.word);
      std::fill(bucket, bucket + kBucketWords, 0);
      for_each_slot(w, b, shape_, [&](std::uint64_t h, bool value) {
        if (keep(unmix(h), value)) {
          insert(probe_mixed(h), value, false);
        } else {
          ++removed;
        }
      });
    }
    std::unordered_map<std::uint64_t, bool> old_stash;
    old_stash.swap(stash_);
    stash_size_.store(0, std::memory_order_relaxed);
    for (const auto& [h, value] : old_stash) {
      if (keep(unmix(h), value)) {
        insert(probe_mixed(h), value, false);
      } else {
        ++removed;
      }
    }
    return removed;
  }

  // Calls f(key) for the keys of every stride-th bucket (a sample of the
  // table). Only one thread may be in the table.
  template <class F>
  void sample(std::uint64_t stride, F f) const {
    Bucket w;
    for (std::uint64_t b = 0; b < shape_.buckets + kMaxDistance; b += stride) {
      std::copy(words_ + b * kBucketWords, words_ + (b + 1) * kBucketWords, w.word);
      for_each_slot(w, b, shape_, [&](std::uint64_t h, bool) { f(unmix(h)); });
    }
  }
  std::uint64_t buckets() const { return shape_.buckets; }
  int key_bits() const { return key_bits_; }

  // Memo snapshots (memo_snapshot.hpp) write the bucket array as it is: its
  // layout follows from the bucket count alone, so reading it back is one
  // read into a fresh mapping, with no rehash. Only one thread may be in
  // the table (no bucket is locked then).
  std::span<const std::byte> array() const {
    return {reinterpret_cast<const std::byte*>(words_), array_words() * 8};
  }
  // The stash as words: each key's h, then its value.
  std::vector<std::uint64_t> stash_words() const {
    std::vector<std::uint64_t> out;
    for (const auto& [h, value] : stash_) {
      out.push_back(h);
      out.push_back(value ? 1 : 0);
    }
    return out;
  }
  // Empties the table and lays out one of `buckets` buckets, for the
  // snapshot's array to be read into (the span returned); restore_stash()
  // then adds the stash's words.
  std::span<std::byte> restore(std::uint64_t buckets) {
    if (buckets < kFirstBuckets || buckets > (std::uint64_t{1} << 40))
      throw std::invalid_argument("a compact memo of " + std::to_string(buckets) + " buckets");
    unmap_words(words_, array_words());
    words_ = nullptr;
    shape_ = shape_for(buckets);
    words_ = map_words(array_words());
    stash_.clear();
    stash_size_.store(0, std::memory_order_relaxed);
    return {reinterpret_cast<std::byte*>(words_), array_words() * 8};
  }
  void restore_stash(const std::vector<std::uint64_t>& words) {
    for (std::size_t i = 0; i + 1 < words.size(); i += 2) stash_.emplace(words[i], words[i + 1] != 0);
    stash_size_.store(stash_.size(), std::memory_order_relaxed);
  }
  // Entries held: the buckets' counts and the stash (a pass over the array).
  std::uint64_t count() const {
    std::uint64_t n = stash_.size();
    for (std::uint64_t b = 0; b < shape_.buckets + kMaxDistance; ++b) n += words_[b * kBucketWords] & kCountMask;
    return n;
  }

 private:
  static constexpr int kBucketWords = 8;  // 64 bytes
  static constexpr std::uint64_t kCountMask = 0x1F;
  static constexpr std::uint64_t kLockBit = 0x80;
  static constexpr int kHeaderBits = 8;
  static constexpr std::uint64_t kMaxDistance = 16;
  static constexpr std::uint64_t kDistanceMask = 0xF;
  static constexpr std::uint64_t kValueBit = 0x10;
  static constexpr int kRestShift = 5;
  static constexpr std::uint64_t kFirstBuckets = 64;  // 5 KiB
  static constexpr std::size_t kReleaseBytes = std::size_t{1} << 21;

  // A bucket's words, read once, with a zero word after them so that a
  // field ending in the last word reads like any other.
  struct Bucket {
    std::uint64_t word[kBucketWords + 1] = {};
  };

  // A slot is a tag byte (the quotient's top 8 bits) in the bucket's tag
  // row, found by comparing all tags at once, and a rest of r - 8 + 5 bits
  // (distance, value bit, the quotient's other bits) in the rest area.
  struct Shape {
    std::uint64_t buckets;
    int quotient_bits, rest_bits, slots, rest_start;
    long double bucket_span;  // 2^K / B
  };
  Shape shape_for(std::uint64_t buckets) const {
    Shape s{buckets, 0, 0, 0, 0, std::ldexp(1.0L, key_bits_) / static_cast<long double>(buckets)};
    const int j = static_cast<int>(std::bit_width(buckets)) - 1;  // floor(log2 B)
    s.quotient_bits = std::max(0, key_bits_ - j);
    s.rest_bits = kRestShift + std::max(0, s.quotient_bits - 8);
    s.slots =
        std::min<int>(static_cast<int>(kCountMask), (kBucketWords * 64 - kHeaderBits) / (8 + s.rest_bits));
    s.rest_start = kHeaderBits + 8 * s.slots;
    return s;
  }
  Shape next_shape() const { return shape_for(shape_.buckets + shape_.buckets / 5); }
  std::size_t array_words() const { return (shape_.buckets + kMaxDistance + 1) * kBucketWords; }

  Probe probe_mixed(std::uint64_t h) const {
    const int r = shape_.quotient_bits;
    const std::uint64_t quotient = r == 64 ? h : h & ((std::uint64_t{1} << r) - 1);
    Probe p{home_of(h), 0, h, 0};
    if (r >= 8) {
      p.tag = static_cast<std::uint8_t>(quotient >> (r - 8));
      p.rest = (quotient & ((std::uint64_t{1} << (r - 8)) - 1)) << kRestShift;
    } else {
      p.tag = static_cast<std::uint8_t>(quotient);
    }
    return p;
  }

  // An invertible map of K-bit keys: multiplication by an odd constant and
  // x ^= x >> s are both bijections modulo 2^K.
  std::uint64_t mix(std::uint64_t key) const {
    const std::uint64_t mask = key_bits_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << key_bits_) - 1;
    std::uint64_t h = (key * UINT64_C(0x9E3779B97F4A7C15)) & mask;
    h ^= h >> ((key_bits_ + 1) / 2);
    return (h * UINT64_C(0xBF58476D1CE4E5B9)) & mask;
  }
  // mix's inverse: the xor-shift by at least K/2 is its own inverse, and the
  // multiplications are undone by the constants' inverses modulo 2^64.
  std::uint64_t unmix(std::uint64_t h) const {
    const std::uint64_t mask = key_bits_ == 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << key_bits_) - 1;
    std::uint64_t x = (h * inverse(UINT64_C(0xBF58476D1CE4E5B9))) & mask;
    x ^= x >> ((key_bits_ + 1) / 2);
    return (x * inverse(UINT64_C(0x9E3779B97F4A7C15))) & mask;
  }
  // Newton's iteration doubles the correct low bits each step: 3, 6, ..., 96.
  static constexpr std::uint64_t inverse(std::uint64_t odd) {
    std::uint64_t x = odd;
    for (int i = 0; i < 5; ++i) x *= 2 - odd * x;
    return x;
  }
  // Calls f(h, value) for every slot of the bucket `w`, which is bucket b of shape s.
  template <class F>
  void for_each_slot(const Bucket& w, std::uint64_t b, const Shape& s, F f) const {
    const int count = static_cast<int>(w.word[0] & kCountMask);
    for (int j = 0; j < count; ++j) {
      const std::uint64_t tag = (w.word[(kHeaderBits + 8 * j) >> 6] >> ((kHeaderBits + 8 * j) & 63)) & 0xFF;
      const std::uint64_t rest = read_bits(w, s.rest_start + j * s.rest_bits, s.rest_bits);
      const std::uint64_t quotient =
          s.quotient_bits >= 8 ? (tag << (s.quotient_bits - 8)) | (rest >> kRestShift) : tag;
      f(unmix_home(b - (rest & kDistanceMask), quotient, s), (rest & kValueBit) != 0);
    }
  }
  std::uint64_t home_of(std::uint64_t h) const {
    return static_cast<std::uint64_t>((static_cast<Wide>(h << (64 - key_bits_)) * shape_.buckets) >> 64);
  }
  // The h whose home in `s` is `home` and whose low bits are `quotient`:
  // the homes' intervals are at most 2^r long, so there is one.
  std::uint64_t unmix_home(std::uint64_t home, std::uint64_t quotient, const Shape& s) const {
    const Wide end = Wide{1} << key_bits_;
    // The interval's start, ceil(home·2^K / B), to within a few units.
    const long double start = static_cast<long double>(home) * s.bucket_span;
    const Wide lo = static_cast<std::uint64_t>(std::min(std::ceil(start), 18446744073709551615.0L));
    const std::uint64_t mask = (std::uint64_t{1} << s.quotient_bits) - 1;  // r < 64 here
    Wide h = lo + ((quotient - static_cast<std::uint64_t>(lo)) & mask);
    for (int tries = 0; tries < 8; ++tries) {
      if (h >= end) {
        h -= Wide{mask} + 1;
        continue;
      }
      const std::uint64_t x = static_cast<std::uint64_t>(h);
      const std::uint64_t at =
          static_cast<std::uint64_t>((static_cast<Wide>(x << (64 - key_bits_)) * s.buckets) >> 64);
      if (at == home) return x;
      if (at < home) {
        h += Wide{mask} + 1;
      } else {
        h -= Wide{mask} + 1;
      }
    }
    throw std::logic_error("compact memo: a slot does not decode to its bucket");
  }

  // The value bit of the slot holding (tag, rest), or -1.
  static int scan(const Bucket& w, int count, std::uint8_t tag, std::uint64_t rest, const Shape& s) {
    std::uint32_t match = tag_matches(w, tag) & ((std::uint32_t{1} << count) - 1);
    while (match != 0) {
      const int j = std::countr_zero(match);
      const std::uint64_t slot = read_bits(w, s.rest_start + j * s.rest_bits, s.rest_bits);
      if ((slot & ~kValueBit) == rest) return (slot & kValueBit) ? 1 : 0;
      match &= match - 1;
    }
    return -1;
  }
  // Bit j set when tag byte j (bucket byte 1 + j) equals `tag`.
  static std::uint32_t tag_matches(const Bucket& w, std::uint8_t tag) {
    const unsigned char* bytes = reinterpret_cast<const unsigned char*>(w.word) + 1;
#if defined(__SSE2__)
    const __m128i want = _mm_set1_epi8(static_cast<char>(tag));
    const __m128i low = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes));
    const __m128i high = _mm_loadu_si128(reinterpret_cast<const __m128i*>(bytes + 16));
    return static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(low, want))) |
           static_cast<std::uint32_t>(_mm_movemask_epi8(_mm_cmpeq_epi8(high, want))) << 16;
#else
    std::uint32_t match = 0;
    for (int j = 0; j < 32; ++j) match |= static_cast<std::uint32_t>(bytes[j] == tag) << j;
    return match;
#endif
  }
  static std::uint64_t read_bits(const Bucket& w, int at, int bits) {
    const int i = at >> 6, s = at & 63;
    // (w[i + 1] << 1) << (63 - s) is w[i + 1] << (64 - s), and 0 when s = 0.
    const std::uint64_t v = (w.word[i] >> s) | ((w.word[i + 1] << 1) << (63 - s));
    return v & ((std::uint64_t{1} << bits) - 1);  // bits < 64
  }
  // The field's bits are zero until written, and no other thread writes this
  // bucket meanwhile, so OR-ing them in leaves the other slots as they were.
  static void write_bits(std::uint64_t* bucket, int at, std::uint64_t value, int bits) {
    const int i = at >> 6, s = at & 63;
    std::atomic_ref<std::uint64_t>(bucket[i]).fetch_or(value << s, std::memory_order_relaxed);
    if (s + bits > 64)
      std::atomic_ref<std::uint64_t>(bucket[i + 1]).fetch_or(value >> (64 - s), std::memory_order_relaxed);
  }

  int stash_find(std::uint64_t h) const {
    if (stash_size_.load(std::memory_order_acquire) == 0) return -1;
    std::lock_guard lock(stash_mutex_);
    const auto it = stash_.find(h);
    return it == stash_.end() ? -1 : (it->second ? 1 : 0);
  }
  bool stash_insert(std::uint64_t h, bool flag) {
    std::lock_guard lock(stash_mutex_);
    if (!stash_.emplace(h, flag).second) return false;
    stash_size_.store(stash_.size(), std::memory_order_release);
    return true;
  }

  // Anonymous mappings: zero pages until written, and returned to the
  // system piece by piece during growth.
  static std::uint64_t* map_words(std::size_t words) {
    void* p = mmap(nullptr, words * 8, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED) throw std::bad_alloc();
      // Huge pages where the system allows them: fewer TLB misses on a table
      // read at random (measured about 3 % on {11, 29}).
#ifdef MADV_HUGEPAGE
    madvise(p, words * 8, MADV_HUGEPAGE);
#endif
    return static_cast<std::uint64_t*>(p);
  }
  static void unmap_words(std::uint64_t* at, std::size_t words) {
    if (words != 0) munmap(at, words * 8);
  }

  int key_bits_;
  Shape shape_{};
  std::uint64_t* words_ = nullptr;
  mutable std::mutex stash_mutex_;
  std::unordered_map<std::uint64_t, bool> stash_;
  std::atomic<std::size_t> stash_size_{0};
};

}  // namespace gamecert::sylver
