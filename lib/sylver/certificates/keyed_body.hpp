// The body of a keyed win/loss table (certs/FORMAT.md, "Keyed entries"):
// every entry names its position by its Kunz coordinates c_1..c_{m-1}
// relative to the root's smallest number m, which every position reached
// from the root contains. The entries are collected as the proof replay
// writes them, then sorted by key and written with each key coded against
// the one before it (how many leading coordinates it shares, then the rest),
// except every kRestartEvery-th entry, which gives its whole key so that a
// checker can start reading there.
//
// Sorting by key instead of replaying lets a checker do only local work per
// entry and match what each entry requires against the entries by sorting
// and merging, reading memory in order (docs/checker.md, "Keyed tables").
#pragma once
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "common/certificate_writer.hpp"
#include "sylver/finite/kunz.hpp"

namespace gamecert::sylver {

inline constexpr std::size_t kRestartEvery = 1024;

class KeyedBody {
 public:
  explicit KeyedBody(int modulus) : coordinates_per_entry_(static_cast<std::size_t>(modulus - 1)) {}
  // `c` has the modulus's m entries (c[0] = 0); `value` is the entry's value
  // as the body states it: "P", "N <x>", "E", "P R <sha256>" or "N R <sha256>".
  // A position added again keeps its first value.
  void add(const Coordinate* c, std::string_view value);
  std::size_t size() const { return offsets_.size(); }
  // The entries in key order, one line each; the collector is then empty.
  void write(CertificateWriter& out);

 private:
  std::size_t coordinates_per_entry_;
  std::vector<Coordinate> coordinates_;  // coordinates_per_entry_ per entry, c_1 first
  std::string values_;                   // the values, back to back
  std::vector<std::uint64_t> offsets_;   // per entry: offset in values_ << 8 | length
};

}  // namespace gamecert::sylver
