// Generator of quantifier-free induction steps for one concrete subtraction
// set S: the recurrence (outcome: "won iff some move reaches a lost pile";
// Grundy: the mex written out for values 0..|S|) is spelled out at n and at
// n + p, the hypothesis a(n + p - s) = a(n - s) is asserted for every s in S,
// and the negated goal a(n + p) != a(n). They are the concrete counterparts
// of subtraction-outcome-step / subtraction-grundy-step (symbolic S), and
// `gamecert prove --set S` discharges them for any S. The short-window
// variant drops the hypothesis for max S and must be refuted: it shows that
// a window shorter than max S does not carry periodicity.
#pragma once
#include <string>

#include "proofs/lemma.hpp"
#include "subtraction/sequences.hpp"

namespace gamecert::proofs {

std::string set_step_obligation(const subtraction::SubtractionSet& set, subtraction::Sequence sequence,
                                bool short_window);
Lemma set_step_lemma(const subtraction::SubtractionSet& set, subtraction::Sequence sequence,
                     bool short_window);

}  // namespace gamecert::proofs
