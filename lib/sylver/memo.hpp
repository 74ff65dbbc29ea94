// The memo: an open-addressing hash table of packed Kunz keys.
//
// A key is the m - 1 Kunz coordinates packed `bits` to a field into `Words`
// 64-bit words, leaving the top bit of word 0 free; that bit carries the one
// stored value (P or N), so an entry is exactly the packed key, 8 bytes for
// m ≤ 13 with coordinates below 32. The all-zero key would be the position
// after naming 1, which is never stored, so zero marks an empty slot. Linear
// probing, capacity a power of two, grown at 3/4 load. The index is the low
// bits of a multiplicative hash, which keeps related positions near each
// other in memory: a strong mixer (splitmix64) or a sharded cuckoo layout
// with 1.25× growth measured 35–50 % slower on {11, 29} (docs/sylver.md).
#pragma once
#include <array>
#include <cstddef>
#include <cstdint>
#include <ctime>
#include <stdexcept>
#include <string>
#include <vector>

#include "sylver/kunz.hpp"

namespace gamecert::sylver {

template <int Words>
struct PackedKey {
  std::array<std::uint64_t, Words> word{};
  bool operator==(const PackedKey&) const = default;
};

inline constexpr std::uint64_t kFlagBit = UINT64_C(1) << 63;

class KeyPacker {
 public:
  KeyPacker(int modulus, int bits) : modulus_(modulus), bits_(bits), per_word_(63 / bits) {}
  int words_needed() const { return (modulus_ - 1 + per_word_ - 1) / per_word_; }
  template <int Words>
  PackedKey<Words> pack(const Coordinate* c) const {
    PackedKey<Words> key;
    int word = 0, shift = 0;
    for (int i = 1; i < modulus_; ++i) {
      if (shift + bits_ > 63) {
        ++word;
        shift = 0;
      }
      key.word[static_cast<std::size_t>(word)] |= static_cast<std::uint64_t>(c[i]) << shift;
      shift += bits_;
    }
    return key;
  }

 private:
  int modulus_, bits_, per_word_;
};

// Thrown when the memo would grow past its limit in positions or bytes.
struct SearchLimitExceeded : std::runtime_error {
  using std::runtime_error::runtime_error;
};

struct MemoLimits {
  std::uint64_t max_states = 0;  // 0 = no cap
  std::uint64_t max_bytes = 0;   // 0 = no cap
  // CPU seconds of the process (all threads) since the table's creation; 0 =
  // no cap. CPU rather than wall-clock time, so that a busy machine does not
  // stop a run earlier.
  double max_seconds = 0;
};

template <int Words>
class PositionTable {
 public:
  explicit PositionTable(MemoLimits limits = {}) : limits_(limits), start_(std::clock()) {
    slots_.resize(capacity_);
  }

  // -1 when absent, otherwise the stored flag (0 or 1).
  int find(const PackedKey<Words>& key) const {
    for (std::size_t i = hash(key) & (capacity_ - 1);; i = (i + 1) & (capacity_ - 1)) {
      const PackedKey<Words>& slot = slots_[i];
      if (slot.word[0] == 0 && is_empty(slot)) return -1;
      if (same_key(slot, key)) return (slot.word[0] & kFlagBit) ? 1 : 0;
    }
  }

  // Starts loading the key's home slot, so a batch of lookups overlaps its
  // cache misses (the memo is far larger than the cache; misses dominate).
  void prefetch(const PackedKey<Words>& key) const {
    __builtin_prefetch(&slots_[hash(key) & (capacity_ - 1)]);
  }

  // The key must be absent.
  void insert(PackedKey<Words> key, bool flag) {
    if (limits_.max_states != 0 && size_ >= limits_.max_states)
      throw SearchLimitExceeded("the search needs more than " + std::to_string(limits_.max_states) +
                                " positions in its memo (raise --max-states)");
    if (4 * (size_ + 1) > 3 * capacity_) grow();
    // Reading the clock on every insert would cost more than the insert.
    if ((size_ & 0xFFFF) == 0 && limits_.max_seconds > 0) check_time();
    if (flag) key.word[0] |= kFlagBit;
    place(key);
    ++size_;
  }

  std::size_t size() const { return size_; }
  std::size_t bytes() const { return capacity_ * sizeof(PackedKey<Words>); }

 private:
  static bool is_empty(const PackedKey<Words>& slot) {
    for (std::uint64_t w : slot.word)
      if (w != 0) return false;
    return true;
  }
  static bool same_key(const PackedKey<Words>& slot, const PackedKey<Words>& key) {
    if ((slot.word[0] & ~kFlagBit) != key.word[0]) return false;
    for (int i = 1; i < Words; ++i)
      if (slot.word[i] != key.word[i]) return false;
    return true;
  }
  static std::size_t hash(const PackedKey<Words>& key) {
    std::uint64_t h = (key.word[0] & ~kFlagBit) * UINT64_C(0x9E3779B97F4A7C15);
    for (int i = 1; i < Words; ++i) h = (h ^ (h >> 29) ^ key.word[i]) * UINT64_C(0xBF58476D1CE4E5B9);
    h ^= h >> 32;
    return static_cast<std::size_t>(h);
  }
  void place(const PackedKey<Words>& key) {
    PackedKey<Words> bare = key;
    bare.word[0] &= ~kFlagBit;
    std::size_t i = hash(bare) & (capacity_ - 1);
    while (!is_empty(slots_[i])) i = (i + 1) & (capacity_ - 1);
    slots_[i] = key;
  }
  void check_time() const {
    const double elapsed = static_cast<double>(std::clock() - start_) / CLOCKS_PER_SEC;
    if (elapsed > limits_.max_seconds)
      throw SearchLimitExceeded("the search used more than --time-limit " +
                                std::to_string(static_cast<std::uint64_t>(limits_.max_seconds)) +
                                " s of CPU time with " + std::to_string(size_) +
                                " positions stored (raise --time-limit)");
  }
  void grow() {
    const std::uint64_t needed = 2 * bytes();
    if (limits_.max_bytes != 0 && needed > limits_.max_bytes)
      throw SearchLimitExceeded("the memo would grow to " + std::to_string(needed) +
                                " bytes, past --memory " + std::to_string(limits_.max_bytes) + ", with " +
                                std::to_string(size_) + " positions stored (raise --memory)");
    std::vector<PackedKey<Words>> old;
    old.swap(slots_);
    capacity_ *= 2;
    slots_.assign(capacity_, PackedKey<Words>{});
    for (const auto& slot : old)
      if (!is_empty(slot)) place(slot);
  }

  MemoLimits limits_;
  std::clock_t start_;
  std::size_t capacity_ = 1024;
  std::size_t size_ = 0;
  std::vector<PackedKey<Words>> slots_;
};

}  // namespace gamecert::sylver
