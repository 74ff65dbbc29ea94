// The in-process check: gamecert-check's own reader and kind table run on a
// text held in memory. This file is the only one that sees both sides: it
// includes the checker (which includes nothing from lib/) and the public
// header, and shares no code with the solvers.
#include <exception>
#include <sstream>
#include <string>

#include "../checker/certificate.hpp"
#include "../checker/games.hpp"
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

}  // namespace gamecert
