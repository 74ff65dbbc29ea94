#include "wythoff/lemmas.hpp"
namespace gamecert::wythoff {
const std::vector<Obligation>& wythoff_obligations() {
  static const std::vector<Obligation> obligations{};
  return obligations;
}
}  // namespace gamecert::wythoff
