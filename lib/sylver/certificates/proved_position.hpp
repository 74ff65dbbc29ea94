// A Sylver Coinage position whose value another certificate proves, as a
// certificate that rests on it names it (certs/FORMAT.md, "Certificates that
// rest on certificates"): by the SHA-256 of that certificate's text.
#pragma once
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace gamecert::sylver {

struct ProvedPosition {
  std::string sha256;
  std::vector<std::int64_t> position;  // minimal generators, ascending
  bool p = false;
  std::string claim;  // the certificate's claim line, for reports
};

// The fact a Sylver certificate claims (win-loss-table or infinite-position:
// P when winning=none; winning-move: N), read from its header, not checked:
// gamecert-check checks it with the certificates that rest on it. Throws
// std::invalid_argument for another game or kind, or a text that is not a
// certificate.
ProvedPosition read_proved_position(std::string_view text);

}  // namespace gamecert::sylver
