// One entry point per game; each throws Reject unless the certificate's
// evidence establishes its claim.
#pragma once
#include "certificate.hpp"


void check_sylver(const Certificate& c, const CheckOptions& options);
