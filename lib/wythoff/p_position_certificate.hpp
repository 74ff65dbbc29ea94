// The certificate that the P-positions with x, y <= bound are exactly the
// closed-form set: the paper's formula plus the terminal set (which adds the
// one terminal position the formula misses, (1,1)).
//
// Body: one line "x y" per P-position with x <= y, sorted by (x, y); mirror
// images are implied. Before writing, the solver confirms with the outcome
// sweep that the listed set is the P-set (so a wrong closed form can never be
// certified); gamecert-check then re-derives the closed form on its own and
// re-plays the moves (certs/FORMAT.md, "Wythoff").
#pragma once
#include <cstdint>

#include "common/certificate_writer.hpp"

namespace gamecert::wythoff {

inline constexpr std::uint32_t kMaxCertificateBound = 100'000;

Certificate make_p_position_certificate(std::uint32_t bound, bool show_progress = false);

}  // namespace gamecert::wythoff
