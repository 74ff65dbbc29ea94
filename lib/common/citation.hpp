// How `gamecert cite` puts a checked certificate into a paper: the claim
// read back from the certificate's header and said in words, for a BibTeX
// title and a one-sentence LaTeX statement (docs/citing.md). Only the words
// live here; whether the claim is true is for gamecert-check alone, and
// `gamecert cite` asks it before describing anything.
#pragma once
#include <string>
#include <string_view>

#include "common/certificate_writer.hpp"

namespace gamecert {

// The envelope's lines before `lines` (certs/FORMAT.md).
struct CertificateHeader {
  std::string game;
  std::string kind;
  CertificateParameters parameters;
  Claim claim;
  std::string printed_claim;  // "<game> <kind> <claim>", as gamecert-check prints it
};

// Throws std::invalid_argument when the text does not open like a certificate.
CertificateHeader read_certificate_header(std::string_view text);

struct ClaimInWords {
  std::string title;      // plain text: "Sim on K6: the first player (Red) loses in 15 plies"
  std::string statement;  // one LaTeX sentence, ending with a full stop
};

// Every kind gamecert writes has its words; an unknown kind throws
// std::invalid_argument (a new kind needs its sentence here).
ClaimInWords describe_claim(const CertificateHeader& header);

// "gamecert-" and the first 8 hex digits of the SHA-256: stable, and unique
// enough among the certificates one paper cites.
std::string citation_key(std::string_view sha256);

// Escapes the characters TeX treats specially (\ { } $ & # ^ _ % ~).
std::string latex_escape(std::string_view text);

}  // namespace gamecert
