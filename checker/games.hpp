// One check function per certificate kind, named check_<game>_<kind> and
// defined in <game>_<kind>.cpp, listed with its header and claim shape in
// kinds.cpp's table; each throws Reject unless the certificate's evidence
// establishes its claim, and returns the theorems the claim rests on.
#pragma once
#include "certificate.hpp"

// Adding a game (docs/adding-a-game.md), step 3 of 5: declare each kind's check function here.
Theorems check_sim_value_table(const Certificate& c, const CheckOptions& options);
Theorems check_sim_strategy(const Certificate& c, const CheckOptions& options);
Theorems check_sim_rules_strategy(const Certificate& c, const CheckOptions& options);
Theorems check_sim_rules_failure(const Certificate& c, const CheckOptions& options);
Theorems check_sim_plus_value_table(const Certificate& c, const CheckOptions& options);
Theorems check_subtraction_periodicity(const Certificate& c, const CheckOptions& options);
Theorems check_wythoff_p_positions(const Certificate& c, const CheckOptions& options);
Theorems check_sylver_win_loss_table(const Certificate& c, const CheckOptions& options);
Theorems check_sylver_infinite_position(const Certificate& c, const CheckOptions& options);
Theorems check_sylver_winning_move(const Certificate& c, const CheckOptions& options);

// Whether the kind reads its body in stretches, so that read_certificate may
// keep a large one on disk (keyed Sylver tables).
bool reads_body_from_disk(const Certificate& c);

// The table in kinds.cpp, for tests/test_fixtures.cpp to require a fixture of every kind.
const std::vector<CertificateKind>& certificate_kinds();

// Checks `c` with its kind's function from the table in kinds.cpp; throws
// Reject for an unknown game or kind, a header or claim off the kind's shape,
// or evidence that does not establish the claim.
Theorems dispatch(const Certificate& c, const CheckOptions& options);
