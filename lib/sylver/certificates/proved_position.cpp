#include "sylver/certificates/proved_position.hpp"

#include <stdexcept>

#include "common/citation.hpp"
#include "gamecert/certificate.hpp"

namespace gamecert::sylver {

ProvedPosition read_proved_position(std::string_view text) {
  const CertificateHeader header = read_certificate_header(text);
  if (header.game != "sylver" || (header.kind != "win-loss-table" && header.kind != "infinite-position" &&
                                  header.kind != "winning-move"))
    throw std::invalid_argument(
        "a proof can rest only on a Sylver Coinage certificate of a position's value, not on " +
        header.printed_claim);
  ProvedPosition proved;
  proved.sha256 = sha256_hex(text);
  const std::string position = claim_field(header, "position");  // outlives the views split_text returns
  for (const std::string_view number : split_text(position, ','))
    proved.position.push_back(std::stoll(std::string(number)));
  proved.p = header.kind != "winning-move" && claim_field(header, "winning") == "none";
  proved.claim = header.printed_claim;
  return proved;
}

}  // namespace gamecert::sylver
