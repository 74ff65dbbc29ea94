// The ender test on Kunz coordinates used as the search's cut-off.
#include "sylver/finite/search.hpp"

namespace gamecert::sylver {

// Every gap x < t must kill t: t - k·x ∈ S for some k ≥ 1. Membership of
// y = q·m + i is q ≥ c[i].
bool kunz_is_ender(const Coordinate* c, int modulus, int t) {
  for (int x = t - 1; x >= 1; --x) {
    if (x / modulus >= c[x % modulus]) continue;  // not nameable
    bool kills = false;
    for (int rest = t - x; rest >= 0 && !kills; rest -= x) kills = rest / modulus >= c[rest % modulus];
    if (!kills) return false;
  }
  return true;
}

}  // namespace gamecert::sylver
