#include "sylver/position.hpp"

#include <algorithm>
#include <stdexcept>

namespace gamecert::sylver {

Position Position::of(std::span<const std::int64_t> named) {
  if (named.empty()) throw std::invalid_argument("empty position");
  if (std::any_of(named.begin(), named.end(), [](std::int64_t x) { return x < 1; }))
    throw std::invalid_argument("named numbers must be positive");
  Position p;
  p.named_.assign(named.begin(), named.end());
  if (std::find(named.begin(), named.end(), 1) != named.end()) {
    p.generators_ = {1};
    p.t_ = -1;
    return p;
  }
  p.general_ = GeneralPosition::of(p.named_);
  p.gcd_ = p.general_->gcd();
  p.generators_ = p.general_->generators();
  if (p.gcd_ == 1) p.t_ = p.general_->finite_position().frobenius();
  return p;
}

}  // namespace gamecert::sylver
