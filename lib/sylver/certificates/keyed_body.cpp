#include "sylver/certificates/keyed_body.hpp"

#include <algorithm>
#include <cstring>
#include <numeric>
#include <stdexcept>

namespace gamecert::sylver {

void KeyedBody::add(const Coordinate* c, std::string_view value) {
  if (value.size() > 255) throw std::logic_error("keyed body: a value longer than 255 bytes");
  coordinates_.insert(coordinates_.end(), c + 1, c + 1 + coordinates_per_entry_);
  offsets_.push_back(values_.size() << 8 | value.size());
  values_ += value;
}

void KeyedBody::write(CertificateWriter& out) {
  const std::size_t width = coordinates_per_entry_;
  const auto key = [&](std::uint64_t i) { return coordinates_.data() + i * width; };
  std::vector<std::uint64_t> order(offsets_.size());
  std::iota(order.begin(), order.end(), 0);
  // Unsigned bytes compare as the coordinates do, c_1 first; among equal
  // keys the first added comes first and is kept.
  std::stable_sort(order.begin(), order.end(),
                   [&](std::uint64_t a, std::uint64_t b) { return std::memcmp(key(a), key(b), width) < 0; });
  const Coordinate* previous = nullptr;
  std::string line;
  std::size_t written = 0;
  for (const std::uint64_t i : order) {
    const Coordinate* k = key(i);
    if (previous != nullptr && std::memcmp(previous, k, width) == 0) continue;
    std::size_t shared = 0;
    if (previous != nullptr && written % kRestartEvery != 0)
      while (previous[shared] == k[shared]) ++shared;
    line = std::to_string(shared);
    for (std::size_t j = shared; j < width; ++j) line += ' ' + std::to_string(k[j]);
    line += ' ';
    line.append(values_, offsets_[i] >> 8, offsets_[i] & 0xFF);
    out.add_line(line);
    previous = k;
    ++written;
  }
  *this = KeyedBody(static_cast<int>(width + 1));
}

}  // namespace gamecert::sylver
