// How `gamecert cite` puts a checked certificate into a paper: the claim
// read back from the certificate's header and said in words, for a BibTeX
// title and a one-sentence LaTeX statement (docs/citing.md). Only the words
// live here; whether the claim is true is for gamecert-check alone, and
// `gamecert cite` asks it before describing anything.
#pragma once
#include <string>
#include <string_view>
#include <vector>

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
// std::invalid_argument. Each game says its own claims, in
// lib/<game>/citation.cpp; describe_claim only picks the game.
ClaimInWords describe_claim(const CertificateHeader& header);

// Adding a game (docs/adding-a-game.md), step 5 of 5: declare the game's
// describe_<game>_claim here, define it in lib/<game>/, and add its row to describe_claim.
ClaimInWords describe_sim_claim(const CertificateHeader& header);
ClaimInWords describe_subtraction_claim(const CertificateHeader& header);
ClaimInWords describe_wythoff_claim(const CertificateHeader& header);
ClaimInWords describe_sylver_claim(const CertificateHeader& header);

// What the games' sentences share. The claim field `key`; std::invalid_argument when absent.
std::string claim_field(const CertificateHeader& header, const std::string& key);
// "9, 11 and 26" from "9,11,26".
std::string spoken_list(std::string_view list);
// The pieces of `text` between `separator`s (an empty text is one empty piece).
std::vector<std::string_view> split_text(std::string_view text, char separator);

// "gamecert-" and the first 8 hex digits of the SHA-256: stable, and unique
// enough among the certificates one paper cites.
std::string citation_key(std::string_view sha256);

// Escapes the characters TeX treats specially (\ { } $ & # ^ _ % ~).
std::string latex_escape(std::string_view text);

}  // namespace gamecert
