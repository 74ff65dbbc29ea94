// The one interface every game's solver reports its evidence to, and the one
// shape of what it hands back.
//
// A certificate is a text file (format: certs/FORMAT.md): a version line, a
// header of "key value" lines ending in a `claim`, then `begin`, the body
// lines in a deterministic order, and `end`. Solvers never format the
// envelope themselves: they name the game, kind and parameters up front,
// stream body lines while solving, and give the claim at finish(), because
// a claim (Sylver's winning moves, a longest line) is often known only once
// the body is written. Every game's certify function returns a Certificate
// (or a struct holding one), so the CLI writes and reports them all alike.
#pragma once
#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "gamecert/certificate.hpp"  // Certificate, write_certificate, sha256_hex

namespace gamecert {

inline constexpr int kCertificateFormatVersion = 1;

// Header lines between `kind` and `claim`, in the order written: {"board", "6"}.
using CertificateParameters = std::vector<std::pair<std::string, std::string>>;

// The claim's fields in the order written, printed "key=value key=value".
using Claim = std::vector<std::pair<std::string, std::string>>;

class CertificateWriter {
 public:
  CertificateWriter(std::string game, std::string kind, CertificateParameters parameters = {});
  // Throws std::logic_error on a newline, which would break the line count.
  void add_line(std::string_view body_line);
  std::size_t body_lines() const { return body_lines_; }
  // Sets a header parameter given at construction to a value only known
  // once the body is written (its place in the header stays the same).
  void set_parameter(const std::string& key, std::string value);
  // The complete certificate; the writer must not be used afterwards. Throws
  // std::logic_error on a claim that would not read back as the same fields.
  Certificate finish(const Claim& claim);

 private:
  std::string game_;
  std::string kind_;
  CertificateParameters parameters_;
  std::string body_;
  std::size_t body_lines_ = 0;
};

// "key=value key=value", the text after "claim " in a certificate.
std::string format_claim(const Claim& claim);

}  // namespace gamecert
