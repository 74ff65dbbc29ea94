// One check function per certificate kind, listed with its header and claim
// shape in main.cpp's table; each throws Reject unless the certificate's
// evidence establishes its claim.
#pragma once
#include "certificate.hpp"

// Adding a game (docs/adding-a-game.md), step 3 of 4: declare each kind's check function here.
void check_sim_value_table(const Certificate& c, const CheckOptions& options);
void check_blue_strategy(const Certificate& c, const CheckOptions& options);
void check_rules_strategy(const Certificate& c, const CheckOptions& options);
void check_rules_failure(const Certificate& c, const CheckOptions& options);
void check_sim_plus(const Certificate& c, const CheckOptions& options);
void check_subtraction(const Certificate& c, const CheckOptions& options);
void check_wythoff(const Certificate& c, const CheckOptions& options);
void check_sylver(const Certificate& c, const CheckOptions& options);
void check_sylver_infinite(const Certificate& c, const CheckOptions& options);
void check_sylver_winning_move(const Certificate& c, const CheckOptions& options);

// The table in kinds.cpp, for tests/test_fixtures.cpp to require a fixture of every kind.
const std::vector<CertificateKind>& certificate_kinds();

// Checks `c` with its kind's function from the table in kinds.cpp; throws
// Reject for an unknown game or kind, a header or claim off the kind's shape,
// or evidence that does not establish the claim.
void dispatch(const Certificate& c, const CheckOptions& options);
