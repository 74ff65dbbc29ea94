// The one interface every game's solver reports its evidence to.
//
// A certificate is a text file (format: certs/FORMAT.md): a version line, a
// header of "key value" lines ending in a `claim`, then `begin`, the body
// lines in a deterministic order, and `end`. Solvers never format the
// envelope themselves; they fill in a header and stream body lines here, so
// every game's certificates share one reader in gamecert-check.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace gamecert {

inline constexpr int kCertificateFormatVersion = 1;

struct CertificateHeader {
  std::string game;                                             // "sim", "sylver", ...
  std::string kind;                                             // "value-table", "strategy", ...
  std::vector<std::pair<std::string, std::string>> parameters;  // e.g. {"board", "6"}
  std::string claim;                                            // machine-readable "key=value ..." list
};

class CertificateWriter {
 public:
  explicit CertificateWriter(CertificateHeader header);
  void add_line(std::string_view body_line);
  // The complete text; the writer must not be used afterwards.
  std::string finish();
  // What gamecert-check prints and certs/MANIFEST records: "<game> <kind> <claim>".
  std::string printed_claim() const;
  std::size_t body_lines() const { return body_lines_; }

 private:
  CertificateHeader header_;
  std::string body_;
  std::size_t body_lines_ = 0;
};

struct WrittenCertificate {
  std::string path;
  std::string claim;
  std::string sha256;
  std::size_t bytes = 0;
};

// Writes atomically (temporary file in the same folder, then rename), so a
// failed run never leaves a partial certificate behind; an unusable path
// throws std::invalid_argument (a usage error).
WrittenCertificate write_certificate(const std::string& text, const std::string& claim,
                                     const std::string& path);

std::string sha256_hex(std::string_view data);

}  // namespace gamecert
