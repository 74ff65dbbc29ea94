// A Sylver Coinage position as it enters the program (a command's words, a
// request's parameter, a batch line), read once into the facts every later
// step needs: the minimal generators, the gcd, and t when it is finite. The
// library's functions take this value, so a position is reduced to its
// minimal generators once per question however many steps look at it.
#pragma once
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

// The largest number a position may name: the command line's and the
// public interface's range, 1..kLargestNamed.
inline constexpr std::int64_t kLargestNamed = 100'000;

class Position {
 public:
  // Any positive numbers, in any order, repeats allowed; std::invalid_argument
  // for an empty list or a number below 1 (the range above is the caller's).
  static Position of(std::span<const std::int64_t> named);

  const std::vector<std::int64_t>& generators() const { return generators_; }  // minimal, ascending; {1} once over
  std::int64_t gcd() const { return gcd_; }
  bool over() const { return !general_; }  // 1 has been named
  bool finite() const { return gcd_ == 1; }
  // The largest nameable number: gcd 1 only, -1 once over; none for gcd > 1.
  std::optional<std::int64_t> t() const { return t_; }
  // The position with its quotient semigroup; only when not over.
  const GeneralPosition& general() const { return *general_; }
  std::string text() const { return format_set(generators_); }
  // The numbers as given, for messages that quote what was typed.
  const std::vector<std::int64_t>& named() const { return named_; }

 private:
  std::vector<std::int64_t> named_;
  std::vector<std::int64_t> generators_;
  std::int64_t gcd_ = 1;
  std::optional<std::int64_t> t_;
  std::optional<GeneralPosition> general_;
};

}  // namespace gamecert::sylver
