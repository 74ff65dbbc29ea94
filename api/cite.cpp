// cite(): `gamecert cite` in process. The certificates are checked by the
// checker's own code (check.cpp, check_set), and the citation is made from
// its verdicts by the words the command uses (lib/common/citation).
#include <stdexcept>

#include "checked_set.hpp"
#include "common/citation.hpp"
#include "gamecert/certificate.hpp"
#include "gamecert_commit.hpp"

namespace gamecert {

Citation cite(std::string_view text, const std::string& file_name,
              const std::vector<std::pair<std::string, std::string>>& dependencies) {
  std::vector<std::string_view> texts = {text};
  for (const auto& [name, dependency] : dependencies) texts.push_back(dependency);
  const std::vector<detail::SetVerdict> verdicts = detail::check_set(texts);
  if (!verdicts.front().accepted) {
    const bool missing =
        verdicts.front().reason.find("not among the files checked with it") != std::string::npos;
    throw std::runtime_error("not cited: gamecert-check did not accept '" + file_name + "' (line " +
                             std::to_string(verdicts.front().line) + ": " + verdicts.front().reason + ")" +
                             (missing ? " (give the certificates it rests on with --with FILE)" : ""));
  }
  std::vector<CheckedCertificate> checked;
  for (const detail::SetVerdict& v : verdicts)
    if (v.accepted) checked.push_back({v.sha256, v.printed_claim, v.theorems, v.certificates});
  std::vector<std::string> names;
  for (const auto& [name, dependency] : dependencies) names.push_back(name);
  CitationRecord record = citation_record(text, checked, citation_check_command(file_name, names),
                                          GAMECERT_VERSION, GAMECERT_COMMIT);
  if (file_name != "-") record.same_claim = same_claim_beside(file_name, record.claim, record.sha256);
  Citation out{record.key,
               record.title,
               record.statement,
               record.claim,
               record.sha256,
               record.bytes,
               record.version,
               record.commit,
               record.check_command,
               record.rests_on,
               record.certificates,
               record.same_claim,
               citation_bibtex(record),
               citation_latex(record)};
  return out;
}

}  // namespace gamecert
