// Writes periodicity certificates through the shared CertificateWriter.
#include "subtraction/periodicity_certificate.hpp"

#include <algorithm>

namespace gamecert::subtraction {

std::vector<PeriodicityRow> periodicity_rows(const SubtractionSet& set) {
  std::vector<PeriodicityRow> rows;
  for (Play play : {Play::normal, Play::misere})
    for (Sequence sequence : {Sequence::outcome, Sequence::grundy})
      rows.push_back({set, play, sequence, find_periodicity(set, play, sequence)});
  return rows;
}

std::string spell_terms(Sequence sequence, const std::vector<std::uint32_t>& terms) {
  std::string out;
  for (std::uint32_t value : terms) {
    if (sequence == Sequence::outcome) {
      out.push_back(value ? 'N' : 'P');
    } else {
      if (!out.empty()) out.push_back(',');
      out += std::to_string(value);
    }
  }
  return out;
}

Certificate periodicity_certificate(const std::vector<SubtractionSet>& sets, const std::string& scope) {
  CertificateWriter writer("subtraction", "periodicity");
  std::uint64_t max_preperiod = 0, max_outcome_period = 0, max_grundy_period = 0;
  for (const SubtractionSet& set : sets) {
    for (const PeriodicityRow& row : periodicity_rows(set)) {
      const Periodicity& p = row.periodicity;
      max_preperiod = std::max(max_preperiod, p.preperiod);
      std::uint64_t& max_period = row.sequence == Sequence::outcome ? max_outcome_period : max_grundy_period;
      max_period = std::max(max_period, p.period);
      writer.add_line(set.to_string() + " " + play_name(row.play) + " " + sequence_name(row.sequence) + " " +
                      std::to_string(p.preperiod) + " " + std::to_string(p.period) + " " +
                      spell_terms(row.sequence, p.terms));
    }
  }
  return writer.finish({{"sets", scope},
                        {"count", std::to_string(sets.size())},
                        {"max-preperiod", std::to_string(max_preperiod)},
                        {"max-outcome-period", std::to_string(max_outcome_period)},
                        {"max-grundy-period", std::to_string(max_grundy_period)},
                        {"all-n-by", kCarryingLemmas}});
}

}  // namespace gamecert::subtraction
