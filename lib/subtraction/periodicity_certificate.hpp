// Periodicity certificates (certs/FORMAT.md, section "Subtraction"): for each
// set, both plays and both sequences, the preperiod, the period and the
// initial terms a(0 .. preperiod + period + max(period, max S) - 1). The
// checker recomputes those terms from the rules, confirms the window
// a(n) = a(n + period) for preperiod <= n < preperiod + max S (which the Z3
// lemmas subtraction-outcome-step / subtraction-grundy-step carry to all n)
// and that neither number can be smaller.
#pragma once
#include <string>
#include <vector>

#include "common/certificate_writer.hpp"
#include "subtraction/periodicity.hpp"

namespace gamecert::subtraction {

inline constexpr const char* kCarryingLemmas = "subtraction-outcome-step,subtraction-grundy-step";

struct PeriodicityRow {
  SubtractionSet set;
  Play play;
  Sequence sequence;
  Periodicity periodicity;
};

// Every row of one set, in certificate order (normal before misère, outcome before Grundy).
std::vector<PeriodicityRow> periodicity_rows(const SubtractionSet& set);

// `scope` is the claim's sets= value: "subsets-of-1..M" or a set's spelling.
Certificate periodicity_certificate(const std::vector<SubtractionSet>& sets, const std::string& scope);

// The body line's spelling of the terms: P/N letters, or comma-separated Grundy values.
std::string spell_terms(Sequence sequence, const std::vector<std::uint32_t>& terms);

}  // namespace gamecert::subtraction
