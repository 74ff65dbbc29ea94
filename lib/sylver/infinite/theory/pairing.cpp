// The pairing for {8, 12} (pairing.hpp).
#include "sylver/infinite/theory/pairing.hpp"

namespace gamecert::sylver {

std::int64_t pairing_8_12_mate(std::int64_t n) {
  if (n == 2 || n == 3) return 5 - n;
  if (n == 4 || n == 6) return 10 - n;
  if (n >= 5 && n % 2 == 1) return n % 4 == 1 ? n + 2 : n - 2;
  if (n >= 10 && n % 4 == 2) return n % 8 == 2 ? n + 4 : n - 4;
  return 0;
}

bool in_pairing_8_12_family(const GeneralPosition& s) {
  if (!s.contains(8) || !s.contains(12) || s.contains(2)) return false;
  for (std::int64_t u : s.generators()) {
    if (u == 8 || u == 12) continue;
    const std::int64_t mate = pairing_8_12_mate(u);
    if (mate == 0 || !s.contains(mate)) return false;
  }
  return true;
}

}  // namespace gamecert::sylver
