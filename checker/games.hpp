// One entry point per game; each throws Reject unless the certificate's
// evidence establishes its claim.
#pragma once
#include "certificate.hpp"

void check_sim(const Certificate& c, const CheckOptions& options);
void check_subtraction(const Certificate& c, const CheckOptions& options);
void check_wythoff(const Certificate& c, const CheckOptions& options);
void check_sylver(const Certificate& c, const CheckOptions& options);
