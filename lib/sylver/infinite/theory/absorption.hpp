// Absorption: a whole family of moves answered by one fixed number.
//
// Let S have gcd g and let w be nameable in S. Suppose S ∪ {w} contains
// every x > B with gcd(x, g) = h, and w <= B. Then each such x is answered
// by w: w is still nameable after x (a sum involving x exceeds w, and w is
// not in S), and S ∪ {x, w} = S ∪ {w} because x is already a sum of S ∪ {w}.
// So if S ∪ {w} is a P-position, every one of those x loses. With
// g_w = gcd(g, w), S ∪ {w} = g_w·T_w contains every multiple of g_w above
// g_w·f_w (f_w the Frobenius number of T_w), so the condition holds as
// soon as g_w divides h and B >= max(w, g_w·f_w).
//
// A standard device (e.g. {4} answers every x ≡ 2 mod 4 above 6 by 6, which
// reaches {4, 6}); a prime p >= 5 dividing g answers every x with
// gcd(x, g) = p in the same way, reaching {p} (Hutchings). gamecert-check
// verifies it (certs/FORMAT.md, rule "answer").
#pragma once
#include <cstdint>
#include <optional>

#include "sylver/infinite/general_position.hpp"

namespace gamecert::sylver {

// The least B for which w absorbs every x > B with gcd(x, gcd of s) = h;
// none when w is not nameable or leaves a gcd that does not divide h.
std::optional<std::int64_t> absorption_bound(const GeneralPosition& s, std::int64_t h, std::int64_t w);

}  // namespace gamecert::sylver
