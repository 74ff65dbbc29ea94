// The in-process check: gamecert-check's own reader and kind table run on a
// text held in memory. This file is the only one that sees both sides: it
// includes the checker (which includes nothing from lib/) and the public
// header, and shares no code with the solvers.
#include <algorithm>
#include <exception>
#include <sstream>
#include <string>

#include "../checker/certificate.hpp"
#include "../checker/certificate_set.hpp"
#include "../checker/games.hpp"
#include "checked_set.hpp"
#include "gamecert/certificate.hpp"

namespace gamecert {

CheckVerdict check_certificate(std::string_view text, std::int64_t max_work) {
  CheckVerdict verdict;
  std::istringstream in{std::string(text)};
  Sha256 hash;
  try {
    const ::Certificate c = read_certificate(in, hash, text.size());
    CheckOptions options;
    options.max_work = max_work;
    dispatch(c, options);
    verdict.accepted = true;
    verdict.printed_claim = c.game + " " + c.kind + " " + c.claim;
  } catch (const Reject& r) {
    verdict.line = r.line;
    verdict.reason = r.reason;
  } catch (const std::exception& e) {
    verdict.reason = e.what();
  }
  if (verdict.accepted) {
    verdict.sha256 = hash.hex();
  } else {  // the reader may have stopped early; the id is the digest of the whole text
    Sha256 whole;
    whole.add(text.data(), text.size());
    verdict.sha256 = whole.hex();
  }
  return verdict;
}

namespace detail {

std::vector<SetVerdict> check_set(const std::vector<std::string_view>& texts) {
  std::vector<Checked> checked(texts.size());
  std::vector<Premise> premises;
  CheckOptions options;
  options.premises = &premises;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    std::istringstream in{std::string(texts[i])};
    checked[i] = check_one(in, texts[i].size(), options);
  }
  resolve_premises(checked);
  std::vector<SetVerdict> out;
  for (const Checked& v : checked) {
    SetVerdict verdict{
        v.accepted, v.sha256, v.game + " " + v.kind + " " + v.claim, v.rejection.reason, v.rejection.line,
        v.theorems, {}};
    for (const Premise& premise : v.premises)
      if (std::find(verdict.certificates.begin(), verdict.certificates.end(), premise.sha256) ==
          verdict.certificates.end())
        verdict.certificates.push_back(premise.sha256);
    out.push_back(std::move(verdict));
  }
  return out;
}

}  // namespace detail

}  // namespace gamecert
